/**
 * An error's message with those of its causes (drizzle wraps the driver's error: "Failed query: …" says which
 * statement, its cause says why), for jobs.last_error and the log. Never shown to users.
 */
export function describeError(err: unknown): string {
  const parts: string[] = [];
  let current: unknown = err;
  for (let depth = 0; current !== undefined && current !== null && depth < 5; depth++) {
    const text = current instanceof Error ? current.message : String(current);
    if (text) parts.push(text.trim());
    current = current instanceof Error ? current.cause : undefined;
  }
  return (parts.join(' ← ') || 'Unknown error').slice(0, 2_000);
}
