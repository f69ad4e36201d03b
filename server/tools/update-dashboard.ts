import type { z } from 'zod';
import { updateDashboardTool } from '../../src/tools/update-dashboard/contract.ts';
import { updateAdDashboard } from '../domains/ad-dashboard/service.ts';
import { detailById, editDashboard } from '../domains/dashboard/service.ts';
import { callerOf } from '../domains/dashboard/team-scope.ts';
import type { DashboardRow } from '../domains/dashboard/queries.ts';
import { requireWriter } from './require-writer.ts';
import { resolveDashboard } from './resolve-dashboard.ts';
import { defineServerTool, type ToolContext } from './tool-executor.ts';
import { toolError } from './tool-messages.ts';

type Input = z.output<typeof updateDashboardTool.input>;

/** A social dashboard: its name and how often it collects again (`dashboard.update`). */
async function updateSocial(dashboard: DashboardRow, input: Input, ctx: ToolContext) {
  if (input.attribution_window !== undefined || input.budget_usd !== undefined)
    throw toolError('CONFLICT', 'socialNoAdSettings', ctx.locale, { name: dashboard.name });
  const updated = await editDashboard(ctx.deps.db, callerOf(ctx.user), {
    dashboard_id: dashboard.id,
    ...(input.name !== undefined && { name: input.name }),
    ...(input.frequency !== undefined && { frequency: input.frequency }),
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
}

/** An ad dashboard: its name, attribution window and budget (`adDashboard.update`, which recomputes it). */
async function updateAd(dashboard: DashboardRow, input: Input, ctx: ToolContext) {
  if (input.frequency !== undefined && input.frequency !== 'once')
    throw toolError('CONFLICT', 'adNoRefresh', ctx.locale, { name: dashboard.name });
  const before = (await detailById(ctx.deps.db, dashboard.id)).ad;
  const window = input.attribution_window !== before?.window ? input.attribution_window : undefined;
  const budget = input.budget_usd !== before?.budget_usd ? input.budget_usd : undefined;
  const name = input.name !== dashboard.name ? input.name : undefined;
  const updated = await updateAdDashboard(ctx.deps.db, callerOf(ctx.user), {
    dashboard_id: dashboard.id,
    ...(name !== undefined && { name }),
    ...(window !== undefined && { window }),
    ...(budget !== undefined && { budget_usd: budget }),
  });
  return {
    dashboard_id: updated.dashboard_id,
    previous_name: dashboard.name,
    name: updated.name,
    frequency: updated.frequency,
    ...(updated.ad && { attribution_window: updated.ad.window, budget_usd: updated.ad.budget_usd }),
    changed: [
      ...(name !== undefined ? (['name'] as const) : []),
      ...(window !== undefined ? (['attribution_window'] as const) : []),
      ...(budget !== undefined ? (['budget_usd'] as const) : []),
    ],
  };
}

/**
 * A change of a dashboard's settings, made at once through the services its settings call: each is undone the
 * same way, so the card asks for no approval.
 */
export const updateDashboardExecutor = defineServerTool({
  contract: updateDashboardTool,
  async execute(input, ctx) {
    requireWriter(ctx);
    const { dashboard_id: _id, dashboard_name: _name, ...change } = input;
    if (Object.values(change).every((v) => v === undefined))
      throw toolError('VALIDATION', 'nothingToUpdate', ctx.locale);
    const dashboard = await resolveDashboard(input, ctx);
    return dashboard.appType === 'AD' ? updateAd(dashboard, input, ctx) : updateSocial(dashboard, input, ctx);
  },
});
