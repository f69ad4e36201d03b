import { Hono } from 'hono';
import { endpoints } from '../../../src/lib/api/endpoints.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { implement } from '../../lib/implement.ts';
import { readableDashboard } from '../dashboard/report-access.ts';
import { teamCaller } from '../dashboard/team-scope.ts';
import { shareAccess } from '../share/share-access.ts';
import { computeAdRange } from './compute-range.ts';
import { previewAdDashboard } from './preview.ts';
import { createAdDashboard, updateAdDashboard } from './service.ts';

/** AD dashboards (docs/ads.md "AD dashboards"); they are read, shared and deleted through dashboard.* and share.*. */
export function adDashboardRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  // The shared page asks for its quick picks too; a signed-in caller's stale share headers do not block them.
  router.use(endpoints['adDashboard.compute'].path, shareAccess({ lenientForUsers: true }));

  implement(router, endpoints['adDashboard.add'], (input, c) =>
    createAdDashboard(c.var.deps.db, teamCaller(c), input),
  );
  implement(router, endpoints['adDashboard.update'], (input, c) =>
    updateAdDashboard(c.var.deps.db, teamCaller(c), input),
  );
  implement(router, endpoints['adDashboard.preview'], (input, c) =>
    previewAdDashboard(c.var.deps, teamCaller(c), input),
  );
  implement(router, endpoints['adDashboard.compute'], async (input, c) =>
    computeAdRange(c.var.deps, await readableDashboard(c, input.dashboard_id), input),
  );
  return router;
}
