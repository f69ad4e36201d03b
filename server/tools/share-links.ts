import { SHARE_LINKS_SHOWN, shareLinksTool } from '../../src/tools/share-links/contract.ts';
import { callerOf } from '../domains/dashboard/team-scope.ts';
import { lastSharedDashboardId } from '../domains/share/queries.ts';
import { listShares } from '../domains/share/service.ts';
import { resolveDashboard, type DashboardTarget } from './resolve-dashboard.ts';
import { defineServerTool, type ToolContext } from './tool-executor.ts';

/**
 * Which dashboard a question about links means: the one named, else the one open in the panel, else the one the
 * team shared last ("is the link still valid?" follows the link just made), else the latest as resolveDashboard
 * finds it (which then has none to list).
 */
async function targetOf(input: DashboardTarget, ctx: ToolContext): Promise<DashboardTarget> {
  if (input.dashboard_id || input.dashboard_name || ctx.activeDashboardId) return input;
  const shared = await lastSharedDashboardId(ctx.deps.db, callerOf(ctx.user).team);
  return shared ? { dashboard_id: shared } : input;
}

/** A dashboard's share links as `share.list` gives them to its sharing dialog: any member who sees it may ask. */
export const shareLinksExecutor = defineServerTool({
  contract: shareLinksTool,
  async execute(input, ctx) {
    const dashboard = await resolveDashboard(await targetOf(input, ctx), ctx);
    const links = await listShares(ctx.deps.db, callerOf(ctx.user).team, dashboard.id);
    const count = (status: (typeof links)[number]['status']) =>
      links.filter((l) => l.status === status).length;
    return {
      dashboard_id: dashboard.id,
      dashboard_name: dashboard.name,
      active: count('active'),
      expired: count('expired'),
      revoked: count('revoked'),
      links: links.slice(0, SHARE_LINKS_SHOWN).map((l) => ({
        share_id: l.share_id,
        status: l.status,
        expires_at: l.expires_at,
        revoked_at: l.revoked_at,
        view_count: l.view_count,
        last_viewed_at: l.last_viewed_at,
        failed_attempts: l.failed_attempts,
        last_failed_attempt_at: l.last_failed_attempt_at,
        created_at: l.created_at,
      })),
    };
  },
});
