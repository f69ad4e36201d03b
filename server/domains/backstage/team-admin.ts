import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teamMemberClients, teamMembers, teams, users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/app-env.ts';
import type { AuthCache } from '../../lib/cache/auth-cache.ts';
import { AppError } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { findTeam, teamHoldings, teamMemberRows, usersWorkingIn } from './team-list-queries.ts';

const teamNotFound = () => new AppError('NOT_FOUND', 'Team not found.');

/**
 * Deletes a team and everything it holds (the foreign keys cascade). Its members, and anyone working in it,
 * lose it at once: the write goes through the auth cache.
 */
export async function deleteTeam(
  db: Db,
  authCache: AuthCache,
  actor: AuthUser,
  input: { team_id: string; confirm_name: string },
): Promise<void> {
  await authCache.change(db, async (tx, changed) => {
    const team = await findTeam(tx, input.team_id);
    if (!team) throw teamNotFound();
    if (input.confirm_name !== team.name)
      throw new AppError('VALIDATION', undefined, [
        { path: 'confirm_name', message: "Type the team's name exactly to confirm." },
      ]);
    for (const m of await teamMemberRows(tx, team.id)) changed.add(m.userId);
    for (const id of await usersWorkingIn(tx, team.id)) changed.add(id);
    await writeAudit(tx, actor, {
      team: { id: team.id, name: team.name },
      action: 'team.delete',
      targetType: 'team',
      targetId: team.id,
      targetLabel: team.name,
      before: {
        name: team.name,
        personal: team.personal,
        owner_id: team.ownerId,
        ...(await teamHoldings(tx, team.id)),
      },
      after: null,
    });
    await tx.delete(teams).where(eq(teams.id, team.id));
  });
}

/**
 * Makes an active member the team's owner; the previous owner, if any, becomes an admin. Owners are never
 * restricted, so the new owner's client restriction goes.
 */
export async function transferTeamOwner(
  db: Db,
  authCache: AuthCache,
  actor: AuthUser,
  input: { team_id: string; user_uid: string },
): Promise<void> {
  await authCache.change(db, async (tx, changed) => {
    const team = await findTeam(tx, input.team_id);
    if (!team) throw teamNotFound();
    const members = await teamMemberRows(tx, team.id);
    const next = members.find((m) => m.userId === input.user_uid && m.status === 'active');
    if (!next)
      throw new AppError('VALIDATION', undefined, [
        { path: 'user_uid', message: 'Choose an active member of the team.' },
      ]);
    if (next.role === 'owner')
      throw new AppError('VALIDATION', undefined, [
        { path: 'user_uid', message: 'This member is already the owner.' },
      ]);
    const previous = members.find((m) => m.role === 'owner');
    for (const m of members) changed.add(m.userId);

    if (previous)
      await tx
        .update(teamMembers)
        .set({ role: 'admin' })
        .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, previous.userId)));
    await tx
      .update(teamMembers)
      .set({ role: 'owner', restricted: false })
      .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, next.userId)));
    await tx
      .delete(teamMemberClients)
      .where(and(eq(teamMemberClients.teamId, team.id), eq(teamMemberClients.userId, next.userId)));
    await tx.update(teams).set({ ownerId: next.userId, updatedAt: new Date() }).where(eq(teams.id, team.id));

    const [nextUser] = await tx
      .select({ account: users.account })
      .from(users)
      .where(eq(users.id, next.userId));
    await writeAudit(tx, actor, {
      team: { id: team.id, name: team.name },
      action: 'team.transfer',
      targetType: 'team',
      targetId: team.id,
      targetLabel: team.name,
      before: { owner_id: previous?.userId ?? null, new_owner_role: next.role },
      after: {
        owner_id: next.userId,
        owner_account: nextUser?.account ?? null,
        previous_owner_role: previous ? 'admin' : null,
      },
    });
  });
}
