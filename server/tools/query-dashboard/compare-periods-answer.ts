import type { MetricTotals } from '../../../src/lib/report-components/results.ts';
import { computeComponents } from '../../analytics/components/registry.ts';
import { nameOf, type Answer, type AnswerInput } from './answer-input.ts';

/** The measures compared when none is asked, as the overview has them. */
const MEASURES = {
  posts: 'posts',
  channels: 'channels',
  views: 'views',
  likes: 'likes',
  comments: 'comments',
  engagements: 'engagements',
  engagement_rate: 'engagementRate',
} as const satisfies Record<string, keyof MetricTotals>;

/** (now − before) / before; none when either is unknown or before is 0. */
const changeOf = (now: number | null, before: number | null) =>
  now === null || before === null || before === 0 ? null : (now - before) / before;

/**
 * "这个月和上个月的播放量对比": the overview over the asked dates against the dates compared with, and the change.
 * Every measure of the subjects together (or the asked one); per subject, the asked measure of each, with a chart
 * of the two spans side by side.
 */
export async function comparePeriodsAnswer(a: AnswerInput): Promise<Answer> {
  if (!a.versus) throw new Error('compare_periods needs the span it compares with.');
  const [{ db_overview: now }, { db_overview: before }] = await Promise.all([
    computeComponents(a.deps.analytics, a.scope.components, ['db_overview']),
    computeComponents(a.deps.analytics, a.versus, ['db_overview']),
  ]);
  if (a.bySubject) {
    const totals = (o: typeof now, id: string) => o.subjects.find((s) => s.subjectId === id)?.[a.metric] ?? 0;
    const subjects = a.scope.subjects.map((s) => ({
      name: nameOf(a, s.id),
      now: totals(now, s.id),
      before: totals(before, s.id),
    }));
    return {
      kind: 'chart',
      columns: ['subject', 'current', 'versus', 'change'],
      rows: subjects.map((s) => [s.name, s.now, s.before, changeOf(s.now, s.before)]),
      chart: {
        type: 'bar',
        x: subjects.map((s) => s.name),
        series: [
          { name: 'current', data: subjects.map((s) => s.now) },
          { name: 'versus', data: subjects.map((s) => s.before) },
        ],
      },
    };
  }
  const measures = Object.entries(MEASURES).filter(([measure]) => !a.metricAsked || measure === a.metric);
  return {
    kind: 'table',
    columns: ['measure', 'current', 'versus', 'change'],
    rows: measures.map(([measure, key]) => {
      const [x, y] = [now.total[key], before.total[key]];
      return [measure, x, y, changeOf(x, y)];
    }),
  };
}
