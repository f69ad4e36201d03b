import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface CurrentSessionState {
  /** The session the user is looking at: the workspace's, else the last one, shown again in the dock. */
  sessionId: string | null;
  setSessionId(sessionId: string | null): void;
}

export const useCurrentSessionStore = create<CurrentSessionState>()(
  persist(
    (set) => ({
      sessionId: null,
      setSessionId: (sessionId) => set({ sessionId }),
    }),
    { name: 'assistant_session', storage: createJSONStorage(() => localStorage) },
  ),
);

export const isCurrentSession = (sessionId: string) =>
  useCurrentSessionStore.getState().sessionId === sessionId;
