import { create } from 'zustand';

interface StopRefusedState {
  /** Per session, the user message whose answer the server could not stop; the notice goes with that turn. */
  bySession: Record<string, string>;
}

/**
 * Stops the server answered with `stopped: false` (the answer had already finished, or the node writing it did
 * not answer in time), so the thread says so instead of "terminated" until the user's next message.
 */
export const useStopRefusedStore = create<StopRefusedState>(() => ({ bySession: {} }));

export const markStopRefused = (sessionId: string, userMessageId: string) =>
  useStopRefusedStore.setState((s) => ({ bySession: { ...s.bySession, [sessionId]: userMessageId } }));
