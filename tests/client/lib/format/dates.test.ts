import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDuration } from '@/lib/format';

describe('formatDateTime (YYYY-MM-DD HH:mm:ss, local time)', () => {
  it('pads every field', () => {
    expect(formatDateTime(new Date(2024, 0, 5, 3, 4, 9))).toBe('2024-01-05 03:04:09');
    expect(formatDateTime(new Date(2024, 11, 31, 23, 59, 59))).toBe('2024-12-31 23:59:59');
  });

  it('takes epoch milliseconds and ISO strings', () => {
    const date = new Date(2023, 6, 14, 8, 30, 0);
    expect(formatDateTime(date.getTime())).toBe('2023-07-14 08:30:00');
    expect(formatDateTime(date.toISOString())).toBe('2023-07-14 08:30:00');
  });

  it.each([null, undefined, '', 'not a date', Number.NaN])('%s → "-"', (value) => {
    expect(formatDateTime(value)).toBe('-');
    expect(formatDate(value)).toBe('-');
  });

  it('formatDate keeps only the day', () => {
    expect(formatDate(new Date(2024, 1, 29, 23, 0, 0))).toBe('2024-02-29');
  });
});

describe('formatDuration (HH:mm:ss from seconds)', () => {
  it.each([
    [0, '00:00:00'],
    [59, '00:00:59'],
    [61, '00:01:01'],
    [3661, '01:01:01'],
    [86_399, '23:59:59'],
    [90_000, '25:00:00'],
    [360_000, '100:00:00'],
    [59.99, '00:00:59'],
    ['125', '00:02:05'],
  ])('%s → %s', (value, expected) => {
    expect(formatDuration(value)).toBe(expected);
  });

  it.each([null, undefined, '', Number.NaN, -1])('%s → "-"', (value) => {
    expect(formatDuration(value)).toBe('-');
  });
});
