import { act } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { http } from 'msw';
import { useAuthStore } from '@/lib/auth/auth-store';
import { setLanguage } from '@/lib/i18n';
import DashboardPanel from '@/artifacts/dashboard-panel';
import { DashboardDetailScreen } from '@/screens/dashboard-detail';
import { component, DASHBOARD_ID, detailFixture } from '../dashboard-detail/detail-fixtures.ts';
import fixture from '../fixtures/ad-component-results.json';
import { adDataset } from '../msw/handlers/ad-data.ts';
import { server } from '../msw/server.ts';
import { ok } from '../msw/envelope.ts';

export const RESULTS = fixture.contract.results as Record<string, unknown>;
export { DASHBOARD_ID };

export function adSource(overrides: Record<string, unknown> = {}) {
  return {
    dataset_id: 'ds1',
    name: 'Sample Meta account',
    kind: 'sample',
    platform: 'meta',
    sample: true,
    state: 'success',
    phase: null,
    progress: 100,
    failure_code: null,
    row_count: 400,
    days: { from: '2026-01-01', to: '2026-03-03' },
    windows: ['7d_click'],
    measured: true,
    ...overrides,
  };
}

export function adBlock(overrides: Record<string, unknown> = {}) {
  return {
    window: '7d_click',
    level: 'ad',
    range: { kind: 'preset', preset: '1m' },
    tags: { product: ['Running shoes'] },
    budget_usd: null,
    period: { from: '2026-02-04', to: '2026-03-03' },
    weeks: {
      thisWeek: { from: '2026-02-25', to: '2026-03-03' },
      lastWeek: { from: '2026-02-18', to: '2026-02-24' },
    },
    budget: { usd: 293000, source: 'datasets' },
    sample: true,
    sources: [
      adSource(),
      adSource({
        dataset_id: 'ds2',
        name: 'March export.csv',
        kind: 'file',
        sample: false,
        state: 'failed',
        failure_code: 10420,
        windows: [],
        measured: false,
      }),
    ],
    notices: [
      { kind: 'failed', dataset_ids: ['ds2'] },
      { kind: 'not_measured', dataset_ids: ['ds2'] },
    ],
    ...overrides,
  };
}

export const adComponents = () => [
  component('a1', 'db_ad_performance_overview', 0, { result: RESULTS.db_ad_performance_overview }),
  component('a2', 'db_ad_data_detail', 1, { result: RESULTS.db_ad_data_detail }),
];

export function adDetail(overrides: Record<string, unknown> = {}) {
  return detailFixture({
    name: 'Spring ads',
    app_type: 'AD',
    subjects: [],
    tasks: [],
    media: [],
    data_sources: ['sample', 'import'],
    components: adComponents(),
    ad: adBlock(),
    ...overrides,
  });
}

/** The AD detail's API: dashboard.detail, adDashboard.compute and update, adData.list; every POST body logged. */
export function useAdApi(
  opts: {
    detail?: () => unknown;
    compute?: (body: Record<string, unknown>) => unknown | Promise<unknown>;
    update?: (body: Record<string, unknown>) => unknown;
  } = {},
) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const record = (path: string, reply: (body: Record<string, unknown>) => unknown | Promise<unknown>) =>
    http.post(path, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ path, body });
      return ok(await reply(body));
    });
  server.use(
    http.get('/api/dashboard/detail', () => ok((opts.detail ?? (() => adDetail()))())),
    http.get('/api/project/share/list', () => ok([])),
    http.get('/api/ad_data/list', () =>
      ok({
        list: [
          adDataset('ds1', { name: 'Sample Meta account', kind: 'sample' }),
          adDataset('ds3', { name: 'TikTok upload', kind: 'file', platform: 'tiktok' }),
        ],
        total: 2,
      }),
    ),
    record(
      '/api/ad_dashboard/compute',
      opts.compute ??
        (() => ({
          range: { kind: 'preset', preset: '1m' },
          period: { from: '2026-02-04', to: '2026-03-03' },
          weeks: adBlock().weeks,
          components: adComponents(),
          notices: [],
        })),
    ),
    record('/api/ad_dashboard/update', opts.update ?? (() => adDetail())),
    record('/api/dashboard/component/add', (body) => component('a9', String(body.api_key), 2)),
  );
  return calls;
}

/** The detail as a page, or as the `dashboard` artifact in the assistant's side panel. */
export async function renderAdDetail(role: 'editor' | 'viewer' = 'editor', as: 'page' | 'artifact' = 'page') {
  await act(() => setLanguage('en'));
  useAuthStore.setState({ roleInfo: { role_id: 'r1', role_name: role, module: 'writer' } as never });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({
      component: () =>
        as === 'page' ? (
          <DashboardDetailScreen dashboardId={DASHBOARD_ID} />
        ) : (
          <DashboardPanel props={{ dashboardId: DASHBOARD_ID }} />
        ),
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { queryClient };
}
