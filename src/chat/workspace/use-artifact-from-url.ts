import { useEffect } from 'react';
import { artifactKind } from '@/artifacts/artifact-registry';
import { useArtifactStore } from '@/artifacts/artifact-store';
import { parseArtifactId } from '@/artifacts/artifact-types';
import { findArtifactSource } from '../runtime/find-artifact-source.ts';
import { useHydration } from '../runtime/hydration-store.ts';
import { getSessionChat } from '../runtime/session-chats.ts';

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
    const source = hydrated ? findArtifactSource(getSessionChat(sessionId).messages, artifact) : undefined;
    store.open(sessionId, {
      kind: parsed.kind,
      key: parsed.key,
      props,
      ...(source ? { sourceMessageId: source } : {}),
    });
  }, [sessionId, artifact, hydrated]);
}
