import { z } from 'zod';
import { TEAM_ROLES } from '../../lib/roles.ts';
import { defineTool } from '../define-tool.ts';
import { teamChoiceOutput } from '../team-admin/contract.ts';

export const switchTeamTool = defineTool({
  name: 'switch_team',
  description:
    'Switch the user to another of their teams by name; their work, lists and chats then come from that team. When the name matches none or several of their teams it answers status "choose" with their teams to ask about.',
  input: z.object({ team: z.string().trim().min(1).max(60) }),
  output: z.discriminatedUnion('status', [
    teamChoiceOutput,
    z.object({
      status: z.literal('switched'),
      team_id: z.string(),
      name: z.string(),
      role: z.enum(TEAM_ROLES),
    }),
  ]),
  needsApproval: false,
  slash: 'team',
});
