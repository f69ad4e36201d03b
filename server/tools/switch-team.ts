import { switchTeamTool } from '../../src/tools/switch-team/contract.ts';
import { listMyTeams, switchTeam } from '../domains/team/team-service.ts';
import { switchTeamRequest } from './team-admin/request-phrases.ts';
import { defineServerTool } from './tool-executor.ts';
import { toolError, toolText } from './tool-messages.ts';

const MAX_CHOICES = 6;
const fold = (s: string) => s.trim().toLocaleLowerCase();

/**
 * Switches through the team service (the same checks and log as team/switch) into one of the caller's active
 * teams, found by name; when the name says none or several, the card asks with their teams.
 */
export const switchTeamExecutor = defineServerTool({
  contract: switchTeamTool,
  async execute(input, ctx) {
    const { db, authCache } = ctx.deps;
    const teams = (await listMyTeams(db, ctx.user)).filter((t) => t.status === 'active');
    const said = fold(input.team);
    const exact = teams.filter((t) => fold(t.name) === said);
    const found = exact.length ? exact : teams.filter((t) => fold(t.name).includes(said));
    if (found.length === 1) {
      const switched = await switchTeam(db, authCache, ctx.user, found[0]!.team_id);
      return {
        status: 'switched' as const,
        team_id: switched.team_id,
        name: switched.name,
        role: switched.role,
      };
    }
    const others = (found.length ? found : teams.filter((t) => !t.current)).slice(0, MAX_CHOICES);
    if (others.length === 0) throw toolError('NOT_FOUND', 'noOtherTeam', ctx.locale, { team: input.team });
    return {
      status: 'choose' as const,
      question: toolText('whichTeam', ctx.locale),
      choices: others.map((t) => ({ label: t.name, message: switchTeamRequest(ctx.locale, t.name) })),
    };
  },
});
