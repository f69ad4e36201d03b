import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { useAuthStore } from '@/lib/auth/auth-store';
import { setLanguage } from '@/lib/i18n';
import { DashboardDetailScreen } from '@/screens/dashboard-detail';
import { DASHBOARD_ID } from './detail-fixtures.ts';

export async function renderDetail(role: 'editor' | 'viewer' = 'editor') {
  await act(() => setLanguage('en'));
  useAuthStore.setState({ roleInfo: { role_id: 'r1', role_name: role, module: 'writer' } as never });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <DashboardDetailScreen dashboardId={DASHBOARD_ID} />
      </QueryClientProvider>,
    ),
  };
}
