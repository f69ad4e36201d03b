import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Rows written per statement: drizzle takes 40–110 ms of the event loop to build one insert of 1,000 rows
 * (docs/decisions.md, KOX import), so a batch goes in statements of this many, other requests running between.
 * Rows whose generated keys nobody reads back can go in one statement instead (insert-json-rows.ts).
 */
export const ROWS_PER_STATEMENT = 100;

/** Runs `write` on consecutive chunks of `rows`, in order, yielding to the event loop between them. */
export async function inChunks<T, R>(rows: readonly T[], write: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let at = 0; at < rows.length; at += ROWS_PER_STATEMENT) {
    if (at > 0) await nextTurn();
    out.push(...(await write(rows.slice(at, at + ROWS_PER_STATEMENT))));
  }
  return out;
}
