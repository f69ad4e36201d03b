import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Worker } from 'node:worker_threads';
import { createQueuedThread, type JobLost, type QueuedThread } from '../../lib/queued-thread.ts';
import type { AdDayRow } from '../ad-day-row.ts';
import { unpackAdDays, type PackedAdDays } from '../packed-ad-days.ts';
import type { AdImportReply, AdImportRequest, CompressedFile } from './ad-import-protocol.ts';
import type { AdExportInput, AdExportResult } from './parse-export.ts';

const WORKER = new URL('./ad-import-worker.ts', import.meta.url);
/** A 100 MB export's text, rows and cells fit well below this; past it the thread ends, not the server. */
const MAX_HEAP_MB = 2048;
/** An idle import thread is ended after this long, giving its memory back. */
const IDLE_MS = 30_000;
/** Bytes copied to the thread per turn of the event loop: a millisecond or two of copying. */
const CHUNK_BYTES = 4_000_000;
/**
 * Slices received and not yet taken, at most: while the caller writes one, the thread sends the next, so the
 * thread, the event loop and the store's writes overlap instead of taking turns.
 */
const SLICES_AHEAD = 2;

/** A file's bytes: whole, or in pieces in order (an upload read back from storage), never joined here. */
export type FileBytes = Uint8Array | readonly Uint8Array[];

const piecesOf = (bytes: FileBytes) => (Array.isArray(bytes) ? bytes : [bytes]) as readonly Uint8Array[];

export const byteLengthOf = (bytes: FileBytes) =>
  piecesOf(bytes).reduce((sum, piece) => sum + piece.length, 0);

/** The chunks a piece goes to the thread in: itself when it is handed over whole, else copies of its own. */
function* chunksOf(piece: Uint8Array, handOver: boolean | undefined): Generator<Uint8Array<ArrayBuffer>> {
  if (handOver && piece.byteOffset === 0 && piece.byteLength === piece.buffer.byteLength) {
    yield piece as Uint8Array<ArrayBuffer>;
    return;
  }
  // A copy of its own to transfer: a Buffer's slice() is a view of the whole file, which would be moved.
  for (let offset = 0; offset < piece.length; offset += CHUNK_BYTES)
    yield new Uint8Array(piece.subarray(offset, offset + CHUNK_BYTES));
}

export type ThreadOutcome =
  { ok: true; result: AdExportResult } | { ok: false; detail: string; rowsFailed?: unknown; damaged?: true };

export interface ParseHandlers {
  onProgress?: (done: number, total: number) => void;
  /**
   * Takes the rows slice by slice instead of collecting them, packed as the thread made them (for a store's
   * `appendPacked`; `unpackAdDays` reads them); the next slice comes once it has settled.
   */
  onRows?: (rows: PackedAdDays) => void | Promise<void>;
  /**
   * The caller gives `bytes` away (each piece a buffer of its own, which it will not read again): they move to
   * the thread without a copy and are unusable here after. Otherwise they are copied a chunk per turn of the
   * event loop.
   */
  handOverBytes?: boolean;
}

interface Job extends ParseHandlers {
  request: Extract<AdImportRequest, { op: 'parse' }>;
  bytes: FileBytes;
  rows: AdDayRow[];
  /** A failure of onRows: the rest of the rows are not asked for, and the parse settles with it. */
  rowsFailed?: unknown;
  /** Slices received and not yet taken by the caller. */
  waiting: number;
  /** A slice (or the end) is asked for and has not come yet. */
  asked: boolean;
  /** The thread said it is done: nothing more is asked for. */
  ended: boolean;
  /** The caller's taking of the slices received so far, one after another. */
  taking: Promise<void>;
  settle: (outcome: ThreadOutcome) => void;
}

export interface AdImportThread {
  /**
   * Parses one export in the thread, after the ones before it; `bytes` is copied in chunks over a few turns,
   * so the caller must not change them until the promise settles.
   */
  parse(
    input: Omit<AdExportInput, 'bytes'> & { bytes: FileBytes; compressed?: CompressedFile },
    handlers?: ParseHandlers,
  ): Promise<ThreadOutcome>;
  close(): Promise<void>;
}

