import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { collectionTasks, dashboards } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import { COLLECT_DASHBOARD } from '../../jobs/refresh-schedule.ts';
import { ANALYZE_DASHBOARD } from './analysis-queries.ts';
import { enqueueAnalysis } from './analyze-job.ts';
import { COLLECT_ATTEMPTS, type CollectPayload } from './collect-job.ts';
import { resetTasks } from './queries.ts';

/** A queued or running collection or analysis of the dashboard: something that will finish it. */
const liveJob = sql`exists (select 1 from "jobs" "j" where "j"."kind" in (${COLLECT_DASHBOARD}, ${ANALYZE_DASHBOARD})
  and "j"."status" in ('queued', 'running') and "j"."payload" ->> 'dashboardId' = ${dashboards.id})`;

async function collectionDone(db: Db, dashboardId: string): Promise<boolean> {
  const unfinished = await db
    .select({ id: collectionTasks.id })
    .from(collectionTasks)
    .where(and(eq(collectionTasks.dashboardId, dashboardId), ne(collectionTasks.status, 'SUCCESS')))
    .limit(1);
  return unfinished.length === 0;
}

/**
 * For the start of the server, after no job can be running unseen: a dashboard `generating` with no live job
 * would wait forever (older versions left that behind when recording a failure failed). Each goes back to the
 * queue: its analysis when every task collected, otherwise its collection from 0. Returns their ids.
 */
export async function recoverStalledDashboards(db: Db): Promise<string[]> {
  const stalled = await db
    .select({ id: dashboards.id, teamId: dashboards.teamId })
    .from(dashboards)
    .where(and(eq(dashboards.status, 'generating'), sql`not ${liveJob}`));
  const recovered: string[] = [];
  for (const dashboard of stalled) {
    const { id, teamId } = dashboard;
    const requeued = await db.transaction(async (tx) => {
      // Locked and checked again: another node may have recovered it, or a retry queued a job, meanwhile.
      const [still] = await tx
        .select({ id: dashboards.id })
        .from(dashboards)
        .where(and(eq(dashboards.id, id), eq(dashboards.status, 'generating'), sql`not ${liveJob}`))
        .for('update');
      if (!still) return false;
      if (await collectionDone(tx, id)) {
        await enqueueAnalysis(tx, dashboard, 'reanalyze');
        return true;
      }
      await resetTasks(tx, id);
      const payload: CollectPayload = { dashboardId: id, reason: 'recover' };
      await enqueueJob(tx, { kind: COLLECT_DASHBOARD, teamId, payload, maxAttempts: COLLECT_ATTEMPTS });
      return true;
    });
    if (requeued) recovered.push(id);
  }
  return recovered;
}
