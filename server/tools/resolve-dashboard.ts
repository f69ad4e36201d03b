import { and, desc, eq, sql } from 'drizzle-orm';
import type { DashboardAppType } from '../../src/lib/ads/ad-dashboard-values.ts';
import type { Db } from '../db/client.ts';
import { dashboards } from '../db/schema/index.ts';
import { seesClient } from '../lib/access.ts';
import type { TeamContext } from '../lib/app-env.ts';
import { findDashboard, visibleDashboards, type DashboardRow } from '../domains/dashboard/queries.ts';
import { callerOf } from '../domains/dashboard/team-scope.ts';
import type { ToolContext } from './tool-executor.ts';
import { toolError, type ToolMessage } from './tool-messages.ts';

export interface DashboardTarget {
  dashboard_id?: string | undefined;
  dashboard_name?: string | undefined;
}

async function byId(db: Db, team: TeamContext, id: string): Promise<DashboardRow | undefined> {
  const row = await findDashboard(db, id);
  return row && row.teamId === team.id && seesClient(team, row.clientId) ? row : undefined;
}

async function byName(db: Db, team: TeamContext, name: string): Promise<DashboardRow | undefined> {
  const [row] = await db
    .select()
    .from(dashboards)
    .where(and(visibleDashboards(team), sql`lower(${dashboards.name}) = lower(${name.trim()})`))
    .orderBy(desc(dashboards.updatedAt))
    .limit(1);
  return row;
}

async function latestReady(
  db: Db,
  team: TeamContext,
  appType: DashboardAppType | undefined,
): Promise<DashboardRow | undefined> {
  const [row] = await db
    .select()
    .from(dashboards)
    .where(
      and(
        visibleDashboards(team),
        eq(dashboards.status, 'ready'),
        appType ? eq(dashboards.appType, appType) : undefined,
      ),
    )
    .orderBy(desc(dashboards.updatedAt), desc(dashboards.createdAt))
    .limit(1);
  return row;
}

/** What a question of the other app type is told: the named dashboard is social, or about ads. */
const WRONG_KIND: Record<DashboardAppType, ToolMessage> = { AD: 'notAdDashboard', MK: 'notSocialDashboard' };
const NONE_YET: Record<DashboardAppType, ToolMessage> = { AD: 'noAdDashboard', MK: 'noDashboard' };

/**
 * Which dashboard a tool means: the id it names, else the name it names (case-insensitive), else the dashboard
 * open in the artifact panel, else the most recently updated ready one. Only dashboards of the caller's current
 * team under clients they see are ever found. With `appType`, a dashboard named of the other type is refused
 * with what it is, and the panel's or the latest one is only one of that type.
 */
export async function resolveDashboard(
  target: DashboardTarget,
  ctx: ToolContext,
  appType?: DashboardAppType,
): Promise<DashboardRow> {
  const { db } = ctx.deps;
  const { team } = callerOf(ctx.user);
  const ofType = (row: DashboardRow) => {
    if (appType && row.appType !== appType)
      throw toolError('CONFLICT', WRONG_KIND[appType], ctx.locale, { name: row.name });
    return row;
  };
  if (target.dashboard_id) {
    const row = await byId(db, team, target.dashboard_id);
    if (!row) throw toolError('NOT_FOUND', 'dashboardIdNotFound', ctx.locale);
    return ofType(row);
  }
  if (target.dashboard_name) {
    const row = await byName(db, team, target.dashboard_name);
    if (!row) throw toolError('NOT_FOUND', 'dashboardNotFound', ctx.locale, { name: target.dashboard_name });
    return ofType(row);
  }
  if (ctx.activeDashboardId) {
    const row = await byId(db, team, ctx.activeDashboardId);
    if (row && (!appType || row.appType === appType)) return row;
  }
  const row = await latestReady(db, team, appType);
  if (!row) throw toolError('NOT_FOUND', appType ? NONE_YET[appType] : 'noDashboard', ctx.locale);
  return row;
}
