import { create } from 'zustand';
import { artifactId, type Artifact, type ArtifactInput } from './artifact-types.ts';

interface SessionArtifacts {
  tabs: Artifact[];
  activeId: string | null;
}

interface ArtifactState {
  bySession: Record<string, SessionArtifacts>;
  /** Opens (or focuses and refreshes) a tab in the session and makes it active; returns its id. */
  open(sessionId: string, input: ArtifactInput): string;
  activate(sessionId: string, id: string): void;
  /** Records which message opened a tab, leaving the active tab as it is. */
  setSource(sessionId: string, id: string, sourceMessageId: string): void;
  /** Closes a tab; the neighbour to its left (or the new first tab) becomes active. */
  close(sessionId: string, id: string): void;
  /** Forgets everything of a deleted session. */
  clearSession(sessionId: string): void;
}

const EMPTY: SessionArtifacts = { tabs: [], activeId: null };

/** The artifact panel's tabs, per session, for the life of the page. */
export const useArtifactStore = create<ArtifactState>((set) => ({
  bySession: {},
  open(sessionId, { key, ...rest }) {
    const id = artifactId(rest.kind, key);
    const artifact: Artifact = { ...rest, id, sessionId };
    set((state) => {
      const current = state.bySession[sessionId] ?? EMPTY;
      const exists = current.tabs.some((t) => t.id === id);
      const tabs = exists
        ? current.tabs.map((t) => (t.id === id ? artifact : t))
        : [...current.tabs, artifact];
      return { bySession: { ...state.bySession, [sessionId]: { tabs, activeId: id } } };
    });
    return id;
  },
  activate(sessionId, id) {
    set((state) => {
      const current = state.bySession[sessionId];
      if (!current?.tabs.some((t) => t.id === id)) return state;
      return { bySession: { ...state.bySession, [sessionId]: { ...current, activeId: id } } };
    });
  },
  setSource(sessionId, id, sourceMessageId) {
    set((state) => {
      const current = state.bySession[sessionId];
      if (!current?.tabs.some((t) => t.id === id)) return state;
      const tabs = current.tabs.map((t) => (t.id === id ? { ...t, sourceMessageId } : t));
      return { bySession: { ...state.bySession, [sessionId]: { ...current, tabs } } };
    });
  },
  close(sessionId, id) {
    set((state) => {
      const current = state.bySession[sessionId];
      if (!current) return state;
      const index = current.tabs.findIndex((t) => t.id === id);
      if (index < 0) return state;
      const tabs = current.tabs.filter((t) => t.id !== id);
      const activeId =
        current.activeId === id ? (tabs[Math.max(0, index - 1)]?.id ?? null) : current.activeId;
      return { bySession: { ...state.bySession, [sessionId]: { tabs, activeId } } };
    });
  },
  clearSession(sessionId) {
    set((state) => {
      const { [sessionId]: _removed, ...rest } = state.bySession;
      return { bySession: rest };
    });
  },
}));

export function useSessionArtifacts(sessionId: string | undefined): SessionArtifacts {
  return useArtifactStore((s) => (sessionId ? (s.bySession[sessionId] ?? EMPTY) : EMPTY));
}
