import type { Worker } from 'node:worker_threads';
import { startWorker } from '../../lib/worker-thread.ts';
import type { AdDayRow } from '../ad-day-row.ts';
import type { AdImportReply, AdImportRequest } from './ad-import-protocol.ts';
import type { AdExportInput, AdExportResult } from './parse-export.ts';

const WORKER = new URL('./ad-import-worker.ts', import.meta.url);
/** A 100 MB export's text, rows and cells fit well below this; past it the thread ends, not the server. */
const MAX_HEAP_MB = 2048;
/** An idle import thread is ended after this long, giving its memory back. */
const IDLE_MS = 30_000;

export type ThreadOutcome = { ok: true; result: AdExportResult } | { ok: false; detail: string };

interface Job {
  request: AdImportRequest;
  rows: AdDayRow[];
  onProgress?: (done: number, total: number) => void;
  settle: (outcome: ThreadOutcome) => void;
}

export interface AdImportThread {
  /** Parses one export in the thread, after the ones before it; `bytes` is copied, the caller keeps its own. */
  parse(input: AdExportInput, onProgress?: (done: number, total: number) => void): Promise<ThreadOutcome>;
  close(): Promise<void>;
}

/**
 * One worker thread for ad exports, started on the first upload and kept while uploads keep coming; exports are
 * parsed one at a time, in order. The event loop only receives progress and finished rows in slices.
 */
export function createAdImportThread(): AdImportThread {
  let worker: Worker | undefined;
  let current: Job | undefined;
  const queue: Job[] = [];
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 1;

  function start(): Worker {
    const thread = startWorker(WORKER, { resourceLimits: { maxOldGenerationSizeMb: MAX_HEAP_MB } });
    thread.on('message', (reply: AdImportReply) => onReply(reply));
    thread.on('error', (error: Error) => lost(thread, error.stack ?? String(error)));
    thread.on('exit', (code) => lost(thread, `ad import thread exited (${code})`));
    return thread;
  }

  function lost(thread: Worker, detail: string) {
    if (worker !== thread) return;
    worker = undefined;
    const job = current;
    current = undefined;
    job?.settle({ ok: false, detail });
    next();
  }

  function next() {
    if (current) return;
    current = queue.shift();
    if (!current) {
      const idle = worker;
      idle?.unref();
      if (idle)
        idleTimer = setTimeout(() => {
          worker = undefined;
          void idle.terminate();
        }, IDLE_MS).unref();
      return;
    }
    clearTimeout(idleTimer);
    worker ??= start();
    worker.ref();
    worker.postMessage(current.request, [current.request.bytes.buffer]);
  }

  function onReply(reply: AdImportReply) {
    const job = current;
    if (!job || reply.id !== job.request.id) return;
    if (reply.op === 'progress') return job.onProgress?.(reply.done, reply.total);
    if (reply.op === 'rows') {
      for (const row of reply.rows) job.rows.push(row);
      return;
    }
    current = undefined;
    job.settle(
      reply.op === 'done'
        ? { ok: true, result: { ...reply.result, rows: job.rows } }
        : { ok: false, detail: reply.detail },
    );
    next();
  }

  return {
    parse(input, onProgress) {
      return new Promise((settle) => {
        queue.push({
          request: { ...input, id: nextId++, bytes: new Uint8Array(input.bytes) },
          rows: [],
          onProgress,
          settle,
        });
        next();
      });
    },
    async close() {
      clearTimeout(idleTimer);
      const thread = worker;
      worker = undefined;
      for (const job of [current, ...queue.splice(0)])
        job?.settle({ ok: false, detail: 'the ad import thread was closed' });
      current = undefined;
      await thread?.terminate();
    },
  };
}
