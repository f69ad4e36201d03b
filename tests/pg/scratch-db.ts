import { afterAll, beforeAll } from 'vitest';
import { createDb, type Db, type DbHandle } from '../../server/db/client.ts';
import { createScratchDatabase } from './scratch-database.ts';

/** For a test file: the app database on a scratch PostgreSQL database, opened before its tests, dropped after. */
export function scratchDb(): () => Db {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let handle: DbHandle | undefined;
  beforeAll(async () => {
    scratch = await createScratchDatabase();
    handle = await createDb({ databaseUrl: scratch.url });
  });
  afterAll(async () => {
    await handle?.close();
    await scratch?.drop();
  });
  return () => handle!.db;
}
