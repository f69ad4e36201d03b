import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { firstReply, startWorker } from '../../lib/worker-thread.ts';
import type { PgliteWorkerOptions, RowMode, WorkerReply, WorkerRequest } from './protocol.ts';
import { paramsToSend } from './moved-bytes.ts';
import { deserializeError } from './serialize-error.ts';

const WORKER = new URL('./pglite-worker.ts', import.meta.url);

/** The part of PGlite's interface drizzle's pglite driver and migrator use, answered by the worker thread. */
interface QueryTarget {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}
export interface PgliteThread extends QueryTarget {
  transaction<T>(fn: (tx: QueryTarget) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

type Pending = { resolve: (value: Results | null) => void; reject: (error: Error) => void };

/**
 * Opens PGlite in its own thread (pglite-worker.ts) and returns a client drizzle's pglite driver takes for a
 * PGlite: queries and transactions cross as messages, so the event loop only copies SQL, parameters and rows.
 * `onFatal` hears of a PANIC, a trap or the thread's death; every later query then fails with that error.
 */
export async function openPgliteThread(
  options: PgliteWorkerOptions,
  onFatal: (err: Error) => void,
): Promise<PgliteThread> {
  const worker = startWorker(WORKER, { workerData: { ...options } });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let broken: Error | undefined;
  let closed = false;

  const opened = await firstReply<WorkerReply>(worker, 'The database thread');
  if (opened.op !== 'ready') {
    // It closed PGlite (a migration failed after it opened) or never opened it: the thread has nothing left to do.
    void worker.terminate();
    if (opened.op === 'open-failed') throw deserializeError(opened.error);
    throw new Error(`The database thread answered ${opened.op} while opening.`);
  }

  const settle = (id: number) => {
    const entry = pending.get(id);
    pending.delete(id);
    // The thread keeps the process alive only while a request waits for it.
    if (pending.size === 0) worker.unref();
    return entry;
  };
  const breakDown = (error: Error) => {
    if (broken) return;
    broken = error;
    for (const id of [...pending.keys()]) settle(id)?.reject(error);
    if (!closed) onFatal(error);
  };
  worker.on('message', (reply: WorkerReply) => {
    if (reply.op === 'done') settle(reply.id)?.resolve(reply.value);
    else if (reply.op === 'error') settle(reply.id)?.reject(deserializeError(reply.error));
    else if (reply.op === 'fatal') breakDown(deserializeError(reply.error));
  });
  worker.on('error', breakDown);
  worker.on('exit', (code) => breakDown(new Error(`The database thread exited (code ${code}).`)));
  worker.unref();

  function request(message: WorkerRequest, transfer: ArrayBuffer[] = []): Promise<Results | null> {
    if (broken) return Promise.reject(broken);
    return new Promise((resolve, reject) => {
      pending.set(message.id, { resolve, reject });
      worker.ref();
      worker.postMessage(message, transfer);
    });
  }

  const queryIn =
    (txId: number | undefined) =>
    async <T>(sql: string, params: unknown[] = [], opts?: QueryOptions): Promise<Results<T>> => {
      const rowMode: RowMode = opts?.rowMode ?? 'object';
      const sent = paramsToSend(params);
      return (await request(
        { op: 'query', id: nextId++, txId, sql, params: sent.params, rowMode },
        sent.transfer,
      )) as Results<T>;
    };

  return {
    query: queryIn(undefined),
    async transaction(fn) {
      const txId = nextId++;
      await request({ op: 'begin', id: txId });
      let result;
      try {
        result = await fn({ query: queryIn(txId) });
      } catch (err) {
        // The caller's error is the one that matters; a thread that is gone rolled back anyway.
        await request({ op: 'end', id: nextId++, txId, commit: false }).catch(() => undefined);
        throw err;
      }
      await request({ op: 'end', id: nextId++, txId, commit: true });
      return result;
    },
    async close() {
      if (closed || broken) {
        await worker.terminate();
        return;
      }
      closed = true;
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      await request({ op: 'close', id: nextId++ });
      worker.ref();
      await exited;
    },
  };
}

/** drizzle's pglite driver is typed for PGlite; it calls only query and transaction. */
export const asPglite = (thread: PgliteThread) => thread as unknown as PGlite;
