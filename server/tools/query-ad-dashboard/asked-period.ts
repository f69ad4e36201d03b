import type { QueryPeriod } from '../../../src/tools/query-dashboard/contract.ts';
import type { Language } from '../../../src/tools/switch-language/contract.ts';
import type { AdPeriod } from '../../domains/ad-dashboard/ad-period.ts';
import { askedWindow } from '../query-dashboard/compared-window.ts';
import { spanBefore } from '../query-dashboard/period.ts';

/**
 * The dates a question covers: the dashboard's own period when none is asked; asked dates as they are; "the last
 * week" ending on the last day of the data when that is before today (an October export's last week is in
 * October), else today.
 */
export function askedAdPeriod(opts: {
  asked: QueryPeriod | undefined;
  own: AdPeriod;
  dataEnd: string | null;
  today: string;
  locale: Language;
}): AdPeriod {
  const { asked } = opts;
  if (!asked) return opts.own;
  const end = 'last' in asked && opts.dataEnd && opts.dataEnd < opts.today ? opts.dataEnd : opts.today;
  return askedWindow(asked, end, opts.locale);
}

/**
 * The span a period is compared with: the asked one as askedAdPeriod reads it, else as many days, ending the day
 * before the period starts.
 */
export function comparedAdPeriod(period: AdPeriod, opts: Parameters<typeof askedAdPeriod>[0]): AdPeriod {
  return opts.asked ? askedAdPeriod(opts) : spanBefore(period);
}
