import { createQueuedThread, type JobLost } from '../../lib/queued-thread.ts';
import type { CreatorAnswerEndpoint } from './answer-json.ts';
import type { AnswerReply, AnswerRequest } from './answer-protocol.ts';
import type { CreatorAnswer } from './creator-answer.ts';

const WORKER = new URL('./answer-worker.ts', import.meta.url);
/** A page of 100 creators takes a few MB; the limit only keeps a fault of ours from taking the server down. */
const MAX_HEAP_MB = 256;
/** Kept this long after the last answer: a detail opened later pays the thread's start (~0.1–0.5 s) again. */
const IDLE_MS = 5 * 60_000;

interface Job {
  request: AnswerRequest;
  settle: (outcome: { json: Uint8Array } | { error: Error }) => void;
}

export interface AnswerThread {
  /** The answer's UTF-8 JSON, its creators made, checked and written in the thread (answer-json.ts). */
  write(answer: CreatorAnswer<CreatorAnswerEndpoint>): Promise<Uint8Array>;
  close(): Promise<void>;
}

/**
 * One worker thread that writes the answers made mostly of sample creators: a recommendation's page of 100 held
 * the main thread 8–10 ms and made most of its scavenges there (docs/performance.md). Started by the first
 * answer, answers one at a time, in order.
 */
export function createAnswerThread(asOf: Date): AnswerThread {
  let nextId = 1;
  const thread = createQueuedThread<Job>({
    module: WORKER,
    maxHeapMb: MAX_HEAP_MB,
    idleMs: IDLE_MS,
    send: (worker, job) => worker.postMessage(job.request),
    onReply: (reply) => {
      const { id, ...outcome } = reply as AnswerReply;
      const job = thread.current()?.job;
      if (!job || job.request.id !== id) return;
      thread.finish();
      job.settle(outcome.op === 'done' ? { json: outcome.json } : { error: new Error(outcome.detail) });
    },
    lost: (job, why) => job.settle({ error: lostError(why) }),
  });
  return {
    async write(answer) {
      const outcome = await new Promise<{ json: Uint8Array } | { error: Error }>((settle) =>
        thread.add({ request: { id: nextId++, answer, asOf: asOf.getTime() }, settle }),
      );
      if ('error' in outcome) throw outcome.error;
      return outcome.json;
    },
    close: () => thread.close(),
  };
}

function lostError(why: JobLost): Error {
  if (why.kind === 'error') return why.error;
  if (why.kind === 'exit') return new Error(`The answer thread exited (code ${why.code})`);
  return new Error('The answer thread was closed');
}
