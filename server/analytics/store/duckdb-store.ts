import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AdDaysReplacement, AnalyticsStore, FactTable, FactWrite, SqlValue } from './analytics-store.ts';
import type { WorkerError, WorkerOptions, WorkerReply, WorkerRequest } from './duckdb-worker-protocol.ts';
import { firstReply, startWorker } from '../../lib/worker-thread.ts';
import { createSerialQueue } from './serial-queue.ts';

/**
 * The DuckDB store runs in a worker thread (duckdb-worker.ts around duckdb-local-store.ts): DuckDB's result
 * conversion, the checking and JSON of ingested rows and the garbage of both live off the event loop, which
 * only copies SQL, parameters and rows over (structured clone) and receives plain result rows.
 *
 * Rows of an insert cross in slices of SLICE rows, and the loop yields a turn once TURN_MS have passed, so copying
 * a large batch never holds the loop for long. Writes keep their call order: an insert still sending its slices
 * holds back a later insert or delete (as the in-thread store's write queue did).
 */
const SLICE = 500;
/** An ad-day row is wider (four nested windows): smaller slices keep each copy as short. */
const AD_SLICE = 200;
const TURN_MS = 4;
const WORKER = new URL('./duckdb-worker.ts', import.meta.url);

function toError(error: WorkerError): Error {
  const out = new Error(error.message);
  out.name = error.name;
  return out;
}

