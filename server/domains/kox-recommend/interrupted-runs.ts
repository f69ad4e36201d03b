import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { koxRecommendations } from '../../db/schema/index.ts';

/** A run that has not finished after this long was cut off (its server stopped): it may be run again. */
export const STALE_RUN_MS = 10 * 60_000;

/** Where runs still `running` count as cut off: all of them for the only process (PGlite), else the stale ones. */
export const interruptedBefore = (now: Date, exclusive: boolean) =>
  exclusive ? now : new Date(now.getTime() - STALE_RUN_MS);

/**
 * Marks failed the recommendations left `running` by a server that stopped before storing their result, so
 * their screens and streams end (10243, run again) instead of waiting forever. Returns their ids.
 */
export async function failInterruptedRuns(db: Db, before: Date): Promise<string[]> {
  const failed = await db
    .update(koxRecommendations)
    .set({ status: 'failed', finishedAt: new Date() })
    .where(
      and(
        eq(koxRecommendations.status, 'running'),
        or(isNull(koxRecommendations.startedAt), lt(koxRecommendations.startedAt, before)),
      ),
    )
    .returning({ id: koxRecommendations.id });
  return failed.map((row) => row.id);
}
