import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirBusyError, readLockHolder } from '../../server/db/data-dir-lock.ts';
import { holderState, ownIdentity, type HolderIdentity } from '../../server/db/lock-holder-identity.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'booster-lock-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A live process that is not ours, standing for whatever got the pid of a crashed server. */
async function withForeignProcess(run: (pid: number) => Promise<void>): Promise<void> {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  try {
    await run(child.pid!);
  } finally {
    child.kill('SIGKILL');
  }
}

describe('data directory lock', () => {
  it('lets one holder in, refuses the next, and frees the directory on release', async () => {
    const lock = await acquireDataDirLock(dir);
    await expect(acquireDataDirLock(dir, { waitMs: 0 })).rejects.toBeInstanceOf(DataDirBusyError);
    await lock.publish({ url: 'http://127.0.0.1:1', cliSecret: 's3cret' });
    expect(await readLockHolder(dir)).toEqual({
      pid: process.pid,
      url: 'http://127.0.0.1:1',
      cliSecret: 's3cret',
    });
    expect((await stat(path.join(dir, 'server.json'))).mode & 0o777).toBe(0o600);
    await lock.release();
    expect(await readLockHolder(dir)).toBeUndefined();
    await (await acquireDataDirLock(dir, { waitMs: 0 })).release();
  });

  it('gives up waiting as soon as the holder shows it is alive by refreshing its lock', async () => {
    const lock = await acquireDataDirLock(dir);
    const started = Date.now();
    await expect(acquireDataDirLock(dir)).rejects.toBeInstanceOf(DataDirBusyError);
    // The holder refreshes every 3 s; the default wait for a dead holder's lock is 20 s.
    expect(Date.now() - started).toBeLessThan(10_000);
    await lock.release();
  });

  it('makes the data directory private (0700), also when it existed with looser rights', async () => {
    const data = path.join(dir, 'data');
    await mkdir(data, { mode: 0o755 });
    const lock = await acquireDataDirLock(data);
    expect((await stat(data)).mode & 0o777).toBe(0o700);
    await lock.release();
  });

  it('starts when an old pid lock file names a live process that is not a server', async () => {
    await withForeignProcess(async (pid) => {
      await writeFile(path.join(dir, 'pglite.lock'), JSON.stringify({ pid }));
      await writeFile(path.join(dir, 'server.json'), JSON.stringify({ pid }));
      expect(await readLockHolder(dir)).toBeUndefined();
      const lock = await acquireDataDirLock(dir, { waitMs: 0 });
      expect(await readLockHolder(dir)).toEqual({ pid: process.pid });
      await expect(stat(path.join(dir, 'pglite.lock'))).rejects.toMatchObject({ code: 'ENOENT' });
      await lock.release();
    });
  });

  it('takes over a lock its holder stopped refreshing', async () => {
    await mkdir(path.join(dir, 'server.lock'));
    const longAgo = new Date(Date.now() - 60_000);
    await utimes(path.join(dir, 'server.lock'), longAgo, longAgo);
    const lock = await acquireDataDirLock(dir, { waitMs: 0 });
    expect(await readLockHolder(dir)).toEqual({ pid: process.pid });
    await lock.release();
  });

  it('tells the holder when its lock was taken from it', async () => {
    let lost: Error | undefined;
    const lock = await acquireDataDirLock(dir, { onLost: (err) => (lost = err) });
    await rm(path.join(dir, 'server.lock'), { recursive: true });
    await expect.poll(() => lost, { timeout: 10_000, interval: 200 }).toBeInstanceOf(Error);
    // What it held is no longer its own to release.
    await expect(lock.release()).rejects.toMatchObject({ code: 'ERELEASED' });
  });
});

/** When `pid` started, as /proc/<pid>/stat says (field 22). */
async function startTicksOf(pid: number): Promise<string> {
  const text = await readFile(`/proc/${pid}/stat`, 'utf8');
  return text.slice(text.lastIndexOf(')') + 2).split(' ')[19]!;
}

/** A fresh lock directory (not stale) and server.json naming `pid` with this machine's identity of that lock. */
async function lockHeldBy(pid: number, identity: Partial<HolderIdentity> = {}): Promise<void> {
  await mkdir(path.join(dir, 'server.lock'));
  const own = (await ownIdentity(path.join(dir, 'server.lock')))!;
  await writeFile(path.join(dir, 'server.json'), JSON.stringify({ pid, identity: { ...own, ...identity } }));
}

async function deadPid(): Promise<{ pid: number; startTicks: string }> {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  await once(child, 'spawn');
  const startTicks = await startTicksOf(child.pid!);
  child.kill('SIGKILL');
  await once(child, 'exit');
  return { pid: child.pid!, startTicks };
}

describe('a lock whose holder is known to be gone', () => {
  it('is taken over at once when its holder no longer runs (kill -9)', async () => {
    const dead = await deadPid();
    await lockHeldBy(dead.pid, { startTicks: dead.startTicks });
    const started = Date.now();
    const lock = await acquireDataDirLock(dir, { waitMs: 10_000 });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await readLockHolder(dir)).toEqual({ pid: process.pid });
    expect((await readdir(dir)).sort()).toEqual(['server.json', 'server.lock']);
    await lock.release();
  });

  it('is taken over at once when its pid now belongs to a process that started later', async () => {
    await withForeignProcess(async (pid) => {
      await lockHeldBy(pid, { startTicks: '1' });
      const lock = await acquireDataDirLock(dir, { waitMs: 0 });
      expect(await readLockHolder(dir)).toEqual({ pid: process.pid });
      await lock.release();
    });
  });

  it('is waited for when the holder may run elsewhere (another pid namespace or boot) or made no such lock', async () => {
    const dead = await deadPid();
    for (const identity of [
      { startTicks: dead.startTicks, pidNamespace: 'pid:[1]' },
      { startTicks: dead.startTicks, bootId: 'another-boot' },
      { startTicks: dead.startTicks, lock: { ino: 1, birthtimeMs: 1 } },
    ]) {
      await lockHeldBy(dead.pid, identity);
      await expect(acquireDataDirLock(dir, { waitMs: 600 })).rejects.toBeInstanceOf(DataDirBusyError);
      await rm(path.join(dir, 'server.lock'), { recursive: true });
    }
  });

  it('is never judged gone while its holder runs', async () => {
    const lock = await acquireDataDirLock(dir);
    const file = JSON.parse(await readFile(path.join(dir, 'server.json'), 'utf8')) as {
      identity: HolderIdentity;
    };
    expect(await holderState(process.pid, file.identity, path.join(dir, 'server.lock'))).toBe('running');
    await expect(acquireDataDirLock(dir, { waitMs: 0 })).rejects.toBeInstanceOf(DataDirBusyError);
    await lock.release();
  });
});
