import { EMPTY, toFiniteNumber, type NumberLike } from './format-helpers.ts';

/**
 * Spec §9: a percentage with at most 2 decimals, trailing zeros stripped. The input is a ratio (0.1234 →
 * "12.34%") unless `ratio: false` says it is already in percent (12.5 → "12.5%").
 */
export function formatPercent(value: NumberLike, { ratio = true }: { ratio?: boolean } = {}): string {
  const n = toFiniteNumber(value);
  if (n === null) return EMPTY;
  const rounded = Number((ratio ? n * 100 : n).toFixed(2));
  return `${rounded === 0 ? 0 : rounded}%`;
}
