import { open, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** What the holder of a data directory publishes: its pid, and once it listens, how the CLI can reach it. */
export interface LockHolder {
  pid: number;
  url?: string;
  /** A per-start secret for the local operator channel (server/web/operator-routes.ts). The file is 0600. */
  cliSecret?: string;
}

export interface DataDirLock {
  publish(info: Omit<LockHolder, 'pid'>): Promise<void>;
  release(): Promise<void>;
}

export class DataDirBusyError extends Error {
  constructor(
    readonly holder: LockHolder,
    dir: string,
  ) {
    super(
      `The data directory ${dir} is in use by process ${holder.pid}. Stop it first, or use another DATA_DIR.`,
    );
  }
}

const lockPath = (dataDir: string) => path.join(dataDir, 'pglite.lock');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live holder of the directory, if any (a lock left by a crashed process does not count). */
export async function readLockHolder(dataDir: string): Promise<LockHolder | undefined> {
  try {
    const holder = JSON.parse(await readFile(lockPath(dataDir), 'utf8')) as LockHolder;
    return Number.isInteger(holder.pid) && isAlive(holder.pid) ? holder : undefined;
  } catch {
    return undefined;
  }
}

/**
 * PGlite is single-process: a second process opening the same files loses writes and can corrupt them. So the
 * process that opens `<dataDir>/pglite` holds `<dataDir>/pglite.lock` until it closes the database.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const file = lockPath(dataDir);
  const write = (holder: LockHolder) => writeFile(file, JSON.stringify(holder), { mode: 0o600 });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, 'wx', 0o600);
      await handle.writeFile(JSON.stringify({ pid: process.pid }));
      await handle.close();
      return {
        publish: (info) => write({ pid: process.pid, ...info }),
        release: () => rm(file, { force: true }),
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = await readLockHolder(dataDir);
      if (holder) throw new DataDirBusyError(holder, dataDir);
      await rm(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${file}.`);
}
