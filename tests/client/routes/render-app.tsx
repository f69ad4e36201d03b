import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { waitFor } from '@testing-library/react';
import { createAppRouter, type AppRouter } from '@/router';

/**
 * The real router (every route file, the guard, the redirects) on an in-memory history, with the API faked
 * by msw. Tests that use it mock `@/chat`: the assistant is the chat helper's to test.
 */
export async function renderApp(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ queryClient, history });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await settled(router);
  return { router, history, queryClient, ...view };
}

/** Waits until no navigation or redirect is pending. */
export async function settled(router: AppRouter) {
  await waitFor(() => {
    if (router.state.status !== 'idle' || router.state.isLoading) throw new Error('router busy');
  });
}

/** The address the user sees: path plus search. */
export function addressOf(router: AppRouter): string {
  const { pathname, searchStr } = router.state.location;
  return `${pathname}${searchStr}`;
}
