import { describe } from 'vitest';
import { memoryDbForSuite } from '../helpers/memory-db-for-suite.ts';
import { insertJsonRowsContract } from './insert-json-rows-contract.ts';

describe('insertJsonRows on PGlite', () => insertJsonRowsContract(memoryDbForSuite()));
