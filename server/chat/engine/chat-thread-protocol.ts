import type { AiConfig } from '../../ai/create-model-provider.ts';
import type { StoredMessage } from '../../domains/session/service.ts';
import type { TurnInput } from './turn-engine.ts';
import type { WireError } from './wire-error.ts';

/** The chat thread's start: the AI settings it makes its model from. */
export interface ChatThreadOptions {
  ai: AiConfig;
}

/** From the server's thread: a turn to answer, a stop, the answer to one of the thread's calls. */
export type ToChatThread =
  | { op: 'turn'; turn: number; input: TurnInput }
  | { op: 'abort'; turn: number }
  | { op: 'reply'; call: number; value?: unknown; error?: WireError };

/**
 * From the chat thread: ready once, then per turn `started` (or `refused`), its SSE pieces (`opened` after the
 * one with its first output), and `done` (or `broken`); and calls for what needs the caller's data (a tool,
 * keeping the answer), each replied to once.
 */
export type FromChatThread =
  | { op: 'ready' }
  | { op: 'started'; turn: number }
  | { op: 'refused'; turn: number; error: WireError }
  | { op: 'piece'; turn: number; piece: Uint8Array }
  | { op: 'opened'; turn: number }
  | { op: 'done'; turn: number }
  | { op: 'broken'; turn: number; error: WireError }
  | { op: 'tool'; turn: number; call: number; name: string; input: unknown }
  | { op: 'end'; turn: number; call: number; answer: StoredMessage | undefined; aborted: boolean };
