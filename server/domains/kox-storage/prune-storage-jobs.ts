import { and, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { REFRESH_CREATOR } from './monitoring.ts';
import { STORE_CREATOR } from './store-job.ts';

/** How long a finished storage or refresh job stays for whoever looks into the jobs table. */
export const FINISHED_STORAGE_JOBS_KEPT_MS = 86_400_000;

/**
 * Deletes storage and refresh jobs finished more than a day ago. Their history is the storage record (state,
 * reason) and the follower trend, so the runner's rows are only its bookkeeping: without this, a team storing
 * a thousand links a day and refreshing its monitored creators weekly would grow the jobs table without end.
 */
export async function pruneFinishedStorageJobs(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(jobs)
    .where(
      and(
        inArray(jobs.kind, [STORE_CREATOR, REFRESH_CREATOR]),
        inArray(jobs.status, ['succeeded', 'failed']),
        lt(jobs.finishedAt, new Date(now.getTime() - FINISHED_STORAGE_JOBS_KEPT_MS)),
      ),
    )
    .returning({ id: jobs.id });
  return deleted.length;
}
