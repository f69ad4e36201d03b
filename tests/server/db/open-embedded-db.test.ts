import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirBusyError, readLockHolder } from '../../../server/db/data-dir-lock.ts';
import { openEmbeddedDb } from '../../../server/db/open-embedded-db.ts';

/**
 * server/main.ts starts opening the embedded database before the rest of the server loads: the data directory's
 * lock must still come first, so a second server never opens the database files.
 */
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'booster-embedded-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe('openEmbeddedDb', () => {
  it('is refused by a held directory before it creates or opens the database', async () => {
    const holder = await acquireDataDirLock(dir);
    try {
      await expect(openEmbeddedDb({ dataDir: dir })).rejects.toBeInstanceOf(DataDirBusyError);
      expect(await exists(path.join(dir, 'pglite'))).toBe(false);
    } finally {
      await holder.release();
    }
  }, 30_000);

  // A fresh directory: initdb runs first, which takes seconds on a loaded machine.
  it('holds the lock while open, answers queries from its thread, and frees the directory on close', async () => {
    const embedded = await openEmbeddedDb({ dataDir: dir });
    try {
      expect(await readLockHolder(dir)).toEqual({ pid: process.pid });
      expect(await exists(path.join(dir, 'pglite', 'PG_VERSION'))).toBe(true);
      expect((await embedded.client.query<{ n: number }>('select 1 + 1 as n')).rows).toEqual([{ n: 2 }]);
    } finally {
      await embedded.close();
    }
    expect(await readLockHolder(dir)).toBeUndefined();
  }, 120_000);
});
