import type { Db } from '../../db/client.ts';
import { enqueueAnalysis } from '../dashboard/analyze-job.ts';
import { markComponentsStale } from '../dashboard/queries.ts';
import { dashboardsReading } from './queries.ts';

/**
 * A dataset's rows, tags or budget changed (a re-import, a sync, a tagging run, a new budget, its deletion):
 * every AD dashboard reading it is "data has changed, reanalysis required" and computed again with the next data
 * version. Pass the transaction that records the change, so the two go together.
 */
export async function adDataChanged(tx: Db, datasetId: string): Promise<void> {
  for (const dashboard of await dashboardsReading(tx, datasetId)) {
    await markComponentsStale(tx, dashboard.id);
    await enqueueAnalysis(tx, dashboard, 'collected');
  }
}

/**
 * A dataset's parse or sync failed and its rows stay as they were: only the dashboards still waiting for its
 * first rows need their analysis, which now says why there is nothing to show.
 */
export async function adDataFailed(tx: Db, datasetId: string): Promise<void> {
  for (const dashboard of await dashboardsReading(tx, datasetId))
    if (dashboard.status === 'generating') await enqueueAnalysis(tx, dashboard, 'reanalyze');
}
