import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { KoxProjectSource } from '../../../src/lib/kox-project-values.ts';
import type { Db } from '../../db/client.ts';
import { insertNewJsonRows } from '../../db/insert-json-rows.ts';
import { koxProjectCreators } from '../../db/schema/index.ts';
import type { CreatorCatalog } from '../../kox/creator-catalog.ts';
import type { AuthUser, TeamContext } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { creatorDto, teamOnlyCreatorDto } from '../kox/creator-dto.ts';
import { teamOnlyCreators } from '../kox/team-only-creators.ts';
import { visibleCreatorIds } from '../kox/team-queries.ts';
import { visibleProject } from './project-queries.ts';

/**
 * Adds creators to a visible project, all or none: each must be a public creator or one of the team database
 * the caller sees (10205 otherwise); those already in the project stay as they are, counted in `already`.
 */
export async function addProjectCreators(
  db: Db,
  catalog: CreatorCatalog,
  user: AuthUser,
  team: TeamContext,
  input: { project_id: string; creator_ids: string[]; source: KoxProjectSource },
) {
  const { project } = await visibleProject(db, team, input.project_id);
  const teamOnly = input.creator_ids.filter((id) => catalog.positionOf(id) === null);
  const seen = await visibleCreatorIds(db, team, teamOnly);
  const unknown = teamOnly.filter((id) => !seen.has(id));
  if (unknown.length)
    throw new AppError(
      'NOT_FOUND',
      'Creator not found.',
      unknown.slice(0, 20).map((id) => ({ path: 'creator_ids', message: `${id} not found` })),
    );
  const added = await insertNewJsonRows(
    db,
    koxProjectCreators,
    input.creator_ids.map((creatorId) => ({
      projectId: project.id,
      creatorId,
      source: input.source,
      addedBy: user.id,
    })),
  );
  return { added, already: input.creator_ids.length - added };
}

/** Removes creators from a visible project; ids not in it are ignored (removing twice removes nothing). */
export async function removeProjectCreators(
  db: Db,
  team: TeamContext,
  input: { project_id: string; creator_ids: string[] },
) {
  const { project } = await visibleProject(db, team, input.project_id);
  const removed = await db
    .delete(koxProjectCreators)
    .where(
      and(
        eq(koxProjectCreators.projectId, project.id),
        inArray(koxProjectCreators.creatorId, input.creator_ids),
      ),
    )
    .returning({ id: koxProjectCreators.creatorId });
  return { removed: removed.length };
}

/** The creator ids of a project (the performance's content filter). */
export function projectCreatorIds(db: Db, projectId: string) {
  return db
    .select({ id: koxProjectCreators.creatorId })
    .from(koxProjectCreators)
    .where(eq(koxProjectCreators.projectId, projectId));
}

/**
 * A page of a project's creators, latest added first, with their KOX data: a public creator from the catalog,
 * a team-only one from the team database when the caller sees it (null otherwise: nothing is made up). A
 * keyword (part of a nickname or handle, any case) is matched in memory: a project holds a few hundred creators.
 */
export async function projectCreatorPage(
  db: Db,
  catalog: CreatorCatalog,
  team: TeamContext,
  projectId: string,
  input: { keyword?: string | undefined; page: number; page_size: number },
) {
  const where = eq(koxProjectCreators.projectId, projectId);
  const ordered = () =>
    db
      .select()
      .from(koxProjectCreators)
      .where(where)
      .orderBy(desc(koxProjectCreators.addedAt), koxProjectCreators.creatorId);
  const offset = (input.page - 1) * input.page_size;
  if (input.keyword) {
    const needle = input.keyword.toLowerCase();
    const all = await withCreators(db, catalog, team, await ordered());
    const found = all.filter((r) =>
      [r.creator?.nickname, r.creator?.handle].some((name) => name?.toLowerCase().includes(needle)),
    );
    return { list: found.slice(offset, offset + input.page_size), total: found.length };
  }
  const [rows, [counted]] = await Promise.all([
    ordered().limit(input.page_size).offset(offset),
    db.select({ n: count() }).from(koxProjectCreators).where(where),
  ]);
  return { list: await withCreators(db, catalog, team, rows), total: counted?.n ?? 0 };
}

async function withCreators(
  db: Db,
  catalog: CreatorCatalog,
  team: TeamContext,
  rows: (typeof koxProjectCreators.$inferSelect)[],
) {
  const ids = rows.map((r) => r.creatorId);
  const saved = await visibleCreatorIds(db, team, ids);
  const teamOnlyIds = ids.filter((id) => catalog.positionOf(id) === null && saved.has(id));
  const teamOnly = await teamOnlyCreators(db, team.id, teamOnlyIds);
  const teamOnlyById = new Map(teamOnly.map((c) => [c.id, c]));
  return rows.map((row) => {
    const sample = catalog.creator(row.creatorId);
    const other = saved.has(row.creatorId) ? teamOnlyById.get(row.creatorId) : undefined;
    const creator = sample
      ? { ...creatorDto(sample, saved.has(row.creatorId)), origin: 'sample' as const }
      : other
        ? teamOnlyCreatorDto(other)
        : null;
    return {
      creator_id: row.creatorId,
      source: row.source,
      label_id: row.labelId,
      added_at: row.addedAt.toISOString(),
      creator,
    };
  });
}
