import { and, asc, count, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DashboardAppType } from '../../../src/lib/ads/ad-dashboard-values.ts';
import type { FailureCode, PostSource } from '../../../src/lib/api/endpoints.ts';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared-per-db.ts';
import {
  analysisSubjects,
  clients,
  collectionTasks,
  dashboardComponents,
  dashboards,
  projects,
  shareLinks,
} from '../../db/schema/index.ts';
import type { TeamContext } from '../../lib/app-env.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

export type DashboardRow = typeof dashboards.$inferSelect;
export type SubjectRow = typeof analysisSubjects.$inferSelect;
export type TaskRow = typeof collectionTasks.$inferSelect;
export type ComponentRow = typeof dashboardComponents.$inferSelect;

const dashboardById = preparedPerDb((db) =>
  db
    .select()
    .from(dashboards)
    .where(eq(dashboards.id, sql.placeholder('id')))
    .prepare('dashboard_by_id'),
);

export async function findDashboard(db: Db, id: string): Promise<DashboardRow | undefined> {
  const [row] = await dashboardById(db).execute({ id });
  return row;
}

/** The rows of `dashboards` a caller sees: their team's, and for a restricted member only under their clients. */
export function visibleDashboards(team: TeamContext): SQL {
  return and(eq(dashboards.teamId, team.id), clientFilter(team)) ?? sql`false`;
}

function clientFilter(team: TeamContext): SQL | undefined {
  if (team.clientIds === null) return undefined;
  if (team.clientIds.length === 0) return sql`false`;
  return inArray(dashboards.clientId, [...team.clientIds]);
}

const sortOrder = {
  updated: [desc(dashboards.updatedAt), desc(dashboards.createdAt)],
  created: [desc(dashboards.createdAt)],
  name: [asc(sql`lower(${dashboards.name})`), desc(dashboards.updatedAt)],
} as const;

/**
 * A dashboard whose name, or one of whose subjects' names or keywords, contains the text: "Nike" finds "Running
 * shoes" when it tracks Nike.
 */
function matchesKeyword(keyword: string): SQL {
  const pattern = containsPattern(keyword);
  return or(
    ilike(dashboards.name, pattern),
    exists(
      sql`(select 1 from ${analysisSubjects} where ${analysisSubjects.dashboardId} = ${dashboards.id} and (${ilike(analysisSubjects.name, pattern)} or ${ilike(analysisSubjects.keywords, pattern)}))`,
    ),
  )!;
}

export async function listDashboards(
  db: Db,
  opts: {
    team: TeamContext;
    keyword?: string;
    clientId?: string;
    projectId?: string;
    appType?: DashboardAppType;
    sort: keyof typeof sortOrder;
    page: number;
    pageSize: number;
  },
): Promise<{ rows: DashboardRow[]; total: number }> {
  const where = and(
    visibleDashboards(opts.team),
    opts.keyword ? matchesKeyword(opts.keyword) : undefined,
    opts.clientId ? eq(dashboards.clientId, opts.clientId) : undefined,
    opts.projectId ? eq(dashboards.projectId, opts.projectId) : undefined,
    opts.appType ? eq(dashboards.appType, opts.appType) : undefined,
  );
  const rows = await db
    .select()
    .from(dashboards)
    .where(where)
    .orderBy(...sortOrder[opts.sort], asc(dashboards.id))
    .limit(opts.pageSize)
    .offset((opts.page - 1) * opts.pageSize);
  const [total] = await db.select({ n: count() }).from(dashboards).where(where);
  return { rows, total: total?.n ?? 0 };
}

const subjectsOfDashboard = preparedPerDb((db) =>
  db
    .select()
    .from(analysisSubjects)
    .where(eq(analysisSubjects.dashboardId, sql.placeholder('dashboardId')))
    .orderBy(asc(analysisSubjects.position))
    .prepare('subjects_of_dashboard'),
);

export async function selectSubjects(db: Db, dashboardId: string): Promise<SubjectRow[]> {
  return subjectsOfDashboard(db).execute({ dashboardId });
}

export async function selectTasks(db: Db, dashboardId: string): Promise<TaskRow[]> {
  const rows = await db.select().from(collectionTasks).where(eq(collectionTasks.dashboardId, dashboardId));
  return rows;
}

export async function selectComponents(db: Db, dashboardId: string): Promise<ComponentRow[]> {
  return db
    .select()
    .from(dashboardComponents)
    .where(eq(dashboardComponents.dashboardId, dashboardId))
    .orderBy(asc(dashboardComponents.position));
}

/** The stored result of a dashboard's component `apiKey` when it is current (state fresh), else undefined. */
export async function selectFreshResult(db: Db, dashboardId: string, apiKey: string): Promise<unknown> {
  const [row] = await db
    .select({ result: dashboardComponents.result })
    .from(dashboardComponents)
    .where(
      and(
        eq(dashboardComponents.dashboardId, dashboardId),
        eq(dashboardComponents.apiKey, apiKey),
        eq(dashboardComponents.state, 'fresh'),
      ),
    )
    .orderBy(asc(dashboardComponents.position))
    .limit(1);
  return row?.result;
}

export async function insertDashboard(db: Db, row: typeof dashboards.$inferInsert): Promise<DashboardRow> {
  const [created] = await db.insert(dashboards).values(row).returning();
  if (!created) throw new Error('Inserting a dashboard returned nothing.');
  return created;
}

