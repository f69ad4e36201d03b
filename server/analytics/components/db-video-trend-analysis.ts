import type { DbResult, Granularity } from '../../../src/lib/report-components/results.ts';
import { orderSubjects, postFilter, type ComponentScope } from './scope.ts';
import type { StoreReader } from './store-reader.ts';
import { num } from './row-values.ts';

type Point = DbResult<'db_video_trend_analysis'>['subjects'][number]['points'][number];

const DAY_MS = 86_400_000;

/**
 * Days up to two months, weeks up to a year (≤ 53 points), months beyond. The span is since…until when both
 * are given, else the first to the last post in scope.
 */
export function granularityFor(spanDays: number): Granularity {
  if (spanDays <= 62) return 'day';
  if (spanDays <= 366) return 'week';
  return 'month';
}

/** Posts and their totals per period and subject; empty periods are left out. */
export async function compute(
  store: StoreReader,
  scope: ComponentScope,
): Promise<DbResult<'db_video_trend_analysis'>> {
  const { where, params } = postFilter(scope);
  let spanDays: number;
  if (scope.since && scope.until) {
    spanDays = (Date.parse(scope.until) - Date.parse(scope.since)) / DAY_MS;
  } else {
    const [span] = await store.all<{ lo: unknown; hi: unknown }>(
      `select min(p.posted_at) as lo, max(p.posted_at) as hi from analytics.posts p where ${where}`,
      params,
    );
    spanDays = span?.lo && span.hi ? (Date.parse(String(span.hi)) - Date.parse(String(span.lo))) / DAY_MS : 0;
  }
  const granularity = granularityFor(spanDays);
  const rows = await store.all<Record<string, unknown>>(
    `select p.subject_id as subject_id, date_trunc('${granularity}', p.posted_at) as period, count(*) as posts,
       sum(p.views) as views, sum(p.likes) as likes, sum(p.comments) as comments, sum(p.engagements) as engagements
     from analytics.posts p where ${where}
     group by p.subject_id, date_trunc('${granularity}', p.posted_at)
     order by p.subject_id, period`,
    params,
  );
  const bySubject = new Map<string, Point[]>();
  for (const r of rows) {
    const points = bySubject.get(String(r.subject_id)) ?? [];
    points.push({
      period: String(r.period).slice(0, 10),
      posts: num(r.posts),
      views: num(r.views),
      likes: num(r.likes),
      comments: num(r.comments),
      engagements: num(r.engagements),
    });
    bySubject.set(String(r.subject_id), points);
  }
  return {
    granularity,
    subjects: orderSubjects(scope, bySubject.keys()).map((subjectId) => ({
      subjectId,
      points: bySubject.get(subjectId) ?? [],
    })),
  };
}
