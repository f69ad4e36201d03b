import { chmod, mkdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { setTimeout } from 'node:timers/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import {
  holderState,
  lockStamp,
  ownIdentity,
  sameLock,
  type HolderIdentity,
} from './lock-holder-identity.ts';

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
    readonly holder: LockHolder | undefined,
    dir: string,
  ) {
    super(
      `The data directory ${dir} is in use by ${holder ? `process ${holder.pid}` : 'another process'}. ` +
        'Stop it first, or use another DATA_DIR.',
    );
  }
}

/** What `server.json` holds: the holder, and how a later process tells whether it still runs. */
type HolderFile = LockHolder & { identity?: HolderIdentity };

/**
 * The holder refreshes the lock's mtime every UPDATE_MS; a lock not refreshed for STALE_MS belongs to a process
 * that died (kill -9, power loss) and is taken over. Sooner when the holder is known to be gone
 * (lock-holder-identity.ts): then at once. A live holder whose event loop stalls that long loses the
 * lock (see onLost), which never happens in normal work: stalls are kept far below a second.
 */
const STALE_MS = 15_000;
const UPDATE_MS = 3_000;
const RETRY_MS = 500;

const lockPath = (dataDir: string) => path.join(dataDir, 'server.lock');
const holderPath = (dataDir: string) => path.join(dataDir, 'server.json');
/** Versions before the real lock wrote a pid file here; its pid may belong to any process today. */
const legacyLockPath = (dataDir: string) => path.join(dataDir, 'pglite.lock');

const lockOptions = (dataDir: string) => ({
  lockfilePath: lockPath(dataDir),
  stale: STALE_MS,
  update: UPDATE_MS,
  realpath: false,
});

async function readHolderFile(dataDir: string): Promise<HolderFile | undefined> {
  try {
    const holder = JSON.parse(await readFile(holderPath(dataDir), 'utf8')) as HolderFile;
    return Number.isInteger(holder.pid) ? holder : undefined;
  } catch {
    return undefined;
  }
}

/** The live holder of the directory, if any: the lock decides, never whether some process has that pid. */
export async function readLockHolder(dataDir: string): Promise<LockHolder | undefined> {
  const locked = await lockfile.check(dataDir, lockOptions(dataDir)).catch(() => false);
  if (!locked) return undefined;
  const { identity: _identity, ...holder } = (await readHolderFile(dataDir)) ?? { pid: 0 };
  return holder;
}

const mtimeOf = (file: string) =>
  stat(file).then(
    (info) => info.mtimeMs,
    () => undefined,
  );

/**
 * Removes the lock of a holder that is gone. Moved aside first and checked, so that a lock another process made
 * in the meantime is put back, not removed.
 */
async function removeLockOf(gone: HolderIdentity, dataDir: string): Promise<boolean> {
  const aside = `${lockPath(dataDir)}.gone-${process.pid}-${Date.now()}`;
  try {
    await rename(lockPath(dataDir), aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
  const moved = await lockStamp(aside);
  if (moved && sameLock(moved, gone.lock)) {
    await rmdir(aside);
    return true;
  }
  await rename(aside, lockPath(dataDir));
  return false;
}

/**
 * Takes the lock; while another process holds it, waits for it to go stale, up to `waitMs`, unless its holder is
 * known to be gone. A holder that refreshes the lock meanwhile is alive: the answer is then DataDirBusyError at
 * once, not after the wait.
 */
async function lockOrWait(
  dataDir: string,
  options: lockfile.LockOptions,
  waitMs: number,
): Promise<() => Promise<void>> {
  const deadline = Date.now() + waitMs;
  let seenMtime: number | undefined;
  for (;;) {
    try {
      return await lockfile.lock(dataDir, options);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
      const holder = await readHolderFile(dataDir);
      if (
        holder?.identity &&
        (await holderState(holder.pid, holder.identity, lockPath(dataDir))) === 'gone'
      ) {
        if (await removeLockOf(holder.identity, dataDir))
          console.info(
            `Took over the data directory lock of process ${holder.pid}, which is no longer running.`,
          );
        continue;
      }
      const mtime = await mtimeOf(lockPath(dataDir));
      const refreshed = seenMtime !== undefined && mtime !== undefined && mtime !== seenMtime;
      if (refreshed || Date.now() >= deadline)
        throw new DataDirBusyError(await readHolderFile(dataDir), dataDir);
      if (seenMtime === undefined) {
        console.info(
          `Waiting for the data directory lock (held by process ${holder?.pid ?? '?'}, or left by one that ` +
            `stopped; it is taken over ${STALE_MS / 1000} s after its holder's last sign of life).`,
        );
      }
      seenMtime = mtime;
      await setTimeout(RETRY_MS);
    }
  }
}

function exitOnLostLock(err: Error): void {
  console.error(
    `The lock of the data directory was lost (${err.message}); stopping before another process can open it too.`,
  );
  process.exit(1);
}

/**
 * PGlite is single-process: a second process opening the same files loses writes and can corrupt them. So the
 * process that opens `<dataDir>/pglite` holds `<dataDir>/server.lock` (proper-lockfile: an atomic mkdir whose
 * mtime the holder keeps fresh) until it closes the database. A lock left by a crashed process is taken over
 * once stale, so a restart after kill -9 waits at most `waitMs`. The directory is made private (0700): it
 * holds the database, the facts and the operator secret.
 */
export async function acquireDataDirLock(
  dataDir: string,
  opts: { waitMs?: number; onLost?: (err: Error) => void } = {},
): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await chmod(dataDir, 0o700);
  const waitMs = opts.waitMs ?? STALE_MS + 5_000;
  const options = { ...lockOptions(dataDir), onCompromised: opts.onLost ?? exitOnLostLock };
  const unlock = await lockOrWait(dataDir, options, waitMs);
  const identity = await ownIdentity(lockPath(dataDir));
  const write = (holder: HolderFile) =>
    writeFile(holderPath(dataDir), JSON.stringify({ ...holder, identity }), { mode: 0o600 });
  await rm(legacyLockPath(dataDir), { force: true });
  await write({ pid: process.pid });
  return {
    publish: (info) => write({ pid: process.pid, ...info }),
    release: async () => {
      await rm(holderPath(dataDir), { force: true });
      await unlock();
    },
  };
}
