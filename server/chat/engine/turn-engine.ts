import type { UIMessage } from 'ai';
import type { ToolRequest } from '../../../src/lib/api/chat-request.ts';
import type { Language } from '../../../src/tools/switch-language/contract.ts';
import type { StoredMessage } from '../../domains/session/service.ts';

/** What the model needs of one turn: the conversation so far with the new message last, and how to answer. */
export interface TurnInput {
  messages: UIMessage[];
  /** The tool call the user chose directly (slash command, ⌘K) instead of the model's answer. */
  toolRequest?: ToolRequest;
  locale: Language;
  /** The user's time zone (IANA), for the times they say ("tomorrow at 9", "this week"). */
  timeZone: string;
}

/** What a turn reaches of the request that started it: everything that touches the caller's data. */
export interface TurnHooks {
  /** The run's abort signal (the stop button, a lapsed lease, a stopping server). */
  signal: AbortSignal;
  /** Runs a tool for the caller; the output checked by its contract. */
  executeTool(name: string, input: unknown): Promise<unknown>;
  /** The turn ended: keeps the answer (absent when nothing was said) and releases the session. */
  end(answer: StoredMessage | undefined, aborted: boolean): Promise<void>;
  /** Its first output (a word, a tool call, an error) has been sent; told in the server's thread only. */
  opened?(): void;
}

/**
 * Where a turn's model runs: in the server's thread (tests with their own model), or in the chat thread
 * (server/chat/engine/chat-turn-worker.ts), which keeps the model's and the AI SDK's work off the thread that
 * answers every other request. Either way the answer is the same SSE response.
 */
export interface TurnEngine {
  /** The answer's SSE response, once the turn started; a turn that cannot start rejects and says nothing. */
  answer(turn: TurnInput, hooks: TurnHooks): Promise<Response>;
  close(): Promise<void>;
}
