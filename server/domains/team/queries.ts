import { and, count, eq, inArray, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  assistantSessions,
  clients,
  dashboards,
  placements,
  projects,
  shareLinks,
  teamLogos,
  teamMemberClients,
  teamMembers,
  teams,
  users,
} from '../../db/schema/index.ts';
import type { ChangedUsers } from '../../lib/cache/auth-cache.ts';

export type TeamRow = typeof teams.$inferSelect;
export type MemberRow = typeof teamMembers.$inferSelect;

export async function findTeam(db: Db, teamId: string): Promise<TeamRow | undefined> {
  const [row] = await db.select().from(teams).where(eq(teams.id, teamId));
  return row;
}

export async function findLogoHash(db: Db, teamId: string): Promise<string | null> {
  const [row] = await db
    .select({ sha256: teamLogos.sha256 })
    .from(teamLogos)
    .where(eq(teamLogos.teamId, teamId));
  return row?.sha256 ?? null;
}

/**
 * Everyone whose cached team context may name this team: its members, and anyone working in it without being
 * a member (a system administrator who entered it).
 */
export async function usersOfTeam(db: Db, teamId: string): Promise<string[]> {
  const [members, visitors] = await Promise.all([
    db.select({ id: teamMembers.userId }).from(teamMembers).where(eq(teamMembers.teamId, teamId)),
    db.select({ id: users.id }).from(users).where(eq(users.currentTeamId, teamId)),
  ]);
  return [...new Set([...members, ...visitors].map((r) => r.id))];
}

/** Marks the team's users as changed, for the auth cache to reload their team context. */
export async function announceTeamChange(db: Db, changed: ChangedUsers, teamId: string): Promise<void> {
  for (const id of await usersOfTeam(db, teamId)) changed.add(id);
}

export interface MemberWithAccount {
  userId: string;
  account: string;
  name: string;
  role: MemberRow['role'];
  status: MemberRow['status'];
  restricted: boolean;
}

/** The members among these users, with their accounts; users not in the team are left out. */
export async function findMembers(
  db: Db,
  teamId: string,
  userIds: readonly string[],
): Promise<MemberWithAccount[]> {
  return db
    .select({
      userId: teamMembers.userId,
      account: users.account,
      name: users.name,
      role: teamMembers.role,
      status: teamMembers.status,
      restricted: teamMembers.restricted,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), inArray(teamMembers.userId, [...userIds])));
}

/** The ids among these that are clients of the team. */
export async function teamClientIds(
  db: Db,
  teamId: string,
  clientIds: readonly string[],
): Promise<Set<string>> {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.teamId, teamId), inArray(clients.id, [...clientIds])));
  return new Set(rows.map((r) => r.id));
}

/** Replaces a member's client restriction: null lets them see every client. */
export async function setMemberClients(
  db: Db,
  teamId: string,
  userId: string,
  clientIds: readonly string[] | null,
): Promise<void> {
  await db
    .delete(teamMemberClients)
    .where(and(eq(teamMemberClients.teamId, teamId), eq(teamMemberClients.userId, userId)));
  await db
    .update(teamMembers)
    .set({ restricted: clientIds !== null })
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  if (clientIds?.length)
    await db.insert(teamMemberClients).values(clientIds.map((clientId) => ({ teamId, userId, clientId })));
}

export async function memberClientIds(db: Db, teamId: string, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: teamMemberClients.clientId })
    .from(teamMemberClients)
    .where(and(eq(teamMemberClients.teamId, teamId), eq(teamMemberClients.userId, userId)));
  return rows.map((r) => r.id).sort();
}

export interface ContentCounts {
  members: number;
  clients: number;
  projects: number;
  placements: number;
  dashboards: number;
}

/** A count query's one number. */
async function countOf(query: Promise<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return row?.n ?? 0;
}

/** What the team holds, as far as a member seeing only `clientIds` (null: every client) sees it. */
export async function countContents(
  db: Db,
  teamId: string,
  clientIds: readonly string[] | null,
): Promise<ContentCounts> {
  const within = (column: Column): SQL | undefined =>
    clientIds === null ? undefined : inArray(column, [...clientIds]);
  return {
    members: await countOf(db.select({ n: count() }).from(teamMembers).where(eq(teamMembers.teamId, teamId))),
    clients: await countOf(
      db
        .select({ n: count() })
        .from(clients)
        .where(and(eq(clients.teamId, teamId), within(clients.id))),
    ),
    projects: await countOf(
      db
        .select({ n: count() })
        .from(projects)
        .where(and(eq(projects.teamId, teamId), within(projects.clientId))),
    ),
    placements: await countOf(
      db
        .select({ n: count() })
        .from(placements)
        .innerJoin(projects, eq(projects.id, placements.projectId))
        .where(and(eq(placements.teamId, teamId), within(projects.clientId))),
    ),
    // Work filed under no client is hidden from a restricted member (docs/teams.md).
    dashboards: await countOf(
      db
        .select({ n: count() })
        .from(dashboards)
        .where(and(eq(dashboards.teamId, teamId), within(dashboards.clientId))),
    ),
  };
}

/** Share links and chat sessions of the team: what its deletion ends besides its content. */
export async function countLinksAndSessions(
  db: Db,
  teamId: string,
): Promise<{ share_links: number; sessions: number }> {
  return {
    share_links: await countOf(
      db.select({ n: count() }).from(shareLinks).where(eq(shareLinks.teamId, teamId)),
    ),
    sessions: await countOf(
      db.select({ n: count() }).from(assistantSessions).where(eq(assistantSessions.teamId, teamId)),
    ),
  };
}
