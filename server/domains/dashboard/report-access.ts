import type { Context } from 'hono';
import { requireTeam } from '../../lib/access.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { findDashboard, type DashboardRow } from './queries.ts';
import { getTeamDashboard } from './team-scope.ts';

/**
 * A dashboard the caller may read: the one their share link opens (`c.var.share`), or one of their current
 * team under a client they see. Any other answers 10205 like a missing one, so ids cannot be probed.
 */
export async function readableDashboard(c: Context<AppEnv>, dashboardId: string): Promise<DashboardRow> {
  const { db } = c.var.deps;
  const share = c.get('share');
  if (share?.dashboardId === dashboardId) {
    const row = await findDashboard(db, dashboardId);
    if (!row) throw new AppError('NOT_FOUND', 'Dashboard not found.');
    return row;
  }
  if (share && !c.get('user')) throw new AppError('NOT_FOUND', 'Dashboard not found.');
  return getTeamDashboard(db, requireTeam(c), dashboardId);
}
