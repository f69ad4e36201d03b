import { Hono, type MiddlewareHandler } from 'hono';
import { endpoints } from '../../../src/lib/api/endpoints.ts';
import { requireUser } from '../../lib/access.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { AppError } from '../../lib/errors.ts';
import { implement } from '../../lib/implement.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { detailById, getOwnedDashboard, dashboardDetail } from '../dashboard/service.ts';
import { createShare, listShares, openShare, revokeShare, verifyShare } from './service.ts';

/** 10 wrong codes per link and address within 15 minutes, then 10105 until the window moves on. */
export const SHARE_FAILURE_LIMIT = 10;
export const SHARE_FAILURE_WINDOW_MS = 15 * 60_000;

export function shareRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  // Read through Date each time (not a captured Date.now), so tests can move the clock.
  const limiter = new RateLimiter(SHARE_FAILURE_LIMIT, SHARE_FAILURE_WINDOW_MS, () => Date.now());

  /**
   * On share-access endpoints: requests carrying `sb-share-link` + `sb-share-password` are verified here and get
   * `c.var.share`; a bad pair is 10102 / 403. The client sends both headers on every call (spec §7), so only
   * these endpoints look at them.
   */
  const shareAccess: MiddlewareHandler<AppEnv> = async (c, next) => {
    const link = c.req.header('sb-share-link')?.trim();
    const code = c.req.header('sb-share-password')?.trim();
    if (link && code) {
      const row = await verifyShare(c.var.deps.db, { link, code, address: clientAddress(c), limiter });
      c.set('share', { dashboardId: row.dashboardId, shareId: row.id });
    }
    await next();
  };
  router.use(endpoints['share.dashboard'].path, shareAccess);

  implement(router, endpoints['share.add'], (input, c) =>
    createShare(c.var.deps.db, requireUser(c).id, input),
  );

  implement(router, endpoints['share.list'], (input, c) =>
    listShares(c.var.deps.db, requireUser(c).id, input.dashboard_id),
  );

  implement(router, endpoints['share.revoke'], async (input, c) => {
    await revokeShare(c.var.deps.db, requireUser(c).id, input.share_id);
    return null;
  });

  implement(router, endpoints['share.verify'], (input, c) =>
    openShare(c.var.deps.db, { link: input.link, code: input.code, address: clientAddress(c), limiter }),
  );

  implement(router, endpoints['share.dashboard'], async (input, c) => {
    const { db } = c.var.deps;
    const share = c.get('share');
    if (share) {
      if (input.dashboard_id && input.dashboard_id !== share.dashboardId)
        throw new AppError('NOT_FOUND', 'Dashboard not found.');
      return detailById(db, share.dashboardId);
    }
    if (!input.dashboard_id)
      throw new AppError('VALIDATION', undefined, [{ path: 'dashboard_id', message: 'Required.' }]);
    return dashboardDetail(db, await getOwnedDashboard(db, requireUser(c).id, input.dashboard_id));
  });

  return router;
}
