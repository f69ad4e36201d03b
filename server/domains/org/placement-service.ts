import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { placements, projects } from '../../db/schema/index.ts';
import type { AuthUser, TeamContext } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import type { ListOptions } from './client-queries.ts';
import { datesInOrder } from './date-order.ts';
import {
  findPlacementListed,
  findPlacementsListed,
  listPlacements,
  placementKeyword,
  type ListedPlacement,
  type PlacementRow,
  type placementSorts,
} from './placement-queries.ts';
import { statusIssues } from './placement-status.ts';
import { budgetTotals } from './project-queries.ts';
import { visibleProject, visibleProjects } from './project-service.ts';

type Channel = PlacementRow['channel'];
type Status = PlacementRow['status'];

export function placementDto(row: ListedPlacement) {
  return {
    placement_id: row.id,
    project: { project_id: row.projectId, name: row.projectName },
    client: { client_id: row.clientId, name: row.clientName },
    name: row.name,
    channel: row.channel,
    media: row.media,
    format: row.format,
    budget: row.budget,
    currency: row.currency,
    start_date: row.startDate,
    end_date: row.endDate,
    status: row.status,
    notes: row.notes,
    created_by: row.creatorId ? { user_uid: row.creatorId, name: row.creatorName ?? '' } : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const teamOf = (team: TeamContext) => ({ id: team.id, name: team.name });

/** What the audit log keeps of a placement. */
function auditedFields(p: {
  projectId: string;
  name: string;
  channel: Channel;
  media: string;
  format: string;
  budget: string;
  currency: string;
  startDate: string | null;
  endDate: string | null;
  status: Status;
  notes: string;
}) {
  return {
    project_id: p.projectId,
    name: p.name,
    channel: p.channel,
    media: p.media,
    format: p.format,
    budget: p.budget,
    currency: p.currency,
    start_date: p.startDate,
    end_date: p.endDate,
    status: p.status,
    notes: p.notes,
  };
}

export interface PlacementFilter {
  projectId?: string;
  clientId?: string;
  channel?: Channel;
  status?: Status;
}

/** Placements of projects the caller sees, narrowed by the filter (an id outside simply matches nothing). */
function visiblePlacements(team: TeamContext, filter: PlacementFilter = {}): SQL | undefined {
  return and(
    visibleProjects(team),
    filter.projectId ? eq(placements.projectId, filter.projectId) : undefined,
    filter.clientId ? eq(projects.clientId, filter.clientId) : undefined,
    filter.channel ? eq(placements.channel, filter.channel) : undefined,
    filter.status ? eq(placements.status, filter.status) : undefined,
  );
}

export async function listTeamPlacements(
  db: Db,
  team: TeamContext,
  opts: ListOptions<keyof typeof placementSorts> & PlacementFilter,
) {
  const where = visiblePlacements(team, opts);
  const [{ rows, total }, totals] = await Promise.all([
    listPlacements(db, where, opts),
    budgetTotals(db, and(where, placementKeyword(opts.keyword))),
  ]);
  return { list: rows.map(placementDto), total, budget_totals: totals };
}

async function visiblePlacement(db: Db, team: TeamContext, placementId: string): Promise<ListedPlacement> {
  const row = await findPlacementListed(db, and(visiblePlacements(team), eq(placements.id, placementId)));
  if (!row) throw new AppError('NOT_FOUND', 'Placement not found.');
  return row;
}

/** A project placements may be booked under: one the caller sees, and not archived. */
async function openProject(db: Db, team: TeamContext, projectId: string) {
  const project = await visibleProject(db, team, projectId);
  if (project.status === 'archived')
    throw new AppError('VALIDATION', undefined, [
      { path: 'project_id', message: 'The project is archived: reopen it to book placements.' },
    ]);
  return project;
}

function checkRules(
  from: Status | undefined,
  next: { status: Status; startDate: string | null; endDate: string | null },
) {
  datesInOrder(next.startDate, next.endDate);
  const issues = statusIssues(from, next.status, next);
  if (issues.length) throw new AppError('VALIDATION', undefined, issues);
}

export interface PlacementInput {
  name: string;
  channel: Channel;
  media: string;
  format: string;
  budget: string;
  currency: string;
  start_date?: string | null;
  end_date?: string | null;
  status: Status;
  notes: string;
}

export async function addPlacement(
  db: Db,
  actor: AuthUser,
  team: TeamContext,
  input: PlacementInput & { project_id: string },
) {
  const project = await openProject(db, team, input.project_id);
  const values = {
    projectId: project.id,
    name: input.name,
    channel: input.channel,
    media: input.media,
    format: input.format,
    budget: input.budget,
    currency: input.currency,
    startDate: input.start_date ?? null,
    endDate: input.end_date ?? null,
    status: input.status,
    notes: input.notes,
  };
  checkRules(undefined, values);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(placements)
      .values({ ...values, teamId: team.id, budget: sql`${values.budget}::numeric`, createdBy: actor.id })
      .returning({ id: placements.id });
    if (!row) throw new Error('Inserting a placement returned nothing.');
    await writeAudit(tx, actor, {
      team: teamOf(team),
      action: 'placement.create',
      targetType: 'placement',
      targetId: row.id,
      targetLabel: values.name,
      before: null,
      after: auditedFields(values),
    });
    return row.id;
  });
  return placementDto(await visiblePlacement(db, team, id));
}

export async function updatePlacement(
  db: Db,
  actor: AuthUser,
  team: TeamContext,
  input: Partial<PlacementInput> & { placement_id: string; project_id?: string },
) {
  const current = await visiblePlacement(db, team, input.placement_id);
  if (input.project_id && input.project_id !== current.projectId)
    await openProject(db, team, input.project_id);
  const next = {
    projectId: input.project_id ?? current.projectId,
    name: input.name ?? current.name,
    channel: input.channel ?? current.channel,
    media: input.media ?? current.media,
    format: input.format ?? current.format,
    budget: input.budget ?? current.budget,
    currency: input.currency ?? current.currency,
    startDate: input.start_date === undefined ? current.startDate : input.start_date,
    endDate: input.end_date === undefined ? current.endDate : input.end_date,
    status: input.status ?? current.status,
    notes: input.notes ?? current.notes,
  };
  checkRules(current.status, next);
  await db.transaction(async (tx) => {
    await tx
      .update(placements)
      .set({ ...next, budget: sql`${next.budget}::numeric`, updatedAt: new Date() })
      .where(eq(placements.id, current.id));
    await writeAudit(tx, actor, {
      team: teamOf(team),
      action: 'placement.update',
      targetType: 'placement',
      targetId: current.id,
      targetLabel: next.name,
      before: auditedFields(current),
      after: auditedFields(next),
    });
  });
  return placementDto(await visiblePlacement(db, team, current.id));
}

export async function deletePlacements(db: Db, actor: AuthUser, team: TeamContext, ids: readonly string[]) {
  await db.transaction(async (tx) => {
    const rows = await findPlacementsListed(tx, visiblePlacements(team), ids);
    if (rows.length !== ids.length) throw new AppError('NOT_FOUND', 'Placement not found.');
    for (const row of rows) {
      await writeAudit(tx, actor, {
        team: teamOf(team),
        action: 'placement.delete',
        targetType: 'placement',
        targetId: row.id,
        targetLabel: row.name,
        before: auditedFields(row),
        after: null,
      });
    }
    await tx.delete(placements).where(and(eq(placements.teamId, team.id), inArray(placements.id, [...ids])));
  });
  return { deleted: ids.length };
}
