import { Hono } from 'hono';
import { endpoints } from '../../../src/lib/api/endpoints.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { implement } from '../../lib/implement.ts';
import { shareAccess } from '../share/share-access.ts';
import { readableDashboard } from './report-access.ts';
import { computeForRange, dashboardPosts } from './report-data.ts';
import {
  addComponent,
  createDashboard,
  dashboardDetail,
  editComponent,
  editDashboard,
  listTeamDashboards,
  removeComponent,
  removeDashboard,
  reorderComponents,
  requestReanalysis,
  retryDashboard,
} from './service.ts';
import { getTeamDashboard, teamCaller } from './team-scope.ts';

export function dashboardRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  // Report data is readable by share viewers too; a signed-in caller's stale share headers do not block them.
  router.use(endpoints['dashboard.compute'].path, shareAccess({ lenientForUsers: true }));
  router.use(endpoints['dashboard.posts'].path, shareAccess({ lenientForUsers: true }));

  implement(router, endpoints['dashboard.list'], (input, c) =>
    listTeamDashboards(c.var.deps.db, teamCaller(c), input),
  );

  implement(router, endpoints['dashboard.add'], (input, c) =>
    createDashboard(c.var.deps.db, teamCaller(c), input),
  );

  implement(router, endpoints['dashboard.detail'], async (input, c) => {
    const { db } = c.var.deps;
    return dashboardDetail(db, await getTeamDashboard(db, teamCaller(c).team, input.dashboard_id));
  });

  implement(router, endpoints['dashboard.update'], (input, c) =>
    editDashboard(c.var.deps.db, teamCaller(c), input),
  );

  implement(router, endpoints['dashboard.del'], async (input, c) => {
    await removeDashboard(c.var.deps.db, teamCaller(c), input.dashboard_id);
    return null;
  });

  implement(router, endpoints['dashboard.retry'], (input, c) =>
    retryDashboard(c.var.deps.db, teamCaller(c), input.dashboard_id),
  );

  implement(router, endpoints['dashboard.reanalyze'], (input, c) =>
    requestReanalysis(c.var.deps.db, teamCaller(c), input.dashboard_id, input.component_ids),
  );

  implement(router, endpoints['dashboard.componentAdd'], (input, c) =>
    addComponent(c.var.deps.db, teamCaller(c), input),
  );

  implement(router, endpoints['dashboard.componentEdit'], (input, c) =>
    editComponent(c.var.deps.db, teamCaller(c), input),
  );

  implement(router, endpoints['dashboard.componentDel'], async (input, c) => {
    await removeComponent(c.var.deps.db, teamCaller(c), input.dashboard_id, input.component_id);
    return null;
  });

  implement(router, endpoints['dashboard.componentReorder'], (input, c) =>
    reorderComponents(c.var.deps.db, teamCaller(c), input.dashboard_id, input.component_ids),
  );

  implement(router, endpoints['dashboard.compute'], async (input, c) =>
    computeForRange(c.var.deps, await readableDashboard(c, input.dashboard_id), input),
  );

  implement(router, endpoints['dashboard.posts'], async (input, c) => {
    const dashboard = await readableDashboard(c, input.dashboard_id);
    return dashboardPosts(c.var.deps.analytics, dashboard.id, {
      sort: input.sort,
      limit: input.limit,
      subjectId: input.subject_id,
    });
  });

  return router;
}
