import { MODULES, type RoleName } from '../../../src/lib/roles.ts';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../lib/app-env.ts';
import type { AuthCache } from '../../lib/cache/auth-cache.ts';
import { AppError } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { signInLinkPath } from '../auth/sign-in-link.ts';
import { issueLoginKey } from '../auth/service.ts';
import {
  findUserByAccount,
  findUserById,
  insertUser,
  loadRoles,
  setSystemAdminRoles,
} from '../user/queries.ts';
import { isSystemAdmin } from '../user/service.ts';
import { isUniqueViolation } from '../org/unique-violation.ts';

/** How long the sign-in link of a new account works. */
export const NEW_ACCOUNT_LINK_TTL_MINUTES = 7 * 24 * 60;

/** The seed names every role row `<module>:<name>`. */
const accountTaken = (account: string) =>
  new AppError('CONFLICT', `The account "${account}" already exists.`);

/**
 * A new account with its own personal team and a one-time sign-in link (`signInLinkPath`). An ordinary account is a viewer in both modules, as one that signs up through OAuth.
 */
export async function addAccount(
  db: Db,
  actor: AuthUser,
  input: { account: string; name: string; system_admin: boolean },
) {
  const roleName: RoleName = input.system_admin ? 'admin' : 'viewer';
  try {
    return await db.transaction(async (tx) => {
      if (await findUserByAccount(tx, input.account)) throw accountTaken(input.account);
      const user = await insertUser(
        tx,
        { account: input.account, name: input.name },
        MODULES.map((m) => [m, roleName] as const),
      );
      const login = await issueLoginKey(tx, user.account, NEW_ACCOUNT_LINK_TTL_MINUTES);
      await writeAudit(tx, actor, {
        team: null,
        action: 'user.create',
        targetType: 'user',
        targetId: user.id,
        targetLabel: user.account,
        before: null,
        after: { account: user.account, name: user.name, system_admin: input.system_admin },
      });
      return {
        user_uid: user.id,
        account: user.account,
        name: user.name,
        team_id: user.currentTeamId ?? '',
        login_key: login.key,
        login_path: signInLinkPath(login.key),
        login_expires_at: login.expiresAt.toISOString(),
      };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw accountTaken(input.account);
    throw err;
  }
}

/**
 * Grants or revokes the studio's admin role in both modules. A module left with no role keeps the account as
 * a viewer there, as every ordinary account is. Nobody revokes their own: the studio must keep an administrator.
 */
export async function setSystemAdmin(
  db: Db,
  authCache: AuthCache,
  actor: AuthUser,
  input: { user_uid: string; system_admin: boolean },
): Promise<void> {
  if (input.user_uid === actor.id && !input.system_admin)
    throw new AppError('CONFLICT', 'You cannot revoke your own administrator role.');
  await authCache.change(db, async (tx, changed) => {
    const user = await findUserById(tx, input.user_uid);
    if (!user) throw new AppError('NOT_FOUND', 'User not found.');
    const before = isSystemAdmin(await loadRoles(tx, user.id));
    if (before === input.system_admin) return;
    await setSystemAdminRoles(tx, changed, user.id, input.system_admin);
    await writeAudit(tx, actor, {
      team: null,
      action: 'user.admin',
      targetType: 'user',
      targetId: user.id,
      targetLabel: user.account,
      before: { system_admin: before },
      after: { system_admin: input.system_admin },
    });
  });
}
