import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { koxSavedSearches } from '../../db/schema/index.ts';
import { publicListInput, teamListInput } from '../../../src/lib/api/endpoints.ts';
import type { KOX_SCOPES } from '../../../src/lib/kox-values.ts';
import type { AuthUser, TeamContext } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { isUniqueViolation } from '../org/unique-violation.ts';
import { creatorQueryOf } from './creator-filter.ts';

type Scope = (typeof KOX_SCOPES)[number];
type SavedSearchRow = typeof koxSavedSearches.$inferSelect;

const dto = (row: SavedSearchRow) => ({
  search_id: row.id,
  name: row.name,
  scope: row.scope,
  filters: row.filters,
  created_at: row.createdAt.toISOString(),
});

const mine = (user: AuthUser, team: TeamContext) =>
  and(eq(koxSavedSearches.teamId, team.id), eq(koxSavedSearches.userId, user.id));

export async function listSavedSearches(db: Db, user: AuthUser, team: TeamContext, scope?: Scope) {
  const rows = await db
    .select()
    .from(koxSavedSearches)
    .where(and(mine(user, team), scope ? eq(koxSavedSearches.scope, scope) : undefined))
    .orderBy(desc(koxSavedSearches.createdAt), desc(koxSavedSearches.id));
  return rows.map(dto);
}

/** The filters are checked as the list would check them, so a saved search always runs. */
function checkFilters(scope: Scope, filters: Record<string, unknown>): void {
  const parsed = (scope === 'team' ? teamListInput : publicListInput).safeParse(filters);
  if (!parsed.success)
    throw new AppError(
      'VALIDATION',
      undefined,
      parsed.error.issues.map((i) => ({ path: ['filters', ...i.path].join('.'), message: i.message })),
    );
  creatorQueryOf(parsed.data, null);
}

export async function addSavedSearch(
  db: Db,
  user: AuthUser,
  team: TeamContext,
  input: { name: string; scope: Scope; filters: Record<string, unknown> },
) {
  checkFilters(input.scope, input.filters);
  try {
    const [row] = await db
      .insert(koxSavedSearches)
      .values({
        teamId: team.id,
        userId: user.id,
        name: input.name,
        scope: input.scope,
        filters: input.filters,
      })
      .returning();
    return dto(row!);
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError('CONFLICT', `You already have a saved search named "${input.name}".`);
    throw err;
  }
}

export async function deleteSavedSearch(db: Db, user: AuthUser, team: TeamContext, searchId: string) {
  const deleted = await db
    .delete(koxSavedSearches)
    .where(and(mine(user, team), eq(koxSavedSearches.id, searchId)))
    .returning({ id: koxSavedSearches.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Saved search not found.');
  return { deleted: deleted.length };
}
