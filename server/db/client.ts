import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { DEFAULT_DB_POOL_MAX } from '../lib/config.ts';
import type { DataDirLock } from './data-dir-lock.ts';
import {
  migrationsFolder,
  openEmbeddedDb,
  type EmbeddedDb,
  type EmbeddedDbOptions,
} from './open-embedded-db.ts';
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

export { migrationsFolder };

/** The application_name of the app pool's connections on PostgreSQL (pg_stat_activity). */
export const APP_POOL_APPLICATION_NAME = 'booster-app';

export interface DbOptions extends EmbeddedDbOptions {
  databaseUrl?: string;
  /** Connections of the PostgreSQL pool (`DB_POOL_MAX`); PGlite has one. */
  poolMax?: number;
  /**
   * The embedded database already being opened with `openEmbeddedDb` (server/main.ts starts it before loading
   * the rest of the server); the other embedded options are then ignored.
   */
  opening?: Promise<EmbeddedDb>;
}

/**
 * Opens the database and applies pending migrations (on PostgreSQL under the start-up lock, so nodes starting
 * together migrate one after the other). `databaseUrl` selects PostgreSQL; otherwise PGlite, in
 * its own thread (pglite-thread/, which migrates it before it answers), stores its files in `<dataDir>/pglite`, or keeps everything in memory when
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
  const embedded = await (opts.opening ?? openEmbeddedDb(opts));
  const db = drizzlePglite({ client: embedded.client, schema });
  if (!embedded.migrated) {
    try {
      await migratePglite(db, { migrationsFolder: opts.migrationsFolder ?? migrationsFolder });
    } catch (err) {
      await embedded.close();
      throw err;
    }
  }
  return { db, close: embedded.close, lock: embedded.lock };
}
