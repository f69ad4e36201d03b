import type { z } from 'zod';
import type { endpoints } from '../../../src/lib/api/endpoints.ts';
import type { TagDimension } from '../../../src/lib/ads/ad-values.ts';
import { DEFAULT_AD_PIVOT } from '../../../src/lib/report-components/ad-results.ts';
import { AD_COMPONENTS } from '../../../src/lib/report-components/catalog.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { enqueueAnalysis } from '../dashboard/analyze-job.ts';
import type { DashboardDetailDto } from '../dashboard/dashboard-dto.ts';
import { resolveOrgRefs } from '../dashboard/org-refs.ts';
import {
  insertComponent,
  insertDashboard,
  markComponentsStale,
  updateDashboard,
  type DashboardRow,
} from '../dashboard/queries.ts';
import { detailById } from '../dashboard/service.ts';
import { getTeamDashboard, type TeamCaller } from '../dashboard/team-scope.ts';
import { rangeColumns } from './ad-dashboard-state.ts';
import { checkAdSources } from './check-sources.ts';
import { checkAdComponentSettings } from './component-settings.ts';
import { insertAdSettings, replaceAdSources, updateAdSettings } from './queries.ts';

export type AdDashboardInput = z.output<(typeof endpoints)['adDashboard.add']['input']>;
export type AdDashboardChange = z.output<(typeof endpoints)['adDashboard.update']['input']>;

const nameRequired = () =>
  new AppError('BASIC_INFO_INCOMPLETE', undefined, [
    { path: 'name', message: 'Basic information is incomplete' },
  ]);

/** Every AD component, in the catalog's order: what a new AD dashboard shows unless told otherwise. */
export const allAdComponents = (): string[] => AD_COMPONENTS.map((c) => c.api_key);

/** An AD dashboard of the caller's team (10205 otherwise), or 10463 for an MK one. */
export async function getAdDashboard(db: Db, caller: TeamCaller, id: string): Promise<DashboardRow> {
  const row = await getTeamDashboard(db, caller.team, id);
  if (row.appType !== 'AD') throw new AppError('AD_DASHBOARD_REQUIRED');
  return row;
}

/**
 * Creates an AD dashboard: filed like an MK one (team, client, project), its datasets checked (visible, the
 * dashboard's client's, readable), its settings, sources and components, and the analysis that computes them,
 * in one transaction. It is `generating` until the analysis has computed it (after its datasets' first rows).
 */
export async function createAdDashboard(
  db: Db,
  caller: TeamCaller,
  input: AdDashboardInput,
  /** The tag dimensions the custom table is cut by ("tag it by product"), instead of by day. */
  opts: { pivotBy?: TagDimension[] | undefined } = {},
): Promise<DashboardDetailDto> {
  if (!input.name) throw nameRequired();
  const { refs, issues } = await resolveOrgRefs(db, caller.team, {
    teamId: input.team_id,
    projectId: input.project_id,
    clientId: input.client_id,
  });
  if (issues.length) throw new AppError('VALIDATION', undefined, issues);
  await checkAdSources(db, caller.team, refs.clientId, input.dataset_ids);
  const pivot = opts.pivotBy?.length ? { pivot: { ...DEFAULT_AD_PIVOT, dimensions: opts.pivotBy } } : {};
  const components = (input.components ?? allAdComponents()).map((apiKey) => ({
    apiKey,
    settings: checkAdComponentSettings(apiKey, apiKey === 'db_ad_custom_multi_dimensional_data' ? pivot : {}),
  }));
  const id = await db.transaction(async (tx) => {
    const dashboard = await insertDashboard(tx, {
      ownerId: caller.userId,
      ...refs,
      name: input.name,
      appType: 'AD',
      media: [],
      frequency: 'once',
      status: 'generating',
      nextRefreshAt: null,
    });
    await insertAdSettings(tx, {
      dashboardId: dashboard.id,
      window: input.window,
      level: input.level,
      ...rangeColumns(input.range),
      tags: input.tags,
      budgetUsd: input.budget_usd,
    });
    await replaceAdSources(tx, dashboard.id, input.dataset_ids);
    for (const [position, c] of components.entries())
      await insertComponent(tx, { dashboardId: dashboard.id, ...c, position });
    await enqueueAnalysis(tx, dashboard, 'collected');
    return dashboard.id;
  });
  return detailById(db, id);
}

/**
 * Changes an AD dashboard. Anything but the name changes what its components compute: they all turn stale
 * ("data has changed, reanalysis required") and the analysis computes them again, in the same transaction.
 */
export async function updateAdDashboard(
  db: Db,
  caller: TeamCaller,
  input: AdDashboardChange,
): Promise<DashboardDetailDto> {
  const dashboard = await getAdDashboard(db, caller, input.dashboard_id);
  if (input.name === '') throw nameRequired();
  if (input.dataset_ids) await checkAdSources(db, caller.team, dashboard.clientId, input.dataset_ids);
  const settings = {
    ...(input.window !== undefined ? { window: input.window } : {}),
    ...(input.level !== undefined ? { level: input.level } : {}),
    ...(input.range !== undefined ? rangeColumns(input.range) : {}),
    ...(input.tags !== undefined ? { tags: input.tags } : {}),
    ...(input.budget_usd !== undefined ? { budgetUsd: input.budget_usd } : {}),
  };
  const recompute = Object.keys(settings).length > 0 || input.dataset_ids !== undefined;
  await db.transaction(async (tx) => {
    await updateAdSettings(tx, dashboard.id, settings);
    if (input.dataset_ids) await replaceAdSources(tx, dashboard.id, input.dataset_ids);
    if (recompute) {
      await markComponentsStale(tx, dashboard.id);
      await enqueueAnalysis(tx, dashboard, 'collected');
    }
    await updateDashboard(tx, dashboard.id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(recompute && dashboard.status === 'failed' ? { status: 'generating', failureCode: null } : {}),
    });
  });
  return detailById(db, dashboard.id);
}
