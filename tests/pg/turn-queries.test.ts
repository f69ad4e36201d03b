import { afterAll, beforeAll, describe } from 'vitest';
import { createDb, type DbHandle } from '../../server/db/client.ts';
import { turnQueriesContract } from '../server/session/turn-queries-contract.ts';
import { createScratchDatabase } from './scratch-database.ts';

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let handle: DbHandle;
beforeAll(async () => {
  scratch = await createScratchDatabase();
  handle = await createDb({ databaseUrl: scratch.url });
});
afterAll(async () => {
  await handle?.close();
  await scratch?.drop();
});

describe('chat turn queries on PostgreSQL', () => turnQueriesContract(() => handle.db));
