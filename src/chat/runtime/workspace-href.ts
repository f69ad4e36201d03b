export const WORKSPACE_PATH = '/writer/app/session';

/** `/writer/app/session?session=…&artifact=…`, the address of a session (and its open artifact). */
export function workspaceHref(sessionId: string | undefined, artifact?: string): string {
  const search = new URLSearchParams();
  if (sessionId) search.set('session', sessionId);
  if (artifact) search.set('artifact', artifact);
  const query = search.toString();
  return query ? `${WORKSPACE_PATH}?${query}` : WORKSPACE_PATH;
}
