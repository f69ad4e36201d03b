import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../server/db/client.ts';
import { dashboards, jobs } from '../../../server/db/schema/index.ts';
import {
  COLLECT_DASHBOARD,
  nextRefreshAfter,
  nextRefreshFrom,
  scheduleDueRefreshes,
} from '../../../server/jobs/refresh-schedule.ts';
import { createMemoryDb } from '../helpers/db-snapshot.ts';
import { insertUser } from '../../../server/domains/user/queries.ts';

const at = (iso: string) => new Date(iso);

describe('refresh dates', () => {
  it('steps one day, one week or one calendar month; one-time dashboards never refresh', () => {
    const from = at('2026-01-31T08:30:00Z');
    expect(nextRefreshAfter('once', from)).toBeNull();
    expect(nextRefreshAfter('daily', from)).toEqual(at('2026-02-01T08:30:00Z'));
    expect(nextRefreshAfter('weekly', from)).toEqual(at('2026-02-07T08:30:00Z'));
    expect(nextRefreshAfter('monthly', from)).toEqual(at('2026-02-28T08:30:00Z'));
    expect(nextRefreshAfter('monthly', at('2028-01-31T00:00:00Z'))).toEqual(at('2028-02-29T00:00:00Z'));
    expect(nextRefreshAfter('monthly', at('2026-12-15T00:00:00Z'))).toEqual(at('2027-01-15T00:00:00Z'));
  });

  it('skips periods missed while the server was down and keeps month ends', () => {
    const due = at('2026-01-31T00:00:00Z');
    expect(nextRefreshFrom('daily', due, at('2026-02-03T12:00:00Z'))).toEqual(at('2026-02-04T00:00:00Z'));
    expect(nextRefreshFrom('weekly', due, at('2026-02-20T00:00:00Z'))).toEqual(at('2026-02-21T00:00:00Z'));
    expect(nextRefreshFrom('monthly', due, at('2026-03-05T00:00:00Z'))).toEqual(at('2026-03-31T00:00:00Z'));
    expect(nextRefreshFrom('once', due, at('2026-03-05T00:00:00Z'))).toBeNull();
  });
});

describe('scheduleDueRefreshes', () => {
  let handle: DbHandle;
  let ownerId: string;
  let teamId: string;
  beforeAll(async () => {
    handle = await createMemoryDb();
    const u = await insertUser(handle.db, { account: 'owner', name: 'Owner' }, []);
    ownerId = u.id;
    teamId = u.currentTeamId!;
  });
  afterAll(() => handle.close());

  it('enqueues a refresh for due dashboards and moves their date on', async () => {
    const { db } = handle;
    const now = at('2026-05-10T12:00:00Z');
    const add = async (
      name: string,
      frequency: 'once' | 'daily' | 'weekly' | 'monthly',
      next: Date | null,
      status: 'ready' | 'generating' = 'ready',
    ) => {
      const [row] = await db
        .insert(dashboards)
        .values({ ownerId, teamId, name, media: ['youtube'], frequency, status, nextRefreshAt: next })
        .returning();
      return row!.id;
    };
    const daily = await add('daily due', 'daily', at('2026-05-10T06:00:00Z'));
    const weekly = await add('weekly not due', 'weekly', at('2026-05-11T00:00:00Z'));
    const monthly = await add('monthly due', 'monthly', at('2026-04-10T12:00:00Z'));
    const once = await add('one-time', 'once', null);
    const busy = await add('still generating', 'daily', at('2026-05-09T00:00:00Z'), 'generating');

    const refreshed = await scheduleDueRefreshes(db, now);
    expect(refreshed.sort()).toEqual([daily, monthly].sort());

    const queued = await db.select().from(jobs).where(eq(jobs.kind, COLLECT_DASHBOARD));
    expect(
      queued.map((j) => j.payload).sort((a, b) => String(a.dashboardId).localeCompare(String(b.dashboardId))),
    ).toEqual([daily, monthly].sort().map((dashboardId) => ({ dashboardId, reason: 'refresh' })));
    const next = async (id: string) =>
      (await db.select({ n: dashboards.nextRefreshAt }).from(dashboards).where(eq(dashboards.id, id)))[0]!.n;
    expect(await next(daily)).toEqual(at('2026-05-11T06:00:00Z'));
    // Due exactly now counts as passed: the next one is a month later.
    expect(await next(monthly)).toEqual(at('2026-06-10T12:00:00Z'));
    expect(await next(weekly)).toEqual(at('2026-05-11T00:00:00Z'));
    expect(await next(once)).toBeNull();
    // A dashboard still generating gets no second job, only its next date.
    expect(await next(busy)).toEqual(at('2026-05-11T00:00:00Z'));

    // Running again at the same time finds nothing due.
    expect(await scheduleDueRefreshes(db, now)).toEqual([]);
  });
});
