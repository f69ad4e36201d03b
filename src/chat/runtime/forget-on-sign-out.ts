import { useArtifactStore } from '@/artifacts/artifact-store';
import { useAuthStore } from '@/lib/auth/auth-store';
import { useCurrentSessionStore } from './current-session-store.ts';
import { useHydrationStore } from './hydration-store.ts';
import { disposeAllSessionChats } from './session-chat-registry.ts';
import { useStopRefusedStore } from './stop-refused-store.ts';

/** Everything the chat keeps for the page's life, dropped when the user signs out or the sign-in expires. */
export function forgetChatState(): void {
  disposeAllSessionChats();
  useHydrationStore.setState({ bySession: {} });
  useArtifactStore.setState({ bySession: {} });
  useStopRefusedStore.setState({ bySession: {} });
  useCurrentSessionStore.getState().setSessionId(null);
}

let watching = false;

/** Starts (once) following the auth store: a sign-out forgets the chat state. */
export function forgetChatStateOnSignOut(): void {
  if (watching) return;
  watching = true;
  useAuthStore.subscribe((state, previous) => {
    if (previous.userInfo && !state.userInfo) forgetChatState();
  });
}
