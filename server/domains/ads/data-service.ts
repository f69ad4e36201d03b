import { eq } from 'drizzle-orm';
import type { AdDatasetKind, AdDatasetState } from '../../../src/lib/ads/ad-dataset-values.ts';
import type { Db } from '../../db/client.ts';
import { adDatasets } from '../../db/schema/index.ts';
import type { AppDeps, TeamContext } from '../../lib/app-env.ts';
import { adDataChanged } from '../ad-dashboard/source-changes.ts';
import { fileUnder } from '../kox/team-service.ts';
import { enqueueFactsDeletion } from './ad-job-queue.ts';
import {
  datasetDto,
  listDatasets,
  updateDataset,
  visibleDataset,
  type AdDatasetRow,
} from './dataset-queries.ts';
import { currentKeyIdFor } from './dataset-token.ts';
import { deleteUpload } from './upload-chunks.ts';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** A visible dataset as the API shows it (10205 otherwise). */
export async function datasetView(deps: Deps, team: TeamContext, datasetId: string, kinds?: AdDatasetKind[]) {
  const view = await visibleDataset(deps.db, team, datasetId, kinds);
  return datasetDto(view, await currentKeyIdFor(deps.config, [view.dataset]));
}

export async function listData(
  deps: Deps,
  team: TeamContext,
  input: {
    kinds?: readonly AdDatasetKind[];
    state?: AdDatasetState | undefined;
    keyword?: string | undefined;
    page: number;
    page_size: number;
  },
) {
  const { list, total } = await listDatasets(deps.db, team, input);
  const keyId = await currentKeyIdFor(
    deps.config,
    list.map((v) => v.dataset),
  );
  return { list: list.map((v) => datasetDto(v, keyId)), total };
}

/** Renames a dataset or files it under another client the caller sees. */
export async function updateData(
  deps: Deps,
  team: TeamContext,
  input: { dataset_id: string; name?: string | undefined; client_id?: string | null | undefined },
) {
  const { dataset } = await visibleDataset(deps.db, team, input.dataset_id);
  const set: Partial<typeof adDatasets.$inferInsert> = {};
  if (input.name !== undefined) set.name = input.name;
  if (input.client_id !== undefined) set.clientId = await fileUnder(deps.db, team, input.client_id);
  await deps.db.transaction(async (tx) => {
    await updateDataset(tx, dataset.id, set);
    // Filed under another client: its AD dashboards of the old client leave it out from now on.
    if (set.clientId !== undefined && set.clientId !== dataset.clientId) await adDataChanged(tx, dataset.id);
  });
  return datasetView(deps, team, dataset.id);
}

export async function setBudget(
  deps: Deps,
  team: TeamContext,
  input: { dataset_id: string; monthly_budget_usd: number | null },
) {
  const { dataset } = await visibleDataset(deps.db, team, input.dataset_id);
  await deps.db.transaction(async (tx) => {
    await updateDataset(tx, dataset.id, { monthlyBudgetUsd: input.monthly_budget_usd });
    await adDataChanged(tx, dataset.id);
  });
  return datasetView(deps, team, dataset.id);
}

/**
 * Deletes the dataset's row (its rules, corrections and covers go by cascade, a pending upload's bytes with it)
 * and queues the deletion of its facts in the same transaction, so they go even if the process stops first.
 */
export async function deleteDatasetWithFacts(db: Db, dataset: AdDatasetRow): Promise<void> {
  await db.transaction(async (tx) => {
    // Its AD dashboards are computed again without it (the link goes with the row).
    await adDataChanged(tx, dataset.id);
    await tx.delete(adDatasets).where(eq(adDatasets.id, dataset.id));
    if (dataset.uploadId) await deleteUpload(tx, dataset.uploadId);
    await enqueueFactsDeletion(tx, dataset.id);
  });
}

export async function deleteData(deps: Deps, team: TeamContext, datasetId: string) {
  const { dataset } = await visibleDataset(deps.db, team, datasetId, ['file']);
  await deleteDatasetWithFacts(deps.db, dataset);
  return { deleted: 1 };
}
