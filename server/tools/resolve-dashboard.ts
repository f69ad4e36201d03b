import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { DashboardAppType } from '../../src/lib/ads/ad-dashboard-values.ts';
import type { Db } from '../db/client.ts';
import { dashboards } from '../db/schema/index.ts';
import { seesClient } from '../lib/access.ts';
import { containsPattern } from '../lib/like-pattern.ts';
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

/** Names a question of several dashboards lists. */
const NAMES_LISTED = 5;

/**
 * The dashboard of that name, else the one whose name contains it: people say "the Nike dashboard" of
 * "Nike running", and a name said without quotes may lose its first words ("Running shoes看板" reads as
 * "shoes"). Several containing it are asked about, not guessed between.
 */
async function byName(ctx: ToolContext, team: TeamContext, name: string): Promise<DashboardRow | undefined> {
  const { db } = ctx.deps;
  const named = (where: SQL, limit: number) =>
    db
      .select()
      .from(dashboards)
      .where(and(visibleDashboards(team), where))
      .orderBy(desc(dashboards.updatedAt))
      .limit(limit);
  const [exact] = await named(sql`lower(${dashboards.name}) = lower(${name.trim()})`, 1);
  if (exact) return exact;
  const containing = await named(ilike(dashboards.name, containsPattern(name.trim())), NAMES_LISTED + 1);
  if (containing.length > 1)
    throw toolError('CONFLICT', 'whichDashboard', ctx.locale, {
      name: name.trim(),
      names: containing
        .slice(0, NAMES_LISTED)
        .map((d) => `“${d.name}”`)
        .join(ctx.locale === 'zh' ? '、' : ', '),
    });
  return containing[0];
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
 * Which dashboard a tool means: the id it names, else the name it names (case-insensitive; else the one name
 * containing it), else the dashboard open in the artifact panel, else the most recently updated ready one. Only
 * dashboards of the caller's current team under clients they see are ever found. With `appType`, a dashboard
 * named of the other type is refused with what it is, and the panel's or the latest one is only one of that type.
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
    const row = await byName(ctx, team, target.dashboard_name);
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
