import type { Context } from 'hono';
import type { Db } from '../../db/client.ts';
import { requireTeam, requireUser, seesClient } from '../../lib/access.ts';
import type { AppEnv, AuthUser, TeamContext } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { findDashboard, type DashboardRow } from './queries.ts';

/** Who acts on the team's work: the user (recorded as creator) and the team they act in. */
export interface TeamCaller {
  userId: string;
  team: TeamContext;
}

/** The signed-in caller in their current team, or 10101 / 10110. */
export function teamCaller(c: Context<AppEnv>): TeamCaller {
  return { userId: requireUser(c).id, team: requireTeam(c) };
}

/** The same for a caller already known (assistant tools); 10110 when they are in no team. */
export function callerOf(user: AuthUser): TeamCaller {
  if (!user.team) throw new AppError('NO_TEAM');
  return { userId: user.id, team: user.team };
}

/**
 * A dashboard of the caller's team under a client they see. Any other (another team's, another client's, a
 * missing one) answers 10205 alike, so ids cannot be probed.
 */
export async function getTeamDashboard(db: Db, team: TeamContext, id: string): Promise<DashboardRow> {
  const row = await findDashboard(db, id);
  if (!row || row.teamId !== team.id || !seesClient(team, row.clientId))
    throw new AppError('NOT_FOUND', 'Dashboard not found.');
  return row;
}
