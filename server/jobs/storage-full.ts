/** PostgreSQL's SQLSTATE for "disk full" (PGlite and postgres-js both carry it as `code`). */
const PG_DISK_FULL = '53100';

/**
 * Whether `err`, or an error it wraps, says the disk is full: Node's ENOSPC, PostgreSQL's disk_full (also
 * PGlite's "could not extend file …"), or DuckDB's "Could not write file …: No space left on device" (DuckDB
 * errors cross the worker thread as text, so the message is read too).
 */
export function isStorageFull(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (code === 'ENOSPC' || code === PG_DISK_FULL) return true;
    if (/no space left on device/i.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