/**
 * One worker thread for ad exports, started on the first upload and kept while uploads keep coming; exports are
 * parsed one at a time, in order. The event loop only receives progress and finished rows in slices.
 */
export function createAdImportThread(): AdImportThread {
  let nextId = 1;
  const thread: QueuedThread<Job> = createQueuedThread<Job>({
    module: WORKER,
    maxHeapMb: MAX_HEAP_MB,
    idleMs: IDLE_MS,
    send: (worker, job) => void send(worker, job),
    onReply: (reply) => onReply(reply as AdImportReply),
    lost: (job, why) => job.settle({ ok: false, detail: lostDetail(why) }),
  });
  const isCurrent = (worker: Worker, job: Job) => {
    const now = thread.current();
    return now?.worker === worker && now.job === job;
  };

  /** Moves or copies the file to the thread (a chunk or piece per turn), then asks for the parse. */
  async function send(worker: Worker, job: Job) {
    let first = true;
    for (const piece of piecesOf(job.bytes))
      for (const chunk of chunksOf(piece, job.handOverBytes)) {
        if (!first) await nextTurn();
        first = false;
        if (!isCurrent(worker, job)) return;
        worker.postMessage({ op: 'chunk', id: job.request.id, bytes: chunk } satisfies AdImportRequest, [
          chunk.buffer,
        ]);
      }
    worker.postMessage(job.request);
  }

  function onReply(reply: AdImportReply) {
    const now = thread.current();
    if (!now || reply.id !== now.job.request.id) return;
    const { job, worker } = now;
    if (reply.op === 'progress') return job.onProgress?.(reply.done, reply.total);
    if (reply.op === 'rows') return takeRows(worker, job, reply.rows);
    job.ended = true;
    thread.finish();
    // The end can come while the last slices are still being taken: the parse settles after them.
    void job.taking.then(() =>
      job.settle(
        job.rowsFailed !== undefined
          ? { ok: false, detail: 'the caller failed to take the rows', rowsFailed: job.rowsFailed }
          : reply.op === 'done'
            ? { ok: true, result: { ...reply.result, rows: reply.result.issues.length ? [] : job.rows } }
            : { ok: false, detail: reply.detail, ...(reply.damaged ? { damaged: true as const } : {}) },
      ),
    );
  }

  /** Queues a slice for the caller (or keeps it), in order, asking for the next one meanwhile. */
  function takeRows(worker: Worker, job: Job, rows: PackedAdDays) {
    job.asked = false;
    job.waiting++;
    askForMore(worker, job);
    job.taking = job.taking.then(async () => {
      try {
        if (job.rowsFailed !== undefined) return;
        if (job.onRows) await job.onRows(rows);
        else for (const row of unpackAdDays(rows.bytes)) job.rows.push(row);
      } catch (error) {
        job.rowsFailed = error;
      } finally {
        job.waiting--;
      }
      // The next slice is asked for on the next turn, so that the loop's timers and I/O run between two slices.
      await nextTurn();
      askForMore(worker, job);
    });
  }

  /** Asks for the next slice (or, after a failure, for the end) unless enough are on their way or waiting. */
  function askForMore(worker: Worker, job: Job) {
    if (job.asked || job.ended || job.waiting >= SLICES_AHEAD || !isCurrent(worker, job)) return;
    job.asked = true;
    worker.postMessage({
      op: job.rowsFailed === undefined ? 'more' : 'stop',
      id: job.request.id,
    } satisfies AdImportRequest);
  }

  return {
    parse(input, handlers = {}) {
      return new Promise((settle) =>
        thread.add({
          request: {
            op: 'parse',
            id: nextId++,
            name: input.name,
            datasetId: input.datasetId,
            accountCurrency: input.accountCurrency,
            size: byteLengthOf(input.bytes),
            ...(input.compressed ? { compressed: input.compressed } : {}),
          },
          bytes: input.bytes,
          rows: [],
          waiting: 0,
          asked: true,
          ended: false,
          taking: Promise.resolve(),
          ...handlers,
          settle,
        }),
      );
    },
    close: () => thread.close(),
  };
}

function lostDetail(why: JobLost): string {
  if (why.kind === 'error') return why.error.stack ?? String(why.error);
  if (why.kind === 'exit') return `ad import thread exited (${why.code})`;
  return 'the ad import thread was closed';
}
