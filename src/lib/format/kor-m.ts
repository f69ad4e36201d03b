import { EMPTY, scaleToUnit, toFiniteNumber, type NumberLike } from './format-helpers.ts';

const UNITS = ['', 'k', 'M', 'B', 'T'] as const;

/**
 * Spec §9 "KorM": k, M, B, T with exactly 1 decimal (1000 → "1.0k", 2345678 → "2.3M"). Below 1000 the number
 * keeps at most 1 decimal, without trailing zeros (999 → "999", 12.34 → "12.3").
 */
export function formatKorM(value: NumberLike): string {
  const n = toFiniteNumber(value);
  if (n === null) return EMPTY;
  const { scaled, unit } = scaleToUnit(Math.abs(n), 1000, UNITS.length, 1);
  const text = unit === 0 ? String(Number(scaled.toFixed(1))) : scaled.toFixed(1);
  if (Number(text) === 0) return '0';
  return `${n < 0 ? '-' : ''}${text}${UNITS[unit]}`;
}
