import { z } from 'zod';
import { ASSIGNABLE_TEAM_ROLES, TEAM_ROLES } from '../../lib/roles.ts';
import { defineTool } from '../define-tool.ts';
import { clientNamesInput, namedClientSchema, teamChoiceOutput } from '../team-admin/contract.ts';

/** Who is changed, how, in which team: what the approval card shows and what approval applies. */
const change = {
  team_id: z.string(),
  team_name: z.string(),
  user_uid: z.string(),
  account: z.string(),
  name: z.string(),
  /** Not in the team yet: approval adds them. */
  joining: z.boolean(),
  role_before: z.enum(TEAM_ROLES).nullable(),
  role: z.enum(ASSIGNABLE_TEAM_ROLES),
  /** The clients they will be restricted to; null leaves their clients as they are (or all, when joining). */
  clients: z.array(namedClientSchema).nullable(),
};

export const manageMemberTool = defineTool({
  name: 'manage_member',
  description:
    'Team admins only: add an existing account to the current team (by name, account or e-mail), or change a member\'s role (admin, editor, viewer), and optionally restrict them to named clients of the team. Nothing changes until the user approves in the card. When the person matches nobody or several people it answers status "choose" with the candidates: ask the user (the card shows buttons). For someone without an account, use invite_member.',
  input: z.object({
    person: z.string().trim().min(1).max(100),
    role: z.enum(ASSIGNABLE_TEAM_ROLES).optional(),
    clients: clientNamesInput.optional(),
  }),
  output: z.discriminatedUnion('status', [
    teamChoiceOutput,
    z.object({ status: z.literal('awaiting_approval'), ...change }),
    z.object({ status: z.literal('approved'), ...change }),
    z.object({ status: z.literal('declined'), ...change }),
  ]),
  needsApproval: true,
  slash: 'member',
});
