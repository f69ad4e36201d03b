import { setImmediate as nextTurn } from 'node:timers/promises';
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
/** Bytes copied to the thread per turn of the event loop: a millisecond or two of copying. */
const CHUNK_BYTES = 4_000_000;

export type ThreadOutcome =
  { ok: true; result: AdExportResult } | { ok: false; detail: string; rowsFailed?: unknown };

export interface ParseHandlers {
  onProgress?: (done: number, total: number) => void;
  /** Takes the rows slice by slice instead of collecting them; the next slice comes once it has settled. */
  onRows?: (rows: AdDayRow[]) => void | Promise<void>;
}

interface Job extends ParseHandlers {
  request: Extract<AdImportRequest, { op: 'parse' }>;
  bytes: Uint8Array;
  rows: AdDayRow[];
  /** A failure of onRows: the rest of the rows are not asked for, and the parse settles with it. */
  rowsFailed?: unknown;
  settle: (outcome: ThreadOutcome) => void;
}

export interface AdImportThread {
  /**
   * Parses one export in the thread, after the ones before it; `bytes` is copied in chunks over a few turns,
   * so the caller must not change them until the promise settles.
   */
  parse(input: AdExportInput, handlers?: ParseHandlers): Promise<ThreadOutcome>;
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
    void send(worker, current);
  }

  /** Copies the file to the thread a chunk per turn, then asks for the parse. */
  async function send(thread: Worker, job: Job) {
    for (let offset = 0; offset < job.bytes.length; offset += CHUNK_BYTES) {
      if (offset > 0) await nextTurn();
      if (worker !== thread || current !== job) return;
      const chunk = job.bytes.slice(offset, offset + CHUNK_BYTES);
      thread.postMessage({ op: 'chunk', id: job.request.id, bytes: chunk } satisfies AdImportRequest, [
        chunk.buffer,
      ]);
    }
    thread.postMessage(job.request);
  }

  function onReply(reply: AdImportReply) {
    const job = current;
    if (!job || reply.id !== job.request.id) return;
    if (reply.op === 'progress') return job.onProgress?.(reply.done, reply.total);
    if (reply.op === 'rows') return void takeRows(job, reply.rows);
    current = undefined;
    job.settle(
      job.rowsFailed !== undefined
        ? { ok: false, detail: 'the caller failed to take the rows', rowsFailed: job.rowsFailed }
        : reply.op === 'done'
          ? { ok: true, result: { ...reply.result, rows: job.rows } }
          : { ok: false, detail: reply.detail },
    );
    next();
  }

  /** Hands a slice to the caller (or keeps it), then asks for the next: the end comes after the last one. */
  async function takeRows(job: Job, rows: AdDayRow[]) {
    try {
      if (job.onRows) await job.onRows(rows);
      else for (const row of rows) job.rows.push(row);
    } catch (error) {
      job.rowsFailed = error;
    }
    // The next slice is asked for on the next turn, so that the loop's timers and I/O run between two slices.
    await nextTurn();
    if (current === job)
      worker?.postMessage({
        op: job.rowsFailed === undefined ? 'more' : 'stop',
        id: job.request.id,
      } satisfies AdImportRequest);
  }

  return {
    parse(input, handlers = {}) {
      return new Promise((settle) => {
        queue.push({
          request: {
            op: 'parse',
            id: nextId++,
            name: input.name,
            datasetId: input.datasetId,
            accountCurrency: input.accountCurrency,
            size: input.bytes.length,
          },
          bytes: input.bytes,
          rows: [],
          ...handlers,
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
