import { describe } from 'vitest';
import { turnQueriesContract } from '../server/session/turn-queries-contract.ts';
import { scratchDb } from './scratch-db.ts';

const db = scratchDb();

describe('chat turn queries on PostgreSQL', () => turnQueriesContract(db));
