import type { z } from 'zod';
import { endpoints, type userInfoSchema } from '../../../src/lib/api/endpoints.ts';
import { MODULES, ROLE_NAMES, type ModuleName, type RoleName } from '../../../src/lib/roles.ts';
import type { Db } from '../../db/client.ts';
import { allows } from '../../lib/access.ts';
import type { AuthUser, TeamContext } from '../../lib/app-env.ts';
import type { AuthCache } from '../../lib/cache/auth-cache.ts';
import { AppError } from '../../lib/errors.ts';
import { findUserById, loadRoles, setUserStatus, type RoleRow, type UserRow } from './queries.ts';
import { revokeAllTokens } from '../auth/queries.ts';
import { writeAudit } from '../audit/write-audit.ts';

export type UserInfo = z.infer<typeof userInfoSchema>;

function rolesIn(list: RoleRow[], module: ModuleName): RoleName[] {
  return list.filter((r) => r.module === module).map((r) => r.role_name);
}

export function toUserInfo(user: UserRow, roleList: RoleRow[]): UserInfo {
  return {
    user_uid: user.id,
    account: user.account,
    name: user.name,
    avatar: user.avatar,
    designer_role: rolesIn(roleList, 'designer'),
    writer_role: rolesIn(roleList, 'writer'),
  };
}

export function isSystemAdmin(roleList: readonly RoleRow[]): boolean {
  return roleList.some((r) => r.role_name === 'admin');
}

export function toAuthUser(
  user: UserRow,
  roleList: RoleRow[],
  tokenId: string,
  team: TeamContext | null,
): AuthUser {
  return {
    id: user.id,
    account: user.account,
    name: user.name,
    writerRoles: rolesIn(roleList, 'writer'),
    designerRoles: rolesIn(roleList, 'designer'),
    roleList,
    tokenId,
    systemAdmin: isSystemAdmin(roleList),
    team,
  };
}

/** The strongest role the user holds in any module (ROLE_NAMES runs from most to least powerful). */
export function primaryRole(user: AuthUser): RoleName {
  const held = new Set([...user.writerRoles, ...user.designerRoles]);
  return ROLE_NAMES.find((r) => held.has(r)) ?? 'viewer';
}

/** The caller's team as perm/user and team/switch answer it. */
export function toTeamContextDto(team: TeamContext) {
  return {
    team_id: team.id,
    name: team.name,
    role: team.role,
    restricted: team.clientIds !== null,
    client_ids: team.clientIds === null ? null : [...team.clientIds],
    member: team.member,
  };
}

/**
 * perm/user: the effective role, the modules the user has a role in, every endpoint key the user may call, and
 * the team they work in.
 */
export function permissionsOf(user: AuthUser) {
  return {
    role_name: primaryRole(user),
    modules: MODULES.filter((m) => (m === 'writer' ? user.writerRoles : user.designerRoles).length > 0),
    permissions: Object.values(endpoints)
      .filter((e) => allows(e.access, user))
      .map((e) => e.key),
    team: user.team ? toTeamContextDto(user.team) : null,
    system_admin: user.systemAdmin,
  };
}

export async function currentUserInfo(db: Db, userId: string): Promise<UserInfo> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('SIGN_IN_EXPIRED');
  return toUserInfo(user, await loadRoles(db, userId));
}

/** Disabling an account also ends every session it has open. */
export async function changeUserStatus(
  db: Db,
  authCache: AuthCache,
  actor: AuthUser,
  userId: string,
  status: UserRow['status'],
) {
  if (userId === actor.id && status === 'disabled')
    throw new AppError('CONFLICT', 'You cannot disable your own account.');
  await authCache.change(db, async (tx, changed) => {
    const before = await findUserById(tx, userId);
    if (!before || !(await setUserStatus(tx, changed, userId, status))) throw new AppError('NOT_FOUND');
    if (status === 'disabled') await revokeAllTokens(tx, changed, userId);
    if (before.status !== status)
      await writeAudit(tx, actor, {
        team: null,
        action: 'user.status',
        targetType: 'user',
        targetId: userId,
        targetLabel: before.account,
        before: { status: before.status },
        after: { status },
      });
  });
}
