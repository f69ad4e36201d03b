import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from './msw/server.ts';
import { resetSessions } from './msw/handlers/session.ts';
import { initI18n } from '@/lib/i18n';
import { reloadAuthFromStorage } from '@/lib/auth/auth-store';
import { useLoadingStore } from '@/lib/api/loading-store';
import { resetErrorToast } from '@/lib/api/error-toast';
import { resetLoginOptions } from '@/screens/auth/use-login-options';
import { loadToasts } from '@/lib/toasts';

initI18n();
// Screens and tool cards load their bodies lazily; with the other lanes of `npm test` on both cores the first
// import of one has taken over 4 s, far past the default second that findBy* waits.
configure({ asyncUtilTimeout: 10_000 });
// Every namespace, as the app has them once each screen's code is loaded (a shared test checks the imports).
import.meta.glob('../../src/lib/i18n/namespaces/*.ts', { eager: true });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // As in the app once its first screen is up; tests/client/lib/toasts.test.tsx covers a toast asked for earlier.
  await loadToasts();
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetSessions();
  localStorage.clear();
  sessionStorage.clear();
  reloadAuthFromStorage();
  useLoadingStore.setState({ count: 0 });
  resetErrorToast();
  resetLoginOptions();
  // Back to the default language (zh) now that the stored locale is gone.
  initI18n();
});

afterAll(() => server.close());
