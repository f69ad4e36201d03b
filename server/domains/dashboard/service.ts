import type { Db } from '../../db/client.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import { COLLECT_DASHBOARD, nextRefreshAfter } from '../../jobs/refresh-schedule.ts';
import { enqueueAnalysis } from './analyze-job.ts';
import { COLLECT_ATTEMPTS, DELETE_DASHBOARD_FACTS } from './collect-job.ts';
import type { UpdateFrequency } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { checkBuilderRules, type DashboardInput } from './builder-rules.ts';
import type { DashboardAppType } from '../../../src/lib/ads/ad-dashboard-values.ts';
import { isAdApiKey } from '../../analytics/ad-components/registry.ts';
import { dashboardSourcesOf, toAdBlock } from '../ad-dashboard/ad-block.ts';
import { loadAdState } from '../ad-dashboard/ad-dashboard-state.ts';
import { checkAdComponentSettings } from '../ad-dashboard/component-settings.ts';
import { sourceKindsOf } from '../ad-dashboard/queries.ts';
import { resolveOrgRefs } from './org-refs.ts';
import { getTeamDashboard, type TeamCaller } from './team-scope.ts';
import {
  toComponentDto,
  toSubjectDto,
  toSummaryDto,
  toTaskDto,
  type ComponentDto,
  type DashboardDetailDto,
  type DashboardSummaryDto,
} from './dashboard-dto.ts';
import {
  deleteComponent,
  deleteDashboardRows,
  findDashboard,
  insertComponent,
  insertDashboard,
  insertSubject,
  insertTasks,
  listDashboards,
  markComponentsStale,
  resetTasks,
  selectComponents,
  selectSubjects,
  selectTasks,
  setComponentPosition,
  setComponentSettings,
  updateDashboard,
  type DashboardRow,
} from './queries.ts';

export async function dashboardDetail(db: Db, row: DashboardRow): Promise<DashboardDetailDto> {
  const [subjects, tasks, components, ad] = await Promise.all([
    selectSubjects(db, row.id),
    selectTasks(db, row.id),
    selectComponents(db, row.id),
    row.appType === 'AD' ? loadAdState(db, row) : null,
  ]);
  const block = ad ? toAdBlock(ad) : null;
  return {
    ...toSummaryDto(row, block ? dashboardSourcesOf(block.sources.map((d) => d.kind)) : undefined),
    subjects: subjects.map(toSubjectDto),
    tasks: tasks.map(toTaskDto),
    components: components.map(toComponentDto),
    ad: block,
  };
}

