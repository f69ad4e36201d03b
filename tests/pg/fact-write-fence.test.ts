import postgres from 'postgres';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createAnalyticsStore,
  type AnalyticsStore,
  type FactWrite,
} from '../../server/analytics/store/analytics-store.ts';
import { createDb, type DbHandle } from '../../server/db/client.ts';
import { LeaseLostError, type JobClaim } from '../../server/jobs/job-claim.ts';
import { claimJob, enqueueJob, releaseJob } from '../../server/jobs/job-queue.ts';
import { channels, post } from '../server/analytics/store/store-fixture.ts';
import { AD_DAYS } from '../server/analytics/ad-components/ad-fixture.ts';
import { createScratchDatabase } from './scratch-database.ts';

/**
 * Fact writes on PostgreSQL, where the `analytics` schema shares the database with `jobs`: the claim of the job
 * writing is checked inside the facts' transaction and holds until it commits, and two writes replacing the
 * same facts take turns.
 */
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let app: DbHandle;
let store: AnalyticsStore;
let admin: ReturnType<typeof postgres>;

const eventually = { timeout: 20_000, interval: 20 };

beforeAll(async () => {
  scratch = await createScratchDatabase();
  app = await createDb({ databaseUrl: scratch.url });
  store = await createAnalyticsStore({ engine: 'postgres', url: scratch.url });
  admin = postgres(scratch.url, { max: 2, onnotice: () => {} });
});

afterAll(async () => {
  await store?.close();
  await app?.close();
  await admin?.end();
  await scratch?.drop();
});

beforeEach(async () => {
  await store.deleteFacts({ dashboardId: 'd1' });
});
afterEach(async () => {
  for (const letGo of holding.splice(0)) await letGo();
});

let claims = 0;
async function claimed(): Promise<JobClaim> {
  const kind = `fence-test-${++claims}`;
  await enqueueJob(app.db, { kind });
  const lockedBy = `node-${claims}`;
  const row = await claimJob(app.db, { kinds: [kind], now: new Date(), leaseMs: 60_000, lockedBy });
  return { jobId: row!.id, lockedBy };
}

const count = async (table: string) =>
  (
    await store.all<{ n: number }>(`select count(*) as n from analytics.${table} where dashboard_id = 'd1'`)
  )[0]!.n;

const hashtags = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    dashboard_id: 'd1',
    subject_id: 's1',
    platform: 'youtube',
    post_id: `p${i + 1}`,
    tag: `t${i + 1}`,
  }));

const subjectFacts = (n: number): FactWrite[] => [
  { table: 'posts', rows: Array.from({ length: n }, (_, i) => post(i + 1)) },
  { table: 'post_hashtags', rows: hashtags(n) },
  { table: 'channels', rows: channels },
];
const replace = { dashboardId: 'd1', subjectId: 's1' };

const holding: (() => Promise<void>)[] = [];

/** Holds a SHARE lock on post_hashtags, so a fact write stops inside its transaction until it is let go. */
async function holdWritesOfHashtags(): Promise<() => Promise<void>> {
  let letGo!: () => void;
  const held = new Promise<void>((resolve) => (letGo = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const done = admin.begin(async (tx) => {
    await tx`lock table analytics.post_hashtags in share mode`;
    locked();
    await held;
  });
  await isLocked;
  const release = async () => {
    letGo();
    await done;
  };
  holding.push(release);
  return release;
}

/** Sessions of this database waiting for a lock, by what they run. */
async function waiting(): Promise<string[]> {
  const rows = await admin<{ query: string }[]>`select query from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock'`;
  return rows.map((r) => r.query);
}

describe('fact writes fenced by a job claim on PostgreSQL', () => {
  it('write nothing once the claim is lost', async () => {
    const claim = await claimed();
    await store.writeFacts({ writes: subjectFacts(3), replace, claim });
    expect(await count('posts')).toBe(3);

    expect(await releaseJob(app.db, { claim, now: new Date() })).toBe(true);
    await expect(store.writeFacts({ writes: subjectFacts(5), replace, claim })).rejects.toBeInstanceOf(
      LeaseLostError,
    );
    await expect(store.deleteFacts({ dashboardId: 'd1' }, { claim })).rejects.toBeInstanceOf(LeaseLostError);
    expect([await count('posts'), await count('post_hashtags')]).toEqual([3, 3]);
  });

  it('keep the claim until they commit: a hand-back or re-queue of the job waits for them', async () => {
    const claim = await claimed();
    const letGo = await holdWritesOfHashtags();
    const writing = store.writeFacts({ writes: subjectFacts(4), replace, claim });
    await vi.waitFor(async () => expect(await waiting()).toHaveLength(1), eventually);

    let released: boolean | undefined;
    const releasing = releaseJob(app.db, { claim, now: new Date() }).then((r) => (released = r));
    await vi.waitFor(async () => {
      expect(released).toBeUndefined();
      expect((await waiting()).filter((q) => q.startsWith('update "jobs"'))).toHaveLength(1);
    }, eventually);

    await letGo();
    await expect(writing).resolves.toBe(true);
    await releasing;
    expect(released).toBe(true);
    expect(await count('posts')).toBe(4);
  });

  it('that replace the same facts take turns: one copy, no duplicate key', async () => {
    await store.writeFacts({ writes: subjectFacts(3), replace });
    const letGo = await holdWritesOfHashtags();
    const first = store.writeFacts({ writes: subjectFacts(6), replace });
    await vi.waitFor(async () => expect(await waiting()).toHaveLength(1), eventually);
    const second = store.writeFacts({ writes: subjectFacts(6), replace });
    await vi.waitFor(async () => expect(await waiting()).toHaveLength(2), eventually);

    await letGo();
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
    expect([await count('posts'), await count('post_hashtags'), await count('channels')]).toEqual([6, 6, 3]);
  });

  it('and a replacement of ad days staged in slices: committed only while the claim holds', async () => {
    const adDays = async () =>
      (
        await store.all<{ n: number }>(`select count(*) as n from analytics.ad_days where dataset_id = 'ds1'`)
      )[0]!.n;
    const rows = AD_DAYS.filter((r) => r.datasetId === 'ds1');
    const claim = await claimed();
    const kept = await store.beginAdDaysReplacement('ds1');
    await kept.append(rows);
    expect(await kept.commit({ claim })).toBe(rows.length);
    expect(await adDays()).toBe(rows.length);

    const lost = await store.beginAdDaysReplacement('ds1');
    await lost.append(rows.slice(0, 2));
    expect(await releaseJob(app.db, { claim, now: new Date() })).toBe(true);
    await expect(lost.commit({ claim })).rejects.toBeInstanceOf(LeaseLostError);
    expect(await adDays()).toBe(rows.length);
    await store.deleteAdDataset('ds1');
  });
});
