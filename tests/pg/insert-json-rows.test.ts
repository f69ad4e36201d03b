import { describe } from 'vitest';
import { insertJsonRowsContract } from '../server/db/insert-json-rows-contract.ts';
import { scratchDb } from './scratch-db.ts';

const db = scratchDb();

describe('insertJsonRows on PostgreSQL', () => insertJsonRowsContract(db));
