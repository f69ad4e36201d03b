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
// The screens load their tables, and the tables their dialogs, lazily. Loaded here once, those imports resolve at
// once in the tests instead of racing the queries' timeouts on a loaded machine.
import '@/screens/org/clients/client-table';
import '@/screens/org/clients/client-form-dialog';
import '@/screens/org/clients/delete-clients-dialog';
import '@/screens/org/projects/project-table';
import '@/screens/org/projects/project-form-dialog';
import '@/screens/org/projects/project-bulk-dialogs';
import '@/screens/org/placements/placement-table';
import '@/screens/org/placements/placement-form-dialog';
import '@/screens/org/placements/delete-placements-dialog';

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
