import { describe, expect, it } from 'vitest';
import { median, percentile, slope } from '../../../bench/stats.ts';
import { targetCell } from '../../../bench/bench-result.ts';

describe('bench statistics', () => {
  it('takes percentiles by nearest rank, whatever the order', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 90)).toBe(9);
    expect(percentile(values, 99)).toBe(10);
    expect(percentile(values, 0)).toBe(1);
    expect(median([3, 1, 2])).toBe(2);
    expect(percentile([], 50)).toBeNaN();
  });

  it('fits the slope of a line, and 0 for a single point in time', () => {
    expect(slope([0, 1, 2, 3].map((x) => ({ x, y: 100 + 2 * x })))).toBeCloseTo(2);
    expect(
      slope([
        { x: 1, y: 5 },
        { x: 1, y: 9 },
      ]),
    ).toBe(0);
  });
});

describe('the target column', () => {
  const format = String;
  it('checks a most for times and a least for rates', () => {
    expect(targetCell({ name: 't', value: 60, unit: 'ms', target: 50 }, format)).toBe('≤ 50 ✗');
    expect(targetCell({ name: 't', value: 50, unit: 'ms', target: 50 }, format)).toBe('≤ 50 ✓');
    expect(targetCell({ name: 'r', value: 4999, unit: 'req/s', min: 5000 }, format)).toBe('≥ 5000 ✗');
    expect(targetCell({ name: 'r', value: 5000, unit: 'req/s', min: 5000 }, format)).toBe('≥ 5000 ✓');
    expect(targetCell({ name: 'n', value: 1, unit: '' }, format)).toBe('');
  });
});
