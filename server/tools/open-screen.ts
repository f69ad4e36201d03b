import { reportPath } from '../../src/lib/report-path.ts';
import { findScreen, findScreenView, screenHref } from '../../src/lib/screen-catalog.ts';
import { openScreenTool } from '../../src/tools/open-screen/contract.ts';
import { resolveDashboard } from './resolve-dashboard.ts';
import { defineServerTool } from './tool-executor.ts';

/** The report app, where every dashboard's detail lives. */
const DASHBOARDS_SCREEN = 'app-report';

/**
 * Resolves the screen, and the view asked for, from the catalog. A screen that makes no sense in the side panel
 * opens as a page. A dashboard named is one of the caller's team under clients they see (resolve-dashboard.ts),
 * opened at its detail in the report app; reading is every member's, so no role is asked for.
 */
export const openScreenExecutor = defineServerTool({
  contract: openScreenTool,
  async execute({ screen, view, dashboard_name, target }, ctx) {
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
    return {
      screen,
      ...(shown ? { view: shown.id } : {}),
      target: entry.artifact ? target : 'page',
      path: screenHref(entry, shown),
    };
  },
});
