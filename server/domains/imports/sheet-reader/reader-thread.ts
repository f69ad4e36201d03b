import type { Worker } from 'node:worker_threads';
import { startWorker } from '../../../lib/worker-thread.ts';
import type { ReadReply, ReadRequest } from './reader-protocol.ts';
import type { SheetRows } from './sheet-rows.ts';
import { CANNOT_READ } from './unreadable-file.ts';

const WORKER = new URL('./reader-worker.ts', import.meta.url);
/**
 * Heap of the reader thread. Reading stays far below it (the caps on rows, columns and inflated bytes); a file
 * that still gets past them ends the thread (ERR_WORKER_OUT_OF_MEMORY), not the server.
 */
const MAX_HEAP_MB = 512;
/** An idle reader thread is ended after this long, giving its memory back; a new one starts in ~0.5 s. */
const IDLE_MS = 30_000;

const TOO_LARGE = 'it is too large to read. Split it into smaller files.';

export type ReadOutcome =
  | { ok: true; sheet: SheetRows }
  /** `message` is fixed text of ours; `detail` is for the server log; `unexpected` marks a fault of ours. */
  | { ok: false; message: string; detail: string; unexpected: boolean };

interface Job {
  request: ReadRequest;
  rows: string[][];
  rowNumbers: number[];
  settle: (outcome: ReadOutcome) => void;
}

export interface ReaderThread {
  /** Reads one file in the thread, after the files before it; `bytes` is copied, the caller keeps its own. */
  read(name: string, bytes: Uint8Array, maxRows: number): Promise<ReadOutcome>;
  close(): Promise<void>;
}

/**
 * One worker thread that reads uploaded files, started on the first file and kept while files keep coming, so
 * the event loop only receives finished rows and a request pays the thread's start once. Files are read one at
 * a time, in order: a file takes at most a second or two, and the machine's other cores serve the app.
 */
export function createReaderThread(options: { maxHeapMb?: number } = {}): ReaderThread {
  const maxOldGenerationSizeMb = options.maxHeapMb ?? MAX_HEAP_MB;
  let worker: Worker | undefined;
  let current: Job | undefined;
  const queue: Job[] = [];
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 1;

  function start(): Worker {
    const thread = startWorker(WORKER, { resourceLimits: { maxOldGenerationSizeMb } });
    thread.on('message', (reply: ReadReply) => onReply(reply));
    thread.on('error', (error: Error & { code?: string }) =>
      lost(
        thread,
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? { ok: false, message: TOO_LARGE, detail: 'reader thread ran out of memory', unexpected: false }
          : { ok: false, message: CANNOT_READ, detail: error.stack ?? String(error), unexpected: true },
      ),
    );
    thread.on('exit', (code) =>
      lost(thread, {
        ok: false,
        message: CANNOT_READ,
        detail: `reader thread exited (${code})`,
        unexpected: true,
      }),
    );
    return thread;
  }

  /** The thread died: the file it was reading is refused, the next file gets a new thread. */
  function lost(thread: Worker, outcome: ReadOutcome) {
    if (worker !== thread) return;
    worker = undefined;
    const job = current;
    current = undefined;
    job?.settle(outcome);
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

  function onReply(reply: ReadReply) {
    const job = current;
    if (!job || reply.id !== job.request.id) return;
    if (reply.op === 'rows') {
      for (const row of reply.rows) job.rows.push(row);
      for (const n of reply.rowNumbers) job.rowNumbers.push(n);
      return;
    }
    current = undefined;
    if (reply.op === 'done')
      job.settle({
        ok: true,
        sheet: { rows: job.rows, rowNumbers: job.rowNumbers, tooManyRows: reply.tooManyRows },
      });
    else
      job.settle({ ok: false, message: reply.message, detail: reply.detail, unexpected: reply.unexpected });
    next();
  }

  return {
    read(name, bytes, maxRows) {
      return new Promise((settle) => {
        queue.push({
          request: { id: nextId++, name, bytes: new Uint8Array(bytes), maxRows },
          rows: [],
          rowNumbers: [],
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
        job?.settle({
          ok: false,
          message: CANNOT_READ,
          detail: 'the reader thread was closed',
          unexpected: false,
        });
      current = undefined;
      await thread?.terminate();
    },
  };
}
