import type { Db } from '../../db/client.ts';
import type { TeamContext } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { visibleDataset } from '../ads/dataset-queries.ts';
import type { AdSourceDataset } from './queries.ts';

/**
 * The datasets an AD dashboard filed under `clientId` may read, checked in the order given: each one the caller
 * sees (else 10205, like a missing one, so ids cannot be probed); each under the same client as the dashboard
 * (10461: its viewers must be allowed to see the data it shows); none failed without a single row (10460: there
 * is nothing to show until it is uploaded or synced again). A dataset still being read is fine: the dashboard
 * waits for it. Answers the datasets, in the order given.
 */
export async function checkAdSources(
  db: Db,
  team: TeamContext,
  clientId: string | null,
  datasetIds: readonly string[],
): Promise<AdSourceDataset[]> {
  const datasets = await Promise.all(datasetIds.map((id) => visibleDataset(db, team, id)));
  const issues = (list: typeof datasets) =>
    list.map(({ dataset }) => ({
      path: 'dataset_ids',
      message: dataset.name,
      params: { dataset_id: dataset.id },
    }));
  const otherClient = datasets.filter(({ dataset }) => dataset.clientId !== clientId);
  if (otherClient.length) throw new AppError('AD_DASHBOARD_OTHER_CLIENT', undefined, issues(otherClient));
  const unusable = datasets.filter(({ dataset }) => dataset.state === 'failed' && dataset.rowCount === 0);
  if (unusable.length) throw new AppError('AD_DASHBOARD_SOURCE_UNUSABLE', undefined, issues(unusable));
  return datasets.map((d) => d.dataset);
}
