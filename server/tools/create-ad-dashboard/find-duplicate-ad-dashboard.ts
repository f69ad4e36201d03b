import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adDashboardSources, dashboards } from '../../db/schema/index.ts';
import { visibleDashboards } from '../../domains/dashboard/queries.ts';
import type { TeamContext } from '../../lib/app-env.ts';

/**
 * An AD dashboard of the caller's team they see that reads exactly the same datasets, the most recently updated
 * when there are several; undefined when there is none. Its window, level or dates may differ: those are one
 * setting away, a second dashboard is not.
 */
export async function findDuplicateAdDashboard(
  db: Db,
  team: TeamContext,
  datasetIds: readonly string[],
): Promise<{ id: string; name: string } | undefined> {
  const rows = await db
    .select({ id: dashboards.id, name: dashboards.name, datasetId: adDashboardSources.datasetId })
    .from(dashboards)
    .innerJoin(adDashboardSources, eq(adDashboardSources.dashboardId, dashboards.id))
    .where(and(visibleDashboards(team), eq(dashboards.appType, 'AD')))
    .orderBy(desc(dashboards.updatedAt), desc(dashboards.createdAt), asc(dashboards.id));
  const byDashboard = new Map<string, { name: string; datasets: Set<string> }>();
  for (const row of rows) {
    const entry = byDashboard.get(row.id) ?? { name: row.name, datasets: new Set<string>() };
    entry.datasets.add(row.datasetId);
    byDashboard.set(row.id, entry);
  }
  const wanted = new Set(datasetIds);
  for (const [id, entry] of byDashboard)
    if (entry.datasets.size === wanted.size && [...wanted].every((d) => entry.datasets.has(d)))
      return { id, name: entry.name };
  return undefined;
}
