import { formatKorM } from './kor-m.ts';
import { EMPTY, scaleToUnit, toFiniteNumber, type NumberLike } from './format-helpers.ts';

const ZH_UNITS = ['', '万', '亿', '万亿'] as const;

/**
 * A headline number short enough for a tile, read the way each language counts: English uses spec §9's KorM
 * (1 decimal, k M B T: 12345 → "12.3k"); Chinese counts in 万 and 亿 with at most 1 decimal, as Chinese
 * figures are written (12345 → "1.2万", 19140000 → "1914万", 123456789 → "1.2亿"); below 万 the number itself.
 */
export function formatCompactLocalized(value: NumberLike, language: 'zh' | 'en'): string {
  if (language === 'en') return formatKorM(value);
  const n = toFiniteNumber(value);
  if (n === null) return EMPTY;
  const { scaled, unit } = scaleToUnit(Math.abs(n), 10_000, ZH_UNITS.length, 1);
  const text = String(Number(scaled.toFixed(1)));
  if (Number(text) === 0) return '0';
  return `${n < 0 ? '-' : ''}${text}${ZH_UNITS[unit]}`;
}
