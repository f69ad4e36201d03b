import { safeRatio, type DbResult, type MetricTotals } from '../../../src/lib/report-components/results.ts';
import { orderSubjects, postFilter, type ComponentScope } from './scope.ts';
import type { StoreReader } from './store-reader.ts';
import { num } from './row-values.ts';

type Row = Record<string, unknown>;

/** Totals per subject and overall in one grouping-sets aggregate. */
export async function compute(store: StoreReader, scope: ComponentScope): Promise<DbResult<'db_overview'>> {
  const { where, params } = postFilter(scope);
  // Per channel first, so counting channels is a count of small groups instead of a distinct over posts.
  const rows = await store.all<Row>(
    `with ch as (
       select p.subject_id, count(*) as posts, sum(p.views) as views, sum(p.likes) as likes,
         sum(p.comments) as comments, sum(p.shares) as shares, sum(p.saves) as saves, sum(p.reposts) as reposts,
         sum(p.engagements) as engagements
       from analytics.posts p where ${where}
       group by p.subject_id, p.platform, p.channel_id
     )
     select subject_id, grouping(subject_id) as is_total, coalesce(sum(posts), 0) as posts, count(*) as channels,
       coalesce(sum(views), 0) as views, coalesce(sum(likes), 0) as likes, coalesce(sum(comments), 0) as comments,
       coalesce(sum(shares), 0) as shares, coalesce(sum(saves), 0) as saves, coalesce(sum(reposts), 0) as reposts,
       coalesce(sum(engagements), 0) as engagements
     from ch group by grouping sets ((subject_id), ())`,
    params,
  );
  const total = rows.find((r) => num(r.is_total) === 1);
  const bySubject = new Map(rows.filter((r) => num(r.is_total) === 0).map((r) => [String(r.subject_id), r]));
  return {
    subjects: orderSubjects(scope, bySubject.keys()).map((subjectId) => ({
      subjectId,
      ...totals(bySubject.get(subjectId)),
    })),
    total: totals(total),
  };
}

function totals(row: Row | undefined): MetricTotals {
  const posts = num(row?.posts);
  const views = num(row?.views);
  const likes = num(row?.likes);
  const comments = num(row?.comments);
  const engagements = num(row?.engagements);
  return {
    posts,
    channels: num(row?.channels),
    views,
    likes,
    comments,
    shares: num(row?.shares),
    saves: num(row?.saves),
    reposts: num(row?.reposts),
    engagements,
    avgViews: safeRatio(views, posts),
    avgLikes: safeRatio(likes, posts),
    avgComments: safeRatio(comments, posts),
    avgEngagements: safeRatio(engagements, posts),
    engagementRate: safeRatio(engagements, views),
  };
}
