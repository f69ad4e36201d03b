import { useEffect } from 'react';
import { artifactKind } from '@/artifacts/artifact-registry';
import { useArtifactStore } from '@/artifacts/artifact-store';
import { parseArtifactId } from '@/artifacts/artifact-types';

/** `?artifact=<kind>:<key>`: opens (or focuses) that artifact, so a link or a reload shows it again. */
export function useArtifactFromUrl(sessionId: string | undefined, artifact: string | undefined): void {
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
}
