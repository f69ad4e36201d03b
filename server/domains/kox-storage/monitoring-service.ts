import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { koxFollowerHistory, koxTeamCreators } from '../../db/schema/index.ts';
import type { TeamContext } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { visibleEntries, visibleEntryOf } from '../kox/team-queries.ts';
import { nextMonitoringRefresh } from './monitoring.ts';

const notFound = () => new AppError('NOT_FOUND', 'Creator not found.');

/** Monitoring on or off for creators the caller sees in the team's database, all or none (else 10205). */
export async function setMonitoring(
  db: Db,
  team: TeamContext,
  input: { creator_ids: string[]; monitoring: boolean },
) {
  const now = new Date();
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(koxTeamCreators)
      .set({
        monitoring: input.monitoring,
        nextRefreshAt: input.monitoring ? nextMonitoringRefresh(now) : null,
        updatedAt: now,
      })
      .where(and(visibleEntries(team), inArray(koxTeamCreators.creatorId, input.creator_ids)))
      .returning({ id: koxTeamCreators.creatorId });
    if (changed.length !== input.creator_ids.length) throw notFound();
    return { changed: changed.length };
  });
}

export async function followerHistory(db: Db, team: TeamContext, creatorId: string) {
  if (!(await visibleEntryOf(db, team, creatorId))) throw notFound();
  const [entry] = await db
    .select({ monitoring: koxTeamCreators.monitoring, nextRefreshAt: koxTeamCreators.nextRefreshAt })
    .from(koxTeamCreators)
    .where(and(eq(koxTeamCreators.teamId, team.id), eq(koxTeamCreators.creatorId, creatorId)));
  const points = await db
    .select({ followers: koxFollowerHistory.followers, recordedAt: koxFollowerHistory.recordedAt })
    .from(koxFollowerHistory)
    .where(and(eq(koxFollowerHistory.teamId, team.id), eq(koxFollowerHistory.creatorId, creatorId)))
    .orderBy(asc(koxFollowerHistory.recordedAt));
  return {
    monitoring: entry?.monitoring ?? false,
    next_refresh_at: entry?.nextRefreshAt?.toISOString() ?? null,
    points: points.map((p) => ({ followers: p.followers, recorded_at: p.recordedAt.toISOString() })),
  };
}
