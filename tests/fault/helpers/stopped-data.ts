import path from 'node:path';
import { openLocalDuckDbStore } from '../../../server/analytics/store/duckdb-local-store.ts';
import { createDb, type Db } from '../../../server/db/client.ts';

/**
 * Opens the databases of a data directory whose server has stopped (PGlite and DuckDB are single-process),
 * hands them to `read`, and closes them again. Both open in the test's own thread, as the unit suites open theirs:
 * the server's threads for them cost about 2.6 s of CPU a read against about 0.5 (docs/decisions.md, 200).
 */
export async function readStoppedData<T>(
  dataDir: string,
  read: (data: {
    db: Db;
    facts: <R extends Record<string, unknown>>(sql: string, params?: string[]) => Promise<R[]>;
  }) => Promise<T>,
): Promise<T> {
  const database = await createDb({ dataDir, inProcess: true });
  const store = await openLocalDuckDbStore(path.join(dataDir, 'facts.duckdb'));
  try {
    return await read({ db: database.db, facts: (sql, params) => store.all(sql, params) });
  } finally {
    await store.close();
    await database.close();
  }
}
