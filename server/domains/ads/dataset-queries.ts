import { and, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdDatasetKind, AdDatasetState } from '../../../src/lib/ads/ad-dataset-values.ts';
import type { Db } from '../../db/client.ts';
import { adDatasets, clients, users } from '../../db/schema/index.ts';
import type { TeamContext } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { offsetOf, seenClients } from '../org/scope.ts';

export type AdDatasetRow = typeof adDatasets.$inferSelect;

/** The datasets the caller may see: their team's, and for a restricted member only their clients'. */
export const visibleDatasets = (team: TeamContext): SQL =>
  and(eq(adDatasets.teamId, team.id), seenClients(team, adDatasets.clientId))!;

function selectDatasets(db: Db) {
  return db
    .select({ dataset: adDatasets, clientName: clients.name, createdByName: users.name })
    .from(adDatasets)
    .leftJoin(clients, eq(clients.id, adDatasets.clientId))
    .leftJoin(users, eq(users.id, adDatasets.createdBy));
}

export type DatasetView = Awaited<ReturnType<ReturnType<typeof selectDatasets>['execute']>>[number];

/**
 * A dataset as the API shows it. The token never leaves; `token_readable` is false when it was sealed with a key
 * the server no longer has (`currentKeyId`), so the screen asks for it again instead of failing at the next sync.
 */
export function datasetDto(
  { dataset: d, clientName, createdByName }: DatasetView,
  currentKeyId: string | null,
) {
  return {
    dataset_id: d.id,
    kind: d.kind,
    platform: d.platform,
    name: d.name,
    sample: d.kind === 'sample',
    client: d.clientId && clientName ? { client_id: d.clientId, name: clientName } : null,
    account_id: d.accountId,
    currency: d.currency,
    time_zone: d.timeZone,
    monthly_budget_usd: d.monthlyBudgetUsd,
    has_token: d.tokenSealed !== null,
    token_readable: d.tokenSealed === null || currentKeyId === null || d.secretKeyId === currentKeyId,
    file: d.fileName !== null ? { name: d.fileName, size: d.fileSize ?? 0, format: d.fileFormat } : null,
    state: d.state,
    phase: d.phase,
    progress: d.progress,
    failure_code: d.failureCode,
    problems: d.problems,
    row_count: d.rowCount,
    ad_count: d.adCount,
    days: d.firstDay && d.lastDay ? { from: d.firstDay, to: d.lastDay } : null,
    windows: d.windows,
    attribution_setting: d.attributionSetting,
    last_synced_at: d.lastSyncedAt?.toISOString() ?? null,
    next_sync_at: d.nextSyncAt?.toISOString() ?? null,
    created_by: d.createdBy && createdByName ? { user_uid: d.createdBy, name: createdByName } : null,
    created_at: d.createdAt.toISOString(),
    updated_at: d.updatedAt.toISOString(),
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** A page of the visible datasets, newest first, by kind, state and part of the name. */
export async function listDatasets(
  db: Db,
  team: TeamContext,
  input: {
    kinds?: readonly AdDatasetKind[];
    state?: AdDatasetState | undefined;
    keyword?: string | undefined;
    page: number;
    page_size: number;
  },
): Promise<{ list: DatasetView[]; total: number }> {
  const where = and(
    visibleDatasets(team),
    input.kinds ? inArray(adDatasets.kind, [...input.kinds]) : undefined,
    input.state ? eq(adDatasets.state, input.state) : undefined,
    input.keyword ? ilike(adDatasets.name, `%${escapeLike(input.keyword)}%`) : undefined,
  );
  const [list, [counted]] = await Promise.all([
    selectDatasets(db)
      .where(where)
      .orderBy(desc(adDatasets.createdAt), adDatasets.id)
      .limit(input.page_size)
      .offset(offsetOf(input.page, input.page_size)),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(adDatasets)
      .where(where),
  ]);
  return { list, total: counted?.n ?? 0 };
}

/**
 * A dataset the caller may see (of the kinds given), or 10205: another team's, one under a client hidden from
 * them, a missing one and one of another kind answer alike, so ids cannot be probed.
 */
export async function visibleDataset(
  db: Db,
  team: TeamContext,
  datasetId: string,
  kinds?: readonly AdDatasetKind[],
): Promise<DatasetView> {
  const [row] = await selectDatasets(db).where(and(visibleDatasets(team), eq(adDatasets.id, datasetId)));
  if (!row || (kinds && !kinds.includes(row.dataset.kind)))
    throw new AppError('NOT_FOUND', 'Ad data not found.');
  return row;
}

/** A dataset by id, for the jobs (no caller to scope by). */
export async function findDataset(db: Db, datasetId: string): Promise<AdDatasetRow | undefined> {
  const [row] = await db.select().from(adDatasets).where(eq(adDatasets.id, datasetId));
  return row;
}

/** Changes a dataset's row (the fields given) and its `updated_at`. */
export async function updateDataset(
  db: Db,
  datasetId: string,
  set: Partial<typeof adDatasets.$inferInsert>,
): Promise<void> {
  await db
    .update(adDatasets)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(adDatasets.id, datasetId));
}
