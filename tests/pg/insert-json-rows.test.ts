import { afterAll, beforeAll, describe } from 'vitest';
import { createDb, type DbHandle } from '../../server/db/client.ts';
import { insertJsonRowsContract } from '../server/db/insert-json-rows-contract.ts';
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

describe('insertJsonRows on PostgreSQL', () => insertJsonRowsContract(() => handle.db));
