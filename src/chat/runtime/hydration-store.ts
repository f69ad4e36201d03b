import { create } from 'zustand';

export type HydrationStatus = { state: 'loading' } | { state: 'ready' } | { state: 'error'; code: number };

interface HydrationState {
  bySession: Record<string, HydrationStatus>;
}

/**
 * Whether each session's history has been loaded into its Chat (hydrate-session-chat.ts loads it; this store
 * stays free of the AI SDK for the screens that only read or reset it).
 */
export const useHydrationStore = create<HydrationState>(() => ({ bySession: {} }));

export const setHydrationStatus = (sessionId: string, status: HydrationStatus) =>
  useHydrationStore.setState((s) => ({ bySession: { ...s.bySession, [sessionId]: status } }));

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
