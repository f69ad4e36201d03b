import type { UIMessage } from 'ai';
import { create } from 'zustand';
import { callApi, isApiError } from '@/lib/api/client';
import { markToolResultsHandled } from './handled-tool-results.ts';
import { toolCallIdsOf } from './message-tool-parts.ts';
import { getSessionChat } from './session-chats.ts';

export type HydrationStatus = { state: 'loading' } | { state: 'ready' } | { state: 'error'; code: number };

interface HydrationState {
  bySession: Record<string, HydrationStatus>;
}

/** Whether each session's history has been loaded into its Chat. */
export const useHydrationStore = create<HydrationState>(() => ({ bySession: {} }));

const inFlight = new Map<string, Promise<void>>();

const setStatus = (sessionId: string, status: HydrationStatus) =>
  useHydrationStore.setState((s) => ({ bySession: { ...s.bySession, [sessionId]: status } }));

/**
 * Loads a session's saved messages into its Chat, once. Their tool results count as handled, so reopening a
 * session never re-runs an old `open_screen`. A Chat that already has messages (a stream started here) keeps them.
 */
export function hydrateSessionChat(sessionId: string): Promise<void> {
  if (useHydrationStore.getState().bySession[sessionId]?.state === 'ready') return Promise.resolve();
  const running = inFlight.get(sessionId);
  if (running) return running;
  setStatus(sessionId, { state: 'loading' });
  const promise = callApi('session.chatHistory', { session_id: sessionId }, { silent: true })
    .then((history) => {
      const chat = getSessionChat(sessionId);
      const messages = history as UIMessage[];
      markToolResultsHandled(toolCallIdsOf(messages));
      if (chat.messages.length === 0) chat.messages = messages;
      setStatus(sessionId, { state: 'ready' });
    })
    .catch((error: unknown) => {
      setStatus(sessionId, { state: 'error', code: isApiError(error) ? error.code : 0 });
    })
    .finally(() => inFlight.delete(sessionId));
  inFlight.set(sessionId, promise);
  return promise;
}

export function useHydration(sessionId: string): HydrationStatus | undefined {
  return useHydrationStore((s) => s.bySession[sessionId]);
}

/** Forgets a session's status so a later visit loads again (after deletion, or to retry). */
export function resetHydration(sessionId: string): void {
  useHydrationStore.setState((s) => {
    const { [sessionId]: _dropped, ...rest } = s.bySession;
    return { bySession: rest };
  });
}
