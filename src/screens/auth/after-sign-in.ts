import type { ModuleName } from '@/lib/roles';
import type { UserRole } from '@/lib/auth/auth-store';
import { moduleStart } from '@/lib/router/modules';
import { safeRedirectPath } from '@/lib/router/safe-redirect';

/**
 * Where a fresh sign-in continues: the `redirect` it came with when that is a same-origin path, else the
 * module's start. A user holding several roles in this module picks one on /selectrole first.
 */
export function afterSignInTarget(opts: {
  module: ModuleName;
  redirect: string | undefined;
  roles: readonly UserRole[];
  origin: string;
}): string {
  const target = safeRedirectPath(opts.redirect, opts.origin) ?? moduleStart(opts.module);
  const rolesHere = opts.roles.filter((r) => r.module === opts.module);
  if (rolesHere.length > 1) return `/selectrole?${new URLSearchParams({ redirect: target })}`;
  return target;
}
