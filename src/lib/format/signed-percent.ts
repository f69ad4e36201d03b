import { formatPercent } from './percent.ts';
import { EMPTY, toFiniteNumber, type NumberLike } from './format-helpers.ts';

/** A change as spec §9's percentage with its sign (+12.5%, -3%, 0%); "-" when there is nothing to compare. */
export function formatSignedPercent(ratio: NumberLike): string {
  const n = toFiniteNumber(ratio);
  if (n === null) return EMPTY;
  const text = formatPercent(n);
  return n > 0 && text !== '0%' ? `+${text}` : text;
}
