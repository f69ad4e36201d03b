import { randomUUID } from 'node:crypto';
import type { LanguageModel, UIMessage } from 'ai';
import type { Language } from '../../../src/tools/switch-language/contract.ts';
import { AppError } from '../../lib/errors.ts';
import { sendSseEvents } from '../ui-message-sse-response.ts';
import type { TurnHooks } from './turn-engine.ts';
import { turnChunks } from './turn-chunks.ts';

/** Requests that take a turn's usual path: the model calls a tool, reads its result, and answers in words. */
const WARM_UP_REQUESTS: { text: string; locale: Language }[] = [
  { text: 'How many videos about Nike were posted last week?', locale: 'en' },
  { text: '上周关于耐克的视频有多少条？', locale: 'zh' },
];

const ROUNDS = 3;

/**
 * Runs made-up turns through a new chat thread's whole path (the AI SDK's streams, the model, the SSE pieces),
 * touching no data: its tools find nothing (a refusal as a real tool's, which the log does not keep), and
 * nothing is kept or sent. A thread compiles that code the first time it runs it, and a thread's first turn took
 * ~230 ms longer than the next; the second thread is only reached when the first is busy, so without this its
 * first turn fell on the busiest moment (20 turns at once).
 */
export async function warmUpTurns(model: LanguageModel): Promise<void> {
  const hooks: TurnHooks = {
    signal: new AbortController().signal,
    executeTool: () => Promise.reject(new AppError('NOT_FOUND', 'A warm-up turn has no data.')),
    end: async () => {},
  };
  for (let round = 0; round < ROUNDS; round++) {
    for (const { text, locale } of WARM_UP_REQUESTS) {
      const messages: UIMessage[] = [{ id: randomUUID(), role: 'user', parts: [{ type: 'text', text }] }];
      const chunks = await turnChunks(model, { messages, locale, timeZone: 'UTC' }, hooks);
      await new Promise<void>((resolve) =>
        sendSseEvents(chunks, { write: () => {}, end: resolve, fail: () => resolve() }),
      );
    }
  }
}
