import type { DbResult, Granularity } from '../../../src/lib/report-components/results.ts';
import { orderSubjects, type ComponentScope } from './scope.ts';
import type { StoreReader } from './store-reader.ts';
import { createScans, type ComponentScans } from './shared-scans.ts';

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

/** The first day of the period of `granularity` holding `day` ('YYYY-MM-DD…'): SQL's date_trunc, ISO weeks. */
export function periodStart(day: string, granularity: Granularity): string {
  const date = day.slice(0, 10);
  if (granularity === 'day') return date;
  if (granularity === 'month') return `${date.slice(0, 8)}01`;
  const ms = Date.parse(`${date}T00:00:00Z`);
  const sinceMonday = (new Date(ms).getUTCDay() + 6) % 7;
  return new Date(ms - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Posts and their totals per period and subject; empty periods are left out. Periods are rolled up from the
 * daily totals, so the span (which picks the granularity) and the trend come from one scan.
 */
export async function fromScans(scans: ComponentScans): Promise<DbResult<'db_video_trend_analysis'>> {
  const { scope } = scans;
  const days = await scans.daily();
  let spanDays: number;
  if (scope.since && scope.until) {
    spanDays = (Date.parse(scope.until) - Date.parse(scope.since)) / DAY_MS;
  } else if (days.length > 0) {
    let lo = days[0]!.lo;
    let hi = days[0]!.hi;
    for (const d of days) {
      if (d.lo < lo) lo = d.lo;
      if (d.hi > hi) hi = d.hi;
    }
    spanDays = (Date.parse(hi) - Date.parse(lo)) / DAY_MS;
  } else {
    spanDays = 0;
  }
  const granularity = granularityFor(spanDays);
  const bySubject = new Map<string, Map<string, Point>>();
  for (const d of days) {
    const points = bySubject.get(d.subjectId) ?? new Map<string, Point>();
    bySubject.set(d.subjectId, points);
    const period = periodStart(d.day, granularity);
    const point = points.get(period);
    if (point) {
      point.posts += d.posts;
      point.views += d.views;
      point.likes += d.likes;
      point.comments += d.comments;
      point.engagements += d.engagements;
    } else {
      const { posts, views, likes, comments, engagements } = d;
      points.set(period, { period, posts, views, likes, comments, engagements });
    }
  }
  return {
    granularity,
    subjects: orderSubjects(scope, bySubject.keys()).map((subjectId) => ({
      subjectId,
      points: [...(bySubject.get(subjectId)?.values() ?? [])].sort((a, b) =>
        a.period < b.period ? -1 : a.period > b.period ? 1 : 0,
      ),
    })),
  };
}

export const compute = (
  store: StoreReader,
  scope: ComponentScope,
): Promise<DbResult<'db_video_trend_analysis'>> => fromScans(createScans(store, scope));
