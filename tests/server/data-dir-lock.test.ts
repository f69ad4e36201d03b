import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirBusyError, readLockHolder } from '../../server/db/data-dir-lock.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'booster-lock-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('data directory lock', () => {
  it('lets one holder in, refuses the next, and frees the directory on release', async () => {
    const lock = await acquireDataDirLock(dir);
    await expect(acquireDataDirLock(dir)).rejects.toBeInstanceOf(DataDirBusyError);
    await lock.publish({ url: 'http://127.0.0.1:1', cliSecret: 's3cret' });
    expect(await readLockHolder(dir)).toEqual({
      pid: process.pid,
      url: 'http://127.0.0.1:1',
      cliSecret: 's3cret',
    });
    expect((await stat(path.join(dir, 'pglite.lock'))).mode & 0o777).toBe(0o600);
    await lock.release();
    expect(await readLockHolder(dir)).toBeUndefined();
    await (await acquireDataDirLock(dir)).release();
  });

  it('takes over a lock left behind by a process that no longer runs', async () => {
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    await writeFile(path.join(dir, 'pglite.lock'), JSON.stringify({ pid: dead }));
    expect(await readLockHolder(dir)).toBeUndefined();
    const lock = await acquireDataDirLock(dir);
    expect(JSON.parse(await readFile(path.join(dir, 'pglite.lock'), 'utf8')).pid).toBe(process.pid);
    await lock.release();
  });
});
