import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { koxContents } from '../../db/schema/index.ts';
import type { TeamContext } from '../../lib/app-env.ts';
import { visibleContent } from '../kox-imports/content-service.ts';
import { slicedContent } from '../kox-my-data/content-figures.ts';
import { projectCreatorIds } from './project-creators.ts';
import { visibleProject } from './project-queries.ts';

/**
 * A project's data performance: the team's content of the project's creators as the caller sees it (My Data's
 * sums: spend of deals, CPM and CPV over the deals' views), by platform, cooperation type and week.
 */
export async function projectPerformance(db: Db, team: TeamContext, projectId: string) {
  const { project } = await visibleProject(db, team, projectId);
  const week = sql<string>`to_char(date_trunc('week', ${koxContents.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const { over, ...slices } = await slicedContent(
    db,
    and(visibleContent(db, team), inArray(koxContents.creatorId, projectCreatorIds(db, project.id))),
    week,
  );
  return { ...slices, weekly: over.map(([week, f]) => ({ week, ...f })) };
}
