/**
 * Errors as text for the server log and jobs.last_error, never for users, and without the values of a failed
 * query: drizzle puts the SQL *and its parameters* (what users typed, account names, tokens' hashes) into its
 * message. The query text and the database's own message are enough to find the fault.
 */

/**
 * An error's own words: for drizzle's "Failed query" wrapper, its SQL instead of the message that lists the
 * parameters (the driver's error under it has a `query` too, but its message is the database's reason).
 */
function messageOf(err: Error): string {
  const query = (err as { query?: unknown }).query;
  return typeof query === 'string' && err.message.startsWith('Failed query')
    ? `query failed: ${query}`
    : err.message;
}

/** One line: the error's message and those of its causes (a driver's error wrapped by drizzle says why). */
export function errorSummary(err: unknown): string {
  const parts: string[] = [];
  let current: unknown = err;
  for (let depth = 0; current !== undefined && current !== null && depth < 5; depth++) {
    const text = current instanceof Error ? messageOf(current) : String(current);
    if (text) parts.push(text.trim());
    current = current instanceof Error ? current.cause : undefined;
  }
  return (parts.join(' ← ') || 'Unknown error').slice(0, 2_000);
}

/** An unexpected error as one log entry: name, message, stack frames, then its causes the same way. */
export function errorForLog(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const frames = (err.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
  const head = [`${err.name}: ${messageOf(err)}`, frames].filter(Boolean).join('\n');
  return err.cause === undefined ? head : `${head}\ncaused by ${errorForLog(err.cause)}`;
}
