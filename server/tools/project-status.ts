import { and, desc, eq, gte } from 'drizzle-orm';
import { STATUS_REPLIERS, projectStatusTool } from '../../src/tools/project-status/contract.ts';
import { koxOutreachReplies } from '../db/schema/index.ts';
import { outreachCreators } from '../domains/kox-outreach/outreach-creators.ts';
import { labelBoard } from '../domains/kox-replies/replies-service.ts';
import { sampleCreatorCatalog } from '../kox/creator-catalog.ts';
import { AppError } from '../lib/errors.ts';
import { instantOf, wallClockOf } from '../../src/lib/time/zoned-time.ts';
import { projectOrChoice } from './outreach/project-or-choice.ts';
import { statusRequest } from './outreach/request-phrases.ts';
import { defineServerTool } from './tool-executor.ts';

type Period = 'today' | 'this_week' | 'this_month';

/** The start of the period on the user's clock (weeks start on Monday). */
function startOf(period: Period, now: Date, timeZone: string): Date {
  const today = wallClockOf(now, timeZone);
  if (period === 'this_month') return instantOf({ ...today, day: 1, hour: 0, minute: 0 }, timeZone);
  const back = period === 'today' ? 0 : (today.weekday + 6) % 7;
  return instantOf({ ...today, day: today.day - back, hour: 0, minute: 0 }, timeZone);
}

/** Read-only: the label board (koxReplies.board's service) and the creators' replies received in the period. */
export const projectStatusExecutor = defineServerTool({
  contract: projectStatusTool,
  async execute(input, ctx) {
    const team = ctx.user.team;
    if (!team) throw new AppError('NO_TEAM');
    const { db } = ctx.deps;
    const found = await projectOrChoice(
      db,
      team,
      input.project,
      ctx.locale,
      (name) => statusRequest(ctx.locale, name),
      { onlyOneIsIt: true },
    );
    if ('choose' in found) return found.choose;
    const { project } = found;
    const period = input.period ?? 'this_week';
    const since = startOf(period, new Date(), ctx.timeZone ?? 'UTC');
    const board = await labelBoard(db, team, project.project_id);
    const replies = await db
      .select({ creatorId: koxOutreachReplies.creatorId, receivedAt: koxOutreachReplies.receivedAt })
      .from(koxOutreachReplies)
      .where(
        and(
          eq(koxOutreachReplies.projectId, project.project_id),
          eq(koxOutreachReplies.kind, 'reply'),
          gte(koxOutreachReplies.receivedAt, since),
        ),
      )
      .orderBy(desc(koxOutreachReplies.receivedAt));
    const latest = new Map<string, Date>();
    for (const r of replies) if (!latest.has(r.creatorId)) latest.set(r.creatorId, r.receivedAt);
    const shown = [...latest].slice(0, STATUS_REPLIERS);
    const creators = await outreachCreators(
      db,
      sampleCreatorCatalog(),
      team.id,
      shown.map(([id]) => id),
    );
    return {
      status: 'ready' as const,
      project_id: project.project_id,
      project_name: project.name,
      period,
      since: since.toISOString(),
      labels: board.columns.map(({ label_id, name, count }) => ({ label_id, name, count })),
      replied: latest.size,
      repliers: shown.map(([creatorId, at]) => ({
        creator_id: creatorId,
        name: creators.get(creatorId)?.nickname ?? null,
        sample: creators.get(creatorId)?.sample ?? false,
        replied_at: at.toISOString(),
      })),
    };
  },
});
