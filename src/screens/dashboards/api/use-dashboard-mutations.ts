import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client';
import { dashboardKeys } from './dashboard-queries.ts';

export function useDeleteDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dashboardId: string) => callApi('dashboard.del', { dashboard_id: dashboardId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  });
}

export function useRetryDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dashboardId: string) => callApi('dashboard.retry', { dashboard_id: dashboardId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  });
}
