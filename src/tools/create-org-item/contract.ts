import { z } from 'zod';
import { defineTool } from '../define-tool.ts';
import { teamChoiceOutput } from '../team-admin/contract.ts';

export const ORG_ITEM_KINDS = ['client', 'project'] as const;
export type OrgItemKind = (typeof ORG_ITEM_KINDS)[number];

export const createOrgItemTool = defineTool({
  name: 'create_org_item',
  description:
    'Create a client (team admins) or a project under a client (editors and up) in the current team. A project needs its client by name; without one it uses the only client there is, else answers status "choose" with the clients to ask about.',
  input: z.object({
    kind: z.enum(ORG_ITEM_KINDS),
    name: z.string().trim().min(1).max(60),
    client: z.string().trim().min(1).max(60).optional(),
  }),
  output: z.discriminatedUnion('status', [
    teamChoiceOutput,
    z.object({
      status: z.literal('created'),
      kind: z.enum(ORG_ITEM_KINDS),
      id: z.string(),
      name: z.string(),
      client_id: z.string().nullable(),
      client_name: z.string().nullable(),
    }),
  ]),
  needsApproval: false,
  slash: 'org',
});
