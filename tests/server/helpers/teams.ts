import { eq } from 'drizzle-orm';
import type { TeamRole } from '../../../src/lib/roles.ts';
import {
  clients,
  projects,
  teamMemberClients,
  teamMembers,
  teams,
  users,
} from '../../../server/db/schema/index.ts';
import type { TeamCaller } from '../../../server/domains/dashboard/team-scope.ts';
import { loadTeamContext } from '../../../server/domains/team/team-context.ts';
import type { AppDeps } from '../../../server/lib/app-env.ts';

/** What the helpers write through: membership changes reach cached callers at once, as the endpoints' do. */
type TeamDeps = Pick<AppDeps, 'db' | 'authCache'>;

/** The personal team every account made by `addUser` owns and works in. */
export const personalTeamId = (userId: string) => `personal-${userId}`;

/** A team owned by `ownerId` (who becomes its owner member). */
export async function addTeam(deps: TeamDeps, ownerId: string, name: string): Promise<string> {
  return deps.authCache.change(deps.db, async (tx, changed) => {
    const [team] = await tx.insert(teams).values({ name, ownerId }).returning({ id: teams.id });
    if (!team) throw new Error('Inserting a team returned nothing.');
    await tx.insert(teamMembers).values({ teamId: team.id, userId: ownerId, role: 'owner' });
    changed.add(ownerId);
    return team.id;
  });
}

/**
 * Puts a user into a team with a role; with `clientIds` they are restricted to those clients. Their current team
 * stays what it was: `switchTeam` moves them.
 */
export async function addTeamMember(
  deps: TeamDeps,
  teamId: string,
  userId: string,
  role: TeamRole,
  clientIds?: readonly string[],
): Promise<void> {
  await deps.authCache.change(deps.db, async (tx, changed) => {
    await tx.insert(teamMembers).values({ teamId, userId, role, restricted: clientIds !== undefined });
    if (clientIds?.length)
      await tx.insert(teamMemberClients).values(clientIds.map((clientId) => ({ teamId, userId, clientId })));
    changed.add(userId);
  });
}

/** Makes a team the user's current one (what `team/switch` does). */
export async function switchTeam(deps: TeamDeps, userId: string, teamId: string | null): Promise<void> {
  await deps.authCache.change(deps.db, async (tx, changed) => {
    await tx.update(users).set({ currentTeamId: teamId }).where(eq(users.id, userId));
    changed.add(userId);
  });
}

/** Removes every membership of a user: they are in no team (10110 on team endpoints). */
export async function leaveAllTeams(deps: TeamDeps, userId: string): Promise<void> {
  await deps.authCache.change(deps.db, async (tx, changed) => {
    await tx.delete(teamMembers).where(eq(teamMembers.userId, userId));
    await tx.update(users).set({ currentTeamId: null }).where(eq(users.id, userId));
    changed.add(userId);
  });
}

export async function addClient(deps: Pick<AppDeps, 'db'>, teamId: string, name: string): Promise<string> {
  const [row] = await deps.db.insert(clients).values({ teamId, name }).returning({ id: clients.id });
  if (!row) throw new Error('Inserting a client returned nothing.');
  return row.id;
}

export async function addProject(
  deps: Pick<AppDeps, 'db'>,
  teamId: string,
  name: string,
  clientId: string | null,
): Promise<string> {
  const [row] = await deps.db
    .insert(projects)
    .values({ teamId, name, clientId })
    .returning({ id: projects.id });
  if (!row) throw new Error('Inserting a project returned nothing.');
  return row.id;
}

/** The caller as a team endpoint sees them: the user in their current team (services take this). */
export async function teamCallerOf(deps: Pick<AppDeps, 'db'>, userId: string): Promise<TeamCaller> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`No user ${userId}`);
  const team = await loadTeamContext(deps.db, user, false);
  if (!team) throw new Error(`The user ${user.account} is in no team.`);
  return { userId, team };
}

/** The team a user works in now (the seeded administrator: the demo team). */
export async function currentTeamOf(deps: Pick<AppDeps, 'db'>, account: string): Promise<string> {
  const [user] = await deps.db.select().from(users).where(eq(users.account, account));
  if (!user?.currentTeamId) throw new Error(`The user ${account} is in no team.`);
  return user.currentTeamId;
}

/** Puts an existing user into the team a teammate works in, with a role, and makes it their current team. */
export async function joinTeamOf(
  deps: TeamDeps,
  teammate: string,
  userId: string,
  role: TeamRole,
  clientIds?: readonly string[],
): Promise<string> {
  const teamId = await currentTeamOf(deps, teammate);
  await addTeamMember(deps, teamId, userId, role, clientIds);
  await switchTeam(deps, userId, teamId);
  return teamId;
}
