import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AnalyticsStore } from '../../../server/analytics/store/analytics-store.ts';
import {
  dashboardComponents,
  dashboards,
  jobs,
  postImports,
  users,
} from '../../../server/db/schema/index.ts';
import { importPosts } from '../../../server/domains/imports/import-posts.ts';
import {
  SETTLE_AFTER_MS,
  SETTLE_IMPORT,
  settleAbandonedImports,
} from '../../../server/domains/imports/import-settlement.ts';
import { IMPORT_EXAMPLE_ROW, IMPORT_HEADER } from '../../../server/domains/imports/import-columns.ts';
import type { SheetRows } from '../../../server/domains/imports/read-import-file.ts';
import { runningShoes } from '../dashboard/dashboard-fixtures.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { teamCallerOf } from '../helpers/teams.ts';

/**
 * The import across its two databases when the process dies part-way. "Dying" here is the writer's promise
 * never getting past a step (the store throws where the process would have stopped); tests/fault does the
 * same with kill -9 of a real server.
 */
let t: TestApp;
let userId: string;
let dashboardId: string;

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  const [admin] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.account, 'admin'));
  userId = admin!.id;
}, 60_000);
afterAll(() => t.close());

beforeEach(async () => {
  const token = await t.signIn();
  dashboardId = (await t.call('dashboard.add', runningShoes(), token)).body.data.dashboard_id;
  await t.deps.db.update(dashboards).set({ status: 'ready' }).where(eq(dashboards.id, dashboardId));
  await t.deps.db
    .update(dashboardComponents)
    .set({ state: 'fresh' })
    .where(eq(dashboardComponents.dashboardId, dashboardId));
});

/** Two posts as the file reader returns them: a with hashtags x and y, b with z (ids prefixed). */
function sheet(prefix = ''): SheetRows {
  const row = (postId: string, hashtags: string) =>
    IMPORT_HEADER.map((key, i) =>
      key === 'post_id' ? postId : key === 'hashtags' ? hashtags : IMPORT_EXAMPLE_ROW[i]!,
    );
  return {
    rows: [[...IMPORT_HEADER], row(`${prefix}a`, 'x y'), row(`${prefix}b`, 'z')],
    rowNumbers: [1, 2, 3],
  };
}

class Crash extends Error {}

/** The real store, except that the process "dies" before or after the facts' transaction commits. */
function dyingStore(when: 'before-commit' | 'after-commit'): AnalyticsStore {
  const store = t.deps.analytics;
  return Object.assign(Object.create(store) as AnalyticsStore, {
    all: store.all.bind(store),
    fenceWrite: store.fenceWrite.bind(store),
    async writeFacts(opts: Parameters<AnalyticsStore['writeFacts']>[0]) {
      if (when === 'before-commit') throw new Crash();
      await store.writeFacts(opts);
      throw new Crash();
    },
  });
}

const importWith = async (store: AnalyticsStore, now?: Date, prefix?: string) =>
  importPosts({
    db: t.deps.db,
    store,
    caller: await teamCallerOf(t.deps, userId),
    dashboardId,
    fileName: 'posts.csv',
    sheet: sheet(prefix),
    now,
  });

async function facts() {
  const count = async (table: string) =>
    (
      await t.deps.analytics.all<{ n: number }>(
        `select count(*) as n from analytics.${table} where dashboard_id = $1`,
        [dashboardId],
      )
    )[0]!.n;
  return { posts: await count('posts'), hashtags: await count('post_hashtags') };
}

async function appSide() {
  const [row] = await t.deps.db.select().from(postImports).where(eq(postImports.dashboardId, dashboardId));
  const states = await t.deps.db
    .select({ state: dashboardComponents.state })
    .from(dashboardComponents)
    .where(eq(dashboardComponents.dashboardId, dashboardId));
  const analyses = (await t.deps.db.select().from(jobs).where(eq(jobs.kind, 'analyze-dashboard'))).filter(
    (j) => (j.payload as { dashboardId?: string }).dashboardId === dashboardId,
  );
  return { status: row?.status, stale: states.every((s) => s.state === 'stale'), analyses: analyses.length };
}

