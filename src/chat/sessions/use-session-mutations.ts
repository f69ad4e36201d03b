import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useArtifactStore } from '@/artifacts/artifact-store';
import { callApi } from '@/lib/api/client';
import { useCurrentSessionStore } from '../runtime/current-session-store.ts';
import { resetHydration } from '../runtime/hydration-store.ts';
import { disposeSessionChat } from '../runtime/session-chat-registry.ts';
import { SESSIONS_KEY } from './session-queries.ts';

/** Create, rename and delete sessions; each refreshes the session lists. */
export function useSessionMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });

  const create = useMutation({
    mutationFn: (title: string = '') =>
      callApi('session.addByApp', { domain: 'writer', app_doi: null, title }),
    onSuccess: refresh,
  });
  const rename = useMutation({
    mutationFn: (input: { sessionId: string; title: string }) =>
      callApi('session.edit', { session_id: input.sessionId, title: input.title }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async (sessionId: string) => {
      await callApi('session.del', { session_id: sessionId });
      return sessionId;
    },
    onSuccess: async (sessionId) => {
      await disposeSessionChat(sessionId);
      resetHydration(sessionId);
      useArtifactStore.getState().clearSession(sessionId);
      if (useCurrentSessionStore.getState().sessionId === sessionId)
        useCurrentSessionStore.getState().setSessionId(null);
      await refresh();
    },
  });
  return { create, rename, remove };
}
