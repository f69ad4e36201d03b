import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleSource } from '../../../server/analytics/sources/sample/sample-source.ts';
import {
  createAnalyticsStore,
  type AnalyticsStore,
} from '../../../server/analytics/store/analytics-store.ts';
import { createBuiltinTextAnalytics } from '../../../server/ai/text-analytics/builtin-text-analytics.ts';
import { createFactCollector } from '../../../server/domains/dashboard/collect-facts.ts';
import { registerDashboardJobs } from '../../../server/domains/dashboard/collect-job.ts';
import { enqueueJob } from '../../../server/jobs/job-queue.ts';
import { JobRegistry } from '../../../server/jobs/job-registry.ts';
import { createJobRunner } from '../../../server/jobs/job-runner.ts';
import { COLLECT_DASHBOARD } from '../../../server/jobs/refresh-schedule.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { runningShoes } from './dashboard-fixtures.ts';

let t: TestApp;
let token: string;
let store: AnalyticsStore;
beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  token = await t.signIn();
  store = await createAnalyticsStore({ engine: 'duckdb', path: ':memory:' });
}, 60_000);
afterAll(async () => {
  await store.close();
  await t.close();
});

async function runJobs() {
  const registry = new JobRegistry();
  registerDashboardJobs(registry, {
    collect: createFactCollector({
      store,
      source: createSampleSource(),
      now: () => new Date('2026-06-30T00:00:00Z'),
    }),
    analytics: store,
    textAnalytics: createBuiltinTextAnalytics(),
  });
  const runner = createJobRunner({ db: t.deps.db, registry, pollMs: 60_000, log: () => {} });
  await runner.tick();
  await runner.whenIdle();
}

const factCount = async (table: string, dashboardId: string) =>
  (
    await store.all<{ n: number }>(`select count(*) as n from analytics.${table} where dashboard_id = $1`, [
      dashboardId,
    ])
  )[0]!.n;

describe('collecting from the sample source', () => {
  it('writes facts per subject and medium, marks the dashboard ready, and a refresh replaces them', async () => {
    const d = (
      await t.call(
        'dashboard.add',
        runningShoes({
          media: ['youtube', 'tiktok'],
          subjects: [
            { name: 'Nike', keywords: 'nike+running', regions: ['US'] },
            { name: 'Adidas', topics: ['adidas'] },
          ],
        }),
        token,
      )
    ).body.data;
    await runJobs();

    const ready = (await t.call('dashboard.detail', { dashboard_id: d.dashboard_id }, token)).body.data;
    expect(ready.status).toBe('ready');
    expect(ready.tasks.every((task) => task.status === 'SUCCESS' && task.progress === 100)).toBe(true);

    const perScope = await store.all<{ subject_id: string; platform: string; n: number }>(
      `select subject_id, platform, count(*) as n from analytics.posts where dashboard_id = $1
       group by subject_id, platform order by subject_id, platform`,
      [d.dashboard_id],
    );
    expect(perScope).toHaveLength(4);
    expect(perScope.every((row) => row.n > 0)).toBe(true);
    const posts = await factCount('posts', d.dashboard_id);
    expect(await factCount('channels', d.dashboard_id)).toBeGreaterThan(0);
    // The US-only subject's posts all come from the US.
    const nike = ready.subjects.find((s) => s.name === 'Nike')!;
    const regions = await store.all<{ region: string | null }>(
      'select distinct region from analytics.channels where dashboard_id = $1 and subject_id = $2',
      [d.dashboard_id, nike.subject_id],
    );
    expect(regions.map((r) => r.region)).toEqual(['US']);

    // A scheduled refresh collects again and replaces, not doubles, the facts (the sample source is deterministic).
    await enqueueJob(t.deps.db, {
      kind: COLLECT_DASHBOARD,
      payload: { dashboardId: d.dashboard_id, reason: 'refresh' },
    });
    await runJobs();
    expect(await factCount('posts', d.dashboard_id)).toBe(posts);

    // Deleting the dashboard removes its facts through a job queued with the delete.
    await t.call('dashboard.del', { dashboard_id: d.dashboard_id }, token);
    await runJobs();
    for (const table of ['posts', 'channels', 'post_hashtags', 'comments', 'channel_snapshots'])
      expect(await factCount(table, d.dashboard_id)).toBe(0);
  }, 60_000);
});
