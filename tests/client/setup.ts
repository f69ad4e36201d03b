import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { server } from './msw/server.ts';
import { resetSessions } from './msw/handlers/session.ts';
import { initI18n } from '@/lib/i18n';
import { reloadAuthFromStorage } from '@/lib/auth/auth-store';
import { useLoadingStore } from '@/lib/api/loading-store';
import { resetErrorToast } from '@/lib/api/error-toast';

initI18n();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetSessions();
  localStorage.clear();
  sessionStorage.clear();
  reloadAuthFromStorage();
  useLoadingStore.setState({ count: 0 });
  resetErrorToast();
  // Back to the default language (zh) now that the stored locale is gone.
  initI18n();
});

afterAll(() => server.close());
