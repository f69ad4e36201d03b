import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, dashboards, placements, projects } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import type { ListOptions } from './client-queries.ts';
import { countChildren } from './count-children.ts';
import { offsetOf } from './scope.ts';

export type ProjectRow = typeof projects.$inferSelect;

/** The columns of a project as lists show it, with its client (projects are read joined to clients). */
export const projectListColumns = {
  id: projects.id,
  teamId: projects.teamId,
  name: projects.name,
  description: projects.description,
  clientId: clients.id,
  clientName: clients.name,
  startDate: projects.startDate,
  endDate: projects.endDate,
  status: projects.status,
  placementCount: countChildren(placements, placements.projectId, projects, projects.id),
  dashboardCount: countChildren(dashboards, dashboards.projectId, projects, projects.id),
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
};

function selectProjects(db: Db) {
  return db
    .select(projectListColumns)
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .$dynamic();
}

export type ListedProject = Awaited<ReturnType<typeof selectProjects>>[number];

export const projectSorts = {
  name: [asc(sql`lower(${projects.name})`)],
  created: [desc(projects.createdAt)],
  updated: [desc(projects.updatedAt)],
  start: [sql`${projects.startDate} asc nulls last`],
} as const;

export function projectKeyword(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containsPattern(keyword);
  return or(ilike(projects.name, pattern), ilike(clients.name, pattern));
}

/** A page of projects matching `where` (team, visibility, filters) and the keyword (project or client name). */
export async function listProjects(
  db: Db,
  where: SQL | undefined,
  opts: ListOptions<keyof typeof projectSorts>,
) {
  const filter = and(where, projectKeyword(opts.keyword));
  const [rows, [total]] = await Promise.all([
    selectProjects(db)
      .where(filter)
      .orderBy(...projectSorts[opts.sort], asc(projects.id))
      .limit(opts.pageSize)
      .offset(offsetOf(opts.page, opts.pageSize)),
    db
      .select({ n: count() })
      .from(projects)
      .innerJoin(clients, eq(clients.id, projects.clientId))
      .where(filter),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findProjectListed(db: Db, where: SQL | undefined): Promise<ListedProject | undefined> {
  const [row] = await selectProjects(db).where(where);
  return row;
}

/** Clients matching `where` with their projects, both by name. */
export async function projectTree(db: Db, where: SQL | undefined) {
  return db
    .select({
      clientId: clients.id,
      clientName: clients.name,
      projectId: projects.id,
      projectName: projects.name,
      status: projects.status,
    })
    .from(clients)
    .leftJoin(projects, eq(projects.clientId, clients.id))
    .where(where)
    .orderBy(
      asc(sql`lower(${clients.name})`),
      asc(clients.id),
      asc(sql`lower(${projects.name})`),
      asc(projects.id),
    );
}

/** The projects of a team among `ids`, each with its client. */
export async function findTeamProjects(db: Db, teamId: string, ids: readonly string[]) {
  return db
    .select()
    .from(projects)
    .where(and(eq(projects.teamId, teamId), inArray(projects.id, [...ids])));
}

/** The sum of the budgets of the placements matching `where`, per currency, summed exactly by the database. */
export async function budgetTotals(db: Db, where: SQL | undefined) {
  return db
    .select({ currency: placements.currency, amount: sql<string>`sum(${placements.budget})::text` })
    .from(placements)
    .innerJoin(projects, eq(projects.id, placements.projectId))
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(where)
    .groupBy(placements.currency)
    .orderBy(asc(placements.currency));
}
