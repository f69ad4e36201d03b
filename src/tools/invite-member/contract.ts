import { z } from 'zod';
import { ASSIGNABLE_TEAM_ROLES } from '../../lib/roles.ts';
import { defineTool } from '../define-tool.ts';
import { clientNamesInput, namedClientSchema } from '../team-admin/contract.ts';

const invitation = {
  team_id: z.string(),
  team_name: z.string(),
  account: z.string(),
  name: z.string(),
  role: z.enum(ASSIGNABLE_TEAM_ROLES),
  clients: z.array(namedClientSchema).nullable(),
};

export const inviteMemberTool = defineTool({
  name: 'invite_member',
  description:
    'Team admins only: invite a new person (usually by e-mail) into the current team with a role (default viewer) and optionally only named clients. Nothing is created until the user approves in the card, which then shows a one-time sign-in link valid 7 days, once; never invent a link.',
  input: z.object({
    email: z
      .string()
      .trim()
      .min(3)
      .max(64)
      .regex(/^[^\s\p{Cc}]+$/u),
    name: z.string().trim().min(1).max(60).optional(),
    role: z.enum(ASSIGNABLE_TEAM_ROLES).default('viewer'),
    clients: clientNamesInput.optional(),
  }),
  output: z.discriminatedUnion('status', [
    z.object({ status: z.literal('awaiting_approval'), ...invitation }),
    z.object({
      status: z.literal('approved'),
      ...invitation,
      user_uid: z.string(),
      created: z.boolean(),
      expires_at: z.string(),
    }),
    z.object({ status: z.literal('declined'), ...invitation }),
  ]),
  needsApproval: true,
  slash: 'invite',
});
