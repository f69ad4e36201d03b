import type { Db } from '../../db/client.ts';
import type { Issue } from '../../lib/errors.ts';
import { findClient, findProject, memberTeamIds } from './queries.ts';

export interface OrgRefs {
  teamId: string | null;
  projectId: string | null;
  clientId: string | null;
}

const NOT_FOUND = 'Not found among your teams.';

/**
 * A dashboard may name a team, a project and a client; each must be one the user can see (a team they are a
 * member of, a project or client of such a team), and they must agree with each other. An id the user may not
 * see is answered like one that does not exist, so ids of other teams cannot be probed.
 */
export async function orgRefIssues(db: Db, userId: string, refs: OrgRefs): Promise<Issue[]> {
  const [project, client] = await Promise.all([
    refs.projectId ? findProject(db, refs.projectId) : undefined,
    refs.clientId ? findClient(db, refs.clientId) : undefined,
  ]);
  const named = [refs.teamId, project?.teamId, client?.teamId].filter((id): id is string => Boolean(id));
  const member = await memberTeamIds(db, userId, [...new Set(named)]);
  const issues: Issue[] = [];
  if (refs.teamId && !member.has(refs.teamId)) issues.push({ path: 'team_id', message: NOT_FOUND });
  if (refs.projectId && !(project && member.has(project.teamId)))
    issues.push({ path: 'project_id', message: NOT_FOUND });
  else if (project && refs.teamId && project.teamId !== refs.teamId)
    issues.push({ path: 'project_id', message: 'The project belongs to another team.' });
  if (refs.clientId && !(client && member.has(client.teamId)))
    issues.push({ path: 'client_id', message: NOT_FOUND });
  else if (client && refs.teamId && client.teamId !== refs.teamId)
    issues.push({ path: 'client_id', message: 'The client belongs to another team.' });
  else if (client && project?.clientId && project.clientId !== client.id)
    issues.push({ path: 'client_id', message: 'The project is for another client.' });
  return issues;
}
