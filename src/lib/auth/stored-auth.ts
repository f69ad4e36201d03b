import { MODULES, ROLE_NAMES, TEAM_ROLES } from '../roles.ts';
import { isOneOf, isRecord, isString, isStringArray, readArray } from '../validate/plain-checks.ts';
import type { StoredUserInfo, UserInfo, UserRole, UserRoleInfo } from './auth-store.ts';

/**
 * Reads the login kept in localStorage (spec §3) back at start, keeping only the known fields, or null when the
 * stored value is not what the sign-in wrote. The endpoint table describes the same shapes in zod
 * (src/lib/api/endpoints/auth.ts); a test holds these readers to the same answers.
 */
const isModule = isOneOf(MODULES);
const isRoleName = isOneOf(ROLE_NAMES);
const isTeamRole = isOneOf(TEAM_ROLES);

export function readRole(value: unknown): UserRole | null {
  if (!isRecord(value) || !isString(value.role_id) || !isRoleName(value.role_name) || !isModule(value.module))
    return null;
  return { role_id: value.role_id, role_name: value.role_name, module: value.module };
}

function readUserInfo(value: unknown): UserInfo | null {
  if (!isRecord(value)) return null;
  const { user_uid, account, name, avatar, designer_role, writer_role } = value;
  if (!isString(user_uid) || !isString(account) || !isString(name)) return null;
  if (!(avatar === null || isString(avatar)) || !isStringArray(designer_role) || !isStringArray(writer_role))
    return null;
  return { user_uid, account, name, avatar, designer_role, writer_role };
}

/** localStorage `userInfo`: the tokens and the user of the sign-in. */
export function readStoredUserInfo(value: unknown): StoredUserInfo | null {
  if (!isRecord(value)) return null;
  const { token, refresh_token, expires_at } = value;
  const user_info = readUserInfo(value.user_info);
  if (!isString(token) || !isString(refresh_token) || !isString(expires_at) || !user_info) return null;
  return { token, refresh_token, expires_at, user_info };
}

/** localStorage `role_info`: the selected role and, beside it, the user_role_list of the sign-in. */
export function readStoredRoleInfo(value: unknown): (UserRole & { user_role_list?: UserRole[] }) | null {
  const role = readRole(value);
  if (!role || !isRecord(value)) return null;
  if (value.user_role_list === undefined) return role;
  const list = readArray(value.user_role_list, readRole);
  return list ? { ...role, user_role_list: list } : null;
}

type StoredTeam = NonNullable<UserRoleInfo['team']>;

function readTeam(value: unknown): StoredTeam | null {
  if (!isRecord(value)) return null;
  const { team_id, name, role, restricted, client_ids, member } = value;
  if (!isString(team_id) || !isString(name) || !isTeamRole(role)) return null;
  if (typeof restricted !== 'boolean' || typeof member !== 'boolean') return null;
  if (!(client_ids === null || isStringArray(client_ids))) return null;
  return { team_id, name, role, restricted, client_ids, member };
}

/** localStorage `user_role_info`: the answer of `perm.user`. */
export function readStoredUserRoleInfo(value: unknown): UserRoleInfo | null {
  if (!isRecord(value)) return null;
  const { role_name, permissions, system_admin } = value;
  const modules = readArray(value.modules, (m) => (isModule(m) ? m : null));
  if (!isRoleName(role_name) || !modules || !isStringArray(permissions)) return null;
  if (typeof system_admin !== 'boolean') return null;
  const team = value.team === null ? null : readTeam(value.team);
  if (value.team !== null && !team) return null;
  return { role_name, modules, permissions, team, system_admin };
}
