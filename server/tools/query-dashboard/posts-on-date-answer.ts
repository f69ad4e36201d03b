import { createScans } from '../../analytics/components/shared-scans.ts';
import { nameOf, type Answer, type AnswerInput } from './answer-input.ts';
import { compareDay, weekAround, type DayTotal } from './day-comparison.ts';
import { windowBounds } from './period.ts';
import { queryInputError } from './query-errors.ts';
import { resolveDate } from './resolve-date.ts';
import { POST_COLUMNS, postRows } from './top-posts-answer.ts';
import { topPosts } from './top-posts.ts';

/** The day with the highest total, the earliest of equal ones: what "why did it jump" means without a date. */
function peakDay(totals: ReadonlyMap<string, DayTotal>): string | undefined {
  let best: [string, number] | undefined;
  for (const [d, { total }] of [...totals].sort(([x], [y]) => (x < y ? -1 : 1)))
    if (!best || total > best[1]) best = [d, total];
  return best?.[0];
}

/**
 * The posts published on one day, ordered by the metric, and that day's total against the week around it;
 * the chart shows the week (per subject with `by_subject`).
 */
export async function postsOnDateAnswer(a: AnswerInput): Promise<Answer> {
  const daily = await createScans(a.deps.analytics, a.scope.components).daily();
  const totals = new Map<string, DayTotal>();
  const bySubject = new Map<string, Map<string, number>>();
  for (const d of daily) {
    const date = d.day.slice(0, 10);
    const sums = totals.get(date) ?? { posts: 0, total: 0 };
    sums.posts += d.posts;
    sums.total += d[a.metric];
    totals.set(date, sums);
    const subject = bySubject.get(d.subjectId) ?? new Map<string, number>();
    subject.set(date, (subject.get(date) ?? 0) + d[a.metric]);
    bySubject.set(d.subjectId, subject);
  }
  const days = [...totals.keys()].sort();
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return { kind: 'table', columns: POST_COLUMNS, rows: [] };
  const date = a.date ? resolveDate(a.date, days, last) : peakDay(totals);
  if (!date) throw queryInputError('badDate', a.locale, { date: a.date ?? '' });
  const comparison = compareDay(date, totals, first, last);
  const posts =
    comparison.posts > 0
      ? await topPosts(
          a.deps.analytics,
          { ...a.scope.components, ...windowBounds({ from: date, to: date }) },
          a.metric,
          a.limit,
          a.bySubject,
        )
      : [];
  const week = weekAround(date, first, last);
  const series = a.bySubject
    ? a.scope.subjects.map((s) => ({
        name: nameOf(a, s.id),
        data: week.map((d) => bySubject.get(s.id)?.get(d) ?? 0),
      }))
    : [{ name: a.metric, data: week.map((d) => totals.get(d)?.total ?? 0) }];
  return {
    kind: week.length > 1 ? 'chart' : 'table',
    columns: POST_COLUMNS,
    rows: postRows(a, posts),
    ...(week.length > 1 ? { chart: { type: 'bar' as const, x: week, series } } : {}),
    day: comparison,
  };
}
