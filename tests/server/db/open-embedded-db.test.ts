import { access, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirBusyError, readLockHolder } from '../../../server/db/data-dir-lock.ts';
import { openEmbeddedDb } from '../../../server/db/open-embedded-db.ts';
import { putMigratedDatabase } from '../helpers/migrated-data-dir.ts';

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
  });

  // A fresh directory: initdb runs first, which takes seconds on a loaded machine.
  it('holds the lock while open, answers queries from its thread, and frees the directory on close', async () => {
    const embedded = await openEmbeddedDb({ dataDir: dir });
    try {
      expect(await readLockHolder(dir)).toEqual({ pid: process.pid });
      expect(await exists(path.join(dir, 'pglite', 'PG_VERSION'))).toBe(true);
      // Migrated by its thread before it answered.
      const users = await embedded.client.query<{ n: number }>('select count(*)::int as n from users');
      expect(embedded.migrated).toBe(true);
      expect(users.rows).toEqual([{ n: 0 }]);
    } finally {
      await embedded.close();
    }
    expect(await readLockHolder(dir)).toBeUndefined();
  }, 120_000);

  // On a migrated database (initdb is the test above's): the broken migration is newer than every applied one.
  it('reports a migration that fails in its thread, and frees the directory', async () => {
    const migrations = path.join(dir, 'migrations');
    await mkdir(path.join(migrations, 'meta'), { recursive: true });
    await writeFile(path.join(migrations, '0000_broken.sql'), 'select * from no_such_table;');
    const entry = { idx: 0, version: '7', when: Date.now(), tag: '0000_broken', breakpoints: true };
    await writeFile(
      path.join(migrations, 'meta', '_journal.json'),
      JSON.stringify({ version: '7', dialect: 'postgresql', entries: [entry] }),
    );
    const dataDir = path.join(dir, 'data');
    await mkdir(dataDir);
    await putMigratedDatabase(dataDir);
    await expect(openEmbeddedDb({ dataDir, migrationsFolder: migrations })).rejects.toThrow(/no_such_table/);
    expect(await readLockHolder(dataDir)).toBeUndefined();
  }, 120_000);
});
