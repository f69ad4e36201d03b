import type { TimeRange } from '../../../src/lib/api/endpoints.ts';
import { addMonths } from '../../jobs/refresh-schedule.ts';

const MONTHS: Record<Exclude<TimeRange, 'all'>, number> = { '1m': 1, '3m': 3, '6m': 6, '1y': 12 };

/**
 * The posted_at window of a quick pick: it ends now (exclusive) and starts whole calendar months back, so the
 * 31st of a month looks back to the last day of a shorter one; `all` has no lower bound.
 */
export function rangeWindow(range: TimeRange, now: Date): { since: Date | null; until: Date } {
  return { since: range === 'all' ? null : addMonths(now, -MONTHS[range]), until: now };
}
