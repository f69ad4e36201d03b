import { afterAll, beforeAll } from 'vitest';
import type { Db, DbHandle } from '../../../server/db/client.ts';
import { createMemoryDb } from './db-snapshot.ts';

/** A migrated in-memory PGlite opened before the file's tests and closed after them; the getter gives its db. */
export function memoryDbForSuite(): () => Db {
  let database: DbHandle | undefined;
  beforeAll(async () => {
    database = await createMemoryDb();
  }, 60_000);
  afterAll(() => database?.close());
  return () => {
    if (!database) throw new Error('The in-memory database is not open yet.');
    return database.db;
  };
}
