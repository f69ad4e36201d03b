import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import { exitOnFatalDbError } from './fatal-db-error.ts';
import { openPglite, type PgliteOptions } from './open-pglite.ts';

/** The embedded app database, open and not yet migrated, with the lock of its data directory. */
export interface EmbeddedDb {
  client: PGlite;
  close(): Promise<void>;
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
}

async function pgliteDir(dataDir = './data'): Promise<string> {
  const dir = path.join(path.resolve(dataDir), 'pglite');
  await mkdir(dir, { recursive: true });
  return dir;
}

/**
 * Takes the data directory's lock, then opens PGlite in `<dataDir>/pglite` (or in memory). Kept apart from
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
    });
  } catch (err) {
    await lock?.release();
    throw err;
  }
  return {
    client: pglite.client,
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
