import { formatTwoDecimal } from './two-decimal.ts';
import { EMPTY, toFiniteNumber, type NumberLike } from './format-helpers.ts';

/** US dollars in spec §9's two-decimal format, sign first ($1,234.5, -$3); "-" for no value. */
export function formatUsd(value: NumberLike): string {
  const n = toFiniteNumber(value);
  if (n === null) return EMPTY;
  return n < 0 ? `-$${formatTwoDecimal(-n)}` : `$${formatTwoDecimal(n)}`;
}
