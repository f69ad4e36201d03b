import { afterAll, beforeAll, describe } from 'vitest';
import type { DbHandle } from '../../../server/db/client.ts';
import { createMemoryDb } from '../helpers/db-snapshot.ts';
import { turnQueriesContract } from './turn-queries-contract.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createMemoryDb();
}, 60_000);
afterAll(() => handle.close());

describe('chat turn queries on PGlite', () => turnQueriesContract(() => handle.db));
