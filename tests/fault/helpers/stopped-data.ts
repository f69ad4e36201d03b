import path from 'node:path';
import { createAnalyticsStore } from '../../../server/analytics/store/analytics-store.ts';
import { createDb, type Db } from '../../../server/db/client.ts';

/**
 * Opens the databases of a data directory whose server has stopped (PGlite and DuckDB are single-process),
 * hands them to `read`, and closes them again.
 */
export async function readStoppedData<T>(
  dataDir: string,
  read: (data: {
    db: Db;
    facts: <R extends Record<string, unknown>>(sql: string, params?: string[]) => Promise<R[]>;
  }) => Promise<T>,
): Promise<T> {
  const database = await createDb({ dataDir });
  const store = await createAnalyticsStore({ engine: 'duckdb', path: path.join(dataDir, 'facts.duckdb') });
  try {
    return await read({ db: database.db, facts: (sql, params) => store.all(sql, params) });
  } finally {
    await store.close();
    await database.close();
  }
}
