import { readFile, readlink, stat } from 'node:fs/promises';

/**
 * What the holder of the data directory's lock records so that a server starting after a crash can tell at once
 * that the holder is gone (decision 153), instead of waiting for its lock to go stale. Only where that can be
 * known for sure: the same machine since the same boot, the same process namespace (not another container), and
 * the lock directory the holder made, not one made since.
 */
export interface HolderIdentity {
  bootId: string;
  pidNamespace: string;
  /** When the process started, in clock ticks after boot: a pid given to a later process starts later. */
  startTicks: string;
  lock: { ino: number; birthtimeMs: number };
}

export type HolderState = 'gone' | 'running' | 'unknown';

const PROC_STAT_START_FIELD = 22;

/** Fields 3… of /proc/<pid>/stat (after the command name, which may hold spaces and parentheses). */
async function procStat(pid: number | 'self'): Promise<string[] | undefined> {
  try {
    const text = await readFile(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

const startTicksOf = (fields: string[]) => fields[PROC_STAT_START_FIELD - 3];

async function machine(): Promise<{ bootId: string; pidNamespace: string } | undefined> {
  try {
    const [bootId, pidNamespace] = await Promise.all([
      readFile('/proc/sys/kernel/random/boot_id', 'utf8'),
      readlink('/proc/self/ns/pid'),
    ]);
    return { bootId: bootId.trim(), pidNamespace };
  } catch {
    return undefined;
  }
}

/** A lock directory's inode and birth time; undefined where birth times are not kept. */
export async function lockStamp(lockDir: string): Promise<HolderIdentity['lock'] | undefined> {
  const info = await stat(lockDir).catch(() => undefined);
  return info && info.birthtimeMs > 0 ? { ino: info.ino, birthtimeMs: info.birthtimeMs } : undefined;
}

export const sameLock = (a: HolderIdentity['lock'], b: HolderIdentity['lock']) =>
  a.ino === b.ino && a.birthtimeMs === b.birthtimeMs;

/** This process as the holder of `lockDir`, which it has just made; undefined where /proc or birth times are missing. */
export async function ownIdentity(lockDir: string): Promise<HolderIdentity | undefined> {
  const [where, fields, lock] = await Promise.all([machine(), procStat('self'), lockStamp(lockDir)]);
  const startTicks = fields && startTicksOf(fields);
  return where && startTicks && lock ? { ...where, startTicks, lock } : undefined;
}

/** Whether the process `pid` that recorded `identity` still holds `lockDir`, as far as this process can know. */
export async function holderState(
  pid: number,
  identity: HolderIdentity | undefined,
  lockDir: string,
): Promise<HolderState> {
  if (!identity) return 'unknown';
  const [where, lock] = await Promise.all([machine(), lockStamp(lockDir)]);
  if (!where || where.bootId !== identity.bootId || where.pidNamespace !== identity.pidNamespace)
    return 'unknown';
  if (!lock || !sameLock(lock, identity.lock)) return 'unknown';
  const fields = await procStat(pid);
  // Z: killed, not yet reaped by its parent; X: being removed.
  if (!fields || fields[0] === 'Z' || fields[0] === 'X') return 'gone';
  return startTicksOf(fields) === identity.startTicks ? 'running' : 'gone';
}