export async function openDuckDbStore(file: string): Promise<AnalyticsStore> {
  const worker = startWorker(WORKER, { workerData: { file } satisfies WorkerOptions });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let exited: Error | undefined;

  // The worker keeps the process alive only while a request waits for it.
  const settle = (id: number) => {
    const entry = waiting.get(id);
    waiting.delete(id);
    if (waiting.size === 0) worker.unref();
    return entry;
  };

  const opened = await firstReply<WorkerReply>(worker, 'DuckDB worker');
  if (opened.op !== 'ready') {
    // The worker then dies of the error it reported; that is this rejection, not an uncaught error of the
    // process (which would end a running server when the store opens on first use).
    worker.on('error', () => {});
    void worker.terminate();
    throw opened.op === 'failed'
      ? toError(opened.error)
      : new Error(`DuckDB worker: unexpected ${opened.op} while opening`);
  }

  worker.on('message', (reply: WorkerReply) => {
    if (reply.op !== 'done' && reply.op !== 'error') return;
    const entry = settle(reply.id);
    if (reply.op === 'done') entry?.resolve(reply.value);
    else entry?.reject(toError(reply.error));
  });
  const fail = (error: Error) => {
    exited ??= error;
    for (const id of [...waiting.keys()]) settle(id)?.reject(error);
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`DuckDB worker exited (code ${code})`)));
  worker.unref();

  function request<T>(message: Extract<WorkerRequest, { id: number }>): Promise<T> {
    if (exited) return Promise.reject(exited);
    return new Promise<T>((resolve, reject) => {
      waiting.set(message.id, { resolve: resolve as (value: unknown) => void, reject });
      worker.ref();
      worker.postMessage(message);
    });
  }

  const serialWrite = createSerialQueue();
  let closing: Promise<void> | undefined;

  /**
   * Copies rows over in slices of `size` (each posted by `post`), yielding a turn once TURN_MS have passed;
   * nothing is written yet. A row that cannot be copied (a function, a symbol …) fails the write, and `discard`
   * drops what was sent.
   */
  async function sendSlices(
    rows: readonly unknown[],
    size: number,
    post: (slice: readonly unknown[]) => void,
    discard: () => unknown,
  ): Promise<void> {
    if (exited) throw exited;
    try {
      let turnStarted = performance.now();
      for (let start = 0; start < rows.length; start += size) {
        post(start === 0 && rows.length <= size ? rows : rows.slice(start, start + size));
        if (performance.now() - turnStarted >= TURN_MS) {
          await nextTurn();
          turnStarted = performance.now();
        }
      }
    } catch (error) {
      await discard();
      throw error;
    }
  }

  const discardWrite = (id: number) => () =>
    worker.postMessage({ op: 'discard', id } satisfies WorkerRequest);

  /** The rows of a write, table by table. */
  async function sendRows(id: number, writes: readonly FactWrite[]): Promise<void> {
    for (const { table, rows } of writes)
      await sendSlices(
        rows,
        SLICE,
        (slice) =>
          worker.postMessage({
            op: 'rows',
            id,
            table,
            rows: slice as Record<string, SqlValue>[],
          } satisfies WorkerRequest),
        discardWrite(id),
      );
  }

  /** Copies a dataset's tags over slice by slice, then asks for the replacement. */
  function replaceAdTags(datasetId: string, rows: readonly unknown[]): Promise<number> {
    return serialWrite(async () => {
      const id = nextId++;
      await sendSlices(
        rows,
        AD_SLICE,
        (slice) => worker.postMessage({ op: 'adRows', id, rows: slice } satisfies WorkerRequest),
        discardWrite(id),
      );
      return request<number>({ op: 'replaceAdTags', id, datasetId });
    });
  }

  /**
   * A replacement of ad days held by the worker (duckdb-local-store.ts): each append's rows cross in slices, and
   * the commit takes its turn among the writes so it keeps its call order.
   */
  async function beginAdDaysReplacement(
    datasetId: string,
    opts: { fromDay?: string } = {},
  ): Promise<AdDaysReplacement> {
    const handle = await request<number>({ op: 'adBegin', id: nextId++, datasetId, fromDay: opts.fromDay });
    const abort = () => request<void>({ op: 'adAbort', id: nextId++, handle });
    return {
      async append(rows) {
        await sendSlices(
          rows,
          AD_SLICE,
          (slice) => worker.postMessage({ op: 'adStage', handle, rows: slice } satisfies WorkerRequest),
          () => abort().catch(() => undefined),
        );
        await request<void>({ op: 'adAppend', id: nextId++, handle });
      },
      async appendPacked(slice) {
        if (exited) throw exited;
        worker.postMessage({ op: 'adStagePacked', handle, bytes: slice.bytes } satisfies WorkerRequest, [
          slice.bytes.buffer,
        ]);
        await request<void>({ op: 'adAppend', id: nextId++, handle });
      },
      commit: () => serialWrite(() => request<number>({ op: 'adCommit', id: nextId++, handle })),
      abort: () => (exited ? Promise.resolve() : abort()),
    };
  }

  return {
    engine: 'duckdb',

    all<T extends Record<string, unknown>>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> {
      return request<T[]>({ op: 'all', id: nextId++, sql, params });
    },

    insert(table: FactTable, rows: readonly Record<string, SqlValue>[]): Promise<number> {
      if (rows.length === 0) return Promise.resolve(0);
      return serialWrite(async () => {
        const id = nextId++;
        await sendRows(id, [{ table, rows }]);
        return request<number>({ op: 'insert', id, table });
      });
    },

    writeFacts({ writes, replace, record }) {
      return serialWrite(async () => {
        const id = nextId++;
        await sendRows(id, writes);
        return request<boolean>({
          op: 'writeFacts',
          id,
          tables: writes.map((w) => w.table),
          replace,
          record,
        });
      });
    },

    async replaceAdDays(datasetId, rows) {
      const replacement = await beginAdDaysReplacement(datasetId);
      try {
        await replacement.append(rows);
        return await replacement.commit();
      } finally {
        await replacement.abort();
      }
    },

    beginAdDaysReplacement,

    replaceAdTags: (datasetId, tags) => replaceAdTags(datasetId, tags),

    deleteAdDataset(datasetId) {
      return serialWrite(() => request<void>({ op: 'deleteAdDataset', id: nextId++, datasetId }));
    },

    fenceWrite(record) {
      return serialWrite(() => request<'written' | 'aborted'>({ op: 'fenceWrite', id: nextId++, record }));
    },

    deleteFacts(scope) {
      return serialWrite(() => request<void>({ op: 'deleteFacts', id: nextId++, scope: { ...scope } }));
    },

    close() {
      closing ??= (async () => {
        await serialWrite(async () => {
          // Reads still running finish first.
          await Promise.allSettled(
            [...waiting.keys()].map(
              (id) =>
                new Promise<void>((resolve) => {
                  const entry = waiting.get(id)!;
                  waiting.set(id, {
                    resolve: (value) => (entry.resolve(value), resolve()),
                    reject: (error) => (entry.reject(error), resolve()),
                  });
                }),
            ),
          );
          if (!exited) await request<void>({ op: 'close', id: nextId++ });
        });
        exited ??= new Error('The analytics store is closed');
        await worker.terminate();
      })();
      return closing;
    },
  };
}
