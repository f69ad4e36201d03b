import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { serverFile } from '../lib/server-paths.ts';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import { exitOnFatalDbError, watchFatalErrors } from './fatal-db-error.ts';
import * as schema from './schema/index.ts';

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

export const migrationsFolder = serverFile('db/migrations');

export interface DbOptions {
  databaseUrl?: string;
  dataDir?: string;
  memory?: boolean;
  /** A PGlite data-dir dump an in-memory database starts from (tests: skips initdb, several times faster). */
  snapshot?: Blob;
  /** What to do when PGlite fails for good (PANIC, e.g. a WAL write on a full disk); default: log and exit. */
  onFatal?: (err: Error) => void;
}

/**
 * Opens the database and applies pending migrations. `databaseUrl` selects PostgreSQL; otherwise PGlite
 * stores its files in `<dataDir>/pglite`, or keeps everything in memory when `memory` is set (tests).
 */
export async function createDb(opts: DbOptions): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const client = postgres(opts.databaseUrl, { onnotice: () => {}, max: 10 });
    const db = drizzlePostgres({ client, schema });
    try {
      await migratePostgres(db, { migrationsFolder });
    } catch (err) {
      await client.end();
      throw err;
    }
    return { db, close: () => client.end({ timeout: 5 }) };
  }
  let lock: DataDirLock | undefined;
  let client: PGlite;
  if (opts.memory) {
    client = new PGlite(opts.snapshot ? { loadDataDir: opts.snapshot } : {});
  } else {
    const dataDir = path.resolve(opts.dataDir ?? './data');
    lock = await acquireDataDirLock(dataDir);
    await mkdir(path.join(dataDir, 'pglite'), { recursive: true });
    client = new PGlite(path.join(dataDir, 'pglite'));
  }
  watchFatalErrors(client, opts.onFatal ?? exitOnFatalDbError);
  const close = async () => {
    try {
      await client.close();
    } finally {
      await lock?.release();
    }
  };
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (err) {
    await close();
    throw err;
  }
  return { db, close, lock };
}
