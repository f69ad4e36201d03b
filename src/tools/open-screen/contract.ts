import { z } from 'zod';
import { defineTool } from '../define-tool.ts';
import { DASHBOARD_APP_TYPES } from '../../lib/ads/ad-dashboard-values.ts';
import { OFFERED_SCREEN_IDS, OFFERED_VIEW_IDS } from '../../lib/screen-catalog.ts';

/** The report app, where every dashboard's list and detail live. */
export const DASHBOARDS_SCREEN = 'app-report' satisfies (typeof OFFERED_SCREEN_IDS)[number];

export const openScreenTool = defineTool({
  name: 'open_screen',
  description:
    'Open one of the studio screens for the user: as an artifact in the side panel (default) or as a full page. view opens one of its views: app-report with view ad-dashboards is the list of ad dashboards. app-report with dashboard_name opens that one dashboard, social or ad (“open the Nike dashboard”); app-report with search lists the dashboards whose name, subjects or keywords contain it (“which dashboards track Nike”).',
  input: z.object({
    screen: z.enum(OFFERED_SCREEN_IDS),
    view: z.enum(OFFERED_VIEW_IDS).optional(),
    dashboard_name: z.string().trim().min(1).max(100).optional(),
    search: z.string().trim().min(1).max(100).optional(),
    target: z.enum(['artifact', 'page']).default('artifact'),
  }),
  output: z.object({
    screen: z.enum(OFFERED_SCREEN_IDS),
    view: z.enum(OFFERED_VIEW_IDS).optional(),
    target: z.enum(['artifact', 'page']),
    path: z.string(),
    /** The dashboard list's search, when it was opened searching, and how many dashboards it finds. */
    search: z.string().optional(),
    found: z.number().int().min(0).optional(),
    /** The one dashboard opened, when dashboard_name named it. */
    dashboard: z
      .object({ id: z.string(), name: z.string(), app_type: z.enum(DASHBOARD_APP_TYPES) })
      .optional(),
  }),
  needsApproval: false,
  slash: 'open',
});
