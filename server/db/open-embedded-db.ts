import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { serverFile } from '../lib/server-paths.ts';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import { exitOnFatalDbError } from './fatal-db-error.ts';
import { openPglite, type PgliteOptions } from './open-pglite.ts';

export const migrationsFolder = serverFile('db/migrations');

/** The embedded app database, open, with the lock of its data directory. */
export interface EmbeddedDb {
  client: PGlite;
  close(): Promise<void>;
  /** Migrated by its thread; in-process (unit tests) it is not, and createDb migrates it. */
  migrated: boolean;
  /** Held while an on-disk PGlite is open (see data-dir-lock.ts). */
  lock?: DataDirLock;
}

export interface EmbeddedDbOptions {
  dataDir?: string;
  /** In memory (tests): no directory, no lock. */
  memory?: boolean;
  /** A PGlite data-dir dump an in-memory database starts from (tests: skips initdb, several times faster). */
  snapshot?: Blob;
  inProcess?: PgliteOptions['inProcess'];
  /** What to do when PGlite fails for good (PANIC, e.g. a WAL write on a full disk); default: log and exit. */
  onFatal?: (err: Error) => void;
  /** The app's own by default (tests give others). */
  migrationsFolder?: string;
  /** Called once the database thread has been started, after the lock was taken. */
  onThreadStarted?: () => void;
}

async function pgliteDir(dataDir = './data'): Promise<string> {
  const dir = path.join(path.resolve(dataDir), 'pglite');
  await mkdir(dir, { recursive: true });
  return dir;
}

/**
 * Takes the data directory's lock, then opens and migrates PGlite in `<dataDir>/pglite` (or in memory). Kept apart from
 * client.ts and free of drizzle so that server/main.ts can start it before loading the rest of the server: the
 * lock is always taken before the database thread opens a file, so a second server is refused as before.
 */
export async function openEmbeddedDb(opts: EmbeddedDbOptions): Promise<EmbeddedDb> {
  const lock = opts.memory ? undefined : await acquireDataDirLock(path.resolve(opts.dataDir ?? './data'));
  let pglite: Awaited<ReturnType<typeof openPglite>>;
  try {
    pglite = await openPglite({
      dataDir: lock ? await pgliteDir(opts.dataDir) : undefined,
      snapshot: opts.snapshot,
      inProcess: opts.inProcess,
      onFatal: opts.onFatal ?? exitOnFatalDbError,
      migrationsFolder: opts.migrationsFolder ?? migrationsFolder,
      onThreadStarted: opts.onThreadStarted,
    });
  } catch (err) {
    await lock?.release();
    throw err;
  }
  return {
    client: pglite.client,
    migrated: pglite.migrated,
    lock,
    close: async () => {
      try {
        await pglite.close();
      } finally {
        await lock?.release();
      }
    },
  };
}
