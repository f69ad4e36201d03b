import { describe, expect, it } from 'vitest';
import { checkPivot, draftOf } from '../../../src/components/report-view/ad/ad-pivot-rules.ts';
import { parsePivotOptions } from '../../../server/analytics/ad-components/ad-pivot.ts';

const CASES: { dimensions: string[]; metrics: string[] }[] = [
  { dimensions: ['day'], metrics: ['amount_spent_usd'] },
  { dimensions: ['campaign', 'country', 'hook'], metrics: ['roi', 'cpc', 'purchases'] },
  { dimensions: [], metrics: ['roi'] },
  { dimensions: ['day', 'week', 'ad', 'media'], metrics: ['roi'] },
  { dimensions: ['country', 'country'], metrics: ['roi'] },
  { dimensions: ['product'], metrics: [] },
  { dimensions: ['product'], metrics: ['roi', 'roi'] },
  { dimensions: ['product'], metrics: ['amount_budget_usd'] },
  { dimensions: ['product'], metrics: ['amount_remain_usd'] },
  { dimensions: ['placement'], metrics: ['roi'] },
  { dimensions: ['type'], metrics: ['not_a_metric'] },
];

const serverAccepts = (options: object) => {
  try {
    parsePivotOptions(options);
    return true;
  } catch {
    return false;
  }
};

describe('the pivot editor checks a choice as the server does', () => {
  it.each(CASES)('%j', (choice) => {
    const draft = { levels: choice.dimensions, metrics: choice.metrics } as Parameters<typeof checkPivot>[0];
    expect(checkPivot(draft).options !== null).toBe(serverAccepts(choice));
  });

  it('names what is wrong', () => {
    const problems = (dimensions: string[], metrics: string[]) =>
      checkPivot({ levels: dimensions, metrics } as Parameters<typeof checkPivot>[0]).problems;
    expect(problems([], [])).toEqual(['noDimension', 'noMetric']);
    expect(problems(['day', 'day'], ['roi'])).toEqual(['repeatedDimension']);
    expect(problems(['day', 'week', 'ad', 'hook'], ['roi'])).toEqual(['tooManyDimensions']);
    expect(problems(['day'], ['roi', 'roi'])).toEqual(['repeatedMetric']);
    expect(problems(['day'], ['amount_budget_usd'])).toEqual(['unknown']);
  });

  it('drops empty levels: "none, product" is grouped by product', () => {
    expect(checkPivot({ levels: ['', 'product', ''], metrics: ['roi'] }).options).toEqual({
      dimensions: ['product'],
      metrics: ['roi'],
    });
    expect(draftOf({ dimensions: ['ad'], metrics: ['roi'] }).levels).toEqual(['ad', '', '']);
  });
});
