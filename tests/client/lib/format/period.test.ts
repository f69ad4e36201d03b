import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvalidPeriodError, previousPeriod } from '@/lib/format';

afterEach(() => {
  vi.useRealTimers();
});

/** Local noon, so the expectations hold in any time zone. */
function at(isoDay: string): void {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(y, m - 1, d, 12, 0, 0));
}

describe('previousPeriod', () => {
  describe('week: ends on the last Sunday, starts 6 days before', () => {
    it.each([
      ['2024-05-15', '2024-05-06', '2024-05-12'], // Wednesday
      ['2024-05-18', '2024-05-06', '2024-05-12'], // Saturday
      ['2024-05-12', '2024-05-06', '2024-05-12'], // Sunday: that Sunday is the last one
      ['2024-05-13', '2024-05-06', '2024-05-12'], // Monday
      ['2025-01-02', '2024-12-23', '2024-12-29'], // across the year boundary
    ])('on %s → %s … %s', (today, start, end) => {
      at(today);
      expect(previousPeriod('week')).toEqual({ start, end });
    });
  });

  describe('month: the whole previous calendar month', () => {
    it.each([
      ['2024-03-10', '2024-02-01', '2024-02-29'], // leap February
      ['2023-03-31', '2023-02-01', '2023-02-28'],
      ['2024-01-15', '2023-12-01', '2023-12-31'], // across the year boundary
      ['2024-08-01', '2024-07-01', '2024-07-31'],
    ])('on %s → %s … %s', (today, start, end) => {
      at(today);
      expect(previousPeriod('month')).toEqual({ start, end });
    });
  });

  describe('quarter: the whole previous calendar quarter', () => {
    it.each([
      ['2024-05-15', '2024-01-01', '2024-03-31'],
      ['2024-02-01', '2023-10-01', '2023-12-31'], // Q1 → last year's Q4
      ['2024-12-31', '2024-07-01', '2024-09-30'],
      ['2024-07-01', '2024-04-01', '2024-06-30'],
    ])('on %s → %s … %s', (today, start, end) => {
      at(today);
      expect(previousPeriod('quarter')).toEqual({ start, end });
    });
  });

  it('takes an explicit reference date', () => {
    expect(previousPeriod('month', new Date(2022, 4, 20))).toEqual({
      start: '2022-04-01',
      end: '2022-04-30',
    });
  });

  it.each(['day', 'year', '', 'Week'])('rejects %j with an invalid-period error', (period) => {
    expect(() => previousPeriod(period)).toThrow(InvalidPeriodError);
    expect(() => previousPeriod(period)).toThrow(/Invalid period/);
  });
});
