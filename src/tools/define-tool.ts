import type { z } from 'zod';

/**
 * One typed tool of the assistant: the single definition that the server's executor (server/tools/*),
 * the model's tool list (server/chat) and the client's card (src/tools/<tool>/card.tsx) all import.
 * No React and no server code here.
 */
export interface ToolContract<
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  N extends string = string,
> {
  name: N;
  /** What the model reads to decide when to call the tool. */
  description: string;
  input: I;
  output: O;
  /** Side effects that reach outside need the user's approval in the card before they run. */
  needsApproval: boolean;
  /**
   * The slash command that fills this tool's input form, e.g. `open` for `/open`. A tool only the model calls
   * (ask_user) has none, and so no entry in the slash menu or the ⌘K tool list.
   */
  slash?: string;
}

/**
 * A tool keeps its name as a literal type (so `ToolName` lists every tool, and a map keyed by it misses none),
 * and a tool with a slash command keeps that in its type, so its UI can write `/open …` without a check.
 */
export function defineTool<I extends z.ZodType, O extends z.ZodType, const N extends string>(
  t: ToolContract<I, O, N> & { slash: string },
): ToolContract<I, O, N> & { slash: string };
export function defineTool<I extends z.ZodType, O extends z.ZodType, const N extends string>(
  t: ToolContract<I, O, N>,
): ToolContract<I, O, N>;
export function defineTool<I extends z.ZodType, O extends z.ZodType, const N extends string>(
  t: ToolContract<I, O, N>,
): ToolContract<I, O, N> {
  return t;
}

export type ToolInput<T> = T extends ToolContract<infer I, z.ZodType> ? z.output<I> : never;
export type ToolOutput<T> = T extends ToolContract<z.ZodType, infer O> ? z.output<O> : never;

/**
 * A tool with `needsApproval` answers the model's call with this status and does nothing yet; the card's Approve
 * or Decline (`chat.approveTool`) runs the tool's approval step on the server and rewrites the stored output.
 */
export const AWAITING_APPROVAL = 'awaiting_approval';
