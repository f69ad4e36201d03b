import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { useAuthStore } from '@/lib/auth/auth-store';
import { initI18n } from '@/lib/i18n';
import type { TeamRole } from '@/lib/roles';
import { signInResult } from '../msw/fixtures.ts';
import { server } from '../msw/server.ts';
import { koxDb, koxHandlers, type KoxDb } from '../msw/handlers/kox.ts';
// The screens load their bodies, and those their forms, lazily. Loaded here once, those imports resolve at once
// in the tests instead of racing the queries' timeouts on a loaded machine.
import '@/screens/kox/list/creator-database';
import '@/screens/kox/list/save-search-dialog';
import '@/screens/kox/detail/creator-detail-body';
import '@/screens/kox/detail/team-entry-form';

/**
 * A KOX screen signed in, in English, as a `role` of team "Acme Studio", over a fake KOX API holding `db`; the
 * screen sits in a bare router so its links render.
 */
export function renderKox(ui: ReactElement, db: KoxDb = koxDb(), role: TeamRole = 'owner') {
  localStorage.setItem('locale', 'en');
  initI18n();
  useAuthStore.getState().signIn(signInResult);
  useAuthStore.getState().setUserRoleInfo({
    role_name: 'editor',
    modules: ['writer'],
    permissions: [],
    team: { team_id: 't-1', name: 'Acme Studio', role, restricted: false, client_ids: null, member: true },
    system_admin: false,
  });
  server.use(...koxHandlers(db));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { db };
}
