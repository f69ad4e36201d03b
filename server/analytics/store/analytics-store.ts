export type SqlValue = string | number | boolean | null | Date;
export type FactTable = 'channels' | 'channel_snapshots' | 'posts' | 'post_hashtags' | 'comments';

export interface AnalyticsStore {
  readonly engine: 'duckdb' | 'postgres';
  /** One read query. Placeholders are $1, $2 … in both engines. BIGINT/numeric come back as JS numbers,
   *  timestamps as ISO strings (UTC), so results are identical on both engines. */
  all<T extends Record<string, unknown>>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  /** Appends rows in one transaction: all or nothing. Returns the count. */
  insert(table: FactTable, rows: readonly Record<string, SqlValue>[]): Promise<number>;
  /** Deletes the facts of one dashboard, or of one subject of it, in one transaction. */
  deleteFacts(scope: { dashboardId: string; subjectId?: string }): Promise<void>;
  close(): Promise<void>;
}

export type AnalyticsStoreOptions =
  { engine: 'duckdb'; path: string /* ':memory:' for tests */ } | { engine: 'postgres'; url: string };

/** Opens the store and creates schema `analytics` and its tables if missing. */
export async function createAnalyticsStore(opts: AnalyticsStoreOptions): Promise<AnalyticsStore> {
  if (opts.engine === 'duckdb') {
    const { openDuckDbStore } = await import('./duckdb-store.ts');
    return openDuckDbStore(opts.path);
  }
  const { openPostgresStore } = await import('./postgres-store.ts');
  return openPostgresStore(opts.url);
}
