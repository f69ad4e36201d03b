import { axisLabel, byValue, type AdAnswer, type AdAnswerInput } from './ad-answer-input.ts';
import { dimensionRows } from './dimension-rows.ts';

/** Whether a value keeps to the asked bounds; a value that could not be computed keeps to none. */
const within = (value: number | null, a: AdAnswerInput) =>
  (a.above === undefined || (value !== null && value > a.above)) &&
  (a.below === undefined || (value !== null && value < a.below));

/**
 * The metric by a dimension over the period, highest or lowest first, with its week-over-week comparison; with
 * bounds ("ROI低于1"), only the values within them.
 */
export async function breakdownAnswer(a: AdAnswerInput): Promise<AdAnswer> {
  const sorted = byValue(await dimensionRows(a), (r) => r.period, a.rank === 'highest' ? 'desc' : 'asc');
  const kept = sorted.filter((r) => within(r.period, a));
  const rows = kept.slice(0, a.limit);
  return {
    kind: 'chart',
    columns: ['value', 'period', 'this_week', 'last_week', 'change'],
    rows: rows.map((r) => [r.label, r.period, r.thisWeek, r.lastWeek, r.change]),
    ...(a.above !== undefined || a.below !== undefined ? { matched: kept.length } : {}),
    chart: {
      type: 'bar',
      x: rows.map((r) => axisLabel(r.label, a.by, a.locale)),
      series: [{ name: a.metric, data: rows.map((r) => r.period) }],
    },
  };
}
