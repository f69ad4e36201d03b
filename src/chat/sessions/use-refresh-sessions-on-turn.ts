import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { chatEvents } from '../runtime/chat-events.ts';
import { SESSIONS_KEY } from './session-queries.ts';

/** A finished turn can rename (first message) and reorder (updated_at) sessions. */
export function useRefreshSessionsOnTurn(): void {
  const queryClient = useQueryClient();
  useEffect(
    () => chatEvents.on('turnEnded', () => void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY })),
    [queryClient],
  );
}
