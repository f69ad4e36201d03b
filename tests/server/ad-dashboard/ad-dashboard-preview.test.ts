import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { clients, dashboards } from '../../../server/db/schema/index.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { exportFixture, uploadFile } from '../ads/app/ad-app-kit.ts';
import { ok, teamWorld } from '../teams/org-kit.ts';
import { fixtureDataset, resultOf, runJobs } from './ad-dashboard-kit.ts';

/* The builder's preview of the top 10 creatives: the dashboard's own excellent list, nothing created. */

let t: TestApp;
let w: Awaited<ReturnType<typeof teamWorld>>;
let shoes: string;
let client: string;

const FIXTURE_RANGE = { kind: 'custom', from: '2026-02-16', to: '2026-03-03' } as const;

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  w = await teamWorld(t, 'ad-preview');
  const [made] = await t.deps.db
    .insert(clients)
    .values({ teamId: w.teamId, name: 'Trailhead' })
    .returning({ id: clients.id });
  client = made!.id;
  shoes = await fixtureDataset(t, { teamId: w.teamId, name: 'Spring export' });
}, 120_000);
afterAll(() => t.close());

const preview = (input: Record<string, unknown>, token = w.editor.token) =>
  t.call('adDashboard.preview', { dataset_ids: [shoes], range: FIXTURE_RANGE, ...input } as never, token);
const ranked = (excellent: { items: { rank: number; id: string }[] } | null) =>
  excellent?.items.map((i) => [i.rank, i.id]);

describe('adDashboard.preview', () => {
  it('ranks by ROI among the ads that spent at least the average (hand-checked on the fixture)', async () => {
    const p = ok(await preview({}));
    // Spend per ad over 02-16 … 03-03: A1 270 (value 1025), A3 120 (0), A2 50 (0), A4 2 (100); average 110.5.
    expect(p.excellent?.rule).toMatchObject({ metric: 'roi', order: 'desc', minSpendUsd: 110.5 });
    expect(ranked(p.excellent)).toEqual([
      [1, 'A1'],
      [2, 'A3'],
    ]);
    expect(p.excellent?.items[0]).toMatchObject({
      name: 'Runner video',
      campaignName: 'Spring Sale',
      creativeUrl: 'https://cdn.example.com/A1.jpg',
    });
    expect(p.excellent?.items[0]!.values.roi).toBeCloseTo(1025 / 270, 12);
    expect(p).toMatchObject({
      waiting: false,
      ad: { period: { from: '2026-02-16', to: '2026-03-03' }, sample: false, notices: [] },
    });
  });

  it('applies the level, the window, the tag filter and the range', async () => {
    // Campaigns: C1 322, C2 120, average 221: only C1.
    expect(ranked(ok(await preview({ level: 'campaign' })).excellent)).toEqual([[1, 'C1']]);
    // Running shoes (A1, A2, A4) under 7-day click: spend 270, 50, 2 (average 107.33); A1's value 320 + 500.
    const shoesOnly = ok(await preview({ window: '7d_click', tags: { product: ['Running shoes'] } }));
    expect(ranked(shoesOnly.excellent)).toEqual([[1, 'A1']]);
    expect(shoesOnly.excellent?.items[0]!.values.roi).toBeCloseTo(820 / 270, 12);
    // The last 7 days of the data (02-25 … 03-03): A1 150, A2 50, A3 40, A4 2, average 60.5: only A1.
    const week = ok(await preview({ range: { kind: 'days', days: 7 } }));
    expect(week.ad.period).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(ranked(week.excellent)).toEqual([[1, 'A1']]);
  });

  it('equals the excellent list the dashboard computes for the same settings', async () => {
    const settings = {
      dataset_ids: [shoes],
      range: FIXTURE_RANGE,
      window: '1d_click',
      level: 'ad_set',
      tags: { product: ['Running shoes'] },
    };
    const p = ok(await t.call('adDashboard.preview', settings as never, w.editor.token));
    const made = ok(await t.call('adDashboard.add', { name: 'Same', ...settings } as never, w.editor.token));
    await runJobs(t);
    const detail = ok(await t.call('dashboard.detail', { dashboard_id: made.dashboard_id }, w.editor.token));
    expect(detail.status).toBe('ready');
    expect(p.excellent).toEqual(resultOf(detail, 'db_ad_excellent_ads_display'));
    // S1 (A1, A4) 272 and S3 (A2) 50, average 161: S1 with 1-day click value 200 + 300 + 100.
    expect(ranked(p.excellent)).toEqual([[1, 'S1']]);
    expect(p.excellent?.items[0]!.values.roi).toBeCloseTo(600 / 272, 12);
  });

  it('creates nothing, and lets a viewer of the team not in', async () => {
    const before = await t.deps.db.$count(dashboards);
    ok(await preview({}));
    expect(await t.deps.db.$count(dashboards)).toBe(before);
    expect((await preview({}, w.viewer.token)).body.code).toBe(ErrorCode.FORBIDDEN);
  });

  it('checks the datasets as adDashboard.add does: client, failed without rows, a file still being read', async () => {
    const other = await preview({ client_id: client });
    expect(other.body.code).toBe(ErrorCode.AD_DASHBOARD_OTHER_CLIENT);
    const failed = await fixtureDataset(t, { teamId: w.teamId, name: 'Broken', state: 'failed' });
    expect((await preview({ dataset_ids: [failed] })).body.code).toBe(ErrorCode.AD_DASHBOARD_SOURCE_UNUSABLE);
    const upload = ok(
      await uploadFile(t, w.editor.token, { bytes: exportFixture('meta-en-daily.csv'), name: 'October.csv' }),
    );
    const reading = ok(
      await preview({ dataset_ids: [upload.dataset_id], range: { kind: 'preset', preset: '1m' } }),
    );
    expect(reading).toMatchObject({
      waiting: true,
      excellent: null,
      ad: { period: null, notices: [{ kind: 'reading', dataset_ids: [upload.dataset_id] }] },
    });
  });

  it('refuses bad input with the field named', async () => {
    const res = await preview({ dataset_ids: [], window: '28d_click' });
    expect(res.body.code).toBe(ErrorCode.VALIDATION);
  });
});
