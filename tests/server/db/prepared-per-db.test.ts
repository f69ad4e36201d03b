import { afterAll, beforeAll, describe } from 'vitest';
import type { DbHandle } from '../../../server/db/client.ts';
import { createMemoryDb } from '../helpers/db-snapshot.ts';
import { preparedPerDbContract } from './prepared-per-db-contract.ts';

let database: DbHandle;
beforeAll(async () => {
  database = await createMemoryDb();
}, 60_000);
afterAll(() => database?.close());

describe('preparedPerDb on PGlite', () => preparedPerDbContract(() => database.db));
