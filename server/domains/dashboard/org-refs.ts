import type { Db } from '../../db/client.ts';
import { seesClient } from '../../lib/access.ts';
import type { TeamContext } from '../../lib/app-env.ts';
import type { Issue } from '../../lib/errors.ts';
import { findClient, findProject } from './queries.ts';

export interface OrgRefs {
  teamId: string | null;
  projectId: string | null;
  clientId: string | null;
}

const NOT_FOUND = 'Not found in your team.';

/**
 * Where a new dashboard is filed in the caller's team, or the issues (10205-style, on the field) that stop it.
 * The team may be named only as the current one; the project and client must be the team's, the client one the
 * caller sees, and they must agree. A project's client is the dashboard's when no client is named. A restricted
 * member must file their work under one of their clients (docs/teams.md). An id the caller may not see is
 * answered like one that does not exist, so ids of other teams and clients cannot be probed.
 */
export async function resolveOrgRefs(
  db: Db,
  team: TeamContext,
  refs: OrgRefs,
): Promise<{ refs: OrgRefs & { teamId: string }; issues: Issue[] }> {
  const [project, client] = await Promise.all([
    refs.projectId ? findProject(db, refs.projectId) : undefined,
    refs.clientId ? findClient(db, refs.clientId) : undefined,
  ]);
  const issues: Issue[] = [];
  if (refs.teamId && refs.teamId !== team.id) issues.push({ path: 'team_id', message: NOT_FOUND });
  const projectSeen =
    project && project.teamId === team.id && (!project.clientId || seesClient(team, project.clientId));
  if (refs.projectId && !projectSeen) issues.push({ path: 'project_id', message: NOT_FOUND });
  const clientSeen = client && client.teamId === team.id && seesClient(team, client.id);
  if (refs.clientId && !clientSeen) issues.push({ path: 'client_id', message: NOT_FOUND });
  else if (client && project?.clientId && project.clientId !== client.id)
    issues.push({ path: 'client_id', message: 'The project is for another client.' });
  const clientId = refs.clientId ?? (projectSeen ? project.clientId : null);
  if (issues.length === 0 && team.clientIds !== null && !clientId)
    issues.push({ path: 'client_id', message: 'Choose one of your clients.' });
  return { refs: { teamId: team.id, projectId: refs.projectId, clientId }, issues };
}
