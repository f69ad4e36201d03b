import { axisLabel, byValue, type AdAnswer, type AdAnswerInput } from './ad-answer-input.ts';
import { dimensionRows } from './dimension-rows.ts';

/** The metric by a dimension over the period, highest or lowest first, with its week-over-week comparison. */
export async function breakdownAnswer(a: AdAnswerInput): Promise<AdAnswer> {
  const sorted = byValue(await dimensionRows(a), (r) => r.period, a.rank === 'highest' ? 'desc' : 'asc');
  const rows = sorted.slice(0, a.limit);
  return {
    kind: 'chart',
    columns: ['value', 'period', 'this_week', 'last_week', 'change'],
    rows: rows.map((r) => [r.label, r.period, r.thisWeek, r.lastWeek, r.change]),
    chart: {
      type: 'bar',
      x: rows.map((r) => axisLabel(r.label, a.by, a.locale)),
      series: [{ name: a.metric, data: rows.map((r) => r.period) }],
    },
  };
}
