import type { UIMessage } from 'ai';
import { callApi, isApiError } from '@/lib/api/client';
import { markToolResultsHandled } from './handled-tool-results.ts';
import { setHydrationStatus, useHydrationStore } from './hydration-store.ts';
import { toolCallIdsOf } from './message-tool-parts.ts';
import { getSessionChat } from './session-chats.ts';

const inFlight = new Map<string, Promise<void>>();

/**
 * Loads a session's saved messages into its Chat, once. Their tool results count as handled, so reopening a
 * session never re-runs an old `open_screen`. A Chat that already has messages (a stream started here) keeps them.
 */
export function hydrateSessionChat(sessionId: string): Promise<void> {
  if (useHydrationStore.getState().bySession[sessionId]?.state === 'ready') return Promise.resolve();
  const running = inFlight.get(sessionId);
  if (running) return running;
  setHydrationStatus(sessionId, { state: 'loading' });
  const promise = callApi('session.chatHistory', { session_id: sessionId }, { silent: true })
    .then((history) => {
      const chat = getSessionChat(sessionId);
      const messages = history as UIMessage[];
      markToolResultsHandled(toolCallIdsOf(messages));
      if (chat.messages.length === 0) chat.messages = messages;
      setHydrationStatus(sessionId, { state: 'ready' });
    })
    .catch((error: unknown) => {
      setHydrationStatus(sessionId, { state: 'error', code: isApiError(error) ? error.code : 0 });
    })
    .finally(() => inFlight.delete(sessionId));
  inFlight.set(sessionId, promise);
  return promise;
}

/**
 * Replaces the session's messages with what the server saved, once the Chat's stream ended (after a stop the
 * server could not make, what was shown live may differ from what was kept). A failed load keeps what is shown.
 */
export async function reloadSessionChat(sessionId: string): Promise<void> {
  try {
    const messages = (await callApi(
      'session.chatHistory',
      { session_id: sessionId },
      { silent: true },
    )) as UIMessage[];
    markToolResultsHandled(toolCallIdsOf(messages));
    getSessionChat(sessionId).messages = messages;
  } catch (error) {
    console.error('[chat] reloading the conversation failed', error);
  }
}
