import { queryOptions } from '@tanstack/react-query';
import type { DashboardAppType } from '@/lib/ads/ad-dashboard-values';
import { callApi, type ApiInput, type ApiOutput } from '@/lib/api/client';

export type DashboardSort = 'updated' | 'created' | 'name';
export type DashboardSummary = ApiOutput<'dashboard.list'>['list'][number];
export type DashboardDetail = ApiOutput<'dashboard.detail'>;
export type DashboardAddInput = ApiInput<'dashboard.add'>;

export const DASHBOARD_PAGE_SIZE = 24;
/** The progress screen follows the collection every second (the job runner's own pace). */
export const PROGRESS_POLL_MS = 1000;

export const dashboardKeys = {
  all: ['dashboards'] as const,
  list: (keyword: string, sort: DashboardSort, page: number, clientId: string, appType?: DashboardAppType) =>
    [...dashboardKeys.all, 'list', { keyword, sort, page, clientId, appType }] as const,
  detail: (dashboardId: string) => [...dashboardKeys.all, 'detail', dashboardId] as const,
};

/** One page of the team's dashboards; `clientId` '' means every client's; `appType` only those of that type. */
export function dashboardListQuery(
  keyword: string,
  sort: DashboardSort,
  page: number,
  clientId = '',
  appType?: DashboardAppType,
) {
  return queryOptions({
    queryKey: dashboardKeys.list(keyword, sort, page, clientId, appType),
    queryFn: ({ signal }) =>
      callApi(
        'dashboard.list',
        {
          ...(keyword ? { keyword } : {}),
          ...(clientId ? { client_id: clientId } : {}),
          ...(appType ? { app_type: appType } : {}),
          sort,
          page,
          page_size: DASHBOARD_PAGE_SIZE,
        },
        { silent: true, signal },
      ),
    placeholderData: (previous) => previous,
  });
}

/** The dashboard while it is being built: polled until it is ready or has failed. */
export function dashboardProgressQuery(dashboardId: string) {
  return queryOptions({
    queryKey: dashboardKeys.detail(dashboardId),
    queryFn: ({ signal }) =>
      callApi('dashboard.detail', { dashboard_id: dashboardId }, { silent: true, signal }),
    refetchInterval: (query) => (query.state.data?.status === 'generating' ? PROGRESS_POLL_MS : false),
  });
}
