import { writers } from '../../src/lib/api/endpoints/common.ts';
import { createOrgItemTool } from '../../src/tools/create-org-item/contract.ts';
import { addClient } from '../domains/org/client-service.ts';
import { addProject } from '../domains/org/project-service.ts';
import { allows } from '../lib/access.ts';
import { projectRequest } from './team-admin/request-phrases.ts';
import { requireTeamAdmin } from './team-admin/require-team-admin.ts';
import { clientsByName, visibleTeamClients } from './team-admin/team-clients.ts';
import { defineServerTool } from './tool-executor.ts';
import { toolError, toolText } from './tool-messages.ts';

const MAX_CHOICES = 6;

/**
 * Creates a client or a project through the org services, with the rules of client.add (team admins) and
 * project.add (editors and up, under a client they see), and their audit rows.
 */
export const createOrgItemExecutor = defineServerTool({
  contract: createOrgItemTool,
  async execute(input, ctx) {
    const { db } = ctx.deps;
    if (input.kind === 'client') {
      const team = requireTeamAdmin(ctx);
      const client = await addClient(db, ctx.user, team, { name: input.name, description: '' });
      return {
        status: 'created' as const,
        kind: 'client' as const,
        id: client.client_id,
        name: client.name,
        client_id: client.client_id,
        client_name: client.name,
      };
    }
    const team = ctx.user.team;
    if (!team || !allows(writers, ctx.user)) throw toolError('FORBIDDEN', 'noWriteRole', ctx.locale);
    let client = input.client ? (await clientsByName(db, team, [input.client], ctx.locale))[0] : undefined;
    if (!client) {
      const known = await visibleTeamClients(db, team);
      if (known.length === 0) throw toolError('NOT_FOUND', 'noClientForProject', ctx.locale);
      if (known.length > 1)
        return {
          status: 'choose' as const,
          question: toolText('whichProjectClient', ctx.locale, { name: input.name }),
          choices: known.slice(0, MAX_CHOICES).map((c) => ({
            label: c.name,
            message: projectRequest(ctx.locale, input.name, c.name),
          })),
        };
      client = known[0]!;
    }
    const project = await addProject(db, ctx.user, team, {
      client_id: client.client_id,
      name: input.name,
      description: '',
    });
    return {
      status: 'created' as const,
      kind: 'project' as const,
      id: project.project_id,
      name: project.name,
      client_id: client.client_id,
      client_name: client.name,
    };
  },
});
