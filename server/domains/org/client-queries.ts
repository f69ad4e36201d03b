import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  clients,
  dashboards,
  placements,
  projects,
  teamMemberClients,
  teamMembers,
  users,
} from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { countChildren } from './count-children.ts';
import { offsetOf } from './scope.ts';

export type ClientRow = typeof clients.$inferSelect;

const projectCount = countChildren(projects, projects.clientId, clients, clients.id);

/** The columns of a client as lists show it. */
export const clientListColumns = {
  id: clients.id,
  teamId: clients.teamId,
  name: clients.name,
  description: clients.description,
  projectCount,
  createdAt: clients.createdAt,
  updatedAt: clients.updatedAt,
};

export const clientSorts = {
  name: [asc(sql`lower(${clients.name})`)],
  created: [desc(clients.createdAt)],
  updated: [desc(clients.updatedAt)],
} as const;

export interface ListOptions<S extends string> {
  keyword?: string;
  sort: S;
  page: number;
  pageSize: number;
}

/** A page of clients matching `where` (team and visibility) and the keyword, with how many match in all. */
export async function listClients(
  db: Db,
  where: SQL | undefined,
  opts: ListOptions<keyof typeof clientSorts>,
) {
  const filter = and(where, opts.keyword ? ilike(clients.name, containsPattern(opts.keyword)) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select(clientListColumns)
      .from(clients)
      .where(filter)
      .orderBy(...clientSorts[opts.sort], asc(clients.id))
      .limit(opts.pageSize)
      .offset(offsetOf(opts.page, opts.pageSize)),
    db.select({ n: count() }).from(clients).where(filter),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findClientListed(db: Db, teamId: string, clientId: string) {
  const [row] = await db
    .select(clientListColumns)
    .from(clients)
    .where(and(eq(clients.teamId, teamId), eq(clients.id, clientId)));
  return row;
}

export async function findTeamClients(db: Db, teamId: string, ids: readonly string[]): Promise<ClientRow[]> {
  return db
    .select()
    .from(clients)
    .where(and(eq(clients.teamId, teamId), inArray(clients.id, [...ids])));
}

/** Whether another client of the team already has this name, whatever its case. */
export async function clientNameTaken(
  db: Db,
  teamId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        eq(clients.teamId, teamId),
        sql`lower(${clients.name}) = lower(${name})`,
        exceptId ? ne(clients.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** What deleting these clients of one team takes with it (their ids must already be checked). */
export async function clientDeletionCounts(db: Db, teamId: string, ids: readonly string[]) {
  const list = [...ids];
  const ofClients = inArray(projects.clientId, list);
  const [[projectRow], [placementRow], [dashboardRow], restricted] = await Promise.all([
    db.select({ n: count() }).from(projects).where(ofClients),
    db
      .select({ n: count() })
      .from(placements)
      .innerJoin(projects, eq(projects.id, placements.projectId))
      .where(ofClients),
    db
      .select({ n: count() })
      .from(dashboards)
      .where(
        and(
          eq(dashboards.teamId, teamId),
          or(
            inArray(dashboards.clientId, list),
            inArray(dashboards.projectId, db.select({ id: projects.id }).from(projects).where(ofClients)),
          ),
        ),
      ),
    db
      .select({
        userId: teamMemberClients.userId,
        lost: sql<number>`count(*) filter (where ${inArray(teamMemberClients.clientId, list)})::int`,
        held: count(),
      })
      .from(teamMemberClients)
      .innerJoin(
        teamMembers,
        and(
          eq(teamMembers.teamId, teamMemberClients.teamId),
          eq(teamMembers.userId, teamMemberClients.userId),
        ),
      )
      .where(and(eq(teamMemberClients.teamId, teamId), eq(teamMembers.restricted, true)))
      .groupBy(teamMemberClients.userId),
  ]);
  const losing = restricted.filter((r) => r.lost > 0);
  return {
    projects: projectRow?.n ?? 0,
    placements: placementRow?.n ?? 0,
    dashboards: dashboardRow?.n ?? 0,
    restrictedMembers: losing.map((r) => r.userId),
    leftWithout: losing.filter((r) => r.lost === r.held).length,
  };
}

/** The active members of a team who see a client: the unrestricted ones and those it is authorized to. */
export async function clientViewers(db: Db, teamId: string, clientId: string) {
  return db
    .select({
      userId: users.id,
      account: users.account,
      name: users.name,
      role: teamMembers.role,
      restricted: teamMembers.restricted,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .leftJoin(
      teamMemberClients,
      and(
        eq(teamMemberClients.teamId, teamMembers.teamId),
        eq(teamMemberClients.userId, teamMembers.userId),
        eq(teamMemberClients.clientId, clientId),
      ),
    )
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        eq(teamMembers.status, 'active'),
        or(eq(teamMembers.restricted, false), sql`${teamMemberClients.clientId} is not null`),
      ),
    )
    .orderBy(asc(users.name), asc(users.account));
}
