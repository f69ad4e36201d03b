import type { Worker } from 'node:worker_threads';
import { startWorker } from './worker-thread.ts';

/** Why a job will not finish: its thread failed (out of memory, a crash), exited, or the queue was closed. */
export type JobLost =
  { kind: 'error'; error: Error & { code?: string } } | { kind: 'exit'; code: number } | { kind: 'closed' };

export interface QueuedThread<J> {
  /** Queues a job; the thread gets it once the jobs before it are finished. */
  add(job: J): void;
  /** The job the thread has now (its replies are for it), with that thread. */
  current(): { job: J; worker: Worker } | undefined;
  /** The current job is finished: the next one goes to the thread. */
  finish(): void;
  /** Every unfinished job is lost (`closed`), and the thread ends. */
  close(): Promise<void>;
}

/**
 * A worker thread that takes jobs one at a time, in order: started by the first job and kept while jobs keep
 * coming, so a request pays the thread's start once; ended after `idleMs` without a job, giving its memory
 * back. A thread that dies loses the job it had, and the next job gets a new thread. Used by the upload
 * readers (sheet files, ad exports), whose jobs take seconds and must not hold the event loop.
 */
export function createQueuedThread<J>(o: {
  module: URL;
  /** Past this heap the thread ends (ERR_WORKER_OUT_OF_MEMORY), not the server. */
  maxHeapMb: number;
  idleMs: number;
  send(worker: Worker, job: J): void;
  onReply(reply: unknown): void;
  lost(job: J, why: JobLost): void;
}): QueuedThread<J> {
  let worker: Worker | undefined;
  let current: J | undefined;
  const queue: J[] = [];
  let idleTimer: NodeJS.Timeout | undefined;

  function start(): Worker {
    const thread = startWorker(o.module, { resourceLimits: { maxOldGenerationSizeMb: o.maxHeapMb } });
    thread.on('message', (reply: unknown) => o.onReply(reply));
    thread.on('error', (error: Error) => died(thread, { kind: 'error', error }));
    thread.on('exit', (code) => died(thread, { kind: 'exit', code }));
    return thread;
  }

  function died(thread: Worker, why: JobLost) {
    if (worker !== thread) return;
    worker = undefined;
    const job = current;
    current = undefined;
    if (job !== undefined) o.lost(job, why);
    next();
  }

  function next() {
    if (current !== undefined) return;
    current = queue.shift();
    if (current === undefined) {
      const idle = worker;
      idle?.unref();
      if (idle)
        idleTimer = setTimeout(() => {
          worker = undefined;
          void idle.terminate();
        }, o.idleMs).unref();
      return;
    }
    clearTimeout(idleTimer);
    worker ??= start();
    worker.ref();
    o.send(worker, current);
  }

  return {
    add(job) {
      queue.push(job);
      next();
    },
    current: () => (current !== undefined && worker ? { job: current, worker } : undefined),
    finish() {
      current = undefined;
      next();
    },
    async close() {
      clearTimeout(idleTimer);
      const thread = worker;
      worker = undefined;
      for (const job of [current, ...queue.splice(0)]) if (job !== undefined) o.lost(job, { kind: 'closed' });
      current = undefined;
      await thread?.terminate();
    },
  };
}
