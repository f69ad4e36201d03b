/** What every formatter shows for a missing or unusable value (null, undefined, '', NaN, ±Infinity). */
export const EMPTY = '-';

export type NumberLike = number | string | null | undefined;

/** A finite number, or null. Numeric strings from the API count; blank strings do not. */
export function toFiniteNumber(value: NumberLike): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * Divides by `base` until the value is below it, rounding to `decimals` at each step so that a value which
 * rounds up to `base` (999 999 → "1000k") moves to the next unit instead ("1m").
 */
export function scaleToUnit(
  abs: number,
  base: number,
  units: number,
  decimals: number,
): { scaled: number; unit: number } {
  let unit = 0;
  let scaled = abs;
  while (unit < units - 1 && Number(scaled.toFixed(decimals)) >= base) {
    scaled /= base;
    unit += 1;
  }
  return { scaled, unit };
}
