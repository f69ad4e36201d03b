import { and, asc, count, eq, ilike, inArray, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { INVITE_TTL_MINUTES, type endpoints } from '../../../src/lib/api/endpoints.ts';
import type { AssignableTeamRole } from '../../../src/lib/roles.ts';
import type { Db } from '../../db/client.ts';
import { clients, teamMemberClients, teamMembers, users } from '../../db/schema/index.ts';
import type { AuthUser, TeamContext } from '../../lib/app-env.ts';
import type { AuthCache, ChangedUsers } from '../../lib/cache/auth-cache.ts';
import { AppError } from '../../lib/errors.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { issueLoginKey } from '../auth/service.ts';
import { signInLinkPath } from '../auth/sign-in-link.ts';
import { findUserByAccount, insertUser, setCurrentTeam } from '../user/queries.ts';
import {
  findMembers,
  memberClientIds,
  setMemberClients,
  teamClientIds,
  type MemberWithAccount,
} from './queries.ts';

type Output<K extends keyof typeof endpoints> = z.input<(typeof endpoints)[K]['output']>;
type MemberStatus = MemberWithAccount['status'];

const USER_PICKER_LIMIT = 20;

const auditTeam = (team: TeamContext) => ({ id: team.id, name: team.name });

const keywordFilter = (keyword: string | undefined): SQL | undefined =>
  keyword
    ? or(ilike(users.account, containsPattern(keyword)), ilike(users.name, containsPattern(keyword)))
    : undefined;

const ROLE_ORDER = sql`case ${teamMembers.role} when 'owner' then 0 when 'admin' then 1 when 'editor' then 2 else 3 end`;

export async function listMembers(
  db: Db,
  team: TeamContext,
  input: { keyword?: string; sort: 'joined' | 'name' | 'role'; page: number; page_size: number },
): Promise<Output<'team.users'>> {
  const where = and(eq(teamMembers.teamId, team.id), keywordFilter(input.keyword));
  const order = {
    joined: [asc(teamMembers.joinedAt), asc(users.account)],
    name: [asc(users.name), asc(users.account)],
    role: [ROLE_ORDER, asc(users.name), asc(users.account)],
  }[input.sort];
  const rows = await db
    .select({
      userId: users.id,
      account: users.account,
      name: users.name,
      avatar: users.avatar,
      role: teamMembers.role,
      status: teamMembers.status,
      restricted: teamMembers.restricted,
      joinedAt: teamMembers.joinedAt,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(where)
    .orderBy(...order)
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  const [totalRow] = await db
    .select({ n: count() })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(where);

  const restrictedIds = rows.filter((r) => r.restricted).map((r) => r.userId);
  const clientRows = await db
    .select({ userId: teamMemberClients.userId, clientId: clients.id, name: clients.name })
    .from(teamMemberClients)
    .innerJoin(clients, eq(clients.id, teamMemberClients.clientId))
    .where(and(eq(teamMemberClients.teamId, team.id), inArray(teamMemberClients.userId, restrictedIds)))
    .orderBy(asc(clients.name));
  // A restricted caller does not learn the names of clients hidden from them.
  const visible = clientRows.filter((r) => team.clientIds === null || team.clientIds.includes(r.clientId));

  return {
    list: rows.map((r) => ({
      user_uid: r.userId,
      account: r.account,
      name: r.name,
      avatar: r.avatar,
      role: r.role,
      status: r.status,
      restricted: r.restricted,
      clients: visible
        .filter((c) => c.userId === r.userId)
        .map((c) => ({ client_id: c.clientId, name: c.name })),
      joined_at: r.joinedAt.toISOString(),
    })),
    total: totalRow?.n ?? 0,
  };
}

/** Active accounts outside the team, for the "add member" picker. */
export async function searchNonMembers(
  db: Db,
  team: TeamContext,
  keyword: string,
): Promise<Output<'team.userList'>> {
  const rows = await db
    .select({ user_uid: users.id, account: users.account, name: users.name, avatar: users.avatar })
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        keywordFilter(keyword),
        notExists(
          db
            .select({ one: sql`1` })
            .from(teamMembers)
            .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, users.id))),
        ),
      ),
    )
    .orderBy(asc(users.account))
    .limit(USER_PICKER_LIMIT);
  return rows;
}

