import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { koxFollowerHistory, koxTeamCreators } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { JobRegistry } from '../../jobs/job-registry.ts';
import { nextRefreshFrom } from '../../jobs/refresh-schedule.ts';
import type { CreatorCatalog } from '../../kox/creator-catalog.ts';

export const REFRESH_CREATOR = 'kox-refresh-creator';

/** A monitored creator's followers and recent posts refresh once a week (issue 12). */
export function nextMonitoringRefresh(from: Date): Date {
  return nextRefreshFrom('weekly', from, from)!;
}

/** One point of the follower trend; a second one at the same instant is the same point. */
export async function recordFollowers(
  db: Db,
  point: { teamId: string; creatorId: string; followers: number; at: Date },
): Promise<void> {
  await db
    .insert(koxFollowerHistory)
    .values({
      teamId: point.teamId,
      creatorId: point.creatorId,
      followers: point.followers,
      recordedAt: point.at,
    })
    .onConflictDoNothing();
}

/**
 * Queues a refresh for each monitored team creator that is due and moves its date on a week (missed weeks are
 * skipped, not piled up), in one transaction; rows another node is scheduling are skipped. Returns how many.
 */
export async function scheduleDueCreatorRefreshes(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        teamId: koxTeamCreators.teamId,
        creatorId: koxTeamCreators.creatorId,
        nextRefreshAt: koxTeamCreators.nextRefreshAt,
      })
      .from(koxTeamCreators)
      .where(
        and(
          eq(koxTeamCreators.monitoring, true),
          isNotNull(koxTeamCreators.nextRefreshAt),
          lte(koxTeamCreators.nextRefreshAt, now),
        ),
      )
      .for('update', { skipLocked: true });
    for (const row of due) {
      await enqueueJob(tx, {
        kind: REFRESH_CREATOR,
        teamId: row.teamId,
        payload: { teamId: row.teamId, creatorId: row.creatorId },
        runAt: now,
      });
      await tx
        .update(koxTeamCreators)
        .set({ nextRefreshAt: nextRefreshFrom('weekly', row.nextRefreshAt ?? now, now) })
        .where(and(eq(koxTeamCreators.teamId, row.teamId), eq(koxTeamCreators.creatorId, row.creatorId)));
    }
    return due.length;
  });
}

/**
 * The refresh job: reads the creator's figures again from their source and adds the follower count to the
 * trend. Sample creators' recent posts are made from their position on every read, so there is nothing to
 * store for them; a creator no longer monitored or no longer in the team is left alone.
 */
export function registerRefreshJob(registry: JobRegistry, opts: { catalog: CreatorCatalog }): void {
  registry.register<{ teamId: string; creatorId: string }>(REFRESH_CREATOR, {
    maxAttempts: 3,
    async run(ctx) {
      const { teamId, creatorId } = ctx.job.payload;
      const [entry] = await ctx.db
        .select({ monitoring: koxTeamCreators.monitoring })
        .from(koxTeamCreators)
        .where(and(eq(koxTeamCreators.teamId, teamId), eq(koxTeamCreators.creatorId, creatorId)));
      if (!entry?.monitoring) return { skipped: 'not monitored' };
      const creator = opts.catalog.creator(creatorId);
      if (!creator) return { skipped: 'creator unknown to its source' };
      return ctx.finish(async (tx) => {
        await recordFollowers(tx, { teamId, creatorId, followers: creator.followers, at: ctx.now() });
        return { followers: creator.followers };
      });
    },
  });
}
