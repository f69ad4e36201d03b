import { teamAdmins } from '../../../src/lib/api/endpoints/common.ts';
import { allows } from '../../lib/access.ts';
import type { TeamContext } from '../../lib/app-env.ts';
import type { ApprovalContext } from '../tool-executor.ts';
import { toolError } from '../tool-messages.ts';

/**
 * Team administration from chat follows the teammanage endpoints' rule (team owner or admin), checked again
 * when the user approves, as their role may have changed since. Answers the caller's current team.
 */
export function requireTeamAdmin(ctx: Pick<ApprovalContext, 'user' | 'locale'>): TeamContext {
  const team = ctx.user.team;
  if (!team || !allows(teamAdmins, ctx.user)) throw toolError('FORBIDDEN', 'notTeamAdmin', ctx.locale);
  return team;
}

/** An approval prepared in one team is applied only while the caller still works in it. */
export function requireSameTeam(
  ctx: Pick<ApprovalContext, 'user' | 'locale'>,
  prepared: { team_id: string; team_name: string },
): TeamContext {
  const team = requireTeamAdmin(ctx);
  if (team.id !== prepared.team_id)
    throw toolError('CONFLICT', 'teamChanged', ctx.locale, { team: prepared.team_name });
  return team;
}