/** Refuses admins restricted to some clients: owners and admins always see every client. */
function checkRestrictable(role: string, clientIds: readonly string[] | null | undefined): void {
  if ((role === 'admin' || role === 'owner') && clientIds != null)
    throw new AppError('VALIDATION', undefined, [
      { path: 'client_ids', message: 'Owners and admins always see every client.' },
    ]);
}

/** 10205 unless every id is a client of the team. */
async function requireTeamClients(db: Db, teamId: string, clientIds: readonly string[] | null | undefined) {
  if (!clientIds?.length) return;
  const found = await teamClientIds(db, teamId, clientIds);
  if (clientIds.some((id) => !found.has(id))) throw new AppError('NOT_FOUND', 'Client not found.');
}

/** The members named, all of them, or 10205 (nothing is changed for a batch naming anyone outside the team). */
async function requireMembers(
  db: Db,
  teamId: string,
  userIds: readonly string[],
): Promise<MemberWithAccount[]> {
  const unique = [...new Set(userIds)];
  const members = await findMembers(db, teamId, unique);
  if (members.length !== unique.length) throw new AppError('NOT_FOUND', 'Member not found.');
  return members;
}

function refuseOwner(members: readonly MemberWithAccount[]): void {
  if (members.some((m) => m.role === 'owner')) throw new AppError('TEAM_OWNER_REQUIRED');
}

function refuseSelf(actor: AuthUser, members: readonly MemberWithAccount[], message: string): void {
  if (members.some((m) => m.userId === actor.id))
    throw new AppError('VALIDATION', undefined, [{ path: 'user_uids', message }]);
}

async function addMember(
  tx: Db,
  changed: ChangedUsers,
  team: TeamContext,
  userId: string,
  role: AssignableTeamRole,
  clientIds: readonly string[] | null,
): Promise<void> {
  changed.add(userId);
  await tx.insert(teamMembers).values({ teamId: team.id, userId, role });
  if (clientIds !== null) await setMemberClients(tx, team.id, userId, clientIds);
}

export async function addUsers(
  db: Db,
  authCache: AuthCache,
  actor: AuthUser,
  team: TeamContext,
  input: { user_uids: string[]; role: AssignableTeamRole; client_ids?: string[] | null },
): Promise<void> {
  const clientIds = input.client_ids ?? null;
  checkRestrictable(input.role, clientIds);
  const userIds = [...new Set(input.user_uids)];
  await authCache.change(db, async (tx, changed) => {
    const accounts = await tx
      .select({ id: users.id, account: users.account })
      .from(users)
      .where(and(inArray(users.id, userIds), eq(users.status, 'active')));
    if (accounts.length !== userIds.length) throw new AppError('NOT_FOUND', 'User not found.');
    const already = await findMembers(tx, team.id, userIds);
    if (already.length)
      throw new AppError('CONFLICT', `Already in the team: ${already.map((m) => m.account).join(', ')}.`);
    await requireTeamClients(tx, team.id, clientIds);
    for (const account of accounts) {
      await addMember(tx, changed, team, account.id, input.role, clientIds);
      await writeAudit(tx, actor, {
        team: auditTeam(team),
        action: 'member.add',
        targetType: 'member',
        targetId: account.id,
        targetLabel: account.account,
        before: null,
        after: { role: input.role, client_ids: clientIds },
      });
    }
  });
}

/**
 * Invites someone by account: a new account (no password, no personal team) when none exists, else the existing
 * one, which must not be in the team yet. The invited user works in this team from their next request, and gets
 * a one-time sign-in link.
 */
