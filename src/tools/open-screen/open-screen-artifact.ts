import type { ArtifactInput } from '@/artifacts/artifact-types';
import { dashboardArtifact } from '@/artifacts/dashboard-artifact';
import { findScreenView } from '@/lib/screen-catalog';

/**
 * The artifact that shows a catalog screen, remembering the message that opened it. With params (a creator's
 * `id`, a list's filters) each different set is its own tab; the same set focuses the tab already open.
 */
export function screenArtifact(
  screenId: string,
  sourceMessageId?: string,
  params?: Readonly<Record<string, string>>,
): ArtifactInput {
  const entries = Object.entries(params ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return {
    kind: 'screen',
    key: entries.length > 0 ? `${screenId}?${new URLSearchParams(entries).toString()}` : screenId,
    props: entries.length > 0 ? { screenId, params: Object.fromEntries(entries) } : { screenId },
    ...(sourceMessageId ? { sourceMessageId } : {}),
  };
}

/**
 * The artifact of what `open_screen` opened: the screen, with its view's search when it opened a view and the
 * list's search when it searched, or the one dashboard it named.
 */
export function openedScreenArtifact(
  output: { screen: string; view?: string; search?: string; dashboard?: { id: string } },
  sourceMessageId?: string,
): ArtifactInput {
  if (output.dashboard) return dashboardArtifact(output.dashboard.id, sourceMessageId);
  const view = output.view ? findScreenView(output.screen, output.view) : undefined;
  const params = { ...view?.search, ...(output.search ? { q: output.search } : {}) };
  return screenArtifact(output.screen, sourceMessageId, params);
}
