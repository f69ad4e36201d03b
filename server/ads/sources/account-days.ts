import {
  ATTRIBUTION_WINDOWS,
  WINDOWED_MEASURES,
  type AdDay,
  type AttributionWindow,
  type WindowedMeasure,
} from '../../../src/lib/ads/ad-values.ts';

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const dayNumber = (day: AdDay) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
export const dayOf = (n: number): AdDay => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Number of days in the inclusive range; throws on a malformed or inverted range (a caller's bug). */
export function daysIn(since: AdDay, until: AdDay): number {
  if (
    !DAY.test(since) ||
    !DAY.test(until) ||
    Number.isNaN(dayNumber(since)) ||
    Number.isNaN(dayNumber(until))
  )
    throw new RangeError(`Not a day range: ${since}..${until}`);
  const n = dayNumber(until) - dayNumber(since) + 1;
  if (n < 1) throw new RangeError(`Inverted day range: ${since}..${until}`);
  return n;
}

/** The range cut into consecutive chunks of at most `size` days, oldest first. */
export function dayChunks(
  since: AdDay,
  until: AdDay,
  size: number,
): { since: AdDay; until: AdDay; days: number }[] {
  const total = daysIn(since, until);
  const start = dayNumber(since);
  const chunks = [];
  for (let i = 0; i < total; i += size) {
    const days = Math.min(size, total - i);
    chunks.push({ since: dayOf(start + i), until: dayOf(start + i + days - 1), days });
  }
  return chunks;
}

export type Conversions = Record<AttributionWindow, Record<WindowedMeasure, number>>;

export function zeroConversions(): Conversions {
  const out = {} as Conversions;
  for (const w of ATTRIBUTION_WINDOWS) {
    const m = {} as Record<WindowedMeasure, number>;
    for (const k of WINDOWED_MEASURES) m[k] = 0;
    out[w] = m;
  }
  return out;
}
