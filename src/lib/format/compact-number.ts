import { EMPTY, scaleToUnit, toFiniteNumber, type NumberLike } from './format-helpers.ts';

const UNITS = ['', 'k', 'm', 'b', 't'] as const;

/** Spec §9: 1000-based k, m, b, t; 2 decimals when the scaled value is not whole (1500 → "1.50k", 2000 → "2k"). */
export function formatCompactNumber(value: NumberLike): string {
  const n = toFiniteNumber(value);
  if (n === null) return EMPTY;
  const { scaled, unit } = scaleToUnit(Math.abs(n), 1000, UNITS.length, 2);
  const rounded = Number(scaled.toFixed(2));
  if (rounded === 0) return '0';
  const text = Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(2);
  return `${n < 0 ? '-' : ''}${text}${UNITS[unit]}`;
}
