import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AD_COMPONENTS } from '../../../src/lib/report-components/catalog.ts';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { OTHER_DATASET } from '../analytics/ad-components/ad-fixture.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { joinTeam, newTeam, newUser, ok, teamWorld } from '../teams/org-kit.ts';
import { exportFixture, uploadFile } from '../ads/app/ad-app-kit.ts';
import { fixtureDataset, metricOf, resultOf, runJobs } from './ad-dashboard-kit.ts';
import { clients } from '../../../server/db/schema/index.ts';

/* AD dashboards through the API: created over ad datasets, computed, kept current, refused where they must be. */

let t: TestApp;
let w: Awaited<ReturnType<typeof teamWorld>>;
let shoes: string;
let clientA: string;
let clientB: string;

/** The fixture's own period and budget: the contract suite's hand-checked values apply (ad-contract.ts). */
const FIXTURE_RANGE = { kind: 'custom', from: '2026-02-16', to: '2026-03-03' } as const;

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  w = await teamWorld(t, 'ad-dash');
  const made = await t.deps.db
    .insert(clients)
    .values([
      { teamId: w.teamId, name: 'Trailhead' },
      { teamId: w.teamId, name: 'Other brand' },
    ])
    .returning({ id: clients.id });
  [clientA, clientB] = made.map((c) => c.id) as [string, string];
  await joinTeam(t, w.teamId, w.restricted, 'editor', { clients: [clientA] });
  shoes = await fixtureDataset(t, { teamId: w.teamId, name: 'Spring export' });
}, 120_000);
afterAll(() => t.close());

async function create(input: Record<string, unknown>, token = w.editor.token) {
  return t.call('adDashboard.add', { name: 'Spring ads', dataset_ids: [shoes], ...input } as never, token);
}

