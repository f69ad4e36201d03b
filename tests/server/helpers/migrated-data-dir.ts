import { cp, mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { openEmbeddedDb } from '../../../server/db/open-embedded-db.ts';
import { cacheDir, migrationsHash } from './db-snapshot.ts';

const PREFIX = 'pglite-dir-';

/** Opens a new data directory once (initdb and every migration, in the database's threads), keeps its files. */
async function buildMigratedDir(cached: string): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  const building = await mkdtemp(path.join(cacheDir, 'building-'));
  try {
    await (await openEmbeddedDb({ dataDir: building })).close();
    // Every worker may build it at once: the first rename wins, the others find the directory taken.
    await rename(path.join(building, 'pglite'), cached).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    });
  } finally {
    await rm(building, { recursive: true, force: true });
  }
  for (const old of await readdir(cacheDir))
    if (old.startsWith(PREFIX) && old !== path.basename(cached))
      await rm(path.join(cacheDir, old), { recursive: true, force: true });
}

let built: Promise<string> | undefined;

/**
 * Puts an initialized, migrated and empty embedded database into `dataDir` (its `pglite` folder), for the tests
 * that open a database on disk to test something other than a first start: initdb and the migrations take about
 * 11 s of CPU, a copy of the cached folder (.tmp/test-db) a few milliseconds. A first start stays tested on an
 * empty directory (open-embedded-db.test.ts, the fault suite's seeded directory, the browser suites' servers).
 */
export async function putMigratedDatabase(dataDir: string): Promise<void> {
  built ??= (async () => {
    const cached = path.join(cacheDir, `${PREFIX}${await migrationsHash()}`);
    const present = await readdir(cached).then(
      (files) => files.includes('PG_VERSION'),
      () => false,
    );
    if (!present) await buildMigratedDir(cached);
    return cached;
  })();
  await cp(await built, path.join(dataDir, 'pglite'), { recursive: true });
}
