import { z } from 'zod';
import { UPDATE_FREQUENCIES } from '../../lib/api/endpoints/dashboard.ts';
import { defineTool } from '../define-tool.ts';

export const updateDashboardTool = defineTool({
  name: 'update_dashboard',
  description:
    "Rename a dashboard (name) or change how often a social dashboard refreshes (frequency: once, daily, weekly, monthly), at once, as its settings do; at least one of the two. Without dashboard_id or dashboard_name it changes the dashboard open in the side panel, else the user's most recently updated ready one. An ad dashboard has no refresh. Subjects, media and components are not changed here.",
  input: z.object({
    dashboard_id: z.string().min(1).max(64).optional(),
    dashboard_name: z.string().trim().min(1).max(100).optional(),
    name: z.string().trim().min(1).max(100).optional(),
    frequency: z.enum(UPDATE_FREQUENCIES).optional(),
  }),
  output: z.object({
    dashboard_id: z.string(),
    /** The name before the change; equal to `name` when it was not renamed. */
    previous_name: z.string(),
    name: z.string(),
    frequency: z.enum(UPDATE_FREQUENCIES),
    changed: z.array(z.enum(['name', 'frequency'])),
  }),
  needsApproval: false,
  slash: 'settings',
});
