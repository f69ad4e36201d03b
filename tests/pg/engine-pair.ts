import { afterAll, beforeAll } from 'vitest';
import { createAnalyticsStore, type AnalyticsStore } from '../../server/analytics/store/analytics-store.ts';
import { createScratchDatabase } from './scratch-database.ts';

export interface EnginePair {
  pg: AnalyticsStore;
  duck: AnalyticsStore;
}

/**
 * For a test file comparing the engines: a PostgreSQL store on a scratch database and an in-memory DuckDB store,
 * both loaded with the same fixture before the tests and closed (the database dropped) after them.
 */
export function withEnginePair(load: (store: AnalyticsStore) => Promise<unknown>): EnginePair {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  const pair = {} as EnginePair;
  beforeAll(async () => {
    scratch = await createScratchDatabase();
    [pair.pg, pair.duck] = await Promise.all([
      createAnalyticsStore({ engine: 'postgres', url: scratch.url }),
      createAnalyticsStore({ engine: 'duckdb', path: ':memory:' }),
    ]);
    await Promise.all([load(pair.pg), load(pair.duck)]);
  });
  afterAll(async () => {
    await Promise.all([pair.pg?.close(), pair.duck?.close()]);
    await scratch?.drop();
  });
  return pair;
}
