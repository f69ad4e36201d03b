import { isCalendarDay } from './period.ts';

const LEAP_YEAR = 2000;

/**
 * The asked day as YYYY-MM-DD. `MM-DD` is the latest such day with posts, else the latest such calendar day up to
 * the last day of the data. Null when the text is no calendar day (`02-30`, `2026-13-01`).
 */
export function resolveDate(asked: string, postDays: readonly string[], lastDay: string): string | null {
  if (asked.length === 10) return isCalendarDay(asked) ? asked : null;
  if (!isCalendarDay(`${LEAP_YEAR}-${asked}`)) return null;
  const withPosts = postDays.filter((d) => d.slice(5) === asked).sort();
  if (withPosts.length > 0) return withPosts[withPosts.length - 1] ?? null;
  for (let year = Number(lastDay.slice(0, 4)); ; year--) {
    const candidate = `${String(year).padStart(4, '0')}-${asked}`;
    if (isCalendarDay(candidate) && candidate <= lastDay) return candidate;
  }
}
