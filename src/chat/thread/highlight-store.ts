import { create } from 'zustand';

interface HighlightState {
  messageId: string | null;
  /** Changes on every request, so asking twice for the same message scrolls again. */
  requestedAt: number;
  highlight(messageId: string): void;
  clear(): void;
}

/** "Go to message" from the artifact panel: which message the thread scrolls to and rings for a moment. */
export const useHighlightStore = create<HighlightState>((set) => ({
  messageId: null,
  requestedAt: 0,
  highlight: (messageId) => set({ messageId, requestedAt: Date.now() }),
  clear: () => set({ messageId: null }),
}));
