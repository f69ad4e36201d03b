import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { dashboardComponents, jobs } from '../../../server/db/schema/index.ts';
import {
  registerDashboardJobs,
  type CollectDashboard,
} from '../../../server/domains/dashboard/collect-job.ts';
import { CollectionNotWiredError } from '../../../server/domains/dashboard/failure-code.ts';
import { JobRegistry } from '../../../server/jobs/job-registry.ts';
import { createJobRunner } from '../../../server/jobs/job-runner.ts';
import { createBuiltinTextAnalytics } from '../../../server/ai/text-analytics/builtin-text-analytics.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { runningShoes } from './dashboard-fixtures.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  token = await t.signIn();
}, 60_000);
afterAll(() => t.close());

async function runJobs(collect?: CollectDashboard) {
  const registry = new JobRegistry();
  registerDashboardJobs(registry, {
    collect,
    analytics: t.deps.analytics,
    textAnalytics: createBuiltinTextAnalytics(),
  });
  const runner = createJobRunner({
    db: t.deps.db,
    registry,
    backoff: () => 0,
    pollMs: 60_000,
    log: () => {},
  });
  await runner.tick();
  await runner.whenIdle();
}

describe('collect-dashboard job', () => {
  it('without a collection source fails honestly after its attempts, then a retry queues it again', async () => {
    const d = (await t.call('dashboard.add', runningShoes(), token)).body.data;
    const retryTooEarly = await t.call('dashboard.retry', { dashboard_id: d.dashboard_id }, token);
    expect(retryTooEarly.body.code).toBe(ErrorCode.CONFLICT);

    await runJobs();
    const failed = (await t.call('dashboard.detail', { dashboard_id: d.dashboard_id }, token)).body.data;
    expect(failed).toMatchObject({ status: 'failed', failure_code: 'not_wired' });
    expect(failed.tasks.every((task) => task.status === 'FAILURE' && task.error_code === 'not_wired')).toBe(
      true,
    );
    const [job] = await t.deps.db.select().from(jobs).where(eq(jobs.kind, 'collect-dashboard'));
    expect(job).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: new CollectionNotWiredError().message,
    });

    const retried = await t.call('dashboard.retry', { dashboard_id: d.dashboard_id }, token);
    expect(retried.body.data).toMatchObject({ status: 'generating', failure_code: null });
    const after = (await t.call('dashboard.detail', { dashboard_id: d.dashboard_id }, token)).body.data;
    expect(after.tasks.every((task) => task.status === 'PENDING' && task.error_code === null)).toBe(true);
    const queued = await t.deps.db.select().from(jobs).where(eq(jobs.status, 'queued'));
    expect(queued.map((j) => j.payload)).toEqual([{ dashboardId: d.dashboard_id, reason: 'retry' }]);

    // With a source wired in, the same job completes the collection and queues the analysis, which readies it.
    const seen: unknown[] = [];
    await t.deps.db.update(dashboardComponents).set({ state: 'fresh' });
    await runJobs(({ job }) => Promise.resolve(void seen.push(job.payload)));
    expect(seen).toEqual([{ dashboardId: d.dashboard_id, reason: 'retry' }]);
    const analyses = await t.deps.db.select().from(jobs).where(eq(jobs.kind, 'analyze-dashboard'));
    expect(analyses.map((j) => [j.status, j.payload])).toEqual([
      ['succeeded', { dashboardId: d.dashboard_id, reason: 'collected', dataVersion: 1 }],
    ]);
    const ready = (await t.call('dashboard.detail', { dashboard_id: d.dashboard_id }, token)).body.data;
    expect(ready).toMatchObject({ status: 'ready', failure_code: null });
    expect(ready.tasks.every((task) => task.status === 'SUCCESS' && task.progress === 100)).toBe(true);
    // The collection made every component stale; the analysis computed them again from its data.
    expect(ready.components.every((c) => c.state === 'fresh' && c.data_version === 1)).toBe(true);
  });

  it('skips a dashboard deleted while its job waited', async () => {
    const d = (await t.call('dashboard.add', runningShoes({ name: 'Gone' }), token)).body.data;
    await t.call('dashboard.del', { dashboard_id: d.dashboard_id }, token);
    let called = false;
    await runJobs(() => Promise.resolve((called = true)));
    expect(called).toBe(false);
    const [job] = await t.deps.db
      .select()
      .from(jobs)
      .where(eq(jobs.status, 'succeeded'))
      .then((rows) => rows.filter((j) => j.payload.dashboardId === d.dashboard_id));
    expect(job?.result).toEqual({ skipped: 'dashboard deleted' });
  });
});
