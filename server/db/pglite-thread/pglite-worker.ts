import { parentPort, workerData } from 'node:worker_threads';
import { types, type PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import { AppPglite } from '../app-pglite.ts';
import { watchFatalErrors } from '../fatal-db-error.ts';
import { BYTEA_PARSERS, BYTEA_SERIALIZERS } from './bytea-text.ts';
import { keptNameOf, keptStatements, type KeptStatements } from './kept-statements.ts';
import { resultBuffers } from './moved-bytes.ts';
import type { PgliteWorkerOptions, RowMode, WorkerReply, WorkerRequest } from './protocol.ts';
import { serializeError } from './serialize-error.ts';

/**
 * The embedded database's thread: PGlite's WebAssembly PostgreSQL runs here, so parsing, planning, executing
 * and the result conversion never hold the server's event loop. It answers query / begin / end / close
 * requests from thread-client.ts; a transaction stays open across requests until its `end` arrives.
 */
const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread.');
const options = workerData as PgliteWorkerOptions;
const post = (reply: WorkerReply, transfer: ArrayBuffer[] = []) => port.postMessage(reply, transfer);

/** Drizzle keeps dates, timestamps and intervals as PostgreSQL's text and maps them itself. */
const keepText = (value: string) => value;
const PARSERS = {
  [types.TIMESTAMP]: keepText,
  [types.TIMESTAMPTZ]: keepText,
  [types.INTERVAL]: keepText,
  [types.DATE]: keepText,
  1231: keepText, // numeric[]
  1115: keepText, // timestamp[]
  1185: keepText, // timestamptz[]
  1187: keepText, // interval[]
  1182: keepText, // date[]
  ...BYTEA_PARSERS,
};

class Rollback extends Error {}

/** Where a result's bytea values are: column names, or positions when rows are arrays. */
const byteaColumns = (result: Results, rowMode: RowMode): (string | number)[] =>
  result.fields.flatMap((field, at) =>
    field.dataTypeID === types.BYTEA ? [rowMode === 'array' ? at : field.name] : [],
  );

let fatal: Error | undefined;
const transactions = new Map<number, Transaction>();
const transactionEnds = new Map<number, (commit: boolean) => void>();
/** The `end` request's answer waits for PGlite's COMMIT or ROLLBACK. */
const settledTransactions = new Map<number, (err: unknown) => void>();

async function open(): Promise<PGlite> {
  const pg = new AppPglite(options.dataDir, {
    loadDataDir: options.snapshot ? new Blob([options.snapshot]) : undefined,
    postgresqlconf: options.postgresqlconf,
  });
  watchFatalErrors(pg, (err) => {
    fatal ??= err;
    post({ op: 'fatal', error: serializeError(err) });
  });
  // Loaded while PGlite starts, and only when it is used.
  const migrating = options.migrationsFolder ? import('./migrate-in-thread.ts') : undefined;
  await pg.waitReady;
  if (migrating && options.migrationsFolder) {
    try {
      await (await migrating).migrateInThread(pg, options.migrationsFolder);
    } catch (err) {
      await pg.close().catch(() => undefined);
      throw err;
    }
  }
  return pg;
}

function begin(pg: PGlite, id: number): void {
  let began = false;
  const ended = new Promise<boolean>((resolve) => transactionEnds.set(id, resolve));
  pg.transaction(async (tx) => {
    began = true;
    transactions.set(id, tx);
    post({ op: 'done', id, value: null });
    const commit = await ended;
    transactions.delete(id);
    if (!commit) throw new Rollback();
  }).then(
    () => settledTransactions.get(id)?.(undefined),
    (err: unknown) => {
      if (!began) {
        transactionEnds.delete(id);
        post({ op: 'error', id, error: serializeError(err) });
      } else settledTransactions.get(id)?.(err instanceof Rollback ? undefined : err);
    },
  );
}

function end(id: number, txId: number, commit: boolean): void {
  const finish = transactionEnds.get(txId);
  if (!finish) {
    post({ op: 'error', id, error: serializeError(new Error(`No open transaction ${txId}.`)) });
    return;
  }
  transactionEnds.delete(txId);
  settledTransactions.set(txId, (err) => {
    settledTransactions.delete(txId);
    post(
      err === undefined ? { op: 'done', id, value: null } : { op: 'error', id, error: serializeError(err) },
    );
  });
  finish(commit);
}

async function answer(pg: PGlite, kept: KeptStatements, request: WorkerRequest): Promise<void> {
  if (fatal) throw fatal;
  switch (request.op) {
    case 'query': {
      const target = request.txId === undefined ? pg : transactions.get(request.txId);
      if (!target) throw new Error(`No open transaction ${request.txId}.`);
      const options = { rowMode: request.rowMode, parsers: PARSERS, serializers: BYTEA_SERIALIZERS };
      const keptName = keptNameOf(request.sql);
      const value = keptName
        ? await kept.query<Record<string, unknown>>(
            keptName,
            request.sql,
            request.params,
            options,
            request.txId !== undefined,
          )
        : await target.query<Record<string, unknown>>(request.sql, request.params, options);
      post(
        { op: 'done', id: request.id, value },
        resultBuffers(value.rows, byteaColumns(value, request.rowMode)),
      );
      return;
    }
    case 'begin':
      return begin(pg, request.id);
    case 'end':
      return end(request.id, request.txId, request.commit);
    case 'close':
      await pg.close();
      post({ op: 'done', id: request.id, value: null });
      port!.close();
      return;
  }
}

try {
  const pg = await open();
  const kept = keptStatements(pg);
  port.on('message', (request: WorkerRequest) => {
    answer(pg, kept, request).catch((err: unknown) =>
      post({ op: 'error', id: request.id, error: serializeError(err) }),
    );
  });
  post({ op: 'ready' });
} catch (err) {
  post({ op: 'open-failed', error: serializeError(err) });
}
