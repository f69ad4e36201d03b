import { Hono } from 'hono';
import { endpoints } from '../../../src/lib/api/endpoints.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { AppError } from '../../lib/errors.ts';
import { implement } from '../../lib/implement.ts';
import { detailById, dashboardDetail } from '../dashboard/service.ts';
import { getTeamDashboard, teamCaller } from '../dashboard/team-scope.ts';
import { createShare, listShares, openShare, revokeShare } from './service.ts';
import { shareAccess } from './share-access.ts';

export function shareRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.use(endpoints['share.dashboard'].path, shareAccess());

  implement(router, endpoints['share.add'], (input, c) => createShare(c.var.deps.db, teamCaller(c), input));

  implement(router, endpoints['share.list'], (input, c) =>
    listShares(c.var.deps.db, teamCaller(c).team, input.dashboard_id),
  );

  implement(router, endpoints['share.revoke'], async (input, c) => {
    await revokeShare(c.var.deps.db, teamCaller(c).team, input.share_id);
    return null;
  });

  implement(router, endpoints['share.verify'], (input, c) =>
    openShare(c.var.deps.db, {
      link: input.link,
      code: input.code,
      address: clientAddress(c),
      limits: c.var.limits,
    }),
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
    return dashboardDetail(db, await getTeamDashboard(db, teamCaller(c).team, input.dashboard_id));
  });

  return router;
}
