import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client';
import type { SlashRun } from '../composer/use-run-slash-command.ts';
import { useCurrentSessionStore } from '../runtime/current-session-store.ts';
import { SESSIONS_KEY } from '../sessions/session-queries.ts';

export type FirstMessage = { kind: 'text'; text: string } | { kind: 'tool'; run: SlashRun };

/**
 * Starts a conversation from a composer that has no session yet: creates the session, makes it current, sends
 * the first message (which keeps streaming in the session's Chat), then calls `onStarted` (e.g. to navigate).
 */
export function useStartSession(onStarted: (sessionId: string) => void) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const start = useMutation({
    mutationFn: () => callApi('session.addByApp', { domain: 'writer', app_doi: null, title: '' }),
  });
  const begin = (first: FirstMessage) => {
    start.mutate(undefined, {
      onSuccess: (session) => {
        const id = session.session_id;
        useCurrentSessionStore.getState().setSessionId(id);
        void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
        // The AI SDK loads with the first message, not with the start page (the workspace has it preloaded).
        void import('../runtime/send-to-session.ts').then(({ sendText, sendToolRequest }) =>
          first.kind === 'text'
            ? sendText(id, first.text)
            : sendToolRequest(id, { name: first.run.name, input: first.run.input }, first.run.text),
        );
        setText('');
        onStarted(id);
      },
    });
  };
  return { text, setText, begin, busy: start.isPending };
}
