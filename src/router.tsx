import { createRouter, Navigate, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen.ts';

/** Unknown paths go to `/` (spec §2); the catch-all route does the same before anything renders. */
function NotFoundRedirect() {
  return <Navigate to="/" replace />;
}

export function createAppRouter(opts: { queryClient: QueryClient; history?: RouterHistory }) {
  return createRouter({
    routeTree,
    history: opts.history,
    context: { queryClient: opts.queryClient },
    defaultPreload: 'intent',
    // The query client caches; the router should not keep a second copy that goes stale.
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFoundRedirect,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