export async function detailById(db: Db, id: string): Promise<DashboardDetailDto> {
  const row = await findDashboard(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Dashboard not found.');
  return dashboardDetail(db, row);
}

/** Every dashboard of the caller's team they see (a restricted member: their clients' only). */
export async function listTeamDashboards(
  db: Db,
  caller: TeamCaller,
  input: {
    keyword?: string;
    client_id?: string;
    project_id?: string;
    app_type?: DashboardAppType;
    sort: 'updated' | 'created' | 'name';
    page: number;
    page_size: number;
  },
): Promise<{ list: DashboardSummaryDto[]; total: number }> {
  const { rows, total } = await listDashboards(db, {
    team: caller.team,
    keyword: input.keyword || undefined,
    clientId: input.client_id,
    projectId: input.project_id,
    appType: input.app_type,
    sort: input.sort,
    page: input.page,
    pageSize: input.page_size,
  });
  const adKinds = await sourceKindsOf(
    db,
    rows.filter((r) => r.appType === 'AD').map((r) => r.id),
  );
  return {
    list: rows.map((r) => toSummaryDto(r, dashboardSourcesOf(adKinds.get(r.id) ?? []))),
    total,
  };
}

/**
 * Creates the dashboard, its subjects, one collection task per subject and medium, the chosen components and
 * the `collect-dashboard` job, all in one transaction: a dashboard never exists without its job.
 */
export async function createDashboard(
  db: Db,
  caller: TeamCaller,
  input: DashboardInput,
): Promise<DashboardDetailDto> {
  checkBuilderRules(input);
  const { refs, issues } = await resolveOrgRefs(db, caller.team, {
    teamId: input.team_id,
    projectId: input.project_id,
    clientId: input.client_id,
  });
  if (issues.length) throw new AppError('VALIDATION', undefined, issues);
  const now = new Date();
  const id = await db.transaction(async (tx) => {
    const dashboard = await insertDashboard(tx, {
      ownerId: caller.userId,
      ...refs,
      name: input.name,
      media: input.media,
      mode: input.mode,
      frequency: input.frequency,
      status: 'generating',
      nextRefreshAt: nextRefreshAfter(input.frequency, now),
    });
    for (const [position, s] of input.subjects.entries()) {
      const subject = await insertSubject(tx, {
        dashboardId: dashboard.id,
        position,
        name: s.name,
        description: s.description,
        keywords: s.keywords,
        topics: s.topics,
        accounts: s.accounts,
        excludedAccounts: s.excluded_accounts,
        regions: s.regions,
        languages: s.languages,
        followerMin: s.follower_min,
        followerMax: s.follower_max,
        contentLanguages: s.content_languages,
        searchScope: s.search_scope,
        paidOnly: s.paid_only,
        appPromotion: s.app_promotion,
        industry: s.industry,
      });
      await insertTasks(
        tx,
        input.media.map((media) => ({
          dashboardId: dashboard.id,
          subjectId: subject.id,
          media,
          mode: input.mode,
        })),
      );
    }
    for (const [position, apiKey] of input.components.entries())
      await insertComponent(tx, { dashboardId: dashboard.id, apiKey, position });
    await enqueueJob(tx, {
      kind: COLLECT_DASHBOARD,
      teamId: dashboard.teamId,
      payload: { dashboardId: dashboard.id, reason: 'create' },
      maxAttempts: COLLECT_ATTEMPTS,
    });
    return dashboard.id;
  });
  return detailById(db, id);
}

export async function editDashboard(
  db: Db,
  caller: TeamCaller,
  input: { dashboard_id: string; name?: string; frequency?: UpdateFrequency },
): Promise<DashboardSummaryDto> {
  const current = await getTeamDashboard(db, caller.team, input.dashboard_id);
  if (current.appType === 'AD' && input.frequency !== undefined && input.frequency !== 'once')
    throw new AppError('AD_DASHBOARD_NOT_MK');
  if (input.name === '')
    throw new AppError('BASIC_INFO_INCOMPLETE', undefined, [
      { path: 'name', message: 'Basic information is incomplete' },
    ]);
  const frequencyChanged = input.frequency !== undefined && input.frequency !== current.frequency;
  const row = await updateDashboard(db, current.id, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(frequencyChanged && input.frequency
      ? { frequency: input.frequency, nextRefreshAt: nextRefreshAfter(input.frequency, new Date()) }
      : {}),
  });
  if (!row) throw new AppError('NOT_FOUND', 'Dashboard not found.');
  return summaryOf(db, row);
}

/** A dashboard's summary with, for an AD one, its datasets' sources. */
async function summaryOf(db: Db, row: DashboardRow): Promise<DashboardSummaryDto> {
  const kinds = row.appType === 'AD' ? ((await sourceKindsOf(db, [row.id])).get(row.id) ?? []) : [];
  return toSummaryDto(row, dashboardSourcesOf(kinds));
}

/**
 * Deletes the rows in one transaction, with a job that removes the dashboard's facts from the analytics store.
 * That job is upkeep with no team: deleting the team right after must not take the clean-up with it.
 */
export async function removeDashboard(db: Db, caller: TeamCaller, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await getTeamDashboard(tx, caller.team, id);
    await deleteDashboardRows(tx, id);
    await enqueueJob(tx, { kind: DELETE_DASHBOARD_FACTS, payload: { dashboardId: id }, maxAttempts: 5 });
  });
}

/**
 * A failed dashboard goes back to generating: an MK one with fresh tasks and a new collection job, an AD one
 * (which has no collection) with every component stale and a new analysis.
 */
export async function retryDashboard(db: Db, caller: TeamCaller, id: string): Promise<DashboardSummaryDto> {
  const row = await db.transaction(async (tx) => {
    const current = await getTeamDashboard(tx, caller.team, id);
    if (current.status !== 'failed')
      throw new AppError('CONFLICT', 'Only a failed dashboard can be retried.');
    if (current.appType === 'AD') {
      await markComponentsStale(tx, id);
      await enqueueAnalysis(tx, current, 'reanalyze');
    } else {
      await resetTasks(tx, id);
      await enqueueJob(tx, {
        kind: COLLECT_DASHBOARD,
        teamId: current.teamId,
        payload: { dashboardId: id, reason: 'retry' },
        maxAttempts: COLLECT_ATTEMPTS,
      });
    }
    return updateDashboard(tx, id, { status: 'generating', failureCode: null });
  });
  if (!row) throw new AppError('NOT_FOUND', 'Dashboard not found.');
  return summaryOf(db, row);
}

/**
 * The settings a component of this dashboard is stored with: an AD dashboard takes AD components only (10462),
 * their settings checked; an MK dashboard's settings are kept as given (llm_video_custom_category's rules).
 */
