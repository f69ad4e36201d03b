import type { AnalyticsStore, SqlValue } from './analytics-store.ts';

/**
 * A store that opens on its first use instead of at start (issue 9): an idle embedded server keeps neither
 * DuckDB's thread nor its memory, and its start does not wait for DuckDB. Calls made while it opens wait for it
 * and then reach the store in the order they were made. A failure to open is logged and given to every call waiting for it,
 * naming the store; the next use tries again (a full disk may have room by then).
 */
export function openedOnFirstUse(
  engine: AnalyticsStore['engine'],
  name: string,
  open: () => Promise<AnalyticsStore>,
): AnalyticsStore {
  let opening: Promise<AnalyticsStore> | undefined;
  let closed = false;

  function store(): Promise<AnalyticsStore> {
    if (closed) return Promise.reject(new Error('The analytics store is closed'));
    opening ??= open().catch((err: unknown) => {
      opening = undefined;
      const reason = err instanceof Error ? err.message : String(err);
      const failure = new Error(`Could not open the analytics store (${name}): ${reason}`, { cause: err });
      console.error(failure.message);
      throw failure;
    });
    return opening;
  }

  return {
    engine,
    async all<T extends Record<string, unknown>>(sql: string, params?: readonly SqlValue[]): Promise<T[]> {
      return (await store()).all<T>(sql, params);
    },
    insert: async (table, rows) => (await store()).insert(table, rows),
    deleteFacts: async (scope, opts) => (await store()).deleteFacts(scope, opts),
    writeFacts: async (opts) => (await store()).writeFacts(opts),
    fenceWrite: async (record) => (await store()).fenceWrite(record),
    replaceAdDays: async (datasetId, rows) => (await store()).replaceAdDays(datasetId, rows),
    beginAdDaysReplacement: async (datasetId, opts) =>
      (await store()).beginAdDaysReplacement(datasetId, opts),
    replaceAdTags: async (datasetId, tags) => (await store()).replaceAdTags(datasetId, tags),
    deleteAdDataset: async (datasetId) => (await store()).deleteAdDataset(datasetId),
    async close() {
      closed = true;
      const opened = await opening?.catch(() => undefined);
      await opened?.close();
    },
  };
}