export async function insertSubject(db: Db, row: typeof analysisSubjects.$inferInsert): Promise<SubjectRow> {
  const [created] = await db.insert(analysisSubjects).values(row).returning();
  if (!created) throw new Error('Inserting a subject returned nothing.');
  return created;
}

export async function insertTasks(db: Db, rows: (typeof collectionTasks.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(collectionTasks).values(rows);
}

export async function insertComponent(
  db: Db,
  row: typeof dashboardComponents.$inferInsert,
): Promise<ComponentRow> {
  const [created] = await db.insert(dashboardComponents).values(row).returning();
  if (!created) throw new Error('Inserting a component returned nothing.');
  return created;
}

export async function updateDashboard(
  db: Db,
  id: string,
  set: Partial<typeof dashboards.$inferInsert>,
): Promise<DashboardRow | undefined> {
  const [row] = await db
    .update(dashboards)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(dashboards.id, id))
    .returning();
  return row;
}

/** Adds a source to the dashboard's (once), in one statement, and touches its update time. */
export async function addDataSource(db: Db, id: string, source: PostSource): Promise<void> {
  const one = JSON.stringify([source]);
  await db
    .update(dashboards)
    .set({
      dataSources: sql`case when ${dashboards.dataSources} @> ${one}::jsonb then ${dashboards.dataSources} else ${dashboards.dataSources} || ${one}::jsonb end`,
      updatedAt: new Date(),
    })
    .where(eq(dashboards.id, id));
}

export async function resetTasks(db: Db, dashboardId: string): Promise<void> {
  await db
    .update(collectionTasks)
    .set({ status: 'PENDING', progress: 0, errorCode: null, lastUpdateAt: new Date() })
    .where(eq(collectionTasks.dashboardId, dashboardId));
}

export async function setTaskProgress(db: Db, taskId: string, progress: number): Promise<void> {
  await db
    .update(collectionTasks)
    .set({ progress, lastUpdateAt: new Date() })
    .where(eq(collectionTasks.id, taskId));
}

export async function completeTasks(db: Db, dashboardId: string): Promise<void> {
  await db
    .update(collectionTasks)
    .set({ status: 'SUCCESS', progress: 100, errorCode: null, lastUpdateAt: new Date() })
    .where(eq(collectionTasks.dashboardId, dashboardId));
}

/** One subject's tasks once its facts are written: done, while the dashboard's other subjects still collect. */
export async function completeSubjectTasks(db: Db, subjectId: string): Promise<void> {
  await db
    .update(collectionTasks)
    .set({ status: 'SUCCESS', progress: 100, errorCode: null, lastUpdateAt: new Date() })
    .where(eq(collectionTasks.subjectId, subjectId));
}

export async function failPendingTasks(db: Db, dashboardId: string, code: FailureCode): Promise<void> {
  await db
    .update(collectionTasks)
    .set({ status: 'FAILURE', errorCode: code, lastUpdateAt: new Date() })
    .where(and(eq(collectionTasks.dashboardId, dashboardId), eq(collectionTasks.status, 'PENDING')));
}

/** Children first, so the delete does not depend on the foreign keys' cascade rules. */
export async function deleteDashboardRows(db: Db, id: string): Promise<void> {
  await db.delete(shareLinks).where(eq(shareLinks.dashboardId, id));
  await db.delete(dashboardComponents).where(eq(dashboardComponents.dashboardId, id));
  await db.delete(collectionTasks).where(eq(collectionTasks.dashboardId, id));
  await db.delete(analysisSubjects).where(eq(analysisSubjects.dashboardId, id));
  await db.delete(dashboards).where(eq(dashboards.id, id));
}

export async function deleteComponent(db: Db, dashboardId: string, componentId: string): Promise<boolean> {
  const rows = await db
    .delete(dashboardComponents)
    .where(and(eq(dashboardComponents.id, componentId), eq(dashboardComponents.dashboardId, dashboardId)))
    .returning({ id: dashboardComponents.id });
  return rows.length > 0;
}

/** New settings: the component turns stale ("data has changed, reanalysis required"). */
export async function setComponentSettings(
  db: Db,
  componentId: string,
  settings: Record<string, unknown>,
): Promise<ComponentRow> {
  const [row] = await db
    .update(dashboardComponents)
    .set({ settings, state: 'stale' })
    .where(eq(dashboardComponents.id, componentId))
    .returning();
  if (!row) throw new Error(`Component ${componentId} vanished while it was edited.`);
  return row;
}

export async function setComponentPosition(db: Db, componentId: string, position: number): Promise<void> {
  await db.update(dashboardComponents).set({ position }).where(eq(dashboardComponents.id, componentId));
}

export async function markComponentsStale(
  db: Db,
  dashboardId: string,
  componentIds?: string[],
): Promise<void> {
  await db
    .update(dashboardComponents)
    .set({ state: 'stale' })
    .where(
      and(
        eq(dashboardComponents.dashboardId, dashboardId),
        componentIds ? inArray(dashboardComponents.id, componentIds) : undefined,
      ),
    );
}

export async function findProject(db: Db, id: string) {
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  return row;
}

export async function findClient(db: Db, id: string) {
  const [row] = await db.select().from(clients).where(eq(clients.id, id));
  return row;
}
