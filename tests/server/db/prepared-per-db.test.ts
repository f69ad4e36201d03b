import { describe } from 'vitest';
import { memoryDbForSuite } from '../helpers/memory-db-for-suite.ts';
import { preparedPerDbContract } from './prepared-per-db-contract.ts';

describe('preparedPerDb on PGlite', () => preparedPerDbContract(memoryDbForSuite()));
