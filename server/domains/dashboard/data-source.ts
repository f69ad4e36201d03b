import type { DashboardSource, DataSource } from '../../../src/lib/api/endpoints.ts';

/** The one source of a dashboard's posts, `mixed` when they come from several, null before it holds any. */
export function dataSourceOf(sources: readonly DashboardSource[]): DataSource | null {
  const distinct = [...new Set(sources)];
  if (distinct.length === 0) return null;
  return distinct.length === 1 ? distinct[0]! : 'mixed';
}
