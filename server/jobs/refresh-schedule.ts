import { and, eq, isNotNull, lte, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { dashboards, type UpdateFrequency } from '../db/schema/index.ts';
import { enqueueJob } from './job-queue.ts';

export const COLLECT_DASHBOARD = 'collect-dashboard';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `date` plus whole calendar months in UTC; the 31st becomes the last day of a shorter month. */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** The refresh after `from`, or null for a one-time dashboard. */
export function nextRefreshAfter(frequency: UpdateFrequency, from: Date): Date | null {
  switch (frequency) {
    case 'once':
      return null;
    case 'daily':
      return new Date(from.getTime() + DAY_MS);
    case 'weekly':
      return new Date(from.getTime() + 7 * DAY_MS);
    case 'monthly':
      return addMonths(from, 1);
  }
}

/** The first refresh date after `now` on the schedule that started at `due`: missed periods are skipped, not piled up. */
export function nextRefreshFrom(frequency: UpdateFrequency, due: Date, now: Date): Date | null {
  let next = nextRefreshAfter(frequency, due);
  // Monthly steps are computed from the original date so the 31st keeps returning to month ends.
  for (let i = 2; next && next <= now; i++) {
    next = frequency === 'monthly' ? addMonths(due, i) : nextRefreshAfter(frequency, next);
  }
  return next;
}

/**
 * Enqueues a refresh (a `collect-dashboard` job) for each dashboard whose next_refresh_at is due and moves the
 * date on, in one transaction; rows another node is scheduling are skipped. A dashboard still generating only
 * gets its date moved. Returns the dashboards refreshed.
 */
export async function scheduleDueRefreshes(db: Db, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: dashboards.id,
        teamId: dashboards.teamId,
        frequency: dashboards.frequency,
        nextRefreshAt: dashboards.nextRefreshAt,
        status: dashboards.status,
      })
      .from(dashboards)
      .where(
        and(
          isNotNull(dashboards.nextRefreshAt),
          lte(dashboards.nextRefreshAt, now),
          ne(dashboards.frequency, 'once'),
        ),
      )
      .for('update', { skipLocked: true });
    const refreshed: string[] = [];
    for (const row of due) {
      if (row.status !== 'generating') {
        await enqueueJob(tx, {
          kind: COLLECT_DASHBOARD,
          teamId: row.teamId,
          payload: { dashboardId: row.id, reason: 'refresh' },
          runAt: now,
        });
        refreshed.push(row.id);
      }
      await tx
        .update(dashboards)
        .set({ nextRefreshAt: nextRefreshFrom(row.frequency, row.nextRefreshAt ?? now, now) })
        .where(eq(dashboards.id, row.id));
    }
    return refreshed;
  });
}
