import { shareReportTool, shareUrlPath } from '../../src/tools/share-report/contract.ts';
import { callerOf } from '../domains/dashboard/team-scope.ts';
import { createShare } from '../domains/share/service.ts';
import { requireWriter } from './require-writer.ts';
import { resolveDashboard } from './resolve-dashboard.ts';
import { defineServerTool } from './tool-executor.ts';

/**
 * The model's call only names what would be shared; the link is created by `approve`, when the user approves in
 * the card, with the code they typed there or a generated one. The code is handed to that one response and
 * never stored in the output.
 */
export const shareReportExecutor = defineServerTool({
  contract: shareReportTool,
  async execute(input, ctx) {
    requireWriter(ctx);
    const dashboard = await resolveDashboard(input, ctx);
    return {
      status: 'awaiting_approval' as const,
      dashboard_id: dashboard.id,
      dashboard_name: dashboard.name,
      valid_days: input.valid_days,
    };
  },
  async approve(output, ctx) {
    requireWriter({ user: ctx.user, locale: ctx.locale });
    const share = await createShare(ctx.deps.db, callerOf(ctx.user), {
      dashboard_id: output.dashboard_id,
      valid_days: output.valid_days,
      ...(ctx.choices?.share_code ? { code: ctx.choices.share_code } : {}),
    });
    return {
      output: {
        status: 'approved' as const,
        dashboard_id: output.dashboard_id,
        dashboard_name: output.dashboard_name,
        valid_days: output.valid_days,
        share_id: share.share_id,
        link_id: share.link_id,
        url_path: shareUrlPath(share.link_id),
        expires_at: share.expires_at,
      },
      once: { code: share.code },
    };
  },
  decline: (output) => ({
    status: 'declined' as const,
    dashboard_id: output.dashboard_id,
    dashboard_name: output.dashboard_name,
    valid_days: output.valid_days,
  }),
});
