import type { ArtifactInput } from './artifact-types.ts';

/** The artifact tab of one dashboard (kind `dashboard`, keyed by its id). */
export function dashboardArtifact(dashboardId: string, sourceMessageId?: string): ArtifactInput {
  return {
    kind: 'dashboard',
    key: dashboardId,
    props: { dashboardId },
    ...(sourceMessageId ? { sourceMessageId } : {}),
  };
}
