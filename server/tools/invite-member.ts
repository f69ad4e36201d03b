import { inviteMemberTool } from '../../src/tools/invite-member/contract.ts';
import { findMembers } from '../domains/team/queries.ts';
import { findUserByAccount } from '../domains/user/queries.ts';
import { invite } from '../domains/team/member-service.ts';
import { requireSameTeam, requireTeamAdmin } from './team-admin/require-team-admin.ts';
import { clientsByName } from './team-admin/team-clients.ts';
import { defineServerTool } from './tool-executor.ts';
import { toolError } from './tool-messages.ts';

/** "anna.lee@brand.com" is called "anna.lee" until they say otherwise. */
const nameOf = (account: string) => account.split('@')[0] || account;

/**
 * Prepares an invitation; `approve` makes it through the member service (account, membership, audit log) as
 * team/invite does. Its sign-in link is a credential: handed to the approving response only, never stored.
 */
export const inviteMemberExecutor = defineServerTool({
  contract: inviteMemberTool,
  async execute(input, ctx) {
    const team = requireTeamAdmin(ctx);
    const { db } = ctx.deps;
    const clients = input.clients ? await clientsByName(db, team, input.clients, ctx.locale) : null;
    if (input.role === 'admin' && clients) throw toolError('CONFLICT', 'adminSeesAllClients', ctx.locale);
    const existing = await findUserByAccount(db, input.email);
    if (existing && (await findMembers(db, team.id, [existing.id])).length)
      throw toolError('CONFLICT', 'alreadyInTeam', ctx.locale, { name: input.email });
    return {
      status: 'awaiting_approval' as const,
      team_id: team.id,
      team_name: team.name,
      account: input.email,
      name: input.name ?? existing?.name ?? nameOf(input.email),
      role: input.role,
      clients,
    };
  },
  async approve(output, ctx) {
    const team = requireSameTeam(ctx, output);
    const invited = await invite(ctx.deps.db, ctx.deps.authCache, ctx.user, team, {
      account: output.account,
      name: output.name,
      role: output.role,
      client_ids: output.clients?.map((c) => c.client_id) ?? null,
    });
    return {
      output: {
        status: 'approved' as const,
        team_id: output.team_id,
        team_name: output.team_name,
        account: output.account,
        name: output.name,
        role: output.role,
        clients: output.clients,
        user_uid: invited.user_uid,
        created: invited.created,
        expires_at: invited.expires_at,
      },
      once: { link: invited.link },
    };
  },
  decline: (output) => ({
    status: 'declined' as const,
    team_id: output.team_id,
    team_name: output.team_name,
    account: output.account,
    name: output.name,
    role: output.role,
    clients: output.clients,
  }),
});
