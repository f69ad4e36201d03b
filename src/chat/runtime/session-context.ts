import { createContext, useContext } from 'react';

export interface SessionChatState {
  sessionId: string;
  /** The last failure of this session's chat, shown under the thread until the next message. */
  error: Error | undefined;
  clearError(): void;
}

export const SessionChatContext = createContext<SessionChatState | null>(null);

export function useSessionChatState(): SessionChatState {
  const value = useContext(SessionChatContext);
  if (!value) throw new Error('useSessionChatState must be used inside <SessionRuntime>.');
  return value;
}
