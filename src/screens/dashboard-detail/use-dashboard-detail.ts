import { useQuery } from '@tanstack/react-query';
import { callApi, type ApiOutput } from '@/lib/api/client';
import { dashboardDetailKey } from './dashboard-query-keys.ts';

export type DashboardDetail = ApiOutput<'dashboard.detail'>;

/** Spec §9 polling interval. */
export const POLL_MS = 2000;

/**
 * Generating, components waiting for their (re)analysis, or an ad data source being read: the page follows the
 * server until it is done.
 */
export function isInProgress(detail: DashboardDetail | undefined): boolean {
  if (!detail) return false;
  return (
    detail.status === 'generating' ||
    detail.components.some((c) => c.state === 'stale') ||
    (detail.ad?.sources.some((s) => s.state === 'parsing' || s.state === 'syncing') ?? false)
  );
}

/** Collection progress 0–100: the mean of the tasks' progress (finished tasks count 100). */
export function collectionProgress(detail: DashboardDetail): number {
  if (detail.tasks.length === 0) return 0;
  const sum = detail.tasks.reduce((acc, task) => acc + (task.status === 'PENDING' ? task.progress : 100), 0);
  return Math.round(sum / detail.tasks.length);
}

export function useDashboardDetail(dashboardId: string) {
  return useQuery({
    queryKey: dashboardDetailKey(dashboardId),
    queryFn: ({ signal }) =>
      callApi('dashboard.detail', { dashboard_id: dashboardId }, { signal, silent: true }),
    refetchInterval: (query) => (isInProgress(query.state.data) ? POLL_MS : false),
  });
}
