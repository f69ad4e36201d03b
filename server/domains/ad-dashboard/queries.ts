import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adDashboardSettings, adDashboardSources, adDatasets, dashboards } from '../../db/schema/index.ts';

export type AdSettingsRow = typeof adDashboardSettings.$inferSelect;
export type AdSourceDataset = typeof adDatasets.$inferSelect;

export async function selectAdSettings(db: Db, dashboardId: string): Promise<AdSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(adDashboardSettings)
    .where(eq(adDashboardSettings.dashboardId, dashboardId));
  return row;
}

export async function insertAdSettings(db: Db, row: AdSettingsRow): Promise<void> {
  await db.insert(adDashboardSettings).values(row);
}

export async function updateAdSettings(
  db: Db,
  dashboardId: string,
  set: Partial<Omit<AdSettingsRow, 'dashboardId'>>,
): Promise<void> {
  if (Object.keys(set).length === 0) return;
  await db.update(adDashboardSettings).set(set).where(eq(adDashboardSettings.dashboardId, dashboardId));
}

/** The dashboard's data sources become exactly `datasetIds`, in that order. */
export async function replaceAdSources(
  db: Db,
  dashboardId: string,
  datasetIds: readonly string[],
): Promise<void> {
  await db.delete(adDashboardSources).where(eq(adDashboardSources.dashboardId, dashboardId));
  if (datasetIds.length)
    await db
      .insert(adDashboardSources)
      .values(datasetIds.map((datasetId, position) => ({ dashboardId, datasetId, position })));
}

/** The datasets an AD dashboard reads, in its order (a deleted one is gone with its link). */
export async function selectAdSources(db: Db, dashboardId: string): Promise<AdSourceDataset[]> {
  const rows = await db
    .select({ dataset: adDatasets })
    .from(adDashboardSources)
    .innerJoin(adDatasets, eq(adDatasets.id, adDashboardSources.datasetId))
    .where(eq(adDashboardSources.dashboardId, dashboardId))
    .orderBy(asc(adDashboardSources.position));
  return rows.map((r) => r.dataset);
}

/**
 * Per AD dashboard of `dashboardIds`, the kinds of the datasets it reads (for the list's data sources): those
 * under its client, as its detail lists them.
 */
export async function sourceKindsOf(
  db: Db,
  dashboardIds: readonly string[],
): Promise<Map<string, AdSourceDataset['kind'][]>> {
  const kinds = new Map<string, AdSourceDataset['kind'][]>();
  if (!dashboardIds.length) return kinds;
  const rows = await db
    .select({ dashboardId: adDashboardSources.dashboardId, kind: adDatasets.kind })
    .from(adDashboardSources)
    .innerJoin(adDatasets, eq(adDatasets.id, adDashboardSources.datasetId))
    .innerJoin(dashboards, eq(dashboards.id, adDashboardSources.dashboardId))
    .where(
      and(
        inArray(adDashboardSources.dashboardId, [...dashboardIds]),
        sql`${adDatasets.clientId} is not distinct from ${dashboards.clientId}`,
      ),
    );
  for (const row of rows) kinds.set(row.dashboardId, [...(kinds.get(row.dashboardId) ?? []), row.kind]);
  return kinds;
}

/** The AD dashboards that read a dataset: computed again when its rows or tags change. */
export async function dashboardsReading(
  db: Db,
  datasetId: string,
): Promise<{ id: string; teamId: string; status: string }[]> {
  return db
    .select({ id: dashboards.id, teamId: dashboards.teamId, status: dashboards.status })
    .from(adDashboardSources)
    .innerJoin(dashboards, eq(dashboards.id, adDashboardSources.dashboardId))
    .where(eq(adDashboardSources.datasetId, datasetId))
    .orderBy(asc(dashboards.id));
}
