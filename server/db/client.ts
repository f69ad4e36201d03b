import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { DEFAULT_DB_POOL_MAX } from '../lib/config.ts';
import { serverFile } from '../lib/server-paths.ts';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import { exitOnFatalDbError } from './fatal-db-error.ts';
import { openPglite, type PgliteOptions } from './open-pglite.ts';
import * as schema from './schema/index.ts';
import { withStartupLock } from './startup-lock.ts';

/** A Drizzle Postgres database: the same queries run on embedded PGlite and on a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; every query helper that accepts a Db also accepts one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface DbHandle {
  db: Db;
  close(): Promise<void>;
  /** Held while an on-disk PGlite is open (see data-dir-lock.ts). */
  lock?: DataDirLock;
}

async function pgliteDir(dataDir = './data'): Promise<string> {
  const dir = path.join(path.resolve(dataDir), 'pglite');
  await mkdir(dir, { recursive: true });
  return dir;
}

export const migrationsFolder = serverFile('db/migrations');

/** The application_name of the app pool's connections on PostgreSQL (pg_stat_activity). */
export const APP_POOL_APPLICATION_NAME = 'booster-app';

export interface DbOptions {
  databaseUrl?: string;
  /** Connections of the PostgreSQL pool (`DB_POOL_MAX`); PGlite has one. */
  poolMax?: number;
  dataDir?: string;
  memory?: boolean;
  /** A PGlite data-dir dump an in-memory database starts from (tests: skips initdb, several times faster). */
  snapshot?: Blob;
  inProcess?: PgliteOptions['inProcess'];
  /** What to do when PGlite fails for good (PANIC, e.g. a WAL write on a full disk); default: log and exit. */
  onFatal?: (err: Error) => void;
}

/**
 * Opens the database and applies pending migrations (on PostgreSQL under the start-up lock, so nodes starting
 * together migrate one after the other). `databaseUrl` selects PostgreSQL; otherwise PGlite, in
 * its own thread (pglite-thread/), stores its files in `<dataDir>/pglite`, or keeps everything in memory when
 * `memory` is set (tests).
 */
export async function createDb(opts: DbOptions): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const client = postgres(opts.databaseUrl, {
      onnotice: () => {},
      max: opts.poolMax ?? DEFAULT_DB_POOL_MAX,
      connection: { application_name: APP_POOL_APPLICATION_NAME },
    });
    const db = drizzlePostgres({ client, schema });
    try {
      await withStartupLock(opts.databaseUrl, () => migratePostgres(db, { migrationsFolder }));
    } catch (err) {
      await client.end();
      throw err;
    }
    return { db, close: () => client.end({ timeout: 5 }) };
  }
  const lock = opts.memory ? undefined : await acquireDataDirLock(path.resolve(opts.dataDir ?? './data'));
  let pglite: Awaited<ReturnType<typeof openPglite>>;
  try {
    pglite = await openPglite({
      dataDir: lock ? await pgliteDir(opts.dataDir) : undefined,
      snapshot: opts.snapshot,
      inProcess: opts.inProcess,
      onFatal: opts.onFatal ?? exitOnFatalDbError,
    });
  } catch (err) {
    await lock?.release();
    throw err;
  }
  const close = async () => {
    try {
      await pglite.close();
    } finally {
      await lock?.release();
    }
  };
  const db = drizzlePglite({ client: pglite.client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (err) {
    await close();
    throw err;
  }
  return { db, close, lock };
}
