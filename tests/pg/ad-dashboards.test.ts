/** AD dashboards with the app database and the facts both on PostgreSQL: the same hand-checked values. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/lib/api/error-codes.ts';
import { createAnalyticsStore } from '../../server/analytics/store/analytics-store.ts';
import { createDb } from '../../server/db/client.ts';
import { fixtureDataset, metricOf, resultOf, runJobs } from '../server/ad-dashboard/ad-dashboard-kit.ts';
import { noModel } from '../server/helpers/no-model.ts';
import { createTestApp, type TestApp } from '../server/helpers/test-app.ts';
import { ok, teamWorld } from '../server/teams/org-kit.ts';
import { createScratchDatabase } from './scratch-database.ts';

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let t: TestApp;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  t = await createTestApp({
    models: noModel,
    database: await createDb({ databaseUrl: scratch.url }),
    analytics: await createAnalyticsStore({ engine: 'postgres', url: scratch.url }),
  });
});

afterAll(async () => {
  await t?.close();
  await scratch?.drop();
});

describe('AD dashboards on PostgreSQL', () => {
  it('creates, computes, lists by app type, and fails with its reason once its data is deleted', async () => {
    const w = await teamWorld(t, 'pg-ads');
    const dataset = await fixtureDataset(t, { teamId: w.teamId, name: 'Spring export', kind: 'sample' });
    const made = ok(
      await t.call(
        'adDashboard.add',
        {
          name: 'Spring ads',
          dataset_ids: [dataset],
          range: { kind: 'custom', from: '2026-02-16', to: '2026-03-03' },
          tags: { product: ['Running shoes'] },
          budget_usd: 1000,
        },
        w.editor.token,
      ),
    );
    await runJobs(t);
    const detail = ok(await t.call('dashboard.detail', { dashboard_id: made.dashboard_id }, w.viewer.token));
    expect(detail).toMatchObject({ status: 'ready', data_sources: ['sample'], ad: { sample: true } });
    // Running shoes: A1, A2, A4 in the period, 100 + 150 + 20 + 50 + 2.
    expect(metricOf(resultOf(detail, 'db_ad_performance_overview'), 'amount_spent_usd')?.period).toBe(322);

    const listed = ok(await t.call('dashboard.list', { app_type: 'AD' }, w.viewer.token));
    expect(listed.list.map((d) => [d.dashboard_id, d.data_sources])).toEqual([
      [made.dashboard_id, ['sample']],
    ]);
    expect(ok(await t.call('dashboard.list', { app_type: 'MK' }, w.viewer.token)).total).toBe(0);

    ok(await t.call('adAccount.delete', { dataset_id: dataset }, w.editor.token));
    await runJobs(t);
    const gone = ok(await t.call('dashboard.detail', { dashboard_id: made.dashboard_id }, w.viewer.token));
    expect(gone).toMatchObject({ status: 'failed', failure_code: 'ad_no_sources', ad: { sources: [] } });
    const retried = await t.call('dashboard.retry', { dashboard_id: made.dashboard_id }, w.editor.token);
    expect(retried.body.code).toBe(0);
    const refused = await t.call(
      'adDashboard.update',
      { dashboard_id: made.dashboard_id, dataset_ids: [dataset] },
      w.editor.token,
    );
    expect(refused.body.code).toBe(ErrorCode.NOT_FOUND);
  });
});
