import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { dashboards } from '../db/schema/index.ts';
import { findOwnedDashboard, type DashboardRow } from '../domains/dashboard/queries.ts';
import type { ToolContext } from './tool-executor.ts';
import { toolError } from './tool-messages.ts';

export interface DashboardTarget {
  dashboard_id?: string | undefined;
  dashboard_name?: string | undefined;
}

async function byName(db: Db, ownerId: string, name: string): Promise<DashboardRow | undefined> {
  const [row] = await db
    .select()
    .from(dashboards)
    .where(and(eq(dashboards.ownerId, ownerId), sql`lower(${dashboards.name}) = lower(${name.trim()})`))
    .orderBy(desc(dashboards.updatedAt))
    .limit(1);
  return row;
}

async function latestReady(db: Db, ownerId: string): Promise<DashboardRow | undefined> {
  const [row] = await db
    .select()
    .from(dashboards)
    .where(and(eq(dashboards.ownerId, ownerId), eq(dashboards.status, 'ready')))
    .orderBy(desc(dashboards.updatedAt), desc(dashboards.createdAt))
    .limit(1);
  return row;
}

/**
 * Which of the user's dashboards a tool means: the id it names, else the name it names (case-insensitive), else
 * the dashboard open in the artifact panel, else the most recently updated ready one. Only the caller's own
 * dashboards are ever found.
 */
export async function resolveDashboard(target: DashboardTarget, ctx: ToolContext): Promise<DashboardRow> {
  const { db } = ctx.deps;
  const userId = ctx.user.id;
  if (target.dashboard_id) {
    const row = await findOwnedDashboard(db, userId, target.dashboard_id);
    if (!row) throw toolError('NOT_FOUND', 'dashboardIdNotFound', ctx.locale);
    return row;
  }
  if (target.dashboard_name) {
    const row = await byName(db, userId, target.dashboard_name);
    if (!row) throw toolError('NOT_FOUND', 'dashboardNotFound', ctx.locale, { name: target.dashboard_name });
    return row;
  }
  if (ctx.activeDashboardId) {
    const row = await findOwnedDashboard(db, userId, ctx.activeDashboardId);
    if (row) return row;
  }
  const row = await latestReady(db, userId);
  if (!row) throw toolError('NOT_FOUND', 'noDashboard', ctx.locale);
  return row;
}
