import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teamMembers, teams } from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/app-env.ts';
import type { AuthCache } from '../../lib/cache/auth-cache.ts';
import { AppError } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { findMembers, findTeam, setMemberClients } from './queries.ts';

const onUserUid = (message: string) => [{ path: 'user_uid', message }];

/**
 * Makes an active member the team's owner; the previous owner, if any, becomes an admin. Owners are never
 * restricted, so the new owner's client restriction goes. The team's owner (`team.transferOwner`) and a system
 * administrator (`backstage.teamTransferOwner`) both transfer through here.
 *
 * A user who is not a member is 10205, like an id that does not exist, so other teams' members cannot be probed.
 */
export async function transferOwnership(
  db: Db,
  authCache: AuthCache,
  actor: AuthUser,
  teamId: string,
  newOwnerId: string,
): Promise<void> {
  await authCache.change(db, async (tx, changed) => {
    const team = await findTeam(tx, teamId);
    if (!team) throw new AppError('NOT_FOUND', 'Team not found.');
    const [next] = await findMembers(tx, teamId, [newOwnerId]);
    if (!next) throw new AppError('NOT_FOUND', 'Member not found.', onUserUid('Not a member of this team.'));
    if (next.role === 'owner') throw new AppError('VALIDATION', undefined, onUserUid('Already the owner.'));
    if (next.status !== 'active')
      throw new AppError('VALIDATION', undefined, onUserUid('Only an active member can become the owner.'));

    // Demote first: the unique index allows one owner per team at any moment.
    const demoted = await tx
      .update(teamMembers)
      .set({ role: 'admin' })
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, 'owner')))
      .returning({ userId: teamMembers.userId });
    const previousOwnerId = demoted[0]?.userId ?? null;
    await tx
      .update(teamMembers)
      .set({ role: 'owner' })
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, newOwnerId)));
    await setMemberClients(tx, teamId, newOwnerId, null);
    await tx.update(teams).set({ ownerId: newOwnerId, updatedAt: new Date() }).where(eq(teams.id, teamId));
    if (previousOwnerId) changed.add(previousOwnerId);
    changed.add(newOwnerId);

    await writeAudit(tx, actor, {
      team: { id: team.id, name: team.name },
      action: 'team.transfer',
      targetType: 'member',
      targetId: newOwnerId,
      targetLabel: next.account,
      before: { owner_id: previousOwnerId, role: next.role },
      after: { owner_id: newOwnerId, role: 'owner', previous_owner_role: previousOwnerId ? 'admin' : null },
    });
  });
}
