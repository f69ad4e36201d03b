import { updateDashboardTool } from '../../src/tools/update-dashboard/contract.ts';
import { editDashboard } from '../domains/dashboard/service.ts';
import { callerOf } from '../domains/dashboard/team-scope.ts';
import { requireWriter } from './require-writer.ts';
import { resolveDashboard } from './resolve-dashboard.ts';
import { defineServerTool } from './tool-executor.ts';
import { toolError } from './tool-messages.ts';

/**
 * A rename or a new refresh frequency, made at once through the service the dashboard's settings call
 * (`dashboard.update`): both are undone the same way, so the card asks for no approval.
 */
export const updateDashboardExecutor = defineServerTool({
  contract: updateDashboardTool,
  async execute(input, ctx) {
    requireWriter(ctx);
    if (input.name === undefined && input.frequency === undefined)
      throw toolError('VALIDATION', 'nothingToUpdate', ctx.locale);
    const dashboard = await resolveDashboard(input, ctx);
    if (dashboard.appType === 'AD' && input.frequency !== undefined && input.frequency !== 'once')
      throw toolError('CONFLICT', 'adNoRefresh', ctx.locale, { name: dashboard.name });
    const updated = await editDashboard(ctx.deps.db, callerOf(ctx.user), {
      dashboard_id: dashboard.id,
      ...(input.name !== undefined && { name: input.name }),
      ...(input.frequency !== undefined && dashboard.appType !== 'AD' && { frequency: input.frequency }),
    });
    return {
      dashboard_id: updated.dashboard_id,
      previous_name: dashboard.name,
      name: updated.name,
      frequency: updated.frequency,
      changed: [
        ...(updated.name !== dashboard.name ? (['name'] as const) : []),
        ...(updated.frequency !== dashboard.frequency ? (['frequency'] as const) : []),
      ],
    };
  },
});
