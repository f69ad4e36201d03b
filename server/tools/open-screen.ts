import { reportPath } from '../../src/lib/report-path.ts';
import { parseAppDoi } from '../../src/lib/report-components/catalog.ts';
import { findScreen, findScreenView, screenHref } from '../../src/lib/screen-catalog.ts';
import { DASHBOARDS_SCREEN, openScreenTool } from '../../src/tools/open-screen/contract.ts';
import { resolveDashboard } from './resolve-dashboard.ts';
import { listDashboards } from '../domains/dashboard/queries.ts';
import { callerOf } from '../domains/dashboard/team-scope.ts';
import { defineServerTool, type ToolContext } from './tool-executor.ts';

/** How many dashboards the list finds for the search, as the list would (the caller's team and clients). */
async function countFound(
  search: string,
  view: { search?: Readonly<Record<string, string>> } | undefined,
  ctx: ToolContext,
): Promise<number> {
  const ads = parseAppDoi(view?.search?.app_doi ?? '').appType === 'AD';
  const { total } = await listDashboards(ctx.deps.db, {
    team: callerOf(ctx.user).team,
    keyword: search,
    ...(ads ? { appType: 'AD' as const } : {}),
    sort: 'updated',
    page: 1,
    pageSize: 1,
  });
  return total;
}

/**
 * Resolves the screen, and the view asked for, from the catalog. A screen that makes no sense in the side panel
 * opens as a page. A dashboard named is one of the caller's team under clients they see (resolve-dashboard.ts),
 * opened at its detail in the report app; reading is every member's, so no role is asked for. A search opens the
 * report app's list searching (its other screens have no search to fill).
 */
export const openScreenExecutor = defineServerTool({
  contract: openScreenTool,
  async execute({ screen, view, dashboard_name, search, target }, ctx) {
    if (dashboard_name) {
      const dashboard = await resolveDashboard({ dashboard_name }, ctx);
      return {
        screen: DASHBOARDS_SCREEN,
        target,
        path: reportPath({ dashboard_id: dashboard.id }),
        dashboard: { id: dashboard.id, name: dashboard.name, app_type: dashboard.appType },
      };
    }
    const entry = findScreen(screen);
    if (!entry) throw new Error(`Unknown screen: ${screen}`);
    const shown = view ? findScreenView(screen, view) : undefined;
    if (view && !shown) throw new Error(`The screen ${screen} has no view ${view}`);
    const searching = screen === DASHBOARDS_SCREEN ? search : undefined;
    return {
      screen,
      ...(shown ? { view: shown.id } : {}),
      target: entry.artifact ? target : 'page',
      path: searching ? reportPath({ ...shown?.search, q: searching }) : screenHref(entry, shown),
      ...(searching ? { search: searching, found: await countFound(searching, shown, ctx) } : {}),
    };
  },
});