describe('post import across a crash', () => {
  it('queues a settlement with every import, for a writer that never comes back', async () => {
    const now = new Date();
    await importWith(t.deps.analytics, now);
    const settle = (await t.deps.db.select().from(jobs).where(eq(jobs.kind, SETTLE_IMPORT))).at(-1)!;
    // Measured from the import's own clock: the insert's createdAt trails it by however long a loaded machine takes.
    expect(settle.runAt.getTime()).toBe(now.getTime() + SETTLE_AFTER_MS);
    expect(await appSide()).toEqual({ status: 'applied', stale: true, analyses: 1 });
  });

  it('dying before the facts commit leaves nothing; settling marks it failed and a new upload works', async () => {
    await expect(importWith(dyingStore('before-commit'))).rejects.toBeInstanceOf(Crash);
    expect(await facts()).toEqual({ posts: 0, hashtags: 0 });
    expect((await appSide()).status).toBe('writing');

    expect(await settleAbandonedImports(t.deps.db, t.deps.analytics, { before: new Date() })).toBe(1);
    expect(await appSide()).toEqual({ status: 'failed', stale: false, analyses: 0 });

    await expect(importWith(t.deps.analytics)).resolves.toEqual({ imported: 2 });
    expect(await facts()).toEqual({ posts: 2, hashtags: 3 });
  });

  it('dying after the facts commit: settling finishes the import as the writer would have', async () => {
    await expect(importWith(dyingStore('after-commit'))).rejects.toBeInstanceOf(Crash);
    expect(await facts()).toEqual({ posts: 2, hashtags: 3 });
    expect(await appSide()).toEqual({ status: 'writing', stale: false, analyses: 0 });

    await settleAbandonedImports(t.deps.db, t.deps.analytics, { before: new Date() });
    expect(await appSide()).toEqual({ status: 'applied', stale: true, analyses: 1 });
    // Settling twice changes nothing.
    await settleAbandonedImports(t.deps.db, t.deps.analytics, { before: new Date() });
    expect((await appSide()).analyses).toBe(1);
  });

  it('a writer slower than the settlement is fenced off: it writes nothing and says so', async () => {
    const slow = t.deps.analytics;
    let release!: () => void;
    const paused = new Promise<void>((resolve) => (release = resolve));
    const pausing = Object.assign(Object.create(slow) as AnalyticsStore, {
      all: slow.all.bind(slow),
      fenceWrite: slow.fenceWrite.bind(slow),
      async writeFacts(opts: Parameters<AnalyticsStore['writeFacts']>[0]) {
        await paused;
        return slow.writeFacts(opts);
      },
    });
    const writer = importWith(pausing);
    await expect.poll(async () => (await appSide()).status).toBe('writing');
    await settleAbandonedImports(t.deps.db, t.deps.analytics, { before: new Date(Date.now() + 1_000) });
    release();
    await expect(writer).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await facts()).toEqual({ posts: 0, hashtags: 0 });
    expect((await appSide()).status).toBe('failed');
  });

  it('refuses a second upload while one is being written, and settles one abandoned long ago', async () => {
    await expect(importWith(dyingStore('after-commit'))).rejects.toBeInstanceOf(Crash);
    await expect(importWith(t.deps.analytics, undefined, 'other-')).rejects.toMatchObject({
      code: 'CONFLICT',
    });

    // Much later, the same file again: the abandoned import is settled first (applied), so its posts exist.
    const later = new Date(Date.now() + SETTLE_AFTER_MS + 60_000);
    await expect(importWith(t.deps.analytics, later)).rejects.toMatchObject({ code: 'VALIDATION' });
    expect(await appSide()).toMatchObject({ status: 'applied', analyses: 1 });
    expect(await facts()).toEqual({ posts: 2, hashtags: 3 });
  });
});
