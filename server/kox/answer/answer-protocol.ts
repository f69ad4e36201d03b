import type { CreatorAnswerEndpoint } from './answer-json.ts';
import type { CreatorAnswer } from './creator-answer.ts';

/** Messages between the main thread (answer-thread.ts) and the answer thread (answer-worker.ts). */

export interface AnswerRequest {
  id: number;
  answer: CreatorAnswer<CreatorAnswerEndpoint>;
  /** Epoch ms the sample corpus's dates count back from (the catalog's). */
  asOf: number;
}

export type AnswerReply =
  | { op: 'done'; id: number; json: Uint8Array }
  /** The answer failed its endpoint's output schema, or a creator could not be made: a fault of ours. */
  | { op: 'failed'; id: number; detail: string };
