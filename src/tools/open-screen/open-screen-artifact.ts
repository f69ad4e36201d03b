import type { ArtifactInput } from '@/artifacts/artifact-types';

/** The artifact that shows a catalog screen, remembering the message that opened it. */
export function screenArtifact(screenId: string, sourceMessageId?: string): ArtifactInput {
  return {
    kind: 'screen',
    key: screenId,
    props: { screenId },
    ...(sourceMessageId ? { sourceMessageId } : {}),
  };
}
