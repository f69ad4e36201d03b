import { EMPTY, toFiniteNumber, type NumberLike } from './format-helpers.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** Spec §9: `HH:mm:ss` from seconds (fractions dropped); hours keep counting past 24 ("100:00:00"). Negative shows "-". */
export function formatDuration(seconds: NumberLike): string {
  const n = toFiniteNumber(seconds);
  if (n === null || n < 0) return EMPTY;
  const total = Math.floor(n);
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}
