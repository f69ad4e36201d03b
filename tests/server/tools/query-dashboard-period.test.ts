import { describe, expect, it } from 'vitest';
import { resolvePeriod } from '../../../server/tools/query-dashboard/period.ts';
import { resolveDate } from '../../../server/tools/query-dashboard/resolve-date.ts';

describe('resolvePeriod', () => {
  it.each([
    [{ last: 7, unit: 'day' }, '2026-11-23', { from: '2026-11-17', to: '2026-11-23' }],
    [{ last: 1, unit: 'week' }, '2026-11-23', { from: '2026-11-17', to: '2026-11-23' }],
    [{ last: 3, unit: 'month' }, '2026-11-23', { from: '2026-08-24', to: '2026-11-23' }],
    [{ last: 1, unit: 'month' }, '2026-03-31', { from: '2026-03-01', to: '2026-03-31' }],
    [{ last: 1, unit: 'month' }, '2024-03-30', { from: '2024-03-01', to: '2024-03-30' }],
    [{ last: 1, unit: 'year' }, '2024-02-29', { from: '2023-03-01', to: '2024-02-29' }],
    [{ from: '2026-01-01', to: '2026-01-01' }, '2026-11-23', { from: '2026-01-01', to: '2026-01-01' }],
  ] as const)('%j on %s', (period, today, window) => {
    expect(resolvePeriod(period, today)).toEqual(window);
  });

  it('refuses backwards or impossible dates', () => {
    expect(resolvePeriod({ from: '2026-01-02', to: '2026-01-01' }, '2026-11-23')).toBeNull();
    expect(resolvePeriod({ from: '2026-02-29', to: '2026-03-01' }, '2026-11-23')).toBeNull();
  });
});

describe('resolveDate', () => {
  const days = ['2024-02-29', '2025-03-14', '2026-01-02'];
  it('MM-DD: the latest day with posts, else the latest calendar day up to the last day of data', () => {
    expect(resolveDate('03-14', days, '2026-01-02')).toBe('2025-03-14');
    expect(resolveDate('02-29', days, '2026-01-02')).toBe('2024-02-29');
    expect(resolveDate('01-01', days, '2026-01-02')).toBe('2026-01-01');
    expect(resolveDate('06-01', days, '2026-01-02')).toBe('2025-06-01');
  });
  it('YYYY-MM-DD as asked; not a calendar day: null', () => {
    expect(resolveDate('2019-05-05', days, '2026-01-02')).toBe('2019-05-05');
    expect(resolveDate('2026-02-29', days, '2026-01-02')).toBeNull();
    expect(resolveDate('04-31', days, '2026-01-02')).toBeNull();
  });
});
