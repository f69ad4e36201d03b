import type { FailureCode } from '../../../src/lib/api/endpoints.ts';
import type { Db } from '../../db/client.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { JobRegistry } from '../../jobs/job-registry.ts';
import {
  ANALYZE_DASHBOARD,
  failStaleComponents,
  hasPendingTasks,
  laterAnalysisExists,
  latestDataVersion,
  selectStaleComponents,
  setComponentOutcome,
} from './analysis-queries.ts';
import type { DashboardAppType } from '../../../src/lib/ads/ad-dashboard-values.ts';
import { adAnalysisPlan } from '../ad-dashboard/ad-analysis.ts';
import type { AnalysisPlan } from './analysis-plan.ts';
import { computePlacedComponents, type AnalysisDeps, type AnalysisScope } from './component-results.ts';
import { jobFailureCode } from './failure-code.ts';
import { findDashboard, selectSubjects, updateDashboard, type DashboardRow } from './queries.ts';

export { ANALYZE_DASHBOARD };

export interface AnalyzePayload extends Record<string, unknown> {
  dashboardId: string;
  /** `collected`: new facts (carries their data version); `reanalyze`: components asked again, same facts. */
  reason: 'collected' | 'reanalyze';
  dataVersion?: number;
}

const ANALYZE_ATTEMPTS = 3;

/** Queues the analysis of a dashboard's stale components; pass the transaction that made them stale. */
export async function enqueueAnalysis(
  db: Db,
  dashboard: { id: string; teamId: string },
  reason: AnalyzePayload['reason'],
): Promise<void> {
  const payload: AnalyzePayload = { dashboardId: dashboard.id, reason };
  if (reason === 'collected') payload.dataVersion = (await latestDataVersion(db, dashboard.id)) + 1;
  await enqueueJob(db, {
    kind: ANALYZE_DASHBOARD,
    teamId: dashboard.teamId,
    payload,
    maxAttempts: ANALYZE_ATTEMPTS,
  });
}

/**
 * A dashboard waiting for its first analysis (generating, nothing left to collect) is ready once its
 * components are computed; a ready one stays ready. Bumps updated_at: the list shows it as just changed.
 * Pass the transaction that finishes the analysis job.
 */
async function finishAnalysis(tx: Db, dashboardId: string): Promise<void> {
  const dashboard = await findDashboard(tx, dashboardId);
  if (!dashboard) return;
  const done = dashboard.status === 'generating' && !(await hasPendingTasks(tx, dashboardId));
  await updateDashboard(tx, dashboardId, done ? { status: 'ready', failureCode: null } : {});
}

/**
 * When the analysis itself cannot run (its attempts are used up), the components it owed say why, and a
 * dashboard still generating fails with the same code, so the detail offers a retry.
 */
export async function markAnalysisFailed(db: Db, dashboardId: string, code: FailureCode): Promise<void> {
  await db.transaction(async (tx) => {
    const dashboard = await findDashboard(tx, dashboardId);
    if (!dashboard) return;
    await failStaleComponents(tx, dashboardId, code);
    if (dashboard.status === 'generating' && !(await hasPendingTasks(tx, dashboardId)))
      await updateDashboard(tx, dashboardId, { status: 'failed', failureCode: code });
  });
}

/** The MK analysis: every stale component over all the dashboard's subjects, then the dashboard is finished. */
async function mkAnalysisPlan(db: Db, deps: AnalysisDeps, dashboard: DashboardRow): Promise<AnalysisPlan> {
  const subjects = await selectSubjects(db, dashboard.id);
  const scope: AnalysisScope = {
    dashboardId: dashboard.id,
    subjectIds: subjects.map((s) => s.id),
    subjectNames: Object.fromEntries(subjects.map((s) => [s.id, s.name])),
  };
  return {
    kind: 'compute',
    compute: (stale, onOutcome) => computePlacedComponents(deps, scope, stale, onOutcome),
    finish: (tx) => finishAnalysis(tx, dashboard.id),
  };
}

const PLANS: Record<
  DashboardAppType,
  (db: Db, deps: AnalysisDeps, d: DashboardRow) => Promise<AnalysisPlan>
> = {
  MK: mkAnalysisPlan,
  AD: adAnalysisPlan,
};

/**
 * `analyze-dashboard`: computes every stale component of one dashboard (MK: db_* as SQL aggregates, llm_*
 * through text analytics; AD: from its ad datasets, ad-analysis.ts), validates each result with its schema and
 * stores it as fresh, or as failed with the reason, one component at a time so one failure never takes the
 * others down.
 */
export function registerAnalyzeJob(registry: JobRegistry, deps: AnalysisDeps): void {
  registry.register<AnalyzePayload>(ANALYZE_DASHBOARD, {
    maxAttempts: ANALYZE_ATTEMPTS,
    async run({ db, job, signal, now, log, fenced, finish }) {
      const { dashboardId } = job.payload;
      const dashboard = await findDashboard(db, dashboardId);
      if (!dashboard) return { skipped: 'dashboard deleted' };
      if (await laterAnalysisExists(db, job.id, dashboardId)) return { skipped: 'superseded' };
      const dataVersion = job.payload.dataVersion ?? (await latestDataVersion(db, dashboardId));
      const plan = await PLANS[dashboard.appType](db, deps, dashboard);
      if (plan.kind === 'wait') return { skipped: plan.reason };
      const stale = await selectStaleComponents(db, dashboardId);
      const counts = { fresh: 0, failed: 0, superseded: 0 };
      await plan.compute(stale, async (componentId, outcome) => {
        signal.throwIfAborted();
        if (!outcome.ok)
          log(`[analysis] component ${componentId} of dashboard ${dashboardId} failed: ${outcome.detail}`);
        const written = await fenced(async (tx) => {
          if (await laterAnalysisExists(tx, job.id, dashboardId)) return false;
          await setComponentOutcome(
            tx,
            componentId,
            outcome.ok
              ? { state: 'fresh', result: outcome.result, computedAt: now(), dataVersion }
              : { state: 'failed', errorCode: outcome.code, computedAt: now(), dataVersion },
          );
          return true;
        });
        if (!written) counts.superseded += 1;
        else if (outcome.ok) counts.fresh += 1;
        else counts.failed += 1;
      });
      if (counts.superseded) return { dataVersion, ...counts };
      return finish(async (tx) => {
        // Deleted meanwhile: nothing to finish.
        if (await findDashboard(tx, dashboardId)) await plan.finish(tx);
        return { dataVersion, ...counts };
      });
    },
    onFailed: ({ db, job }, failure) =>
      markAnalysisFailed(db, job.payload.dashboardId, jobFailureCode(failure, 'analysis_failed')),
  });
}
