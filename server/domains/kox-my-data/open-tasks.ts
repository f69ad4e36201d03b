import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { koxRecommendations, koxStorageRecords } from '../../db/schema/index.ts';
import type { TeamContext } from '../../lib/app-env.ts';
import { visibleRecords } from '../kox-storage/storage-records.ts';

const SHOWN = 10;

/** The team's KOX work still going or failed (completed work is in its own lists), newest first. */
export async function openTasks(db: Db, team: TeamContext) {
  const [storages, recommendations] = await Promise.all([
    db
      .select({
        id: koxStorageRecords.id,
        title: koxStorageRecords.link,
        state: koxStorageRecords.state,
        updatedAt: koxStorageRecords.updatedAt,
      })
      .from(koxStorageRecords)
      .where(
        and(visibleRecords(team), inArray(koxStorageRecords.state, ['awaiting', 'collecting', 'failed'])),
      )
      .orderBy(desc(koxStorageRecords.updatedAt))
      .limit(SHOWN),
    db
      .select({
        id: koxRecommendations.id,
        title: koxRecommendations.name,
        state: koxRecommendations.status,
        updatedAt: koxRecommendations.createdAt,
      })
      .from(koxRecommendations)
      .where(
        and(
          eq(koxRecommendations.teamId, team.id),
          inArray(koxRecommendations.status, ['pending', 'running', 'failed']),
        ),
      )
      .orderBy(desc(koxRecommendations.createdAt))
      .limit(SHOWN),
  ]);
  return [
    ...storages.map((s) => ({ kind: 'storage' as const, ...s })),
    ...recommendations.map((r) => ({ kind: 'recommendation' as const, ...r })),
  ]
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
    .slice(0, SHOWN)
    .map(({ updatedAt, ...task }) => ({ ...task, updated_at: updatedAt.toISOString() }));
}