function componentSettings(dashboard: DashboardRow, apiKey: string, settings: Record<string, unknown>) {
  if (dashboard.appType !== 'AD') return settings;
  if (!isAdApiKey(apiKey))
    throw new AppError('AD_DASHBOARD_COMPONENT_KIND', undefined, [{ path: 'api_key', message: apiKey }]);
  return checkAdComponentSettings(apiKey, settings);
}

export async function addComponent(
  db: Db,
  caller: TeamCaller,
  input: { dashboard_id: string; api_key: string; settings: Record<string, unknown> },
): Promise<ComponentDto> {
  return db.transaction(async (tx) => {
    const dashboard = await getTeamDashboard(tx, caller.team, input.dashboard_id);
    const settings = componentSettings(dashboard, input.api_key, input.settings);
    const existing = await selectComponents(tx, input.dashboard_id);
    const position = existing.reduce((max, c) => Math.max(max, c.position), -1) + 1;
    const row = await insertComponent(tx, {
      dashboardId: input.dashboard_id,
      apiKey: input.api_key,
      settings,
      position,
    });
    await updateDashboard(tx, input.dashboard_id, {});
    await analyseIfReady(tx, dashboard);
    return toComponentDto(row);
  });
}

/** New settings for a component: it turns stale, and a ready dashboard analyses it again at once. */
export async function editComponent(
  db: Db,
  caller: TeamCaller,
  input: { dashboard_id: string; component_id: string; settings: Record<string, unknown> },
): Promise<ComponentDto> {
  return db.transaction(async (tx) => {
    const dashboard = await getTeamDashboard(tx, caller.team, input.dashboard_id);
    const current = (await selectComponents(tx, dashboard.id)).find((c) => c.id === input.component_id);
    if (!current) throw new AppError('NOT_FOUND', 'Component not found.');
    const settings = componentSettings(dashboard, current.apiKey, input.settings);
    const row = await setComponentSettings(tx, current.id, settings);
    await updateDashboard(tx, dashboard.id, {});
    await analyseIfReady(tx, dashboard);
    return toComponentDto(row);
  });
}

export async function removeComponent(
  db: Db,
  caller: TeamCaller,
  dashboardId: string,
  componentId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await getTeamDashboard(tx, caller.team, dashboardId);
    if (!(await deleteComponent(tx, dashboardId, componentId)))
      throw new AppError('NOT_FOUND', 'Component not found.');
    await updateDashboard(tx, dashboardId, {});
  });
}

export async function reorderComponents(
  db: Db,
  caller: TeamCaller,
  dashboardId: string,
  componentIds: string[],
): Promise<ComponentDto[]> {
  return db.transaction(async (tx) => {
    await getTeamDashboard(tx, caller.team, dashboardId);
    const current = await selectComponents(tx, dashboardId);
    const known = new Set(current.map((c) => c.id));
    if (
      componentIds.length !== known.size ||
      new Set(componentIds).size !== known.size ||
      componentIds.some((id) => !known.has(id))
    )
      throw new AppError('VALIDATION', undefined, [
        { path: 'component_ids', message: 'Name every component of the dashboard exactly once.' },
      ]);
    for (const [position, id] of componentIds.entries()) await setComponentPosition(tx, id, position);
    await updateDashboard(tx, dashboardId, {});
    return (await selectComponents(tx, dashboardId)).map(toComponentDto);
  });
}

/**
 * A ready dashboard analyses newly stale components at once. A generating one does not: its pending analysis
 * reads every stale component after the collection; a failed one has no facts to read until it is retried.
 */
async function analyseIfReady(db: Db, dashboard: DashboardRow): Promise<void> {
  if (dashboard.status === 'ready') await enqueueAnalysis(db, dashboard, 'reanalyze');
}

export async function requestReanalysis(
  db: Db,
  caller: TeamCaller,
  dashboardId: string,
  componentIds?: string[],
): Promise<ComponentDto[]> {
  return db.transaction(async (tx) => {
    const dashboard = await getTeamDashboard(tx, caller.team, dashboardId);
    const current = await selectComponents(tx, dashboardId);
    const known = new Set(current.map((c) => c.id));
    const unknown = componentIds?.filter((id) => !known.has(id)) ?? [];
    if (unknown.length) throw new AppError('NOT_FOUND', 'Component not found.');
    await markComponentsStale(tx, dashboardId, componentIds);
    await analyseIfReady(tx, dashboard);
    return (await selectComponents(tx, dashboardId)).map(toComponentDto);
  });
}
