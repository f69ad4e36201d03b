import { EMPTY, toFiniteNumber, type NumberLike } from './format-helpers.ts';

const formatter = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
});

/** Spec §9: thousands separators, at most 2 decimals, trailing zeros trimmed (1234.5 → "1,234.5"). */
export function formatTwoDecimal(value: NumberLike): string {
  const n = toFiniteNumber(value);
  return n === null ? EMPTY : formatter.format(n);
}
