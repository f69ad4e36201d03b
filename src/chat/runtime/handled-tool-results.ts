/**
 * Tool calls whose result has already been acted on (artifact opened, language switched). History loaded from
 * the server is marked here before it is shown, so only results that arrive live trigger their effect.
 */
const handled = new Set<string>();

export function markToolResultsHandled(toolCallIds: Iterable<string>): void {
  for (const id of toolCallIds) handled.add(id);
}

/** True the first time it is asked about an id, false afterwards. */
export function claimToolResult(toolCallId: string): boolean {
  if (handled.has(toolCallId)) return false;
  handled.add(toolCallId);
  return true;
}
