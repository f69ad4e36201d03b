import { useEffect } from 'react';
import { artifactKind } from '@/artifacts/artifact-registry';
import { useArtifactStore } from '@/artifacts/artifact-store';
import { parseArtifactId } from '@/artifacts/artifact-types';
import { useHydration } from '../runtime/hydration-store.ts';
import { peekSessionChat } from '../runtime/session-chat-registry.ts';

/**
 * `?artifact=<kind>:<key>`: opens (or focuses) that artifact, so a link or a reload shows it again. Once the
 * history is in, a restored tab also learns which message opened it, without taking the focus back from a tab
 * the user has chosen meanwhile.
 */
export function useArtifactFromUrl(sessionId: string | undefined, artifact: string | undefined): void {
  const hydrated = useHydration(sessionId ?? '')?.state === 'ready';

  useEffect(() => {
    if (!sessionId || !artifact) return;
    const parsed = parseArtifactId(artifact);
    if (!parsed) return;
    const store = useArtifactStore.getState();
    if (store.bySession[sessionId]?.tabs.some((t) => t.id === artifact)) {
      store.activate(sessionId, artifact);
      return;
    }
    const props = artifactKind(parsed.kind).propsFromKey(parsed.key);
    if (props) store.open(sessionId, { kind: parsed.kind, key: parsed.key, props });
  }, [sessionId, artifact]);

  useEffect(() => {
    if (!sessionId || !artifact || !hydrated) return;
    const tab = useArtifactStore.getState().bySession[sessionId]?.tabs.find((t) => t.id === artifact);
    if (!tab || tab.sourceMessageId) return;
    // Reading the history needs the tool contracts and cards, which come with the thread's code.
    let current = true;
    void import('../runtime/find-artifact-source.ts').then(({ findArtifactSource }) => {
      const source = findArtifactSource(peekSessionChat(sessionId)?.messages ?? [], artifact);
      if (current && source) useArtifactStore.getState().setSource(sessionId, artifact, source);
    });
    return () => {
      current = false;
    };
  }, [sessionId, artifact, hydrated]);
}
