import { z } from 'zod';
import { UPDATE_FREQUENCIES } from '../../lib/api/endpoints/dashboard.ts';
import { ATTRIBUTION_WINDOWS } from '../../lib/ads/ad-values.ts';
import { defineTool } from '../define-tool.ts';

export const updateDashboardTool = defineTool({
  name: 'update_dashboard',
  description:
    "Change a dashboard at once, as its settings do: its name; a social dashboard's refresh (frequency: once, daily, weekly, monthly); an ad dashboard's attribution window (none, 1d_view, 1d_click, 7d_click) and budget in USD (null: the data sources' budgets). At least one. Without dashboard_id or dashboard_name it changes the dashboard open in the side panel, else the user's most recently updated ready one. Subjects, media and components are not changed here.",
  input: z.object({
    dashboard_id: z.string().min(1).max(64).optional(),
    dashboard_name: z.string().trim().min(1).max(100).optional(),
    name: z.string().trim().min(1).max(100).optional(),
    frequency: z.enum(UPDATE_FREQUENCIES).optional(),
    attribution_window: z.enum(ATTRIBUTION_WINDOWS).optional(),
    budget_usd: z.number().min(0).max(1_000_000_000).nullable().optional(),
  }),
  output: z.object({
    dashboard_id: z.string(),
    /** The name before the change; equal to `name` when it was not renamed. */
    previous_name: z.string(),
    name: z.string(),
    frequency: z.enum(UPDATE_FREQUENCIES),
    /** An ad dashboard's; absent for a social one. */
    attribution_window: z.enum(ATTRIBUTION_WINDOWS).optional(),
    budget_usd: z.number().nullable().optional(),
    changed: z.array(z.enum(['name', 'frequency', 'attribution_window', 'budget_usd'])),
  }),
  needsApproval: false,
  slash: 'settings',
});