describe('creating an AD dashboard', () => {
  it('files it, keeps its settings and sources, and computes every AD component with the hand-checked values', async () => {
    const created = ok(await create({ range: FIXTURE_RANGE, budget_usd: 1000 }));
    expect(created).toMatchObject({
      app_type: 'AD',
      status: 'generating',
      media: [],
      subjects: [],
      tasks: [],
      data_source: 'import',
      data_sources: ['import'],
    });
    expect(created.components.map((c) => [c.api_key, c.state])).toEqual(
      AD_COMPONENTS.map((c) => [c.api_key, 'stale']),
    );
    expect(created.ad).toMatchObject({
      window: 'none',
      level: 'ad',
      range: FIXTURE_RANGE,
      period: { from: '2026-02-16', to: '2026-03-03' },
      weeks: {
        thisWeek: { from: '2026-02-25', to: '2026-03-03' },
        lastWeek: { from: '2026-02-18', to: '2026-02-24' },
      },
      budget: { usd: 1000, source: 'override' },
      sample: false,
      notices: [],
      sources: [
        {
          dataset_id: shoes,
          name: 'Spring export',
          kind: 'file',
          sample: false,
          state: 'success',
          row_count: 8,
          days: { from: '2026-02-10', to: '2026-03-03' },
          measured: true,
        },
      ],
    });

    await runJobs(t);
    const detail = ok(
      await t.call('dashboard.detail', { dashboard_id: created.dashboard_id }, w.viewer.token),
    );
    expect(detail.status).toBe('ready');
    expect(detail.components.every((c) => c.state === 'fresh')).toBe(true);
    const overview = resultOf(detail, 'db_ad_performance_overview');
    // ad-contract.ts: period r1–r7, this week r2, r3, r5, r7, last week r1, r4.
    expect(metricOf(overview, 'amount_spent_usd')).toMatchObject({
      period: 442,
      thisWeek: 242,
      lastWeek: 180,
    });
    expect(metricOf(overview, 'amount_budget_usd')?.period).toBe(1000);
    expect(metricOf(overview, 'amount_remain_usd')?.period).toBe(558);
    expect(metricOf(overview, 'purchases')).toMatchObject({ period: 24, thisWeek: 13, lastWeek: 10 });
    const products = resultOf(detail, 'db_ad_products_data') as {
      rows: { value: string | null; period: { amount_spent_usd: number } }[];
    };
    expect(products.rows.map((r) => [r.value, r.period.amount_spent_usd])).toEqual([
      ['Running shoes', 322],
      ['Game', 120],
    ]);
    const best = resultOf(detail, 'db_ad_excellent_ads_display') as { items: { id: string }[] };
    expect(best.items.map((i) => i.id)).toEqual(['A1', 'A3']);
    const hooks = resultOf(detail, 'llm_ad_potential_hooks_analysis') as {
      writer: string;
      text: { en: string };
    };
    // The test model fails every call: the built-in writer's words stand.
    expect(hooks.writer).toBe('builtin');
  });

  it('reads a quick pick and "the last N days" back from the last day of the data, and the datasets\' budgets over it', async () => {
    const budgeted = await fixtureDataset(t, { teamId: w.teamId, name: 'Budgeted', monthlyBudgetUsd: 1000 });
    const month = ok(
      await create({ name: 'One month', dataset_ids: [budgeted], range: { kind: 'preset', preset: '1m' } }),
    );
    // The data ends on 2026-03-03: one month back starts on 02-04, 28 days; 1000 × 28 / (365.25 / 12).
    expect(month.ad).toMatchObject({
      period: { from: '2026-02-04', to: '2026-03-03' },
      budget: { usd: 919.92, source: 'datasets' },
    });
    const week = ok(await create({ name: 'A week', range: { kind: 'days', days: 7 } }));
    expect(week.ad?.period).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    await runJobs(t);
    const [m, wk] = await Promise.all(
      [month, week].map(async (d) =>
        ok(await t.call('dashboard.detail', { dashboard_id: d.dashboard_id }, w.editor.token)),
      ),
    );
    // The month holds every row of the fixture (the 02-10 one's 999 too), the week its this-week.
    expect(metricOf(resultOf(m!, 'db_ad_performance_overview'), 'amount_spent_usd')?.period).toBe(1441);
    expect(metricOf(resultOf(m!, 'db_ad_performance_overview'), 'amount_budget_usd')?.period).toBe(919.92);
    expect(metricOf(resultOf(wk!, 'db_ad_performance_overview'), 'amount_spent_usd')?.period).toBe(242);
  });

  it('applies the window, the level and the tag filter, and names a dataset that does not report the window', async () => {
    const tiktokLike = await fixtureDataset(t, {
      teamId: w.teamId,
      name: 'None only',
      rows: OTHER_DATASET,
      tags: [],
      windows: ['none'],
    });
    const made = ok(
      await create({
        name: 'Games, 7-day click',
        dataset_ids: [shoes, tiktokLike],
        range: FIXTURE_RANGE,
        window: '7d_click',
        level: 'campaign',
        tags: { product: ['Game'] },
      }),
    );
    expect(made.ad?.notices).toEqual([{ kind: 'not_measured', dataset_ids: [tiktokLike] }]);
    expect(made.ad?.sources.map((s) => [s.name, s.measured])).toEqual([
      ['Spring export', true],
      ['None only', false],
    ]);
    await runJobs(t);
    const detail = ok(await t.call('dashboard.detail', { dashboard_id: made.dashboard_id }, w.editor.token));
    const overview = resultOf(detail, 'db_ad_performance_overview');
    // Only A3 (product Game): 80 + 40 spent; installs under 7-day click 32 + 16.
    expect(metricOf(overview, 'amount_spent_usd')?.period).toBe(120);
    expect(metricOf(overview, 'install')?.period).toBe(48);
    const rows = resultOf(detail, 'db_ad_data_detail') as { level: string; rows: { id: string }[] };
    expect(rows.level).toBe('campaign');
    expect(rows.rows.map((r) => r.id)).toEqual(['C2']);
  });

  it('waits for a dataset still being read, then computes once its rows are in', async () => {
    const upload = ok(
      await uploadFile(t, w.editor.token, { bytes: exportFixture('meta-en-daily.csv'), name: 'October.csv' }),
    );
    const made = ok(await create({ name: 'From an upload', dataset_ids: [upload.dataset_id] }));
    expect(made.ad?.notices).toEqual([{ kind: 'reading', dataset_ids: [upload.dataset_id] }]);
    expect(made.ad?.period).toBeNull();
    // The analysis alone finds the file still parsing: nothing computed, the dashboard still generating.
    await runJobs(t, { ads: false });
    const waiting = ok(await t.call('dashboard.detail', { dashboard_id: made.dashboard_id }, w.editor.token));
    expect(waiting.status).toBe('generating');
    expect(waiting.components.every((c) => c.state === 'stale')).toBe(true);
    await runJobs(t);
    const after = ok(await t.call('dashboard.detail', { dashboard_id: made.dashboard_id }, w.editor.token));
    expect(after.status).toBe('ready');
    expect(after.ad?.notices).toEqual([]);
    expect(after.ad?.period).toEqual({ from: '2026-09-03', to: '2026-10-02' });
    expect(metricOf(resultOf(after, 'db_ad_performance_overview'), 'impressions')?.period).toBeGreaterThan(0);
  });
  it('fails saying why when its only file is refused, and a quick pick says so per component', async () => {
    const upload = ok(
      await uploadFile(t, w.editor.token, { bytes: exportFixture('meta-en-bad-rows.csv'), name: 'Bad.csv' }),
    );
    const made = ok(await create({ name: 'From a bad file', dataset_ids: [upload.dataset_id] }));
    await runJobs(t);
    const detail = ok(await t.call('dashboard.detail', { dashboard_id: made.dashboard_id }, w.editor.token));
    expect(detail).toMatchObject({ status: 'failed', failure_code: 'ad_sources_failed' });
    expect(detail.ad?.notices).toEqual([{ kind: 'failed', dataset_ids: [upload.dataset_id] }]);
    expect(detail.ad?.sources[0]).toMatchObject({
      state: 'failed',
      failure_code: ErrorCode.AD_IMPORT_REJECTED,
    });
    const range = ok(
      await t.call('adDashboard.compute', { dashboard_id: made.dashboard_id }, w.viewer.token),
    );
    expect(new Set(range.components.map((c) => c.error_code))).toEqual(new Set(['ad_sources_failed']));
  });
});

