import { count, sql } from 'drizzle-orm';
import type { MyDataPeriod } from '../../../src/lib/kox-my-data-values.ts';
import type { Db } from '../../db/client.ts';
import { koxTeamCreators } from '../../db/schema/index.ts';
import type { TeamContext } from '../../lib/app-env.ts';
import { visibleEntries } from '../kox/team-queries.ts';
import { contentFigures } from './content-figures.ts';
import { openTasks } from './open-tasks.ts';

/** My Data: the team's creators and content of the period as the caller sees them, and the open tasks. */
export async function myDataSummary(db: Db, team: TeamContext, period: MyDataPeriod) {
  const [[creators], content, tasks] = await Promise.all([
    db
      .select({
        creators: count(),
        monitored: sql`count(*) filter (where ${koxTeamCreators.monitoring})`.mapWith(Number),
      })
      .from(koxTeamCreators)
      .where(visibleEntries(team)),
    contentFigures(db, team, period),
    openTasks(db, team),
  ]);
  return {
    ...content,
    totals: { ...content.totals, creators: creators?.creators ?? 0, monitored: creators?.monitored ?? 0 },
    tasks,
  };
}
