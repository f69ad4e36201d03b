import { exportReportTool } from '../../src/tools/export-report/contract.ts';
import { resolveDashboard } from './resolve-dashboard.ts';
import { defineServerTool } from './tool-executor.ts';
import { toolError } from './tool-messages.ts';

/**
 * Which report to download and as what. The file is made in the browser (the card opens the report and starts
 * the detail's own export), so anyone who may read the dashboard may call this; a report still generating has
 * nothing whole to download yet.
 */
export const exportReportExecutor = defineServerTool({
  contract: exportReportTool,
  async execute(input, ctx) {
    const dashboard = await resolveDashboard(input, ctx);
    if (dashboard.status !== 'ready')
      throw toolError('CONFLICT', 'notReady', ctx.locale, { name: dashboard.name });
    return { dashboard_id: dashboard.id, dashboard_name: dashboard.name, format: input.format };
  },
});
