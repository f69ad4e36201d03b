/**
 * Dashboards created by a result that arrived live in this page (the tool's effect marks them), with the message
 * that made them. The card opens each one once, when it becomes ready; a history re-render was never marked.
 */
const live = new Map<string, string>();

export function markLiveDashboard(dashboardId: string, messageId: string): void {
  live.set(dashboardId, messageId);
}

/** The message to open the artifact from, the first time it is asked; undefined afterwards or when not live. */
export function takeLiveDashboard(dashboardId: string): string | undefined {
  const messageId = live.get(dashboardId);
  live.delete(dashboardId);
  return messageId;
}
