import { computeComponents } from '../../analytics/components/registry.ts';
import { nameOf, type Answer, type AnswerInput } from './answer-input.ts';

/**
 * The metric per period as the trend component computes it (empty periods count 0): one series of the subjects
 * together, or one per subject with `by_subject`.
 */
export async function trendAnswer(a: AnswerInput): Promise<Answer> {
  const { db_video_trend_analysis: trend } = await computeComponents(a.deps.analytics, a.scope.components, [
    'db_video_trend_analysis',
  ]);
  const periods = [...new Set(trend.subjects.flatMap((s) => s.points.map((p) => p.period)))].sort();
  const perSubject = trend.subjects.map((s) => {
    const byPeriod = new Map(s.points.map((p) => [p.period, p[a.metric]]));
    return { name: nameOf(a, s.subjectId), data: periods.map((p) => byPeriod.get(p) ?? 0) };
  });
  const series = a.bySubject
    ? perSubject
    : [
        {
          name: a.metric,
          data: periods.map((_, i) => perSubject.reduce((sum, s) => sum + (s.data[i] ?? 0), 0)),
        },
      ];
  return {
    kind: 'chart',
    columns: ['period', ...series.map((s) => s.name)],
    rows: periods.map((period, i) => [period, ...series.map((s) => s.data[i] ?? 0)]),
    chart: { type: 'line', x: periods, series },
  };
}
