import type { z } from 'zod';
import type {
  POST_SORTS,
  TimeRange,
  dashboardComponentSchema,
  dashboardPostSchema,
} from '../../../src/lib/api/endpoints.ts';
import { channelJoin, type ComponentScope } from '../../analytics/components/scope.ts';
import type { StoreReader } from '../../analytics/components/store-reader.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { computeDbComponents } from './component-results.ts';
import { toComponentDto } from './dashboard-dto.ts';
import { selectComponents, selectSubjects, type DashboardRow } from './queries.ts';
import { rangeWindow } from './time-range.ts';

type ComponentDto = z.input<typeof dashboardComponentSchema>;
export type DashboardPostDto = z.input<typeof dashboardPostSchema>;
export type PostSort = (typeof POST_SORTS)[number];

/** The subjects a request names, checked against the dashboard's; none named means all, in builder order. */
async function subjectScope(db: Db, dashboardId: string, named?: readonly string[]): Promise<string[]> {
  const ids = (await selectSubjects(db, dashboardId)).map((s) => s.id);
  if (!named?.length) return ids;
  const unknown = named.filter((id) => !ids.includes(id));
  if (unknown.length)
    throw new AppError('VALIDATION', undefined, [
      { path: 'subject_ids', message: `Not a subject of this dashboard: ${unknown.join(', ')}` },
    ]);
  return ids.filter((id) => named.includes(id));
}

/**
 * The components over a quick-pick window: db_* recomputed live over the posts of the window and subjects
 * (a failure says why, per component); llm_* as the analysis stored them (text analysis is too slow to redo per
 * request).
 */
export async function computeForRange(
  deps: { db: Db; analytics: StoreReader },
  dashboard: DashboardRow,
  input: { range: TimeRange; subject_ids?: string[] },
  now = new Date(),
): Promise<{ range: TimeRange; since: string | null; until: string; components: ComponentDto[] }> {
  // An AD dashboard's dates are its data's: adDashboard.compute.
  if (dashboard.appType === 'AD') throw new AppError('AD_DASHBOARD_NOT_MK');
  const { since, until } = rangeWindow(input.range, now);
  const [subjectIds, rows] = await Promise.all([
    subjectScope(deps.db, dashboard.id, input.subject_ids),
    selectComponents(deps.db, dashboard.id),
  ]);
  const scope: ComponentScope = {
    dashboardId: dashboard.id,
    subjectIds,
    ...(since ? { since: since.toISOString() } : {}),
    until: until.toISOString(),
  };
  const live = rows.filter((row) => row.apiKey.startsWith('db_'));
  const outcomes = await computeDbComponents(
    deps.analytics,
    scope,
    live.map((row) => row.apiKey),
  );
  const components = rows.map((row): ComponentDto => {
    const stored = toComponentDto(row);
    const outcome = outcomes.get(row.apiKey);
    if (!outcome) return stored;
    return outcome.ok
      ? {
          ...stored,
          state: 'fresh',
          result: outcome.result,
          computed_at: now.toISOString(),
          error_code: null,
        }
      : { ...stored, state: 'failed', result: null, error_code: outcome.code };
  });
  return { range: input.range, since: since?.toISOString() ?? null, until: until.toISOString(), components };
}

/** Column per sort; posted_at lists the newest first like the counts list the highest. */
const SORT_COLUMN: Record<PostSort, string> = {
  views: 'views',
  likes: 'likes',
  comments: 'comments',
  engagements: 'engagements',
  posted_at: 'posted_at',
};

/** A dashboard's posts by one measure, with their channel's title; ties broken by post id for a stable list. */
export async function dashboardPosts(
  store: StoreReader,
  dashboardId: string,
  opts: { sort: PostSort; limit: number; subjectId?: string },
): Promise<DashboardPostDto[]> {
  const params: (string | number)[] = [dashboardId];
  let where = 'p.dashboard_id = $1';
  if (opts.subjectId) {
    params.push(opts.subjectId);
    where += ` and p.subject_id = $${params.length}`;
  }
  const column = SORT_COLUMN[opts.sort];
  const limit = Math.max(1, Math.min(100, Math.floor(opts.limit)));
  const orderBy = (alias: string) =>
    `${alias}.${column} desc, ${alias}.post_id, ${alias}.subject_id, ${alias}.platform`;
  const rows = await store.all<Record<string, unknown>>(
    `with page as (
       select p.post_id, p.subject_id, p.platform, p.channel_id, p.title, p.views, p.likes, p.comments,
         p.shares, p.engagements, p.posted_at, p.video_url
       from analytics.posts p where ${where}
       order by ${orderBy('p')} limit ${limit}
     )
     select page.*, c.title as channel_title
     from page left join analytics.channels c on ${channelJoin('c', 'page')}
     order by ${orderBy('page')}`,
    params,
  );
  return rows.map((r) => ({
    post_id: String(r.post_id),
    subject_id: String(r.subject_id),
    platform: String(r.platform),
    title: String(r.title),
    channel_title: r.channel_title == null ? null : String(r.channel_title),
    views: Number(r.views),
    likes: Number(r.likes),
    comments: Number(r.comments),
    shares: Number(r.shares),
    engagements: Number(r.engagements),
    posted_at: String(r.posted_at),
    video_url: r.video_url == null ? null : String(r.video_url),
  }));
}
