import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CollectionSource } from '../../server/analytics/sources/collection-source.ts';
import { createSampleSource } from '../../server/analytics/sources/sample/sample-source.ts';
import { createAnalyticsStore, type AnalyticsStore } from '../../server/analytics/store/analytics-store.ts';
import { createBuiltinTextAnalytics } from '../../server/ai/text-analytics/builtin-text-analytics.ts';
import { collectionTasks, dashboardComponents, dashboards, jobs } from '../../server/db/schema/index.ts';
import { createFactCollector } from '../../server/domains/dashboard/collect-facts.ts';
import { registerDashboardJobs } from '../../server/domains/dashboard/collect-job.ts';
import { LeaseLostError } from '../../server/jobs/job-claim.ts';
import { JobRegistry } from '../../server/jobs/job-registry.ts';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from '../../server/jobs/job-runner.ts';
import { COLLECT_DASHBOARD } from '../../server/jobs/refresh-schedule.ts';
import { twoBrands } from '../server/dashboard/pipeline-kit.ts';
import type { TestApp } from '../server/helpers/test-app.ts';
import { gate } from '../server/jobs/claim-kit.ts';
import { nodeOnDatabase } from './node-on-database.ts';
import { createScratchDatabase } from './scratch-database.ts';

/**
 * Two nodes on one PostgreSQL (each its pool, its fact store on the `analytics` schema, its job runner) collect
 * dashboards from the sample source. Node A stalls in the middle of a collection: its source waits, as a node
 * paused with SIGSTOP would. Node B takes the job over (its clock says A's lease lapsed) or gets it handed back,
 * and finishes it. Whatever A does next, the facts are there once, one analysis is queued, and A writes and
 * records nothing.
 */
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let a: TestApp;
let b: TestApp;
let token: string;
const runners: JobRunner[] = [];

const eventually = { timeout: 30_000, interval: 20 };

beforeAll(async () => {
  scratch = await createScratchDatabase();
  const node = async () =>
    nodeOnDatabase(scratch.url, {
      analytics: await createAnalyticsStore({ engine: 'postgres', url: scratch.url }),
    });
  a = await node();
  b = await node();
  token = await a.signIn();
});

afterAll(async () => {
  for (const runner of runners) await runner.stop(0);
  for (const node of [a, b]) {
    const store: AnalyticsStore | undefined = node?.deps.analytics;
    await node?.close();
    await store?.close();
  }
  await scratch?.drop();
});

/** A's source: it stops at its first subject until the test lets it go (or the job is aborted). */
function stalledSource() {
  const sample = createSampleSource();
  const stall = gate();
  const reached = gate();
  let signal: AbortSignal | undefined;
  const source: CollectionSource = {
    id: 'sample',
    sourceOf: sample.sourceOf,
    async collect(scope, onProgress, jobSignal) {
      if (!signal) {
        signal = jobSignal;
        reached.open();
        await Promise.race([
          stall.opened,
          new Promise((resolve) => jobSignal?.addEventListener('abort', resolve)),
        ]);
        jobSignal?.throwIfAborted();
      }
      const batch = await sample.collect(scope, onProgress, jobSignal);
      // What A collected is told apart from B's collection of the same (deterministic) corpus.
      return { ...batch, posts: batch.posts.map((post) => ({ ...post, title: `${post.title} [node A]` })) };
    },
  };
  return { source, reached: reached.opened, goOn: stall.open, signal: () => signal };
}

function runnerOn(
  node: TestApp,
  source: CollectionSource,
  logs: string[],
  extra: Partial<JobRunnerOptions> = {},
): JobRunner {
  const registry = new JobRegistry();
  registerDashboardJobs(registry, {
    collect: createFactCollector({ store: node.deps.analytics, source }),
    analytics: node.deps.analytics,
    textAnalytics: createBuiltinTextAnalytics(),
  });
  const runner = createJobRunner({
    db: node.deps.db,
    registry,
    pollMs: 60_000,
    backoff: () => 0,
    log: (m) => logs.push(m),
    ...extra,
  });
  runners.push(runner);
  return runner;
}

/** B's clock is past A's lease: to B, A looks like a node that stalled or died. */
const pastTheLease = () => new Date(Date.now() + 61_000);

async function newDashboard(name: string): Promise<string> {
  return (await a.call('dashboard.add', twoBrands({ name }), token)).body.data.dashboard_id;
}

/** Rows per fact table, and the posts only A collected (`fromA`). */
async function factsOf(dashboardId: string) {
  const count = async (table: string, where = '') =>
    (
      await b.deps.analytics.all<{ n: number }>(
        `select count(*) as n from analytics.${table} where dashboard_id = $1 ${where}`,
        [dashboardId],
      )
    )[0]!.n;
  return {
    posts: await count('posts'),
    post_hashtags: await count('post_hashtags'),
    comments: await count('comments'),
    channels: await count('channels'),
    channel_snapshots: await count('channel_snapshots'),
    fromA: await count('posts', `and title like '%[node A]'`),
  };
}

