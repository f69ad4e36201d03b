import { tool, type ToolSet } from 'ai';
import { serverTools } from '../tools/registry.ts';
import type { ToolContext } from '../tools/tool-executor.ts';

/** The registry as AI SDK tools, bound to one request's caller and session. Outputs are checked by the contract. */
export function buildTools(ctx: Omit<ToolContext, 'abortSignal'>): ToolSet {
  return Object.fromEntries(
    [...serverTools.values()].map((t) => [
      t.contract.name,
      tool({
        description: t.contract.description,
        inputSchema: t.contract.input,
        outputSchema: t.contract.output,
        execute: async (input, { abortSignal }) =>
          t.contract.output.parse(
            await t.execute(input, { ...ctx, ...(abortSignal ? { abortSignal } : {}) }),
          ),
      }),
    ]),
  );
}
