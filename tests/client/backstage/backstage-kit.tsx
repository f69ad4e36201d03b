import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useAuthStore } from '@/lib/auth/auth-store';
import { initI18n } from '@/lib/i18n';
import { signInResult } from '../msw/fixtures.ts';
import { fakeBackstage } from '../msw/handlers/backstage.ts';
import { server } from '../msw/server.ts';

/** Signed in as the fixture's system administrator (or not), in English, against the fake backstage. */
export function renderBackstage(ui: ReactElement, { systemAdmin = true } = {}) {
  localStorage.setItem('locale', 'en');
  initI18n();
  useAuthStore.getState().signIn(signInResult);
  useAuthStore.getState().setUserRoleInfo({
    role_name: systemAdmin ? 'admin' : 'viewer',
    modules: ['writer'],
    permissions: [],
    team: null,
    system_admin: systemAdmin,
  });
  const api = fakeBackstage();
  server.use(...api.handlers);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    api,
    queryClient,
    ...render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>),
  };
}
