import type { KoxRecommendApp } from '../../../src/lib/kox-recommend-values.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { koxRecommendationResults } from '../../db/schema/index.ts';
import type { CreatorCatalog } from '../../kox/creator-catalog.ts';
import type { AuthUser, TeamContext } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { addTeamCreators } from '../kox/team-service.ts';
import { sessionOf } from './sessions.ts';

/**
 * A completed session's creators into the team database in one call, through the team service's bulk add (all
 * or none, already saved ones counted): every one, or those named, which must be among the session's.
 */
export async function addSessionToTeam(
  db: Db,
  catalog: CreatorCatalog,
  user: AuthUser,
  team: TeamContext,
  app: KoxRecommendApp,
  input: { session_id: string; creator_ids?: string[]; client_id?: string | null },
) {
  const row = await sessionOf(db, team, app, input.session_id);
  if (row.status !== 'completed') throw new AppError('KOX_RECOMMEND_NOT_READY');
  const ranked = await db
    .select({ id: koxRecommendationResults.creatorId })
    .from(koxRecommendationResults)
    .where(eq(koxRecommendationResults.sessionId, row.id));
  const ids = new Set(ranked.map((r) => r.id));
  const picked = input.creator_ids ?? [...ids];
  const stranger = picked.find((id) => !ids.has(id));
  if (stranger !== undefined)
    throw new AppError('VALIDATION', undefined, [
      { path: 'creator_ids', message: 'Only creators of this recommendation can be added here.' },
    ]);
  if (picked.length === 0) return { added: 0, already: 0 };
  return addTeamCreators(db, catalog, user, team, { creator_ids: picked, client_id: input.client_id });
}
