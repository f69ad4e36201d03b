import type { Context, MiddlewareHandler } from 'hono';
import type { Access } from '../../src/lib/api/define-endpoint.ts';
import type { AppEnv, AuthUser } from './app-env.ts';
import { AppError } from './errors.ts';

/** The signed-in caller, or 10101 (HTTP 401): no token, an unknown one, an expired one or a revoked one. */
export function requireUser(c: Context<AppEnv>): AuthUser {
  const user = c.get('user');
  if (!user) throw new AppError('SIGN_IN_EXPIRED');
  return user;
}

/** Whether a user may call an endpoint with this access rule (the caller must already be signed in). */
export function allows(access: Access, user: AuthUser | undefined): boolean {
  switch (access.kind) {
    case 'public':
      return true;
    // A share grant is checked in checkAccess; here, for users, a share endpoint needs only a sign-in.
    case 'share':
    case 'user':
      return user !== undefined;
    case 'roles':
      // A role held in either module counts: the spec gives no rule that ties an endpoint to one module.
      return (
        user !== undefined &&
        [...user.writerRoles, ...user.designerRoles].some((r) => access.roles.includes(r))
      );
  }
}

/** Enforces an endpoint's access rule: 10101 when a sign-in is needed, 10103 (HTTP 403) when a role is missing. */
export function checkAccess(c: Context<AppEnv>, access: Access): void {
  if (access.kind === 'public') return;
  // Set by the share domain's middleware after it verified the link and code (403 / 10102 otherwise).
  if (access.kind === 'share' && c.get('share')) return;
  const user = requireUser(c);
  if (!allows(access, user)) throw new AppError('FORBIDDEN');
}

export const signedInOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};
