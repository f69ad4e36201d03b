import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, placements, projects } from '../../db/schema/index.ts';
import type { AuthUser, TeamContext } from '../../lib/app-env.ts';
import { seesClient } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import type { ListOptions } from './client-queries.ts';
import { findClientListed } from './client-queries.ts';
import { datesInOrder } from './date-order.ts';
import {
  budgetTotals,
  findProjectListed,
  findTeamProjects,
  listProjects,
  projectTree,
  type ListedProject,
  type ProjectRow,
  type projectSorts,
} from './project-queries.ts';
import { seenClients } from './scope.ts';

type ProjectStatus = ProjectRow['status'];

export function projectDto(row: ListedProject) {
  return {
    project_id: row.id,
    name: row.name,
    description: row.description,
    client: { client_id: row.clientId, name: row.clientName },
    start_date: row.startDate,
    end_date: row.endDate,
    status: row.status,
    placement_count: row.placementCount,
    dashboard_count: row.dashboardCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const teamOf = (team: TeamContext) => ({ id: team.id, name: team.name });

/** Projects of the caller's team under the clients they see. */
export function visibleProjects(team: TeamContext): SQL | undefined {
  return and(eq(projects.teamId, team.id), seenClients(team, projects.clientId));
}

function auditedFields(
  p: Pick<ProjectRow, 'name' | 'description' | 'clientId' | 'startDate' | 'endDate' | 'status'>,
) {
  return {
    name: p.name,
    description: p.description,
    client_id: p.clientId,
    start_date: p.startDate,
    end_date: p.endDate,
    status: p.status,
  };
}

export async function listTeamProjects(
  db: Db,
  team: TeamContext,
  opts: ListOptions<keyof typeof projectSorts> & { clientId?: string; status?: ProjectStatus },
) {
  const where = and(
    visibleProjects(team),
    opts.clientId ? eq(projects.clientId, opts.clientId) : undefined,
    opts.status ? eq(projects.status, opts.status) : undefined,
  );
  const { rows, total } = await listProjects(db, where, opts);
  return { list: rows.map(projectDto), total };
}

export async function teamProjectTree(db: Db, team: TeamContext) {
  const rows = await projectTree(db, and(eq(clients.teamId, team.id), seenClients(team, clients.id)));
  const tree: {
    client_id: string;
    name: string;
    projects: { project_id: string; name: string; status: ProjectStatus }[];
  }[] = [];
  for (const row of rows) {
    let node = tree.at(-1);
    if (node?.client_id !== row.clientId) {
      node = { client_id: row.clientId, name: row.clientName, projects: [] };
      tree.push(node);
    }
    if (row.projectId && row.projectName && row.status)
      node.projects.push({ project_id: row.projectId, name: row.projectName, status: row.status });
  }
  return tree;
}

/** A project of the caller's team under a client they see, or 10205. */
export async function visibleProject(db: Db, team: TeamContext, projectId: string): Promise<ListedProject> {
  const row = await findProjectListed(db, and(visibleProjects(team), eq(projects.id, projectId)));
  if (!row) throw new AppError('NOT_FOUND', 'Project not found.');
  return row;
}

export async function projectDetail(db: Db, team: TeamContext, projectId: string) {
  const row = await visibleProject(db, team, projectId);
  const totals = await budgetTotals(db, eq(placements.projectId, row.id));
  return { ...projectDto(row), budget_totals: totals };
}

async function requireVisibleClient(db: Db, team: TeamContext, clientId: string): Promise<void> {
  if (!seesClient(team, clientId) || !(await findClientListed(db, team.id, clientId)))
    throw new AppError('NOT_FOUND', 'Client not found.');
}

export async function addProject(
  db: Db,
  actor: AuthUser,
  team: TeamContext,
  input: {
    client_id: string;
    name: string;
    description: string;
    start_date?: string | null;
    end_date?: string | null;
  },
) {
  await requireVisibleClient(db, team, input.client_id);
  const values = {
    teamId: team.id,
    clientId: input.client_id,
    name: input.name,
    description: input.description,
    startDate: input.start_date ?? null,
    endDate: input.end_date ?? null,
  };
  datesInOrder(values.startDate, values.endDate);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(projects).values(values).returning();
    if (!row) throw new Error('Inserting a project returned nothing.');
    await writeAudit(tx, actor, {
      team: teamOf(team),
      action: 'project.create',
      targetType: 'project',
      targetId: row.id,
      targetLabel: row.name,
      before: null,
      after: auditedFields(row),
    });
    return row.id;
  });
  return projectDto(await visibleProject(db, team, id));
}

export async function updateProject(
  db: Db,
  actor: AuthUser,
  team: TeamContext,
  input: {
    project_id: string;
    client_id?: string;
    name?: string;
    description?: string;
    start_date?: string | null;
    end_date?: string | null;
    status?: ProjectStatus;
  },
) {
  const current = await visibleProject(db, team, input.project_id);
  if (input.client_id && input.client_id !== current.clientId)
    await requireVisibleClient(db, team, input.client_id);
  const before = auditedFields(current);
  const next = {
    name: input.name ?? current.name,
    description: input.description ?? current.description,
    clientId: input.client_id ?? current.clientId,
    startDate: input.start_date === undefined ? current.startDate : input.start_date,
    endDate: input.end_date === undefined ? current.endDate : input.end_date,
    status: input.status ?? current.status,
  };
  datesInOrder(next.startDate, next.endDate);
  await db.transaction(async (tx) => {
    await tx
      .update(projects)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(projects.id, current.id));
    await writeAudit(tx, actor, {
      team: teamOf(team),
      action: 'project.update',
      targetType: 'project',
      targetId: current.id,
      targetLabel: next.name,
      before,
      after: auditedFields(next),
    });
  });
  return projectDto(await visibleProject(db, team, current.id));
}

/** Deletes projects with their placements, all or none; dashboards filed under them lose the filing. */
export async function deleteProjects(db: Db, actor: AuthUser, team: TeamContext, ids: readonly string[]) {
  await db.transaction(async (tx) => {
    const rows = await findTeamProjects(tx, team.id, ids);
    if (rows.length !== ids.length || rows.some((r) => !seesClient(team, r.clientId)))
      throw new AppError('NOT_FOUND', 'Project not found.');
    for (const row of rows) {
      await writeAudit(tx, actor, {
        team: teamOf(team),
        action: 'project.delete',
        targetType: 'project',
        targetId: row.id,
        targetLabel: row.name,
        before: auditedFields(row),
        after: null,
      });
    }
    await tx.delete(projects).where(and(eq(projects.teamId, team.id), inArray(projects.id, [...ids])));
  });
  return { deleted: ids.length };
}
