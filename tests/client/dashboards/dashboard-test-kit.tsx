import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useAuthStore } from '@/lib/auth/auth-store';
import { initI18n } from '@/lib/i18n';
import type { DashboardDetail, DashboardSummary } from '@/screens/dashboards/api/dashboard-queries';
import { dashboardSummary, subjectFixture } from '../fixtures/dashboards.ts';
import { signInResult } from '../msw/fixtures.ts';

/** Signed in, in English, with a fresh query client (no retries, so error states show at once). */
export function renderScreen(ui: ReactElement) {
  localStorage.setItem('locale', 'en');
  initI18n();
  useAuthStore.getState().signIn(signInResult);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { queryClient, ...render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>) };
}

export function summary(patch: Partial<DashboardSummary> = {}): DashboardSummary {
  return dashboardSummary(patch);
}

export function detail(patch: Partial<DashboardDetail> = {}): DashboardDetail {
  return {
    ...summary({ status: 'generating' }),
    subjects: [subjectFixture('s-1', 'Nike')],
    tasks: [],
    components: [],
    ad: null,
    ...patch,
  };
}

export function task(patch: Partial<DashboardDetail['tasks'][number]>): DashboardDetail['tasks'][number] {
  return {
    task_id: 't-1',
    subject_id: 's-1',
    media: 'youtube',
    mode: 'smart',
    status: 'PENDING',
    progress: 0,
    error_code: null,
    last_update_at: '2025-01-02T00:00:00.000Z',
    ...patch,
  };
}

export function component(state: 'fresh' | 'stale' | 'failed', id: string) {
  return {
    component_id: id,
    api_key: 'db_overview',
    position: 0,
    settings: {},
    state,
    result: null,
    computed_at: null,
    data_version: 1,
    error_code: null,
  };
}
