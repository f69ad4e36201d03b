import { asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, dashboards, projects, teamMembers, teams, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import type { ListOptions } from '../org/client-queries.ts';
import { countChildren } from '../org/count-children.ts';
import { offsetOf } from '../org/scope.ts';

const countOf = (table: typeof clients | typeof projects | typeof dashboards | typeof teamMembers) =>
  countChildren(table, table.teamId, teams, teams.id);

const memberCount = countOf(teamMembers);

export const teamSorts = {
  name: [asc(sql`lower(${teams.name})`)],
  created: [desc(teams.createdAt)],
  members: [desc(memberCount)],
} as const;

/** Every team with its owner and what it holds, searched by the team's name or its owner's account or name. */
export async function listTeams(db: Db, opts: ListOptions<keyof typeof teamSorts>) {
  const pattern = opts.keyword ? containsPattern(opts.keyword) : undefined;
  const filter = pattern
    ? or(ilike(teams.name, pattern), ilike(users.account, pattern), ilike(users.name, pattern))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: teams.id,
        name: teams.name,
        personal: teams.personal,
        ownerId: users.id,
        ownerAccount: users.account,
        ownerName: users.name,
        memberCount,
        clientCount: countOf(clients),
        projectCount: countOf(projects),
        dashboardCount: countOf(dashboards),
        createdAt: teams.createdAt,
      })
      .from(teams)
      .leftJoin(users, eq(users.id, teams.ownerId))
      .where(filter)
      .orderBy(...teamSorts[opts.sort], asc(teams.id))
      .limit(opts.pageSize)
      .offset(offsetOf(opts.page, opts.pageSize)),
    db.select({ n: count() }).from(teams).leftJoin(users, eq(users.id, teams.ownerId)).where(filter),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** id → name of these teams. */
export async function teamNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(inArray(teams.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
