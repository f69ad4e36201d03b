import { manageMemberTool } from '../../src/tools/manage-member/contract.ts';
import type { TeamChoiceOutput } from '../../src/tools/team-admin/contract.ts';
import type { Language } from '../../src/tools/switch-language/contract.ts';
import { addUsers, authorizeClients, modifyRoles } from '../domains/team/member-service.ts';
import { findPerson, type Person } from './team-admin/find-person.ts';
import { inviteRequest, memberRequest, openMembersRequest } from './team-admin/request-phrases.ts';
import { requireSameTeam, requireTeamAdmin } from './team-admin/require-team-admin.ts';
import { clientsByName } from './team-admin/team-clients.ts';
import { defineServerTool } from './tool-executor.ts';
import { toolError, toolText } from './tool-messages.ts';

type Input = ReturnType<(typeof manageMemberTool)['input']['parse']>;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const label = (p: Person) => (p.name && p.name !== p.account ? `${p.name} (${p.account})` : p.account);

/** No one or several people answer to the name: ask, with a button per candidate (by account, which is unique). */
function askWhichPerson(
  input: Input,
  match: { exact: Person[]; near: Person[] },
  lang: Language,
): TeamChoiceOutput {
  const candidates = match.exact.length ? match.exact : match.near;
  if (candidates.length)
    return {
      status: 'choose',
      question: toolText(match.exact.length ? 'whichPerson' : 'didYouMeanPerson', lang, {
        person: input.person,
      }),
      choices: candidates.map((p) => ({
        label: label(p),
        message: memberRequest(lang, p.account, input.role, input.clients),
      })),
    };
  const open = { label: openMembersRequest(lang), message: openMembersRequest(lang) };
  return {
    status: 'choose',
    question: toolText('nobodyFound', lang, { person: input.person }),
    choices: EMAIL.test(input.person)
      ? [{ label: inviteRequest(lang, input.person), message: inviteRequest(lang, input.person) }, open]
      : [open],
  };
}

/**
 * Prepares adding an account to the team or changing a member's role and clients; the change itself is made by
 * `approve`, through the same member service (rules, audit log) as the teammanage endpoints.
 */
export const manageMemberExecutor = defineServerTool({
  contract: manageMemberTool,
  async execute(input, ctx) {
    const team = requireTeamAdmin(ctx);
    const { db } = ctx.deps;
    const match = await findPerson(db, team, input.person);
    const person = match.exact.length === 1 ? match.exact[0] : undefined;
    if (!person) return askWhichPerson(input, match, ctx.locale);
    const named = { name: label(person) };
    if (person.role === 'owner') throw toolError('CONFLICT', 'ownerFixed', ctx.locale, named);
    const clients = input.clients ? await clientsByName(db, team, input.clients, ctx.locale) : null;
    const joining = person.role === null;
    if (!joining && !input.role && !clients)
      throw toolError('CONFLICT', 'nothingToChange', ctx.locale, named);
    const role = input.role ?? person.role ?? 'viewer';
    if (role === 'admin' && clients) throw toolError('CONFLICT', 'adminSeesAllClients', ctx.locale);
    return {
      status: 'awaiting_approval' as const,
      team_id: team.id,
      team_name: team.name,
      user_uid: person.userId,
      account: person.account,
      name: person.name,
      joining,
      role_before: person.role,
      role,
      clients,
    };
  },
  async approve(output, ctx) {
    if (output.status !== 'awaiting_approval') throw new Error('Only a prepared change is approved.');
    const team = requireSameTeam(ctx, output);
    const { db, authCache } = ctx.deps;
    const clientIds = output.clients?.map((c) => c.client_id) ?? null;
    if (output.joining) {
      await addUsers(db, authCache, ctx.user, team, {
        user_uids: [output.user_uid],
        role: output.role,
        client_ids: clientIds,
      });
    } else {
      if (output.role !== output.role_before)
        await modifyRoles(db, authCache, ctx.user, team, [output.user_uid], output.role);
      if (clientIds) await authorizeClients(db, authCache, ctx.user, team, [output.user_uid], clientIds);
    }
    return { output: { ...output, status: 'approved' as const } };
  },
  decline: (output) =>
    output.status === 'awaiting_approval' ? { ...output, status: 'declined' as const } : output,
});
