import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client';
import type { TimeRange } from '@/lib/api/endpoints/dashboard';
import type { DashboardComponent } from './report-component-card.tsx';

export const computeQueryKey = (dashboardId: string, range: TimeRange) =>
  ['dashboard', 'compute', dashboardId, range] as const;

/**
 * The components to show for a time range: `all` is the report as analysed (`base`, from dashboard.detail or
 * share.dashboard); a quick pick recomputes over its window with dashboard.compute. The order and the set of
 * components stay the base's, so edits made meanwhile show at once.
 */
export function useRangedComponents(
  dashboardId: string,
  range: TimeRange,
  base: readonly DashboardComponent[],
) {
  const query = useQuery({
    queryKey: computeQueryKey(dashboardId, range),
    queryFn: ({ signal }) =>
      callApi('dashboard.compute', { dashboard_id: dashboardId, range }, { signal, silent: true }),
    enabled: range !== 'all',
    placeholderData: keepPreviousData,
  });
  if (range === 'all' || !query.data) return { components: base, query };
  const computed = new Map(query.data.components.map((c) => [c.component_id, c]));
  return { components: base.map((c) => computed.get(c.component_id) ?? c), query };
}
