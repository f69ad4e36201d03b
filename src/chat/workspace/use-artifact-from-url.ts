import { useEffect } from 'react';
import { artifactKind } from '@/artifacts/artifact-registry';
import { useArtifactStore } from '@/artifacts/artifact-store';
import { parseArtifactId } from '@/artifacts/artifact-types';
import { useHydration } from '../runtime/hydration-store.ts';
import { peekSessionChat } from '../runtime/session-chat-registry.ts';

/**
 * `?artifact=<kind>:<key>`: opens (or focuses) that artifact, so a link or a reload shows it again. Once the
 * history is in, a restored tab also learns which message opened it.
 */
export function useArtifactFromUrl(sessionId: string | undefined, artifact: string | undefined): void {
  const hydrated = useHydration(sessionId ?? '')?.state === 'ready';
  useEffect(() => {
    if (!sessionId || !artifact) return;
    const parsed = parseArtifactId(artifact);
    if (!parsed) return;
    const store = useArtifactStore.getState();
    const existing = store.bySession[sessionId]?.tabs.find((t) => t.id === artifact);
    if (existing?.sourceMessageId || (existing && !hydrated)) {
      store.activate(sessionId, artifact);
      return;
    }
    const props = existing?.props ?? artifactKind(parsed.kind).propsFromKey(parsed.key);
    if (!props) return;
    const open = (source: string | undefined) =>
      useArtifactStore.getState().open(sessionId, {
        kind: parsed.kind,
        key: parsed.key,
        props,
        ...(source ? { sourceMessageId: source } : {}),
      });
    if (!hydrated) {
      open(undefined);
      return;
    }
    // Reading the history needs the tool contracts and cards, which come with the thread's code.
    let current = true;
    void import('../runtime/find-artifact-source.ts').then(({ findArtifactSource }) => {
      if (current) open(findArtifactSource(peekSessionChat(sessionId)?.messages ?? [], artifact));
    });
    return () => {
      current = false;
    };
  }, [sessionId, artifact, hydrated]);
}
