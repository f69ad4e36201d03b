import type { QueryPeriod } from '../../../src/tools/query-dashboard/contract.ts';
import type { Language } from '../../../src/tools/switch-language/contract.ts';
import { resolvePeriod, spanBefore, type DateWindow } from './period.ts';
import { queryInputError } from './query-errors.ts';

/** The asked period as dates, or the user's error naming dates that are no calendar range. */
export function askedWindow(asked: QueryPeriod, today: string, locale: Language): DateWindow {
  const window = resolvePeriod(asked, today);
  if (window) return window;
  const p = asked as { from: string; to: string };
  throw queryInputError('badPeriod', locale, { from: p.from, to: p.to });
}

/** The span a period is compared with: the asked one, else as many days just before the period. */
export function comparedWindow(
  period: DateWindow,
  asked: QueryPeriod | undefined,
  today: string,
  locale: Language,
): DateWindow {
  return asked ? askedWindow(asked, today, locale) : spanBefore(period);
}

/** The dates from the first span's start to the last one's end. */
export const joined = (a: DateWindow, b: DateWindow): DateWindow => ({
  from: a.from < b.from ? a.from : b.from,
  to: a.to > b.to ? a.to : b.to,
});
