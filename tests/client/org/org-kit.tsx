import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { useAuthStore } from '@/lib/auth/auth-store';
import { initI18n } from '@/lib/i18n';
import type { TeamRole } from '@/lib/roles';
import { signInResult } from '../msw/fixtures.ts';
import { server } from '../msw/server.ts';
import { orgDb, orgHandlers, type OrgDb } from '../msw/handlers/org.ts';

interface Who {
  role?: TeamRole;
  systemAdmin?: boolean;
  /** No current team at all. */
  noTeam?: boolean;
}

/**
 * An org screen signed in, in English, as a member of team "Acme Studio" with `role`, over a fake org API
 * holding `db`; the screen sits in a bare router so its links render.
 */
export function renderOrg(ui: ReactElement, db: OrgDb = orgDb(), who: Who = {}) {
  localStorage.setItem('locale', 'en');
  initI18n();
  useAuthStore.getState().signIn(signInResult);
  useAuthStore.getState().setUserRoleInfo({
    role_name: who.systemAdmin ? 'admin' : 'editor',
    modules: ['writer'],
    permissions: [],
    team: who.noTeam
      ? null
      : {
          team_id: 't-1',
          name: 'Acme Studio',
          role: who.role ?? 'owner',
          restricted: false,
          client_ids: null,
          member: true,
        },
    system_admin: who.systemAdmin ?? false,
  });
  server.use(...orgHandlers(db));
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