describe('keeping results current', () => {
  it('marks every component stale when a dataset is imported again, and computes them with the next data version', async () => {
    const file = ok(
      await uploadFile(t, w.editor.token, { bytes: exportFixture('meta-en-daily.csv'), name: 'Re.csv' }),
    );
    await runJobs(t);
    const made = ok(await create({ name: 'Re-imported', dataset_ids: [file.dataset_id] }));
    await runJobs(t);
    const before = ok(await t.call('dashboard.detail', { dashboard_id: made.dashboard_id }, w.editor.token));
    expect(before.components.every((c) => c.state === 'fresh')).toBe(true);
    const version = before.components[0]!.data_version;
    const spentBefore = metricOf(resultOf(before, 'db_ad_performance_overview'), 'amount_spent_usd')?.period;

    ok(
      await uploadFile(
        t,
        w.editor.token,
        { bytes: exportFixture('meta-de-daily.csv'), name: 'Re.csv' },
        { dataset_id: file.dataset_id },
      ),
    );
    await runJobs(t, { analysis: false });
    const stale = ok(await t.call('dashboard.detail', { dashboard_id: made.dashboard_id }, w.editor.token));
    expect(stale.status).toBe('ready');
    expect(new Set(stale.components.map((c) => c.state))).toEqual(new Set(['stale']));

    await runJobs(t);
    const after = ok(await t.call('dashboard.detail', { dashboard_id: made.dashboard_id }, w.editor.token));
    expect(after.components.every((c) => c.state === 'fresh' && c.data_version === version + 1)).toBe(true);
    const spentAfter = metricOf(resultOf(after, 'db_ad_performance_overview'), 'amount_spent_usd')?.period;
    expect(spentAfter).not.toBe(spentBefore);
  });

  it('computes again when its settings, a budget or a tag correction change, not when it is only renamed', async () => {
    const own = await fixtureDataset(t, { teamId: w.teamId, name: 'Changing' });
    const made = ok(await create({ name: 'Settings', dataset_ids: [own], range: FIXTURE_RANGE }));
    await runJobs(t);
    const detail = async () =>
      ok(await t.call('dashboard.detail', { dashboard_id: made.dashboard_id }, w.editor.token));
    const states = async () => new Set((await detail()).components.map((c) => c.state));
    const renamed = ok(
      await t.call(
        'adDashboard.update',
        { dashboard_id: made.dashboard_id, name: 'Renamed' },
        w.editor.token,
      ),
    );
    expect(renamed.name).toBe('Renamed');
    expect(renamed.components.every((c) => c.state === 'fresh')).toBe(true);

    const changed = ok(
      await t.call(
        'adDashboard.update',
        { dashboard_id: made.dashboard_id, window: '1d_click' },
        w.editor.token,
      ),
    );
    expect(changed.ad?.window).toBe('1d_click');
    expect(changed.components.every((c) => c.state === 'stale')).toBe(true);
    await runJobs(t);
    expect(metricOf(resultOf(await detail(), 'db_ad_performance_overview'), 'purchases')?.period).toBe(12);

    ok(await t.call('adData.budget', { dataset_id: own, monthly_budget_usd: 500 }, w.editor.token));
    expect(await states()).toEqual(new Set(['stale']));
    await runJobs(t);
    expect(await states()).toEqual(new Set(['fresh']));

    // A person's correction queues a tagging run; its end makes the dashboard count by the new tag.
    ok(
      await t.call(
        'adTags.correct',
        { dataset_id: own, ad_ids: ['A2'], dimension: 'product', tag: 'Trail shoes' },
        w.editor.token,
      ),
    );
    await runJobs(t, { analysis: false });
    expect(await states()).toEqual(new Set(['stale']));
    await runJobs(t);
    const products = resultOf(await detail(), 'db_ad_products_data') as {
      rows: { value: string | null; period: { amount_spent_usd: number } }[];
    };
    expect(products.rows.find((r) => r.value === 'Trail shoes')?.period.amount_spent_usd).toBe(50);
  });

  it("edits a component's settings: a pivot by product and a detail page size, checked", async () => {
    const made = ok(await create({ name: 'Pivot', range: FIXTURE_RANGE }));
    await runJobs(t);
    const pivot = made.components.find((c) => c.api_key === 'db_ad_custom_multi_dimensional_data')!;
    expect(pivot.settings).toEqual({
      pivot: {
        dimensions: ['day'],
        metrics: ['amount_spent_usd', 'impressions', 'link_clicks', 'purchases', 'roi'],
      },
    });
    const bad = await t.call(
      'dashboard.componentEdit',
      {
        dashboard_id: made.dashboard_id,
        component_id: pivot.component_id,
        settings: { pivot: { dimensions: ['planet'], metrics: ['roi'] } },
      },
      w.editor.token,
    );
    expect(bad.body.code).toBe(ErrorCode.VALIDATION);
    expect(bad.body.issues?.[0]?.path).toBe('settings.pivot.dimensions.0');
    const edited = ok(
      await t.call(
        'dashboard.componentEdit',
        {
          dashboard_id: made.dashboard_id,
          component_id: pivot.component_id,
          settings: { pivot: { dimensions: ['product'], metrics: ['amount_spent_usd'] } },
        },
        w.editor.token,
      ),
    );
    expect(edited.state).toBe('stale');
    const detailComponent = made.components.find((c) => c.api_key === 'db_ad_data_detail')!;
    ok(
      await t.call(
        'dashboard.componentEdit',
        {
          dashboard_id: made.dashboard_id,
          component_id: detailComponent.component_id,
          settings: { detail: { pageSize: 2, sort: 'impressions' } },
        },
        w.editor.token,
      ),
    );
    await runJobs(t);
    const detail = ok(await t.call('dashboard.detail', { dashboard_id: made.dashboard_id }, w.editor.token));
    const pivoted = resultOf(detail, 'db_ad_custom_multi_dimensional_data') as {
      rows: { keys: (string | null)[]; values: Record<string, number> }[];
    };
    expect(pivoted.rows.map((r) => [r.keys[0], r.values.amount_spent_usd])).toEqual([
      ['Running shoes', 322],
      ['Game', 120],
    ]);
    const page = resultOf(detail, 'db_ad_data_detail') as {
      pageSize: number;
      total: number;
      rows: { id: string }[];
    };
    // Impressions in the period: A1 23,000, A3 12,000, A2 5,000, A4 200.
    expect(page).toMatchObject({ pageSize: 2, total: 4 });
    expect(page.rows.map((r) => r.id)).toEqual(['A1', 'A3']);
    const second = ok(
      await t.call(
        'adDashboard.compute',
        { dashboard_id: made.dashboard_id, component_ids: [detailComponent.component_id], detail_page: 2 },
        w.viewer.token,
      ),
    );
    expect((second.components[0]!.result as { rows: { id: string }[] }).rows.map((r) => r.id)).toEqual([
      'A2',
      'A4',
    ]);
    // A reader's own sort and pivot for one request: computed with them, nothing stored.
    const sorted = ok(
      await t.call(
        'adDashboard.compute',
        {
          dashboard_id: made.dashboard_id,
          component_ids: [detailComponent.component_id, pivot.component_id],
          options: {
            detail: { sort: 'impressions', order: 'asc' },
            pivot: { dimensions: ['product'], metrics: ['impressions'] },
          },
        },
        w.viewer.token,
      ),
    );
    const [sortedDetail, repivoted] = sorted.components as { result: unknown }[];
    expect((sortedDetail!.result as { rows: { id: string }[] }).rows.map((r) => r.id)).toEqual(['A4', 'A2']);
    expect((repivoted!.result as { metrics: string[] }).metrics).toEqual(['impressions']);
    const unchanged = ok(
      await t.call('dashboard.detail', { dashboard_id: made.dashboard_id }, w.viewer.token),
    );
    expect((resultOf(unchanged, 'db_ad_data_detail') as { rows: { id: string }[] }).rows[0]!.id).toBe('A1');
    const repeated = await t.call(
      'adDashboard.compute',
      {
        dashboard_id: made.dashboard_id,
        component_ids: [pivot.component_id],
        options: { pivot: { dimensions: ['product', 'product'], metrics: ['roi'] } },
      },
      w.viewer.token,
    );
    expect(repeated.body.code).toBe(ErrorCode.AD_PIVOT_INVALID);
    const wrongKind = await t.call(
      'dashboard.componentAdd',
      { dashboard_id: made.dashboard_id, api_key: 'db_overview' },
      w.editor.token,
    );
    expect(wrongKind.body.code).toBe(ErrorCode.AD_DASHBOARD_COMPONENT_KIND);
  });

  it('computes a quick pick live over other dates, and says what is wrong with its sources', async () => {
    const made = ok(await create({ name: 'Ranges', range: FIXTURE_RANGE }));
    await runJobs(t);
    const week = ok(
      await t.call(
        'adDashboard.compute',
        { dashboard_id: made.dashboard_id, range: { kind: 'days', days: 7 } },
        w.viewer.token,
      ),
    );
    expect(week.period).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    const overview = week.components.find((c) => c.api_key === 'db_ad_performance_overview')!;
    expect(metricOf(overview.result, 'amount_spent_usd')?.period).toBe(242);
    const analysis = week.components.find((c) => c.api_key === 'llm_ad_potential_ads_analysis')!;
    expect((analysis.result as { writer: string }).writer).toBe('builtin');
    const none = ok(
      await t.call(
        'adDashboard.compute',
        { dashboard_id: made.dashboard_id, range: { kind: 'custom', from: '2025-01-01', to: '2025-01-31' } },
        w.viewer.token,
      ),
    );
    expect(none.notices).toEqual([{ kind: 'no_data_in_range', dataset_ids: [] }]);
    expect(metricOf(none.components[0]!.result, 'amount_spent_usd')?.period).toBe(0);
    const mk = await t.call(
      'dashboard.compute',
      { dashboard_id: made.dashboard_id, range: '1m' },
      w.viewer.token,
    );
    expect(mk.body.code).toBe(ErrorCode.AD_DASHBOARD_NOT_MK);
    const frequency = await t.call(
      'dashboard.update',
      { dashboard_id: made.dashboard_id, frequency: 'daily' },
      w.editor.token,
    );
    expect(frequency.body.code).toBe(ErrorCode.AD_DASHBOARD_NOT_MK);
  });

  it('is computed again without a deleted dataset, and fails saying so when none is left', async () => {
    const gone = await fixtureDataset(t, { teamId: w.teamId, name: 'To delete' });
    const made = ok(await create({ name: 'Losing its data', dataset_ids: [gone], range: FIXTURE_RANGE }));
    await runJobs(t);
    ok(await t.call('adData.delete', { dataset_id: gone }, w.editor.token));
    await runJobs(t);
    const detail = ok(await t.call('dashboard.detail', { dashboard_id: made.dashboard_id }, w.editor.token));
    expect(detail).toMatchObject({ status: 'failed', failure_code: 'ad_no_sources' });
    expect(detail.ad?.notices).toEqual([{ kind: 'no_sources', dataset_ids: [] }]);
    expect(detail.components.every((c) => c.error_code === 'ad_no_sources')).toBe(true);
    // Given data again, it comes back.
    ok(
      await t.call(
        'adDashboard.update',
        { dashboard_id: made.dashboard_id, dataset_ids: [shoes] },
        w.editor.token,
      ),
    );
    await runJobs(t);
    const back = ok(await t.call('dashboard.detail', { dashboard_id: made.dashboard_id }, w.editor.token));
    expect(back).toMatchObject({ status: 'ready', failure_code: null });
  });
});

