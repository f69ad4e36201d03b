import type { QueryPeriod } from '../../../src/tools/query-dashboard/contract.ts';

export interface DateWindow {
  /** Inclusive ISO dates. */
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const addDays = (day: string, days: number) => isoDay(dayMs(day) + days * DAY_MS);

/** A real calendar day: `2026-02-30` parses in JS as 2 March, so the round trip must give the same text. */
export const isCalendarDay = (day: string) => {
  const ms = dayMs(day);
  return !Number.isNaN(ms) && isoDay(ms) === day;
};

/** `day` moved back by `months`, the day of month clamped to the target month (31 Mar − 1 month = 28/29 Feb). */
function monthsBack(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 - months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return isoDay(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, lastDay)));
}

/**
 * The period as inclusive UTC dates. "The last N units" ends today and starts the day after the same date N units
 * back, so the last 7 days are 7 dates and the last month on 23 Nov starts on 24 Oct. Null when explicit dates are
 * not calendar days or run backwards.
 */
export function resolvePeriod(period: QueryPeriod, today: string): DateWindow | null {
  if ('from' in period) {
    const ok = isCalendarDay(period.from) && isCalendarDay(period.to) && period.from <= period.to;
    return ok ? { from: period.from, to: period.to } : null;
  }
  const back =
    period.unit === 'day'
      ? addDays(today, -period.last)
      : period.unit === 'week'
        ? addDays(today, -7 * period.last)
        : monthsBack(today, period.unit === 'month' ? period.last : 12 * period.last);
  return { from: addDays(back, 1), to: today };
}

/** The window as a component scope's posted_at bounds: since inclusive, until exclusive. */
export const windowBounds = (w: DateWindow) => ({
  since: `${w.from}T00:00:00.000Z`,
  until: `${addDays(w.to, 1)}T00:00:00.000Z`,
});

/** The span of as many days as `w`, ending the day before it starts: what "the previous period" means. */
export function spanBefore(w: DateWindow): DateWindow {
  const days = Math.round((dayMs(w.to) - dayMs(w.from)) / DAY_MS) + 1;
  return { from: addDays(w.from, -days), to: addDays(w.from, -1) };
}
