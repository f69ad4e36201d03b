import { describe, expect, it } from 'vitest';
import {
  formatCompactNumber,
  formatFileSize,
  formatKorM,
  formatPercent,
  formatTwoDecimal,
} from '@/lib/format';

const unusable = [null, undefined, '', '  ', Number.NaN, Number.POSITIVE_INFINITY, 'abc'];

describe('formatCompactNumber (k, m, b, t; 2 decimals when not whole)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [12.345, '12.35'],
    [1000, '1k'],
    [1500, '1.50k'],
    [1234, '1.23k'],
    [1_000_000, '1m'],
    [1_234_567, '1.23m'],
    [2_500_000_000, '2.50b'],
    [3_000_000_000_000, '3t'],
    [4_560_000_000_000_000, '4560t'],
    [999_999, '1m'],
    [1999, '2k'],
    [-1500, '-1.50k'],
    [-0.001, '0'],
    ['2000', '2k'],
  ])('%s → %s', (value, expected) => {
    expect(formatCompactNumber(value)).toBe(expected);
  });

  it.each(unusable)('%s → "-"', (value) => {
    expect(formatCompactNumber(value)).toBe('-');
  });
});

describe('formatKorM (k, M, B, T; exactly 1 decimal)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [12.34, '12.3'],
    [1000, '1.0k'],
    [1550, '1.6k'],
    [2_345_678, '2.3M'],
    [7_100_000_000, '7.1B'],
    [8_000_000_000_000, '8.0T'],
    [999_960, '1.0M'],
    [-2500, '-2.5k'],
  ])('%s → %s', (value, expected) => {
    expect(formatKorM(value)).toBe(expected);
  });

  it.each(unusable)('%s → "-"', (value) => {
    expect(formatKorM(value)).toBe('-');
  });
});

describe('formatPercent (ratio in, 2 decimals, trailing zeros stripped)', () => {
  it.each([
    [0.1234, '12.34%'],
    [0.12345, '12.35%'],
    [0.125, '12.5%'],
    [0.5, '50%'],
    [1, '100%'],
    [0, '0%'],
    [-0.0712, '-7.12%'],
    [-0.000001, '0%'],
  ])('%s → %s', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });

  it('takes values already in percent with ratio: false', () => {
    expect(formatPercent(12.5, { ratio: false })).toBe('12.5%');
    expect(formatPercent(33.3333, { ratio: false })).toBe('33.33%');
  });

  it.each(unusable)('%s → "-"', (value) => {
    expect(formatPercent(value)).toBe('-');
  });
});

describe('formatTwoDecimal (thousands separators, trailing zeros trimmed)', () => {
  it.each([
    [1_234_567.891, '1,234,567.89'],
    [1234.5, '1,234.5'],
    [1234.0, '1,234'],
    [1234.104, '1,234.1'],
    [0.005, '0.01'],
    [999, '999'],
    [-9876.543, '-9,876.54'],
    [-0.001, '0'],
  ])('%s → %s', (value, expected) => {
    expect(formatTwoDecimal(value)).toBe(expected);
  });

  it.each(unusable)('%s → "-"', (value) => {
    expect(formatTwoDecimal(value)).toBe('-');
  });
});

describe('formatFileSize (base 1000, 2 decimals, B … YB)', () => {
  it.each([
    [0, '0 B'],
    [999, '999 B'],
    [1000, '1 KB'],
    [1500, '1.5 KB'],
    [1234, '1.23 KB'],
    [10_000_000, '10 MB'],
    [999_999, '1 MB'],
    [1.5e9, '1.5 GB'],
    [2e12, '2 TB'],
    [3e15, '3 PB'],
    [4e18, '4 EB'],
    [5e21, '5 ZB'],
    [6e24, '6 YB'],
    [7e27, '7000 YB'],
  ])('%s → %s', (value, expected) => {
    expect(formatFileSize(value)).toBe(expected);
  });

  it.each([...unusable, -1])('%s → "-"', (value) => {
    expect(formatFileSize(value)).toBe('-');
  });
});
