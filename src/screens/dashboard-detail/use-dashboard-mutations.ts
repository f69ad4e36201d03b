import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client';
import { dashboardDetailKey } from './dashboard-query-keys.ts';

/** Every edit of a dashboard, each refreshing its detail (and recomputed ranges) when done. */
export function useDashboardMutations(dashboardId: string) {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: dashboardDetailKey(dashboardId) }),
      queryClient.invalidateQueries({ queryKey: ['dashboard', 'compute', dashboardId] }),
    ]);
  };
  const dashboard_id = dashboardId;
  return {
    add: useMutation({
      mutationFn: async (items: { api_key: string; settings?: Record<string, unknown> }[]) => {
        // One at a time, so the components land in the order they were picked.
        for (const item of items)
          await callApi('dashboard.componentAdd', {
            dashboard_id,
            api_key: item.api_key,
            settings: item.settings ?? {},
          });
      },
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (componentId: string) =>
        callApi('dashboard.componentDel', { dashboard_id, component_id: componentId }),
      onSettled: refresh,
    }),
    reorder: useMutation({
      mutationFn: (componentIds: string[]) =>
        callApi('dashboard.componentReorder', { dashboard_id, component_ids: componentIds }),
      onSettled: refresh,
    }),
    reanalyze: useMutation({
      mutationFn: (componentIds?: string[]) =>
        callApi('dashboard.reanalyze', {
          dashboard_id,
          ...(componentIds ? { component_ids: componentIds } : {}),
        }),
      onSettled: refresh,
    }),
    retry: useMutation({
      mutationFn: () => callApi('dashboard.retry', { dashboard_id }),
      onSettled: refresh,
    }),
  };
}

/** The ids with the one at `index` moved by `delta` places (clamped to the list). */
export function moved(ids: readonly string[], index: number, delta: -1 | 1): string[] {
  const target = index + delta;
  if (target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
