import { describe } from 'vitest';
import { preparedPerDbContract } from '../server/db/prepared-per-db-contract.ts';
import { scratchDb } from './scratch-db.ts';

const db = scratchDb();

describe('preparedPerDb on PostgreSQL', () => preparedPerDbContract(db));
