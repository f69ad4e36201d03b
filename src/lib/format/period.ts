import { formatDate } from './date-time.ts';

export const PERIODS = ['week', 'month', 'quarter'] as const;
export type Period = (typeof PERIODS)[number];

export interface PeriodRange {
  /** YYYY-MM-DD, inclusive. */
  start: string;
  /** YYYY-MM-DD, inclusive. */
  end: string;
}

export class InvalidPeriodError extends Error {
  override readonly name = 'InvalidPeriodError';
  constructor(readonly period: unknown) {
    super(`Invalid period: ${String(period)} (expected week, month or quarter)`);
  }
}

export function isPeriod(value: unknown): value is Period {
  return typeof value === 'string' && (PERIODS as readonly string[]).includes(value);
}

/**
 * Spec §9: the previous week, month or quarter as local YYYY-MM-DD dates. Weeks are Sunday-based: the previous
 * week ends on the last Sunday (today, when today is a Sunday) and starts 6 days before it.
 */
export function previousPeriod(period: string, now: Date = new Date()): PeriodRange {
  if (!isPeriod(period)) throw new InvalidPeriodError(period);
  const year = now.getFullYear();
  const month = now.getMonth();
  switch (period) {
    case 'week': {
      const end = new Date(year, month, now.getDate() - now.getDay());
      const start = new Date(end.getFullYear(), end.getMonth(), end.getDate() - 6);
      return { start: formatDate(start), end: formatDate(end) };
    }
    case 'month':
      return { start: formatDate(new Date(year, month - 1, 1)), end: formatDate(new Date(year, month, 0)) };
    case 'quarter': {
      const startMonth = Math.floor(month / 3) * 3 - 3;
      return {
        start: formatDate(new Date(year, startMonth, 1)),
        end: formatDate(new Date(year, startMonth + 3, 0)),
      };
    }
  }
}
