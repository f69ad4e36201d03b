import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { clients, projects } from '../db/schema/index.ts';
import { seesClient } from '../lib/access.ts';
import type { TeamContext } from '../lib/app-env.ts';
import type { Language } from '../../src/tools/switch-language/contract.ts';
import { toolError } from './tool-messages.ts';

export interface Filing {
  client_id: string | null;
  project_id: string | null;
}

/**
 * Where a dashboard made in chat is filed: the client and project the user named (by name, in their team and
 * among their clients). A restricted member who named none files it under their one client, and is asked which
 * when they have several (the model asks back with ask_user).
 */
export async function fileDashboard(
  db: Db,
  team: TeamContext,
  named: { client?: string | undefined; project?: string | undefined },
  locale: Language,
): Promise<Filing> {
  const teamClients = (
    await db.select().from(clients).where(eq(clients.teamId, team.id)).orderBy(asc(clients.name))
  ).filter((c) => seesClient(team, c.id));
  let clientId: string | null = null;
  if (named.client) {
    const client = teamClients.find((c) => c.name.toLowerCase() === named.client!.trim().toLowerCase());
    if (!client) throw toolError('NOT_FOUND', 'clientNotFound', locale, { name: named.client });
    clientId = client.id;
  }
  let projectId: string | null = null;
  if (named.project) {
    const [project] = await db
      .select()
      .from(projects)
      .where(and(eq(projects.teamId, team.id), sql`lower(${projects.name}) = lower(${named.project.trim()})`))
      .limit(1);
    if (!project || (project.clientId && !seesClient(team, project.clientId)))
      throw toolError('NOT_FOUND', 'projectNotFound', locale, { name: named.project });
    projectId = project.id;
    clientId ??= project.clientId;
  }
  if (clientId === null && team.clientIds !== null) {
    if (teamClients.length === 1) clientId = teamClients[0]!.id;
    else if (teamClients.length > 1)
      throw toolError('CONFLICT', 'whichClient', locale, {
        names: teamClients.map((c) => c.name).join(', '),
      });
  }
  return { client_id: clientId, project_id: projectId };
}
