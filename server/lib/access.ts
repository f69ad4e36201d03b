import type { Context, MiddlewareHandler } from 'hono';
import type { Access } from '../../src/lib/api/define-endpoint.ts';
import { teamRoleAtLeast } from '../../src/lib/roles.ts';
import type { AppEnv, AuthUser, TeamContext } from './app-env.ts';
import { AppError } from './errors.ts';

/** The signed-in caller, or 10101 (HTTP 401): no token, an unknown one, an expired one or a revoked one. */
export function requireUser(c: Context<AppEnv>): AuthUser {
  const user = c.get('user');
  if (!user) throw new AppError('SIGN_IN_EXPIRED');
  return user;
}

/** The caller's current team, or 10110 when they belong to none. */
export function requireTeam(c: Context<AppEnv>): TeamContext {
  const team = requireUser(c).team;
  if (!team) throw new AppError('NO_TEAM');
  return team;
}

/** Whether a user may call an endpoint with this access rule (the caller must already be signed in). */
export function allows(access: Access, user: AuthUser | undefined): boolean {
  switch (access.kind) {
    case 'public':
      return true;
    // A share grant is checked in checkAccess; here, for users, a share endpoint needs a team to read in.
    case 'share':
      return user?.team != null;
    case 'user':
      return user !== undefined;
    case 'system':
      return user?.systemAdmin === true;
    case 'team':
      return user?.team != null && teamRoleAtLeast(user.team.role, access.role);
  }
}

/**
 * Enforces an endpoint's access rule: 10101 when a sign-in is needed, 10110 when a team endpoint is called by
 * someone in no team, 10103 (HTTP 403) when the role is missing.
 */
export function checkAccess(c: Context<AppEnv>, access: Access): void {
  if (access.kind === 'public') return;
  // Set by the share domain's middleware after it verified the link and code (403 / 10102 otherwise).
  if (access.kind === 'share' && c.get('share')) return;
  const user = requireUser(c);
  if ((access.kind === 'team' || access.kind === 'share') && !user.team) throw new AppError('NO_TEAM');
  if (!allows(access, user)) throw new AppError('FORBIDDEN');
}

/** Whether the caller's team lets them see work under this client (null: work for no client). */
export function seesClient(team: TeamContext, clientId: string | null): boolean {
  if (team.clientIds === null) return true;
  return clientId !== null && team.clientIds.includes(clientId);
}

export const signedInOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};
