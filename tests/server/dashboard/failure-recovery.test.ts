import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSampleSource } from '../../../server/analytics/sources/sample/sample-source.ts';
import { YoutubeApiError } from '../../../server/analytics/sources/youtube/youtube-error.ts';
import { createBuiltinTextAnalytics } from '../../../server/ai/text-analytics/builtin-text-analytics.ts';
import { collectionTasks, dashboards, jobs } from '../../../server/db/schema/index.ts';
import { createFactCollector } from '../../../server/domains/dashboard/collect-facts.ts';
import {
  registerDashboardJobs,
  type CollectDashboard,
} from '../../../server/domains/dashboard/collect-job.ts';
import { JobRegistry } from '../../../server/jobs/job-registry.ts';
import { createJobRunner, type JobRunner } from '../../../server/jobs/job-runner.ts';
import { refuseWrites } from '../jobs/refuse-writes.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { startJobsLikeAServer, twoBrands } from './pipeline-kit.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  token = await t.signIn();
}, 60_000);
afterAll(() => t.close());
beforeEach(async () => {
  await t.deps.db.delete(jobs);
  await t.deps.db.delete(dashboards);
});

/** What DuckDB says when the facts file cannot grow. */
const DISK_FULL = 'Could not write file "/data/facts.duckdb.wal": No space left on device';
const diskFull: CollectDashboard = () => Promise.reject(new Error(DISK_FULL));
const sampleCollector = () => createFactCollector({ store: t.deps.analytics, source: createSampleSource() });

function dashboardRunner(collect: CollectDashboard, logs: string[] = [], exclusive = false): JobRunner {
  const registry = new JobRegistry();
  registerDashboardJobs(registry, {
    collect,
    analytics: t.deps.analytics,
    textAnalytics: createBuiltinTextAnalytics(),
  });
  return createJobRunner({
    db: t.deps.db,
    registry,
    exclusive,
    pollMs: 60_000,
    backoff: () => 0,
    recordRetryMs: 10,
    log: (m) => logs.push(m),
  });
}

/** Runs due jobs, including the retries and analyses they queue, until none is left. */
async function runAll(runner: JobRunner): Promise<void> {
  await runner.tick();
  await runner.whenIdle();
  await runner.stop(0);
}

async function create(name = 'Failing') {
  return (await t.call('dashboard.add', twoBrands({ name }), token)).body.data.dashboard_id;
}

async function detailResponse(id: string) {
  return t.call('dashboard.detail', { dashboard_id: id }, token);
}

async function until(what: string, check: () => boolean) {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!check()) throw new Error(`Timed out waiting for ${what}.`);
}

describe('a dashboard whose collection fails', () => {
  it('on a full disk fails with storage_full; the text of the error reaches only the job and the log', async () => {
    const id = await create();
    const logs: string[] = [];
    await runAll(dashboardRunner(diskFull, logs));

    const res = await detailResponse(id);
    expect(res.body.data).toMatchObject({ status: 'failed', failure_code: 'storage_full' });
    expect(res.body.data.tasks.map((task) => [task.status, task.error_code])).toEqual([
      ['FAILURE', 'storage_full'],
      ['FAILURE', 'storage_full'],
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/space left|Could not write/i);
    const [job] = await t.deps.db.select().from(jobs).where(eq(jobs.kind, 'collect-dashboard'));
    expect(job).toMatchObject({ status: 'failed', lastError: DISK_FULL });
    expect(logs.some((l) => l.includes(DISK_FULL))).toBe(true);
  });

  it('with the YouTube quota spent fails with source_quota', async () => {
    const id = await create();
    const quota = new YoutubeApiError(
      'quota_budget',
      'The daily YouTube quota budget of 100 units is spent.',
    );
    await runAll(dashboardRunner(() => Promise.reject(quota)));
    expect((await detailResponse(id)).body.data).toMatchObject({
      status: 'failed',
      failure_code: 'source_quota',
    });
  });

  it('is never left generating behind a failed job when it cannot be marked failed', async () => {
    const id = await create();
    const allow = await refuseWrites(t.deps.db, ['dashboards', 'collection_tasks']);
    const logs: string[] = [];
    const runner = dashboardRunner(diskFull, logs);
    await runner.tick();
    await until('the refused recording', () => logs.some((l) => l.includes('recording the failure')));

    const [job] = await t.deps.db.select().from(jobs).where(eq(jobs.kind, 'collect-dashboard'));
    expect(job).toMatchObject({ status: 'running', attempts: 3 });
    expect((await detailResponse(id)).body.data.status).toBe('generating');

    // Writes go through again while the server still runs: the failure is recorded with its code.
    await allow();
    await runner.whenIdle();
    await runner.stop(0);
    expect((await detailResponse(id)).body.data).toMatchObject({
      status: 'failed',
      failure_code: 'storage_full',
    });
  });

  it('is recovered by the next start when the server stopped meanwhile, and a retry makes it ready', async () => {
    const id = await create();
    const allow = await refuseWrites(t.deps.db, ['dashboards', 'collection_tasks']);
    const logs: string[] = [];
    const crashed = dashboardRunner(diskFull, logs);
    await crashed.tick();
    await until('the refused recording', () => logs.some((l) => l.includes('recording the failure')));
    await crashed.stop(0);
    await allow();

    // The restart (PGlite: exclusive) finds the job running with no attempt left.
    const restarted = dashboardRunner(sampleCollector(), logs, true);
    await restarted.start();
    await restarted.whenIdle();
    await restarted.stop(0);
    expect((await detailResponse(id)).body.data).toMatchObject({
      status: 'failed',
      failure_code: 'interrupted',
    });

    const retried = await t.call('dashboard.retry', { dashboard_id: id }, token);
    expect(retried.body.data).toMatchObject({ status: 'generating', failure_code: null });
    await runAll(dashboardRunner(sampleCollector()));
    const ready = (await detailResponse(id)).body.data;
    expect(ready).toMatchObject({ status: 'ready', failure_code: null });
    expect(ready.tasks.every((task) => task.status === 'SUCCESS' && task.error_code === null)).toBe(true);
    expect(ready.components.every((c) => c.state === 'fresh')).toBe(true);
  });
});

describe('the start of the server', () => {
  it('queues again every dashboard left generating with no job that would finish it', async () => {
    // What earlier versions left behind: the collection failed for good, the dashboard still generating.
    const collecting = await create('Left collecting');
    await t.deps.db.update(jobs).set({ status: 'failed', attempts: 3, lastError: DISK_FULL });
    await t.deps.db
      .update(collectionTasks)
      .set({ progress: 80 })
      .where(eq(collectionTasks.dashboardId, collecting));
    // And one whose collection finished but whose analysis is gone.
    const analysing = await create('Left analysing');
    await t.deps.db.delete(jobs).where(sql`${jobs.payload} ->> 'dashboardId' = ${analysing}`);
    await t.deps.db
      .update(collectionTasks)
      .set({ status: 'SUCCESS', progress: 100 })
      .where(eq(collectionTasks.dashboardId, analysing));

    await startJobsLikeAServer(t);

    const queued = await t.deps.db.select().from(jobs).where(eq(jobs.status, 'succeeded'));
    expect(queued.map((j) => j.payload)).toEqual(
      expect.arrayContaining([
        { dashboardId: collecting, reason: 'recover' },
        { dashboardId: analysing, reason: 'reanalyze' },
      ]),
    );
    for (const id of [collecting, analysing])
      expect((await detailResponse(id)).body.data, id).toMatchObject({
        status: 'ready',
        failure_code: null,
      });
  });
});
