import type { DayComparison } from '../../../src/tools/query-dashboard/contract.ts';
import { addDays } from './period.ts';

/** One day's posts and metric total in scope. */
export interface DayTotal {
  posts: number;
  total: number;
}

const AROUND = 3;
const round2 = (n: number) => Math.round(n * 100) / 100;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** The days of the week centred on `date` that lie within the data's span [first, last]. */
export function weekAround(date: string, first: string, last: string): string[] {
  const days: string[] = [];
  for (let offset = -AROUND; offset <= AROUND; offset++) {
    const d = addDays(date, offset);
    if (d >= first && d <= last) days.push(d);
  }
  return days;
}

/**
 * The day against the other days of the week around it. Days before the first or after the last post are left
 * out rather than counted as 0: nothing was collected there, so they say nothing about a jump.
 */
export function compareDay(
  date: string,
  totals: ReadonlyMap<string, DayTotal>,
  first: string,
  last: string,
): DayComparison {
  const own = totals.get(date) ?? { posts: 0, total: 0 };
  const around = weekAround(date, first, last).filter((d) => d !== date);
  const values = around.map((d) => totals.get(d)?.total ?? 0);
  const med = values.length ? median(values) : null;
  const avg = values.length ? round2(values.reduce((s, v) => s + v, 0) / values.length) : null;
  return {
    date,
    posts: own.posts,
    total: own.total,
    around_from: around[0] ?? null,
    around_to: around[around.length - 1] ?? null,
    median: med,
    average: avg,
    vs_median: med ? round2(own.total / med) : null,
    vs_average: avg ? round2(own.total / avg) : null,
  };
}
