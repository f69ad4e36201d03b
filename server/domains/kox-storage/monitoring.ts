import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { koxFollowerHistory, koxTeamCreators } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { JobRegistry } from '../../jobs/job-registry.ts';
import { nextRefreshFrom } from '../../jobs/refresh-schedule.ts';
import type { CreatorCatalog } from '../../kox/creator-catalog.ts';
import { parseCreatorLink } from '../../../src/lib/kox-link.ts';
import { StorageFailure, type CollectCreator, type CollectedCreator } from './store-job.ts';
import { YOUTUBE_CREATOR_PREFIX } from './youtube-storage-source.ts';

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

/** A sample creator as they are now; a collected one collected again by their channel (quota permitting). */
async function currentFigures(
  catalog: CreatorCatalog,
  collect: CollectCreator | undefined,
  creatorId: string,
  signal: AbortSignal,
): Promise<CollectedCreator | null> {
  const sample = catalog.creator(creatorId);
  if (sample) return { creatorId, sample: true, followers: sample.followers };
  const link = creatorId.startsWith(YOUTUBE_CREATOR_PREFIX)
    ? parseCreatorLink(`https://www.youtube.com/channel/${creatorId.slice(YOUTUBE_CREATOR_PREFIX.length)}`)
    : null;
  return link && collect ? collect(link, signal) : null;
}

/**
 * The refresh job: reads the creator's figures again from their source (a collected creator's recent posts
 * too) and adds the follower count to the trend. Sample creators' recent posts are made from their position on
 * every read, so there is nothing to store for them; a creator no longer monitored or no longer in the team is
 * left alone, and one whose source refuses (no key, quota spent) waits for the next week.
 */
export function registerRefreshJob(
  registry: JobRegistry,
  opts: { catalog: CreatorCatalog; collect?: CollectCreator },
): void {
  registry.register<{ teamId: string; creatorId: string }>(REFRESH_CREATOR, {
    maxAttempts: 3,
    async run(ctx) {
      const { teamId, creatorId } = ctx.job.payload;
      const [entry] = await ctx.db
        .select({ monitoring: koxTeamCreators.monitoring })
        .from(koxTeamCreators)
        .where(and(eq(koxTeamCreators.teamId, teamId), eq(koxTeamCreators.creatorId, creatorId)));
      if (!entry?.monitoring) return { skipped: 'not monitored' };
      const current = await currentFigures(opts.catalog, opts.collect, creatorId, ctx.signal).catch(
        (err: unknown) => {
          if (err instanceof StorageFailure) return null;
          throw err;
        },
      );
      if (!current) return { skipped: 'no source for this creator now' };
      return ctx.finish(async (tx) => {
        await current.save?.(tx);
        if (current.followers !== null)
          await recordFollowers(tx, { teamId, creatorId, followers: current.followers, at: ctx.now() });
        return { followers: current.followers };
      });
    },
  });
}
