import { axisLabel, byValue, type AdAnswer, type AdAnswerInput } from './ad-answer-input.ts';
import { dimensionRows } from './dimension-rows.ts';

/**
 * Which values of a dimension moved most from last week to this week, the largest rise (or fall) first; values
 * with no change (nothing last week) are left out.
 */
export async function changeAnswer(a: AdAnswerInput): Promise<AdAnswer> {
  const moved = (await dimensionRows(a)).filter((r) => r.change !== null);
  const rows = byValue(moved, (r) => r.change, a.direction === 'up' ? 'desc' : 'asc').slice(0, a.limit);
  return {
    kind: 'chart',
    columns: ['value', 'this_week', 'last_week', 'change'],
    rows: rows.map((r) => [r.label, r.thisWeek, r.lastWeek, r.change]),
    chart: {
      type: 'bar',
      x: rows.map((r) => axisLabel(r.label, a.by, a.locale)),
      series: [{ name: 'change', data: rows.map((r) => r.change) }],
    },
  };
}
