/**
 * The DuckDB worker thread: owns the DuckDB instance (duckdb-local-store.ts) and answers the requests of
 * duckdb-store.ts. Results leave as plain rows (numbers, strings, booleans, null), errors as name + message.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { AnalyticsStore, SqlValue } from './analytics-store.ts';
import { openLocalDuckDbStore } from './duckdb-local-store.ts';
import type { WorkerError, WorkerOptions, WorkerReply, WorkerRequest } from './duckdb-worker-protocol.ts';

const port = parentPort;
if (!port) throw new Error('duckdb-worker.ts runs only as a worker thread');

const send = (reply: WorkerReply) => port.postMessage(reply);
const asError = (error: unknown): WorkerError =>
  error instanceof Error
    ? { name: error.name, message: error.message }
    : { name: 'Error', message: String(error) };

const { file } = workerData as WorkerOptions;
let store: AnalyticsStore;
try {
  store = await openLocalDuckDbStore(file);
  send({ op: 'ready' });
} catch (error) {
  send({ op: 'failed', error: asError(error) });
  throw error;
}

/** Rows of inserts still arriving, by request id. */
const pending = new Map<number, Record<string, SqlValue>[][]>();

async function handle(request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'all':
      return store.all(request.sql, request.params);
    case 'rows':
    case 'discard':
      return undefined; // handled on arrival (below)
    case 'insert': {
      const slices = pending.get(request.id) ?? [];
      pending.delete(request.id);
      return store.insert(request.table, slices.length === 1 ? slices[0]! : slices.flat());
    }
    case 'deleteFacts':
      return store.deleteFacts(request.scope);
    case 'close':
      pending.clear();
      // The main thread terminates the worker once this is answered.
      await store.close();
      return undefined;
  }
}

port.on('message', (request: WorkerRequest) => {
  if (request.op === 'rows') {
    // No reply: the slices of one insert are followed by its `insert` (or `discard`) in order.
    let slices = pending.get(request.id);
    if (!slices) pending.set(request.id, (slices = []));
    slices.push(request.rows as Record<string, SqlValue>[]);
    return;
  }
  if (request.op === 'discard') {
    pending.delete(request.id);
    return;
  }
  const { id } = request;
  handle(request).then(
    (value) => send({ op: 'done', id, value }),
    (error: unknown) => send({ op: 'error', id, error: asError(error) }),
  );
});
