import type { AnalyticsStore } from '../../analytics/store/analytics-store.ts';
import type { TextAnalyticsProvider } from '../../ai/text-analytics/text-analytics-provider.ts';
import type { Db } from '../../db/client.ts';
import type { JobContext, JobRegistry } from '../../jobs/job-registry.ts';
import { COLLECT_DASHBOARD } from '../../jobs/refresh-schedule.ts';
import type { FailureCode } from '../../../src/lib/api/endpoints.ts';
import { enqueueAnalysis, registerAnalyzeJob } from './analyze-job.ts';
import { CollectionNotWiredError, jobFailureCode } from './failure-code.ts';
import {
  completeTasks,
  failPendingTasks,
  findDashboard,
  markComponentsStale,
  resetTasks,
  updateDashboard,
} from './queries.ts';

export interface CollectPayload extends Record<string, unknown> {
  dashboardId: string;
  /** `recover`: queued at start for a dashboard left generating without a job (its tasks are reset then). */
  reason: 'create' | 'refresh' | 'retry' | 'recover';
}

/**
 * Collects the posts of a dashboard's subjects into the analytics store (createFactCollector), writing only
 * through the job's fence; the job then queues the analysis. Without a source the job fails with that reason,
 * honestly, and the dashboard offers a retry.
 */
export type CollectDashboard = (ctx: JobContext<CollectPayload>) => Promise<unknown>;

/** Collection gets three tries (backoff between them) before the dashboard is marked failed. */
export const COLLECT_ATTEMPTS = 3;

/** Removes a deleted dashboard's facts; registered only where an analytics store exists (queued until then). */
export const DELETE_DASHBOARD_FACTS = 'delete-dashboard-facts';

const notWired: CollectDashboard = () => Promise.reject(new CollectionNotWiredError());

/**
 * After a collection: tasks SUCCESS, every component stale (its data changed) and the analysis queued. Pass the
 * transaction that finishes the collection job (JobContext.finish): one analysis per collection, even when the
 * job runs again. A ready dashboard stays ready (its components show "reanalysis required" meanwhile); any
 * other stays, or goes back to, generating until the analysis finishes.
 */
export async function markCollectionDone(tx: Db, dashboardId: string): Promise<void> {
  const dashboard = await findDashboard(tx, dashboardId);
  if (!dashboard) return;
  await completeTasks(tx, dashboardId);
  await markComponentsStale(tx, dashboardId);
  await updateDashboard(tx, dashboardId, {
    status: dashboard.status === 'ready' ? 'ready' : 'generating',
    failureCode: null,
  });
  await enqueueAnalysis(tx, dashboard, 'collected');
}

/** Marks the dashboard failed with the code of the job's failure, and its unfinished tasks FAILURE. */
export async function markCollectionFailed(db: Db, dashboardId: string, code: FailureCode): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await findDashboard(tx, dashboardId))) return;
    await failPendingTasks(tx, dashboardId, code);
    await updateDashboard(tx, dashboardId, { status: 'failed', failureCode: code });
  });
}

/**
 * Registers the dashboard jobs: collection (with `collect`, or failing as not wired), and where an analytics
 * store exists the facts cleanup and, with text analytics too, the analysis. Kinds not registered stay queued.
 */
export function registerDashboardJobs(
  registry: JobRegistry,
  opts: {
    collect?: CollectDashboard;
    analytics?: AnalyticsStore;
    textAnalytics?: TextAnalyticsProvider;
  } = {},
): void {
  const { collect = notWired, analytics, textAnalytics } = opts;
  if (analytics && textAnalytics) registerAnalyzeJob(registry, { store: analytics, textAnalytics });
  if (analytics)
    registry.register<{ dashboardId: string }>(DELETE_DASHBOARD_FACTS, {
      run: async ({ job, holdingClaim }) => {
        await holdingClaim((claim) =>
          analytics.deleteFacts({ dashboardId: job.payload.dashboardId }, { claim }),
        );
        return null;
      },
    });
  registry.register<CollectPayload>(COLLECT_DASHBOARD, {
    async run(ctx) {
      const { dashboardId } = ctx.job.payload;
      // A dashboard deleted while its job waited needs no collection.
      if (!(await findDashboard(ctx.db, dashboardId))) return { skipped: 'dashboard deleted' };
      // Every run collects from 0: a refresh, another attempt, or a job taken over from a node that stopped.
      await ctx.fenced((tx) => resetTasks(tx, dashboardId));
      const result = await collect(ctx);
      return ctx.finish(async (tx) => {
        await markCollectionDone(tx, dashboardId);
        return result;
      });
    },
    onFailed: ({ db, job }, failure) =>
      markCollectionFailed(db, job.payload.dashboardId, jobFailureCode(failure, 'collection_failed')),
  });
}
