import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { analysisSubjects, dashboards } from '../db/schema/index.ts';
import { visibleDashboards } from '../domains/dashboard/queries.ts';
import type { TeamContext } from '../lib/app-env.ts';
import { sameSubjects, type SubjectKey } from './same-subjects.ts';

/**
 * A dashboard of the caller's team they see (as their dashboard list shows it) on the same subjects, the most
 * recently updated when there are several; undefined when there is none.
 */
export async function findDuplicateDashboard(
  db: Db,
  team: TeamContext,
  subjects: readonly SubjectKey[],
): Promise<{ id: string; name: string } | undefined> {
  const rows = await db
    .select({
      id: dashboards.id,
      name: dashboards.name,
      subjectName: analysisSubjects.name,
      keywords: analysisSubjects.keywords,
    })
    .from(dashboards)
    .innerJoin(analysisSubjects, eq(analysisSubjects.dashboardId, dashboards.id))
    .where(visibleDashboards(team))
    .orderBy(desc(dashboards.updatedAt), desc(dashboards.createdAt), asc(dashboards.id));
  const byDashboard = new Map<string, { name: string; subjects: SubjectKey[] }>();
  for (const row of rows) {
    const entry = byDashboard.get(row.id) ?? { name: row.name, subjects: [] };
    entry.subjects.push({ name: row.subjectName, keywords: row.keywords });
    byDashboard.set(row.id, entry);
  }
  for (const [id, entry] of byDashboard)
    if (sameSubjects(subjects, entry.subjects)) return { id, name: entry.name };
  return undefined;
}
