/**
 * An unexpected error as one log entry, without the values of a failed query: drizzle puts the SQL *and its
 * parameters* (what users typed, account names, tokens' hashes) into the message and the error object. The
 * query text and the database's own message are enough to find the fault.
 */
export function errorForLog(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const query = (err as { query?: unknown }).query;
  if (typeof query === 'string') {
    const cause = err.cause instanceof Error ? err.cause : undefined;
    return [
      `${err.name}: query failed: ${query}`,
      cause ? `caused by ${cause.name}: ${cause.message}` : '',
      stackFrames(err),
    ]
      .filter(Boolean)
      .join('\n');
  }
  const cause = err.cause === undefined ? '' : `\ncaused by ${errorForLog(err.cause)}`;
  return `${err.stack ?? `${err.name}: ${err.message}`}${cause}`;
}

/** The "    at …" lines of a stack, without its first line (which repeats the message). */
function stackFrames(err: Error): string {
  return (err.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}