describe('refusing what it must', () => {
  it('answers a dataset of another team as missing, and refuses one of another client or one that failed empty', async () => {
    const outsiderTeam = await newTeam(t, 'Elsewhere', await newUser(t, 'ad-dash-elsewhere'));
    const foreign = await fixtureDataset(t, { teamId: outsiderTeam, name: 'Foreign' });
    const missing = await create({ dataset_ids: [foreign] });
    expect(missing.body.code).toBe(ErrorCode.NOT_FOUND);

    const brandB = await fixtureDataset(t, { teamId: w.teamId, name: 'Brand B data', clientId: clientB });
    const mixed = await create({ client_id: clientA, dataset_ids: [brandB] }, w.admin.token);
    expect(mixed.body.code).toBe(ErrorCode.AD_DASHBOARD_OTHER_CLIENT);
    expect(mixed.body.issues).toEqual([
      { path: 'dataset_ids', message: 'Brand B data', params: { dataset_id: brandB } },
    ]);

    const failed = await fixtureDataset(t, { teamId: w.teamId, name: 'Broken', state: 'failed' });
    const unusable = await create({ dataset_ids: [failed] });
    expect(unusable.body.code).toBe(ErrorCode.AD_DASHBOARD_SOURCE_UNUSABLE);
    const empty = await create({ name: '' });
    expect(empty.body.code).toBe(ErrorCode.BASIC_INFO_INCOMPLETE);
  });

  it("lets a restricted member use their client's data only, and not see another client's as a source", async () => {
    const brandA = await fixtureDataset(t, { teamId: w.teamId, name: 'Brand A data', clientId: clientA });
    const brandB = await fixtureDataset(t, { teamId: w.teamId, name: 'Brand B only', clientId: clientB });
    const mine = ok(await create({ client_id: clientA, dataset_ids: [brandA] }, w.restricted.token));
    expect(mine.client_id).toBe(clientA);
    const hidden = await create({ client_id: clientA, dataset_ids: [brandB] }, w.restricted.token);
    expect(hidden.body.code).toBe(ErrorCode.NOT_FOUND);
    expect(JSON.stringify(hidden.body)).not.toContain('Brand B only');
    const viewerTry = await create({}, w.viewer.token);
    expect(viewerTry.body.code).toBe(ErrorCode.FORBIDDEN);
  });

  it('leaves out a dataset filed under another client since, and says so', async () => {
    const moving = await fixtureDataset(t, { teamId: w.teamId, name: 'Moving', clientId: clientA });
    const made = ok(
      await create({ client_id: clientA, dataset_ids: [moving], range: FIXTURE_RANGE }, w.admin.token),
    );
    await runJobs(t);
    ok(await t.call('adData.update', { dataset_id: moving, client_id: clientB }, w.admin.token));
    await runJobs(t);
    const detail = ok(
      await t.call('dashboard.detail', { dashboard_id: made.dashboard_id }, w.restricted.token),
    );
    expect(detail.ad?.sources).toEqual([]);
    expect(detail.ad?.notices).toEqual([
      { kind: 'other_client', dataset_ids: [moving] },
      { kind: 'no_sources', dataset_ids: [] },
    ]);
    expect(JSON.stringify(detail)).not.toContain('"Moving"');
    expect(detail.status).toBe('failed');
  });

  it('lists AD and MK dashboards apart by app type, an AD one with its sample label', async () => {
    const sample = await fixtureDataset(t, { teamId: w.teamId, name: 'Sample Meta', kind: 'sample' });
    const made = ok(await create({ name: 'Sample board', dataset_ids: [sample] }));
    expect(made).toMatchObject({ data_source: 'sample', data_sources: ['sample'], ad: { sample: true } });
    const list = ok(await t.call('dashboard.list', { app_type: 'AD', page_size: 100 }, w.viewer.token));
    expect(list.list.every((d) => d.app_type === 'AD')).toBe(true);
    expect(list.list.find((d) => d.dashboard_id === made.dashboard_id)).toMatchObject({
      data_sources: ['sample'],
    });
    const mk = ok(await t.call('dashboard.list', { app_type: 'MK', page_size: 100 }, w.viewer.token));
    expect(mk.list.some((d) => d.dashboard_id === made.dashboard_id)).toBe(false);
  });
});
