import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { verifyShare } from './service.ts';

/**
 * For share-access endpoints: requests carrying `sb-share-link` + `sb-share-password` are verified here and get
 * `c.var.share`; an unknown, expired or revoked link is 10102 / 403, a wrong code 10104. The client sends both headers on every
 * call (spec §7), so only these endpoints look at them. With `lenientForUsers`, a signed-in caller whose stored pair no longer opens
 * anything goes on as themselves (their own dashboards stay reachable); the failure still counts.
 */
export function shareAccess(opts: { lenientForUsers?: boolean } = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const link = c.req.header('sb-share-link')?.trim();
    const code = c.req.header('sb-share-password')?.trim();
    if (link && code) {
      try {
        const row = await verifyShare(c.var.deps.db, {
          link,
          code,
          address: clientAddress(c),
          limits: c.var.limits,
        });
        c.set('share', { dashboardId: row.dashboardId, shareId: row.id });
      } catch (err) {
        const refused =
          err instanceof AppError &&
          ['SHARE_EXPIRED', 'BAD_CREDENTIALS', 'TOO_MANY_ATTEMPTS'].includes(err.code);
        if (!(refused && opts.lenientForUsers && c.get('user'))) throw err;
      }
    }
    await next();
  };
}
