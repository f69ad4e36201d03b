import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, placements, projects, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import type { ListOptions } from './client-queries.ts';
import { offsetOf } from './scope.ts';

export type PlacementRow = typeof placements.$inferSelect;

/** The columns of a placement as lists show it; the budget as exact decimal text, never a float. */
export const placementListColumns = {
  id: placements.id,
  teamId: placements.teamId,
  projectId: projects.id,
  projectName: projects.name,
  projectStatus: projects.status,
  clientId: clients.id,
  clientName: clients.name,
  name: placements.name,
  channel: placements.channel,
  media: placements.media,
  format: placements.format,
  budget: sql<string>`${placements.budget}::text`,
  currency: placements.currency,
  startDate: placements.startDate,
  endDate: placements.endDate,
  status: placements.status,
  notes: placements.notes,
  creatorId: users.id,
  creatorName: users.name,
  createdAt: placements.createdAt,
  updatedAt: placements.updatedAt,
};

/** Placements read with their project, its client and who created them. */
function selectPlacements(db: Db) {
  return db
    .select(placementListColumns)
    .from(placements)
    .innerJoin(projects, eq(projects.id, placements.projectId))
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .leftJoin(users, eq(users.id, placements.createdBy))
    .$dynamic();
}

export type ListedPlacement = Awaited<ReturnType<typeof selectPlacements>>[number];

export const placementSorts = {
  start: [sql`${placements.startDate} asc nulls last`],
  budget: [desc(placements.budget)],
  name: [asc(sql`lower(${placements.name})`)],
  updated: [desc(placements.updatedAt)],
} as const;

/** Matches the placement's name, media or format. */
export function placementKeyword(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containsPattern(keyword);
  return or(
    ilike(placements.name, pattern),
    ilike(placements.media, pattern),
    ilike(placements.format, pattern),
  );
}

/** A page of placements matching `where` (joined to projects and clients) and the keyword. */
export async function listPlacements(
  db: Db,
  where: SQL | undefined,
  opts: ListOptions<keyof typeof placementSorts>,
) {
  const filter = and(where, placementKeyword(opts.keyword));
  const [rows, [total]] = await Promise.all([
    selectPlacements(db)
      .where(filter)
      .orderBy(...placementSorts[opts.sort], asc(placements.id))
      .limit(opts.pageSize)
      .offset(offsetOf(opts.page, opts.pageSize)),
    db
      .select({ n: count() })
      .from(placements)
      .innerJoin(projects, eq(projects.id, placements.projectId))
      .innerJoin(clients, eq(clients.id, projects.clientId))
      .where(filter),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findPlacementListed(
  db: Db,
  where: SQL | undefined,
): Promise<ListedPlacement | undefined> {
  const [row] = await selectPlacements(db).where(where);
  return row;
}

export async function findPlacementsListed(db: Db, where: SQL | undefined, ids: readonly string[]) {
  return selectPlacements(db).where(and(where, inArray(placements.id, [...ids])));
}
