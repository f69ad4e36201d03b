import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createDb, migrationsFolder, type DbHandle } from '../../../server/db/client.ts';

const cacheDir = path.resolve(import.meta.dirname, '../../../.tmp/test-db');

/** Files under the migrations folder, so a new migration produces a new snapshot. */
async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  const walk = async (dir: string): Promise<void> => {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else hash.update(entry.name).update(await readFile(full));
    }
  };
  await walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

async function buildSnapshot(file: string): Promise<Buffer> {
  const client = new PGlite();
  await migrate(drizzle({ client }), { migrationsFolder });
  // PGlite works in `postgres`; the two template databases are 15 of the dump's 44 MB, and every test file loads
  // the dump (a third less CPU per load without them).
  for (const template of ['template0', 'template1']) {
    await client.exec(`alter database ${template} is_template false`);
    await client.exec(`drop database ${template}`);
  }
  await client.exec('checkpoint');
  const data = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  await client.close();
  await mkdir(cacheDir, { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
  // Snapshots of older migration sets are never read again.
  for (const old of await readdir(cacheDir)) {
    if (old.startsWith('pglite-') && old !== path.basename(file))
      await rm(path.join(cacheDir, old), { force: true });
  }
  return data;
}

let snapshot: Promise<Blob> | undefined;

/**
 * A migrated, empty PGlite dump cached in .tmp/test-db: the first test file builds it, the others start from
 * it in about a second instead of running initdb and every migration again. Uncompressed: 28 MB on disk, but
 * it loads in half the time of the gzipped dump, and every test file loads it. Only the `postgres` database is in
 * it: the template databases are dropped (nothing creates a database in PGlite).
 */
export function migratedSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const file = path.join(cacheDir, `pglite-${await migrationsHash()}-no-templates.tar`);
    const data = await readFile(file).catch(() => buildSnapshot(file));
    return new Blob([new Uint8Array(data)], { type: 'application/x-tar' });
  })();
  return snapshot;
}

/**
 * A fresh in-memory database with every migration applied, in-process; `TEST_DB_THREAD=1` opens it in a worker
 * thread as the server does (slower to open, so not the default).
 */
export async function createMemoryDb(): Promise<DbHandle> {
  const inProcess = process.env.TEST_DB_THREAD !== '1';
  return createDb({ memory: true, snapshot: await migratedSnapshot(), inProcess });
}
