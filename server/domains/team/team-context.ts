import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teamMemberClients, teamMembers, teams } from '../../db/schema/index.ts';
import type { TeamContext } from '../../lib/app-env.ts';

/**
 * The team a user works in: the one they switched to last (users.current_team_id) while they are an active
 * member of it, else their earliest active membership. A system administrator may work in a team they are not a
 * member of (as its admin, from backstage). Null when the user is in no team.
 */
export async function loadTeamContext(
  db: Db,
  user: { id: string; currentTeamId: string | null },
  systemAdmin: boolean,
): Promise<TeamContext | null> {
  const [membership] = await db
    .select({ id: teams.id, name: teams.name, role: teamMembers.role, restricted: teamMembers.restricted })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.userId, user.id), eq(teamMembers.status, 'active')))
    .orderBy(sql`${teams.id} = ${user.currentTeamId ?? ''} desc`, asc(teamMembers.joinedAt), asc(teams.id))
    .limit(1);

  if (systemAdmin && user.currentTeamId && membership?.id !== user.currentTeamId) {
    const [visited] = await db
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(eq(teams.id, user.currentTeamId));
    if (visited) return { id: visited.id, name: visited.name, role: 'admin', clientIds: null, member: false };
  }
  if (!membership) return null;
  if (!membership.restricted)
    return { id: membership.id, name: membership.name, role: membership.role, clientIds: null, member: true };
  const clientRows = await db
    .select({ clientId: teamMemberClients.clientId })
    .from(teamMemberClients)
    .where(and(eq(teamMemberClients.teamId, membership.id), eq(teamMemberClients.userId, user.id)));
  return {
    id: membership.id,
    name: membership.name,
    role: membership.role,
    clientIds: clientRows.map((r) => r.clientId).sort(),
    member: true,
  };
}
