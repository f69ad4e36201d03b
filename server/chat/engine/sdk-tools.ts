import { tool, zodSchema, type ToolSet } from 'ai';
import { toolContracts } from '../../../src/tools/contracts.ts';
import type { ToolContract } from '../../../src/tools/define-tool.ts';

const contracts: readonly ToolContract[] = toolContracts;

/**
 * Each contract's schemas as the AI SDK's, made once: the SDK converts a zod schema to JSON Schema on every step
 * of every turn otherwise (about a tenth of a turn's work under 20 turns at once), and caches the conversion
 * only inside the schema object it made.
 */
const sdkSchemas = new Map(
  contracts.map((c) => [c.name, { input: zodSchema(c.input), output: zodSchema(c.output) }]),
);

/**
 * The tool contracts as AI SDK tools whose calls go to `execute` (the server's executors, in whichever thread
 * holds the caller's request). Only the contracts: a model's thread needs no database.
 */
export function sdkTools(execute: (name: string, input: unknown) => Promise<unknown>): ToolSet {
  return Object.fromEntries(
    contracts.map((c) => [
      c.name,
      tool({
        description: c.description,
        inputSchema: sdkSchemas.get(c.name)!.input,
        outputSchema: sdkSchemas.get(c.name)!.output,
        execute: (input) => execute(c.name, input),
      }),
    ]),
  );
}
