import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { isFatalDbError, watchFatalErrors } from '../../../server/db/fatal-db-error.ts';

/** A stand-in for PGlite whose next protocol exchange fails with `error`, noting what happened when. */
function failingClient(error: unknown, events: string[]) {
  const client = {
    execProtocolStream: () => Promise.reject(error),
  };
  watchFatalErrors(client as unknown as PGlite, (err) => events.push(`fatal: ${err.message}`));
  return client;
}

const pgError = (severity: string, message: string) => Object.assign(new Error(message), { severity });

describe('fatal errors of the embedded database', () => {
  it('are reported before the failing query settles, so nothing else reaches the dead database', async () => {
    const events: string[] = [];
    const client = failingClient(
      pgError('PANIC', 'could not write to file "pg_wal/xlogtemp.42": No space left on device'),
      events,
    );
    await client.execProtocolStream().catch(() => events.push('query rejected'));
    expect(events).toEqual([
      'fatal: could not write to file "pg_wal/xlogtemp.42": No space left on device',
      'query rejected',
    ]);
  });

  it('leave ordinary errors, a refused write on a full disk included, to the caller', async () => {
    const events: string[] = [];
    const client = failingClient(
      pgError('ERROR', 'could not extend file "base/5/1": No space left on device'),
      events,
    );
    await client.execProtocolStream().catch(() => events.push('query rejected'));
    expect(events).toEqual(['query rejected']);
  });

  it('are PANIC, FATAL and WebAssembly traps', () => {
    expect(isFatalDbError(pgError('PANIC', 'x'))).toBe(true);
    expect(isFatalDbError(pgError('FATAL', 'x'))).toBe(true);
    expect(isFatalDbError(new WebAssembly.RuntimeError('unreachable'))).toBe(true);
    expect(isFatalDbError(pgError('ERROR', 'x'))).toBe(false);
    expect(isFatalDbError(null)).toBe(false);
  });
});
