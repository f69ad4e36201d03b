/** The rows of a raw `db.execute`: PGlite answers `{ rows }`, postgres.js an array. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
