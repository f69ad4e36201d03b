import type { AdBudgetSource } from '../../../src/lib/ads/ad-dashboard-values.ts';
import type { AdRange } from '../../../src/lib/api/endpoints/ad-dashboard-fields.ts';
import { addDays, daysBetween } from '../../analytics/ad-components/ad-scope.ts';

export interface AdPeriod {
  /** Inclusive days. */
  from: string;
  to: string;
}

const MONTHS = { '1m': 1, '3m': 3, '6m': 6, '1y': 12 } as const;
/** An average month, for a monthly budget spread over a period of days. */
const DAYS_PER_MONTH = 365.25 / 12;

/** `day` moved back `months` calendar months, the day of month clamped (31 March − 1 month = 28/29 February). */
function monthsBefore(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 - months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, lastDay)))
    .toISOString()
    .slice(0, 10);
}

/**
 * The days a range stands for. A quick pick or "the last N days" ends on the last day of the data (`dataEnd`,
 * else `today`): an export of October asked for "1 month" shows October, not the weeks since. "1 month" ending
 * on 3 March starts on 4 February, so every day is counted once.
 */
export function resolveAdPeriod(range: AdRange, dataEnd: string | null, today: string): AdPeriod {
  if (range.kind === 'custom') return { from: range.from, to: range.to };
  const to = dataEnd ?? today;
  if (range.kind === 'days') return { from: addDays(to, -(range.days - 1)), to };
  return { from: addDays(monthsBefore(to, MONTHS[range.preset]), 1), to };
}

/**
 * The budget the spend is compared with over `period`: the dashboard's own figure when set, else the sum of the
 * datasets' monthly budgets spread over the period's days (a month being 365.25 / 12 days), to the cent.
 */
export function periodBudget(
  override: number | null,
  monthlyBudgets: readonly (number | null)[],
  period: AdPeriod,
): { usd: number | null; source: AdBudgetSource } {
  if (override !== null) return { usd: override, source: 'override' };
  const budgets = monthlyBudgets.filter((b): b is number => b !== null);
  if (!budgets.length) return { usd: null, source: 'none' };
  const days = daysBetween(period.from, period.to) + 1;
  const monthly = budgets.reduce((sum, b) => sum + b, 0);
  return { usd: Math.round((monthly * days * 100) / DAYS_PER_MONTH) / 100, source: 'datasets' };
}

/** Today as the server's UTC day (the platforms' days are the accounts' own; a day's difference is harmless here). */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);
