import { EMPTY, scaleToUnit, toFiniteNumber, type NumberLike } from './format-helpers.ts';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** Spec §9: base 1000, at most 2 decimals, B to YB (1500 → "1.5 KB", 10 000 000 → "10 MB"). Negative sizes show "-". */
export function formatFileSize(bytes: NumberLike): string {
  const n = toFiniteNumber(bytes);
  if (n === null || n < 0) return EMPTY;
  const { scaled, unit } = scaleToUnit(n, 1000, UNITS.length, 2);
  return `${Number(scaled.toFixed(2))} ${UNITS[unit]}`;
}
