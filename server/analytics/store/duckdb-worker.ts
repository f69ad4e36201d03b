/**
 * The DuckDB worker thread: owns the DuckDB instance (duckdb-local-store.ts) and answers the requests of
 * duckdb-store.ts. Results leave as plain rows (numbers, strings, booleans, null), errors as name + message.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { unpackAdDays } from '../../ads/packed-ad-days.ts';
import type { AdDaysReplacement, AnalyticsStore, FactTable, SqlValue } from './analytics-store.ts';
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

type Rows = Record<string, SqlValue>[];

/** Rows of writes still arriving, by request id and table. */
const pending = new Map<number, Map<FactTable, Rows[]>>();

function takeRows(id: number, table: FactTable): Rows {
  const slices = pending.get(id)?.get(table) ?? [];
  return slices.length === 1 ? slices[0]! : slices.flat();
}

/** Ad tags of replacements still arriving, by request id. */
const pendingAd = new Map<number, unknown[][]>();

function takeAdRows(id: number): never[] {
  const slices = pendingAd.get(id) ?? [];
  pendingAd.delete(id);
  return (slices.length === 1 ? slices[0]! : slices.flat()) as never[];
}

/** Replacements of ad days in progress, and the slices sent to each since its last append, by handle. */
const replacements = new Map<number, AdDaysReplacement>();
const staged = new Map<number, unknown[][]>();
let nextHandle = 1;

function replacementOf(handle: number): AdDaysReplacement {
  const replacement = replacements.get(handle);
  if (!replacement) throw new Error(`No replacement of ad days ${handle} in progress`);
  return replacement;
}

function endReplacement(handle: number): AdDaysReplacement {
  const replacement = replacementOf(handle);
  replacements.delete(handle);
  staged.delete(handle);
  return replacement;
}

async function handle(request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'all':
      return store.all(request.sql, request.params);
    case 'rows':
    case 'adRows':
    case 'adStage':
    case 'adStagePacked':
    case 'discard':
      return undefined; // handled on arrival (below)
    case 'replaceAdTags':
      return store.replaceAdTags(request.datasetId, takeAdRows(request.id));
    case 'adBegin': {
      const replacement = await store.beginAdDaysReplacement(request.datasetId, { fromDay: request.fromDay });
      const handle = nextHandle++;
      replacements.set(handle, replacement);
      return handle;
    }
    case 'adAppend': {
      const replacement = replacementOf(request.handle);
      const slices = staged.get(request.handle) ?? [];
      staged.delete(request.handle);
      for (const slice of slices) await replacement.append(slice as never[]);
      return undefined;
    }
    case 'adCommit':
      return endReplacement(request.handle).commit();
    case 'adAbort':
      return replacements.has(request.handle) ? endReplacement(request.handle).abort() : undefined;
    case 'deleteAdDataset':
      return store.deleteAdDataset(request.datasetId);
    case 'insert': {
      const rows = takeRows(request.id, request.table);
      pending.delete(request.id);
      return store.insert(request.table, rows);
    }
    case 'writeFacts': {
      const writes = request.tables.map((table) => ({ table, rows: takeRows(request.id, table) }));
      pending.delete(request.id);
      return store.writeFacts({ writes, replace: request.replace, record: request.record });
    }
    case 'fenceWrite':
      return store.fenceWrite(request.record);
    case 'deleteFacts':
      return store.deleteFacts(request.scope);
    case 'close':
      pending.clear();
      pendingAd.clear();
      staged.clear();
      replacements.clear();
      // The main thread terminates the worker once this is answered.
      await store.close();
      return undefined;
  }
}

port.on('message', (request: WorkerRequest) => {
  if (request.op === 'rows') {
    // No reply: the slices of one write are followed by its `insert` / `writeFacts` (or `discard`) in order.
    let tables = pending.get(request.id);
    if (!tables) pending.set(request.id, (tables = new Map()));
    let slices = tables.get(request.table);
    if (!slices) tables.set(request.table, (slices = []));
    slices.push(request.rows as Rows);
    return;
  }
  if (request.op === 'adRows') {
    let slices = pendingAd.get(request.id);
    if (!slices) pendingAd.set(request.id, (slices = []));
    slices.push(request.rows as unknown[]);
    return;
  }
  if (request.op === 'adStage' || request.op === 'adStagePacked') {
    let slices = staged.get(request.handle);
    if (!slices) staged.set(request.handle, (slices = []));
    slices.push(request.op === 'adStage' ? (request.rows as unknown[]) : unpackAdDays(request.bytes));
    return;
  }
  if (request.op === 'discard') {
    pending.delete(request.id);
    pendingAd.delete(request.id);
    return;
  }
  const { id } = request;
  handle(request).then(
    (value) => send({ op: 'done', id, value }),
    (error: unknown) => send({ op: 'error', id, error: asError(error) }),
  );
});
