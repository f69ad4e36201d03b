import { existsSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { watchFatalErrors } from './fatal-db-error.ts';
import { asPglite, openPgliteThread } from './pglite-thread/thread-client.ts';

export interface PgliteOptions {
  /** Absent: in memory. */
  dataDir?: string;
  snapshot?: Blob;
  /**
   * In the server's own thread instead of a worker: only for the in-memory databases of the unit suites, which
   * open one per test file and open about three times faster in-thread (decisions.md, "PGlite in a worker").
   */
  inProcess?: boolean;
  onFatal: (err: Error) => void;
  /** Migrations the database thread applies before it answers (not in-process: the caller migrates then). */
  migrationsFolder?: string;
  /** Called once the database thread has been started (it then opens the database on its own). */
  onThreadStarted?: () => void;
}

export interface OpenedPglite {
  client: PGlite;
  close(): Promise<void>;
  /** Whether `migrationsFolder` was applied. */
  migrated: boolean;
}

/**
 * PostgreSQL's default 128 MB of shared buffers live inside PGlite's WebAssembly memory, which never shrinks;
 * the app database (users, sessions, dashboards; the facts are in DuckDB) works in far less. 16 MB nearly halves the
 * database's idle memory (decisions.md, "PGlite in a worker").
 */
const POSTGRESQL_CONF = ['shared_buffers=16MB'];

/** PGlite for drizzle's pglite driver: in its own thread (the server's), or in-process (unit tests). */
export async function openPglite(opts: PgliteOptions): Promise<OpenedPglite> {
  if (opts.inProcess) {
    // Loaded only here: the server's thread never runs PGlite, and loading it would delay the start (server/main.ts).
    const [{ AppPglite }, { BYTEA_PARSERS, BYTEA_SERIALIZERS }] = await Promise.all([
      import('./app-pglite.ts'),
      import('./pglite-thread/bytea-text.ts'),
    ]);
    // One options object: given `undefined` as the data directory, PGlite ignores a second argument, snapshot and all.
    const client = new AppPglite({
      dataDir: opts.dataDir,
      postgresqlconf: POSTGRESQL_CONF,
      parsers: BYTEA_PARSERS,
      serializers: BYTEA_SERIALIZERS,
      ...(opts.snapshot ? { loadDataDir: opts.snapshot } : {}),
    });
    watchFatalErrors(client, opts.onFatal);
    return { client, close: () => client.close(), migrated: false };
  }
  if (opts.dataDir && !existsSync(path.join(opts.dataDir, 'PG_VERSION'))) {
    // The first start runs initdb, whose WebAssembly memory (about 500 MB) a thread keeps until it ends: so it
    // runs in a thread of its own, and the server's thread opens the initialized directory.
    const initializing = openPgliteThread(
      { dataDir: opts.dataDir, postgresqlconf: POSTGRESQL_CONF },
      opts.onFatal,
    );
    opts.onThreadStarted?.();
    await (await initializing).close();
  }
  const opening = openPgliteThread(
    {
      dataDir: opts.dataDir,
      snapshot: await opts.snapshot?.arrayBuffer(),
      postgresqlconf: POSTGRESQL_CONF,
      migrationsFolder: opts.migrationsFolder,
    },
    opts.onFatal,
  );
  opts.onThreadStarted?.();
  const thread = await opening;
  return {
    client: asPglite(thread),
    close: () => thread.close(),
    migrated: opts.migrationsFolder !== undefined,
  };
}
