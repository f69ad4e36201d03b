import { and, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, koxProjectCreators, koxProjects, users } from '../../db/schema/index.ts';
import type { TeamContext } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { seenClients } from '../org/scope.ts';
import type { KoxBriefField } from '../../../src/lib/kox-recommend-values.ts';

/** The projects the caller may see: their team's, and for a restricted member only their clients'. */
export const visibleProjects = (team: TeamContext): SQL =>
  and(eq(koxProjects.teamId, team.id), seenClients(team, koxProjects.clientId))!;

/** The brief's API fields and their columns. */
export const BRIEF_COLUMNS = {
  topic: 'topic',
  subject: 'subject',
  core_info: 'coreInfo',
  objective: 'objective',
  kox_request: 'koxRequest',
  audience: 'audience',
  content_request: 'contentRequest',
  other: 'other',
} as const satisfies Record<KoxBriefField, keyof typeof koxProjects.$inferSelect>;

const creatorCount =
  sql<number>`(select count(*) from ${koxProjectCreators} where ${koxProjectCreators.projectId} = ${koxProjects.id})`.mapWith(
    Number,
  );

function selectProjects(db: Db) {
  return db
    .select({
      project: koxProjects,
      clientName: clients.name,
      createdByName: users.name,
      creatorCount,
    })
    .from(koxProjects)
    .leftJoin(clients, eq(clients.id, koxProjects.clientId))
    .leftJoin(users, eq(users.id, koxProjects.createdBy));
}

export type ProjectRow = Awaited<ReturnType<ReturnType<typeof selectProjects>['execute']>>[number];

export function projectDto({ project: p, clientName, createdByName, creatorCount: n }: ProjectRow) {
  return {
    project_id: p.id,
    name: p.name,
    start_at: p.startAt.toISOString(),
    batch_outreach: p.batchOutreach,
    template_id: p.templateId,
    client: p.clientId && clientName ? { client_id: p.clientId, name: clientName } : null,
    brief: Object.fromEntries(
      Object.entries(BRIEF_COLUMNS).map(([field, column]) => [field, p[column]]),
    ) as Record<KoxBriefField, string>,
    creator_count: n,
    created_by: p.createdBy && createdByName ? { user_uid: p.createdBy, name: createdByName } : null,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

/** A page of the visible projects, newest first, by part of the name. */
export async function listProjects(
  db: Db,
  team: TeamContext,
  input: { keyword?: string | undefined; page: number; page_size: number },
) {
  const where = and(
    visibleProjects(team),
    input.keyword ? ilike(koxProjects.name, `%${input.keyword.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    selectProjects(db)
      .where(where)
      .orderBy(sql`${koxProjects.createdAt} desc`, koxProjects.id)
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(koxProjects)
      .where(where),
  ]);
  return { list: rows.map(projectDto), total: counted?.n ?? 0 };
}

/** A project the caller may see, or 10205 (another team's, or under a client hidden from them, alike). */
export async function visibleProject(db: Db, team: TeamContext, projectId: string): Promise<ProjectRow> {
  const [row] = await selectProjects(db).where(and(visibleProjects(team), eq(koxProjects.id, projectId)));
  if (!row) throw new AppError('NOT_FOUND', 'Project not found.');
  return row;
}