/** Everything of the dashboard in the app database: its row, tasks, components and jobs. */
async function appRowsOf(dashboardId: string) {
  const db = b.deps.db;
  return {
    dashboard: await db.select().from(dashboards).where(eq(dashboards.id, dashboardId)),
    tasks: await db
      .select()
      .from(collectionTasks)
      .where(eq(collectionTasks.dashboardId, dashboardId))
      .orderBy(asc(collectionTasks.id)),
    components: await db
      .select()
      .from(dashboardComponents)
      .where(eq(dashboardComponents.dashboardId, dashboardId))
      .orderBy(asc(dashboardComponents.id)),
    jobs: await db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload} ->> 'dashboardId' = ${dashboardId}`)
      .orderBy(asc(jobs.createdAt)),
  };
}

const collectJobOf = async (dashboardId: string) =>
  (await appRowsOf(dashboardId)).jobs.find((j) => j.kind === COLLECT_DASHBOARD)!;

function expectFinishedOnce(rows: Awaited<ReturnType<typeof appRowsOf>>) {
  expect(rows.dashboard[0]).toMatchObject({ status: 'ready', failureCode: null });
  expect(rows.jobs.map((j) => [j.kind, j.status])).toEqual([
    [COLLECT_DASHBOARD, 'succeeded'],
    ['analyze-dashboard', 'succeeded'],
  ]);
  expect(rows.components.every((c) => c.state === 'fresh')).toBe(true);
}

describe('a node that loses its claim mid-collection', { timeout: 120_000 }, () => {
  it('stalled past its lease while B finished the job, then going on, writes and records nothing', async () => {
    const id = await newDashboard('Stalled node');
    const stalled = stalledSource();
    const logsA: string[] = [];
    const nodeA = runnerOn(a, stalled.source, logsA);
    await nodeA.tick();
    await stalled.reached;

    const nodeB = runnerOn(b, createSampleSource(), [], { now: pastTheLease });
    await nodeB.tick();
    await nodeB.whenIdle();
    const clean = await factsOf(id);
    const afterB = await appRowsOf(id);
    expectFinishedOnce(afterB);
    expect(clean.posts).toBeGreaterThan(0);
    expect(clean.fromA).toBe(0);

    stalled.goOn();
    await nodeA.whenIdle();
    expect(await factsOf(id)).toEqual(clean);
    expect(await appRowsOf(id)).toEqual(afterB);
    expect(stalled.signal()?.reason).toBeInstanceOf(LeaseLostError);
    const jobId = afterB.jobs[0]!.id;
    expect(logsA).toContain(
      `[jobs] lease of job ${jobId} lost; stopped (collect-dashboard: another node holds it now)`,
    );
  });

  it('is stopped by its next renewal once B took the job over', async () => {
    const id = await newDashboard('Renewal says lost');
    const stalled = stalledSource();
    const logsA: string[] = [];
    // A renews every half second; its source never goes on by itself.
    const nodeA = runnerOn(a, stalled.source, logsA, { leaseMs: 1_500 });
    await nodeA.tick();
    await stalled.reached;
    const jobId = (await collectJobOf(id)).id;

    const nodeB = runnerOn(b, createSampleSource(), [], { now: pastTheLease });
    await nodeB.tick();
    await vi.waitFor(() => expect(stalled.signal()?.aborted).toBe(true), eventually);
    await nodeA.whenIdle();
    await nodeB.whenIdle();

    expect(stalled.signal()?.reason).toBeInstanceOf(LeaseLostError);
    expect(logsA).toContain(
      `[jobs] lease of job ${jobId} lost; stopped (collect-dashboard: another node holds it now)`,
    );
    expectFinishedOnce(await appRowsOf(id));
    expect(await collectJobOf(id)).toMatchObject({ attempts: 2, lastError: null });
    expect((await factsOf(id)).fromA).toBe(0);
  });

  it('hands the job back when it stops: B runs it at once, the attempt not counted, and A writes nothing', async () => {
    const id = await newDashboard('Stopped node');
    const stalled = stalledSource();
    const nodeA = runnerOn(a, stalled.source, []);
    await nodeA.tick();
    await stalled.reached;

    await nodeA.stop(0);
    expect(await collectJobOf(id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });

    // B's clock is the real one: A's lease has most of its minute left, so B runs the job only because A
    // handed it back.
    const nodeB = runnerOn(b, createSampleSource(), []);
    await nodeB.tick();
    await nodeB.whenIdle();
    const clean = await factsOf(id);
    const afterB = await appRowsOf(id);
    expectFinishedOnce(afterB);
    expect(await collectJobOf(id)).toMatchObject({ attempts: 1 });

    stalled.goOn();
    await nodeA.whenIdle();
    expect(await factsOf(id)).toEqual(clean);
    expect(await appRowsOf(id)).toEqual(afterB);
    expect(stalled.signal()?.reason).toBeInstanceOf(LeaseLostError);
  });
});
