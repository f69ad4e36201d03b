import { serverTools } from '../../tools/registry.ts';
import type { ToolContext } from '../../tools/tool-executor.ts';

/** Runs the tools a turn calls, for one request's caller and session; outputs are checked by the contract. */
export function toolRunner(ctx: ToolContext): (name: string, input: unknown) => Promise<unknown> {
  return async (name, input) => {
    const tool = serverTools.get(name);
    if (!tool) throw new Error(`The model called an unknown tool "${name}".`);
    return tool.contract.output.parse(await tool.execute(input as never, ctx));
  };
}
