import type { PGlite } from '@electric-sql/pglite';

/**
 * PANIC and FATAL end a PostgreSQL backend; in PGlite that backend is the whole database, and the next query
 * then blocks the event loop for good (seen with a WAL write that hit a full disk). A WebAssembly trap is the
 * same: the module is gone.
 */
export function isFatalDbError(err: unknown): boolean {
  if (err instanceof WebAssembly.RuntimeError) return true;
  const severity = (err as { severity?: unknown } | null)?.severity;
  return severity === 'PANIC' || severity === 'FATAL';
}

/**
 * Calls `onFatal` the moment PGlite answers with a fatal error, while that query still holds PGlite's lock,
 * so no other query reaches the dead database when `onFatal` exits the process.
 */
export function watchFatalErrors(client: PGlite, onFatal: (err: Error) => void): void {
  const exec = client.execProtocolStream.bind(client);
  client.execProtocolStream = async (...args) => {
    try {
      return await exec(...args);
    } catch (err) {
      if (isFatalDbError(err)) onFatal(err as Error);
      throw err;
    }
  };
}

/**
 * The server cannot go on without its database, nor serve reads from it: it says why and exits, so a
 * supervisor restarts it; at the next start PostgreSQL recovers from its WAL and the job runner resumes.
 */
export function exitOnFatalDbError(err: Error): never {
  console.error(
    [
      `The embedded database stopped after a fatal error: ${err.message}`,
      'Booster Studio exits now; start it again (a supervisor does this by itself). If the disk is full, free',
      'space where DATA_DIR is first: unfinished dashboards resume at the next start.',
    ].join('\n'),
  );
  process.exit(1);
}
