import { tool, zodSchema, type ToolSet } from 'ai';
import { serverTools } from '../tools/registry.ts';
import type { ToolContext } from '../tools/tool-executor.ts';

/**
 * Each contract's schemas as the AI SDK's, made once: the SDK converts a zod schema to JSON Schema on every step
 * of every turn otherwise (about a tenth of the main thread's work under 20 turns at once), and caches the
 * conversion only inside the schema object it made.
 */
const sdkSchemas = new Map(
  [...serverTools.values()].map((t) => [
    t.contract.name,
    { input: zodSchema(t.contract.input), output: zodSchema(t.contract.output) },
  ]),
);

/** The registry as AI SDK tools, bound to one request's caller and session. Outputs are checked by the contract. */
export function buildTools(ctx: Omit<ToolContext, 'abortSignal'>): ToolSet {
  return Object.fromEntries(
    [...serverTools.values()].map((t) => [
      t.contract.name,
      tool({
        description: t.contract.description,
        inputSchema: sdkSchemas.get(t.contract.name)!.input,
        outputSchema: sdkSchemas.get(t.contract.name)!.output,
        execute: async (input, { abortSignal }) =>
          t.contract.output.parse(
            await t.execute(input, { ...ctx, ...(abortSignal ? { abortSignal } : {}) }),
          ),
      }),
    ]),
  );
}
