import type { QueryClient } from '@tanstack/react-query';

/**
 * The app's query client as the artifact panel last saw it, so a tab title (a plain function, not a component)
 * can read a name that is already cached. Bound by the panels that render inside the QueryClientProvider.
 */
let client: QueryClient | undefined;

export function bindArtifactQueryClient(queryClient: QueryClient): void {
  client = queryClient;
}

export function artifactQueryClient(): QueryClient | undefined {
  return client;
}
