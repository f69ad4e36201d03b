import { createQueuedThread, type JobLost, type QueuedThread } from '../../../lib/queued-thread.ts';
import type { SheetFormat } from './read-sheet.ts';
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
  read(name: string, bytes: Uint8Array, maxRows: number, format?: SheetFormat): Promise<ReadOutcome>;
  close(): Promise<void>;
}

/**
 * One worker thread that reads uploaded files, started on the first file and kept while files keep coming, so
 * the event loop only receives finished rows and a request pays the thread's start once. Files are read one at
 * a time, in order: a file takes at most a second or two, and the machine's other cores serve the app.
 */
export function createReaderThread(options: { maxHeapMb?: number } = {}): ReaderThread {
  let nextId = 1;
  const thread: QueuedThread<Job> = createQueuedThread<Job>({
    module: WORKER,
    maxHeapMb: options.maxHeapMb ?? MAX_HEAP_MB,
    idleMs: IDLE_MS,
    send: (worker, job) => worker.postMessage(job.request, [job.request.bytes.buffer]),
    onReply: (reply) => onReply(reply as ReadReply),
    lost: (job, why) => job.settle(lostOutcome(why)),
  });

  function onReply(reply: ReadReply) {
    const job = thread.current()?.job;
    if (!job || reply.id !== job.request.id) return;
    if (reply.op === 'rows') {
      for (const row of reply.rows) job.rows.push(row);
      for (const n of reply.rowNumbers) job.rowNumbers.push(n);
      return;
    }
    thread.finish();
    if (reply.op === 'done')
      job.settle({
        ok: true,
        sheet: { rows: job.rows, rowNumbers: job.rowNumbers, tooManyRows: reply.tooManyRows },
      });
    else
      job.settle({ ok: false, message: reply.message, detail: reply.detail, unexpected: reply.unexpected });
  }

  return {
    read(name, bytes, maxRows, format) {
      return new Promise((settle) =>
        thread.add({
          request: {
            id: nextId++,
            name,
            bytes: new Uint8Array(bytes),
            maxRows,
            ...(format ? { format } : {}),
          },
          rows: [],
          rowNumbers: [],
          settle,
        }),
      );
    },
    close: () => thread.close(),
  };
}

/** The thread died (the file it was reading is refused, the next file gets a new thread) or was closed. */
function lostOutcome(why: JobLost): ReadOutcome {
  if (why.kind === 'error' && why.error.code === 'ERR_WORKER_OUT_OF_MEMORY')
    return { ok: false, message: TOO_LARGE, detail: 'reader thread ran out of memory', unexpected: false };
  if (why.kind === 'error')
    return {
      ok: false,
      message: CANNOT_READ,
      detail: why.error.stack ?? String(why.error),
      unexpected: true,
    };
  if (why.kind === 'exit')
    return {
      ok: false,
      message: CANNOT_READ,
      detail: `reader thread exited (${why.code})`,
      unexpected: true,
    };
  return { ok: false, message: CANNOT_READ, detail: 'the reader thread was closed', unexpected: false };
}
