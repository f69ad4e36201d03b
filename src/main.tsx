import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { watchPageHeadingFocus } from '@/lib/a11y/page-heading-focus';
import { initI18n } from '@/lib/i18n';
import { checkVersion } from '@/lib/version-check';
import { isSignedIn, syncAuthAcrossTabs } from '@/lib/auth/auth-store';
import { loadEndpointTable } from '@/lib/api/endpoint-table';
import {
  revalidateOnAuthChange,
  watchRouteChanges,
  watchScriptErrors,
} from '@/lib/router/route-change-effects';
import { Toaster } from '@/components/toaster';
import { LoadingOverlay } from '@/components/loading-overlay';
import { createAppRouter } from './router.tsx';
import './index.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
const router = createAppRouter({ queryClient });

initI18n();
syncAuthAcrossTabs();
revalidateOnAuthChange(router);
watchRouteChanges(router);
watchPageHeadingFocus(router);
watchScriptErrors();
void checkVersion();
// A signed-in screen calls the API at once: the answers' schemas load beside its code instead of after it.
if (isSignedIn()) void loadEndpointTable();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
      <LoadingOverlay />
    </QueryClientProvider>
  </StrictMode>,
);