export async function invite(
  db: Db,
  authCache: AuthCache,
  actor: AuthUser,
  team: TeamContext,
  input: { account: string; name: string; role: AssignableTeamRole; client_ids?: string[] | null },
): Promise<Output<'team.invite'>> {
  const clientIds = input.client_ids ?? null;
  checkRestrictable(input.role, clientIds);
  return authCache.change(db, async (tx, changed) => {
    await requireTeamClients(tx, team.id, clientIds);
    let user = await findUserByAccount(tx, input.account);
    const created = !user;
    if (!user) {
      user = await insertUser(
        tx,
        { account: input.account, name: input.name, avatar: null, passwordHash: null },
        [['writer', 'viewer']],
        { personalTeam: false },
      );
    } else {
      if (user.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
      if ((await findMembers(tx, team.id, [user.id])).length)
        throw new AppError('CONFLICT', `${user.account} is already in the team.`);
    }
    await addMember(tx, changed, team, user.id, input.role, clientIds);
    await setCurrentTeam(tx, changed, user.id, team.id);
    const { key, expiresAt } = await issueLoginKey(tx, user.account, INVITE_TTL_MINUTES);
    await writeAudit(tx, actor, {
      team: auditTeam(team),
      action: 'member.invite',
      targetType: 'member',
      targetId: user.id,
      targetLabel: user.account,
      before: null,
      after: { role: input.role, client_ids: clientIds, created, expires_at: expiresAt.toISOString() },
    });
    return {
      user_uid: user.id,
      created,
      link: signInLinkPath(key),
      expires_at: expiresAt.toISOString(),
    };
  });
}

export async function modifyRoles(
  db: Db,
  authCache: AuthCache,
  actor: AuthUser,
  team: TeamContext,
  userIds: readonly string[],
  role: AssignableTeamRole,
): Promise<void> {
  await authCache.change(db, async (tx, changed) => {
    const members = await requireMembers(tx, team.id, userIds);
    refuseOwner(members);
    for (const m of members.filter((member) => member.role !== role)) {
      changed.add(m.userId);
      await tx
        .update(teamMembers)
        .set({ role })
        .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, m.userId)));
      // Admins see every client.
      if (role === 'admin' && m.restricted) await setMemberClients(tx, team.id, m.userId, null);
      await writeAudit(tx, actor, {
        team: auditTeam(team),
        action: 'member.role',
        targetType: 'member',
        targetId: m.userId,
        targetLabel: m.account,
        before: { role: m.role },
        after: { role },
      });
    }
  });
}

export async function authorizeClients(
  db: Db,
  authCache: AuthCache,
  actor: AuthUser,
  team: TeamContext,
  userIds: readonly string[],
  clientIds: readonly string[] | null,
): Promise<void> {
  const wanted = clientIds === null ? null : [...new Set(clientIds)].sort();
  await authCache.change(db, async (tx, changed) => {
    const members = await requireMembers(tx, team.id, userIds);
    if (members.some((m) => m.role === 'owner' || m.role === 'admin'))
      throw new AppError('VALIDATION', undefined, [
        { path: 'user_uids', message: 'Owners and admins always see every client.' },
      ]);
    await requireTeamClients(tx, team.id, wanted);
    for (const m of members) {
      changed.add(m.userId);
      const before = m.restricted ? await memberClientIds(tx, team.id, m.userId) : null;
      await setMemberClients(tx, team.id, m.userId, wanted);
      await writeAudit(tx, actor, {
        team: auditTeam(team),
        action: 'member.clients',
        targetType: 'member',
        targetId: m.userId,
        targetLabel: m.account,
        before: { client_ids: before },
        after: { client_ids: wanted },
      });
    }
  });
}

/** Removes members; what they made stays in the team. */
export async function removeMembers(
  db: Db,
  authCache: AuthCache,
  actor: AuthUser,
  team: TeamContext,
  userIds: readonly string[],
): Promise<void> {
  await authCache.change(db, async (tx, changed) => {
    const members = await requireMembers(tx, team.id, userIds);
    refuseOwner(members);
    refuseSelf(actor, members, 'To leave the team yourself, use "Leave team".');
    for (const m of members) {
      changed.add(m.userId);
      await tx
        .delete(teamMembers)
        .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, m.userId)));
      await writeAudit(tx, actor, {
        team: auditTeam(team),
        action: 'member.remove',
        targetType: 'member',
        targetId: m.userId,
        targetLabel: m.account,
        before: { role: m.role, status: m.status },
        after: null,
      });
    }
  });
}

export async function setMemberStatus(
  db: Db,
  authCache: AuthCache,
  actor: AuthUser,
  team: TeamContext,
  userIds: readonly string[],
  status: MemberStatus,
): Promise<void> {
  await authCache.change(db, async (tx, changed) => {
    const members = await requireMembers(tx, team.id, userIds);
    refuseOwner(members);
    refuseSelf(actor, members, 'You cannot change your own status in the team.');
    for (const m of members.filter((member) => member.status !== status)) {
      changed.add(m.userId);
      await tx
        .update(teamMembers)
        .set({ status })
        .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, m.userId)));
      await writeAudit(tx, actor, {
        team: auditTeam(team),
        action: 'member.status',
        targetType: 'member',
        targetId: m.userId,
        targetLabel: m.account,
        before: { status: m.status },
        after: { status },
      });
    }
  });
}
