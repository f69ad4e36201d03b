import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createDb, migrationsFolder, type DbHandle } from '../../../server/db/client.ts';
import { memoryDbPool } from './memory-db-pool.ts';

export const cacheDir = path.resolve(import.meta.dirname, '../../../.tmp/test-db');

/** Files under the migrations folder, so a new migration produces a new snapshot. */
export async function migrationsHash(): Promise<string> {
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

/**
 * Writes a dump where the next test files find it, then removes the dumps of older migration sets. On a clean
 * clone every vitest worker builds the dump at once, so each writes under a name of its own and only finished
 * dumps are removed: removing another worker's unfinished file failed its rename, and every test file in that
 * worker with it (CI, 2026-12).
 */
export async function cacheSnapshot(file: string, data: Buffer): Promise<void> {
  const dir = path.dirname(file);
  await mkdir(dir, { recursive: true });
  const unfinished = `${file}.${process.pid}-${randomUUID()}.tmp`;
  await writeFile(unfinished, data);
  await rename(unfinished, file);
  for (const old of await readdir(dir)) {
    if (old.startsWith('pglite-') && old.endsWith('.tar') && old !== path.basename(file))
      await rm(path.join(dir, old), { force: true });
  }
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
  await cacheSnapshot(file, data).catch((error: unknown) => {
    // The dump is in memory: this file's tests can run; the next ones build it again.
    console.warn(`test database snapshot not cached in ${file}:`, error);
  });
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
 * An empty in-memory database with every migration applied, in-process and handed out again once closed
 * (memory-db-pool.ts); `TEST_DB_THREAD=1` opens a fresh one in a worker thread as the server does (slower to
 * open, so not the default).
 */
export async function createMemoryDb(): Promise<DbHandle> {
  if (process.env.TEST_DB_THREAD === '1')
    return createDb({ memory: true, snapshot: await migratedSnapshot(), inProcess: false });
  return pool.take();
}

/** A fresh in-process PGlite loaded from the migrated snapshot. */
export async function openMigratedPglite(): Promise<PGlite> {
  const { db } = await createDb({ memory: true, snapshot: await migratedSnapshot(), inProcess: true });
  return (db as unknown as { $client: PGlite }).$client;
}

const pool = memoryDbPool(openMigratedPglite);
