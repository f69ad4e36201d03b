import { describe, expect, it } from 'vitest';
import { formatCompactLocalized } from '@/lib/format';

describe('formatCompactLocalized (headline numbers: KorM in English, 万/亿 in Chinese)', () => {
  it('uses spec §9 KorM in English: 1 decimal with k, M, B, T', () => {
    expect(formatCompactLocalized(842, 'en')).toBe('842');
    expect(formatCompactLocalized(12_345, 'en')).toBe('12.3k');
    expect(formatCompactLocalized(638_197_328, 'en')).toBe('638.2M');
    expect(formatCompactLocalized(2_500_000_000, 'en')).toBe('2.5B');
    expect(formatCompactLocalized(999_999, 'en')).toBe('1.0M');
  });

  it('counts in 万, 亿 and 万亿 in Chinese, at most 1 decimal', () => {
    expect(formatCompactLocalized(9_999, 'zh')).toBe('9999');
    expect(formatCompactLocalized(12_345, 'zh')).toBe('1.2万');
    expect(formatCompactLocalized(19_140_000, 'zh')).toBe('1914万');
    expect(formatCompactLocalized(99_999_999, 'zh')).toBe('1亿');
    expect(formatCompactLocalized(368_197_328, 'zh')).toBe('3.7亿');
    expect(formatCompactLocalized(1.5e12, 'zh')).toBe('1.5万亿');
    expect(formatCompactLocalized(84_321.6, 'zh')).toBe('8.4万');
    expect(formatCompactLocalized(12.34, 'zh')).toBe('12.3');
    expect(formatCompactLocalized(-25_000, 'zh')).toBe('-2.5万');
  });

  it('is short: never more than 7 characters for counts up to a trillion', () => {
    for (const language of ['zh', 'en'] as const)
      for (let n = 1; n < 1e12; n = n * 7 + 3)
        expect(formatCompactLocalized(n, language).length, `${language} ${n}`).toBeLessThanOrEqual(7);
  });

  it('shows "-" for what is not a number and 0 for zero', () => {
    for (const value of [null, undefined, '', Number.NaN])
      expect(formatCompactLocalized(value, 'zh')).toBe('-');
    expect(formatCompactLocalized(0, 'en')).toBe('0');
    expect(formatCompactLocalized(0.01, 'zh')).toBe('0');
  });
});
