import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { FailureCode } from '../../../src/lib/api/endpoints.ts';
import type { Db } from '../../db/client.ts';
import { collectionTasks, dashboardComponents, jobs } from '../../db/schema/index.ts';
import type { ComponentRow } from './queries.ts';

export const ANALYZE_DASHBOARD = 'analyze-dashboard';

export async function selectStaleComponents(db: Db, dashboardId: string): Promise<ComponentRow[]> {
  return db
    .select()
    .from(dashboardComponents)
    .where(and(eq(dashboardComponents.dashboardId, dashboardId), eq(dashboardComponents.state, 'stale')));
}

export type ComponentOutcomeRow =
  | { state: 'fresh'; result: unknown; computedAt: Date; dataVersion: number }
  | { state: 'failed'; errorCode: FailureCode; computedAt: Date; dataVersion: number };

/** A fresh result clears the error; a failure keeps the last good result for reference but says why it failed. */
export async function setComponentOutcome(
  db: Db,
  componentId: string,
  o: ComponentOutcomeRow,
): Promise<void> {
  await db
    .update(dashboardComponents)
    .set(
      o.state === 'fresh'
        ? {
            state: 'fresh',
            result: o.result,
            computedAt: o.computedAt,
            dataVersion: o.dataVersion,
            errorCode: null,
          }
        : {
            state: 'failed',
            errorCode: o.errorCode,
            computedAt: o.computedAt,
            dataVersion: o.dataVersion,
          },
    )
    .where(eq(dashboardComponents.id, componentId));
}

export async function failStaleComponents(db: Db, dashboardId: string, code: FailureCode): Promise<void> {
  await db
    .update(dashboardComponents)
    .set({ state: 'failed', errorCode: code })
    .where(and(eq(dashboardComponents.dashboardId, dashboardId), eq(dashboardComponents.state, 'stale')));
}

export async function hasPendingTasks(db: Db, dashboardId: string): Promise<boolean> {
  const rows = await db
    .select({ id: collectionTasks.id })
    .from(collectionTasks)
    .where(and(eq(collectionTasks.dashboardId, dashboardId), eq(collectionTasks.status, 'PENDING')))
    .limit(1);
  return rows.length > 0;
}

const ofDashboard = (dashboardId: string) =>
  and(eq(jobs.kind, ANALYZE_DASHBOARD), sql`${jobs.payload} ->> 'dashboardId' = ${dashboardId}`);

/**
 * Whether an analysis of the same dashboard was queued after `jobId`. That one reads every stale component when
 * it starts, so it covers this job's work with data at least as new; this job must not overwrite its results.
 */
export async function laterAnalysisExists(db: Db, jobId: string, dashboardId: string): Promise<boolean> {
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        ofDashboard(dashboardId),
        ne(jobs.id, jobId),
        gt(jobs.createdAt, sql`(select "created_at" from "jobs" where "id" = ${jobId})`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * The collection run the dashboard's facts come from: each finished collection queues its analysis with the
 * next number. Components keep theirs too, so the count survives jobs being cleaned up.
 */
export async function latestDataVersion(db: Db, dashboardId: string): Promise<number> {
  const [fromJobs] = await db
    .select({ v: sql<number | null>`max(cast(${jobs.payload} ->> 'dataVersion' as integer))` })
    .from(jobs)
    .where(ofDashboard(dashboardId));
  const [fromComponents] = await db
    .select({ v: sql<number | null>`max(${dashboardComponents.dataVersion})` })
    .from(dashboardComponents)
    .where(eq(dashboardComponents.dashboardId, dashboardId));
  return Math.max(0, Number(fromJobs?.v ?? 0), Number(fromComponents?.v ?? 0));
}
