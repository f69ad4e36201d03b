/** One tab of the artifact panel: a screen opened for a session, and the message that opened it. */
export interface Artifact {
  /** `<kind>:<key>`, e.g. `screen:kox-list`; stable, so opening the same thing twice focuses its tab. */
  id: string;
  kind: string;
  props: Record<string, unknown>;
  /** The assistant message whose tool call opened it, when a message did. */
  sourceMessageId?: string;
  sessionId: string;
}

export type ArtifactInput = Omit<Artifact, 'id' | 'sessionId'> & { key: string };

export const artifactId = (kind: string, key: string) => `${kind}:${key}`;

export function parseArtifactId(id: string): { kind: string; key: string } | null {
  const at = id.indexOf(':');
  if (at <= 0 || at === id.length - 1) return null;
  return { kind: id.slice(0, at), key: id.slice(at + 1) };
}
