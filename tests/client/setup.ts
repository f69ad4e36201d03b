import { afterAll, afterEach, beforeAll } from 'vitest';
import type { StoreApi } from 'zustand';
import { cleanup, configure } from '@testing-library/react';
import { server } from './msw/server.ts';
import { resetSessions } from './msw/handlers/session.ts';
import { initI18n } from '@/lib/i18n';
import { reloadAuthFromStorage } from '@/lib/auth/auth-store';
import { useLoadingStore } from '@/lib/api/loading-store';
import { resetErrorToast } from '@/lib/api/error-toast';
import { resetLoginOptions } from '@/screens/auth/use-login-options';
import { loadToasts } from '@/lib/toasts';
import { useArtifactStore } from '@/artifacts/artifact-store';
import { disposeAllSessionChats } from '@/chat/runtime/session-chat-registry';
import { useCurrentSessionStore } from '@/chat/runtime/current-session-store';
import { useHydrationStore } from '@/chat/runtime/hydration-store';
import { useStopRefusedStore } from '@/chat/runtime/stop-refused-store';
import { useHighlightStore } from '@/chat/thread/highlight-store';
import { useApprovalResults } from '@/tools/share-report/approval-results';

initI18n();
// Screens and tool cards load their bodies lazily; with the other lanes of `npm test` on both cores the first
// import of one has taken over 4 s alone, and CI has run five times slower: far past findBy*'s default second.
configure({ asyncUtilTimeout: 20_000 });
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

/** A store the app keeps for the life of the page, keyed by session or tool call ids that other files reuse. */
function resetToInitial<S>(store: StoreApi<S>): void {
  store.setState(store.getInitialState(), true);
}

afterAll(() => {
  server.close();
  // The `client` project shares modules between files (vitest.config.ts): each file starts a fresh page.
  disposeAllSessionChats();
  resetToInitial(useArtifactStore);
  resetToInitial(useCurrentSessionStore);
  resetToInitial(useHydrationStore);
  resetToInitial(useStopRefusedStore);
  resetToInitial(useHighlightStore);
  resetToInitial(useApprovalResults);
});
