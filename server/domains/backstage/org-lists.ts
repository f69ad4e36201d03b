import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, placements, projects } from '../../db/schema/index.ts';
import { listClients, type clientSorts, type ListOptions } from '../org/client-queries.ts';
import { clientDto } from '../org/client-service.ts';
import { listPlacements, type placementSorts } from '../org/placement-queries.ts';
import { placementDto } from '../org/placement-service.ts';
import { listProjects, type projectSorts } from '../org/project-queries.ts';
import { projectDto } from '../org/project-service.ts';
import { teamNames } from './team-list-queries.ts';

/* The team's lists of clients, projects and placements, across every team, each row naming its team. */

type AcrossTeams<S extends string> = ListOptions<S> & { teamId?: string };

async function withTeams<R extends { teamId: string }, D>(db: Db, rows: R[], dto: (row: R) => D) {
  const names = await teamNames(
    db,
    rows.map((r) => r.teamId),
  );
  return rows.map((r) => ({ ...dto(r), team: { team_id: r.teamId, name: names.get(r.teamId) ?? '' } }));
}

export async function allClients(db: Db, opts: AcrossTeams<keyof typeof clientSorts>) {
  const { rows, total } = await listClients(
    db,
    opts.teamId ? eq(clients.teamId, opts.teamId) : undefined,
    opts,
  );
  return { list: await withTeams(db, rows, clientDto), total };
}

export async function allProjects(db: Db, opts: AcrossTeams<keyof typeof projectSorts>) {
  const { rows, total } = await listProjects(
    db,
    opts.teamId ? eq(projects.teamId, opts.teamId) : undefined,
    opts,
  );
  return { list: await withTeams(db, rows, projectDto), total };
}

export async function allPlacements(db: Db, opts: AcrossTeams<keyof typeof placementSorts>) {
  const { rows, total } = await listPlacements(
    db,
    opts.teamId ? eq(placements.teamId, opts.teamId) : undefined,
    opts,
  );
  return { list: await withTeams(db, rows, placementDto), total };
}
