import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adDatasets } from '../../../server/db/schema/index.ts';
import { detailById } from '../../../server/domains/dashboard/service.ts';
import type { AuthUser } from '../../../server/lib/app-env.ts';
import { createAdDashboardExecutor } from '../../../server/tools/create-ad-dashboard.ts';
import { queryAdDashboardExecutor } from '../../../server/tools/query-ad-dashboard.ts';
import { adCloseText } from '../../../server/ai/offline/skills/query-ad-dashboard-close.ts';
import { queryDashboardExecutor } from '../../../server/tools/query-dashboard.ts';
import { updateDashboardExecutor } from '../../../server/tools/update-dashboard.ts';
import { fixtureDataset, runJobs } from '../ad-dashboard/ad-dashboard-kit.ts';
import { AD_DAYS } from '../analytics/ad-components/ad-fixture.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { addUser } from '../helpers/users.ts';
import { joinTeamOf } from '../helpers/teams.ts';
import { SHOE_POSTS, authUser, readyDashboard, toolContext } from './tools-kit.ts';

/* The ad chat tools' executors on a small fixed dataset (the AD components' contract fixture). */

let t: TestApp;
let admin: AuthUser;
let spring: string;
let adBoard: string;

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  admin = await authUser(t);
  spring = await fixtureDataset(t, { teamId: admin.team!.id, name: 'Spring export' });
  await readyDashboard(t, admin, 'Running Shoes', SHOE_POSTS);
}, 120_000);
afterAll(async () => t?.close());

const en = () => toolContext(t, admin);
const zh = () => toolContext(t, admin, { locale: 'zh' });
const FIXTURE_RANGE = { kind: 'custom' as const, from: '2026-02-16', to: '2026-03-03' };

describe('create_ad_dashboard', () => {
  it('creates an AD dashboard from a dataset named in chat, the custom table cut by the tags asked for', async () => {
    const out = await createAdDashboardExecutor.execute(
      { dataset_names: ['spring EXPORT'], range: FIXTURE_RANGE, window: '7d_click', tag_by: ['product'] },
      en(),
    );
    if (out.outcome !== 'created') throw new Error(`expected created, got ${out.outcome}`);
    expect(out).toMatchObject({
      name: 'Spring export',
      status: 'generating',
      sample: false,
      window: '7d_click',
      level: 'ad',
      range: FIXTURE_RANGE,
      tag_by: ['product'],
      bound_samples: [],
      sources: [{ dataset_id: spring, name: 'Spring export', kind: 'file', state: 'success' }],
    });
    adBoard = out.dashboard_id;
    const detail = await detailById(t.deps.db, adBoard);
    expect(
      detail.components.find((c) => c.api_key === 'db_ad_custom_multi_dimensional_data')?.settings,
    ).toMatchObject({
      pivot: { dimensions: ['product'] },
    });
    await runJobs(t);
  });

  it('offers the AD dashboard over the same data instead of a copy, and makes one when asked anyway', async () => {
    const again = await createAdDashboardExecutor.execute({ dataset_ids: [spring] }, zh());
    expect(again).toEqual({
      outcome: 'duplicate',
      existing_dashboard_id: adBoard,
      existing_name: 'Spring export',
      name: 'Spring export',
    });
    const copy = await createAdDashboardExecutor.execute(
      { dataset_ids: [spring], allow_duplicate: true, name: 'Copy' },
      en(),
    );
    expect(copy).toMatchObject({ outcome: 'created', name: 'Copy' });
  });

  it('binds a sample account the team does not have yet, and labels the dashboard sample (zh request)', async () => {
    const out = await createAdDashboardExecutor.execute(
      { sample_accounts: ['tiktok'], range: { kind: 'days', days: 30 }, tag_by: ['product'] },
      zh(),
    );
    if (out.outcome !== 'created') throw new Error(`expected created, got ${out.outcome}`);
    expect(out).toMatchObject({ sample: true, bound_samples: ['tiktok'], range: { kind: 'days', days: 30 } });
    expect(out.sources).toEqual([
      expect.objectContaining({ kind: 'sample', platform: 'tiktok', state: 'syncing' }),
    ]);
    const bound = await t.deps.db.select().from(adDatasets);
    expect(bound.filter((d) => d.kind === 'sample').map((d) => d.accountId)).toEqual(['sample-tiktok']);
    // Asked again, the bound account is used, not bound twice: the same data, so the dashboard is offered.
    const again = await createAdDashboardExecutor.execute({ sample_accounts: ['tiktok'] }, en());
    expect(again).toMatchObject({ outcome: 'duplicate', existing_dashboard_id: out.dashboard_id });
  });

  it('answers an upload with what the card needs to take the file, and the request to finish it with', async () => {
    const out = await createAdDashboardExecutor.execute(
      { upload: true, platform: 'meta', range: { kind: 'preset', preset: '1m' }, tag_by: ['product'] },
      zh(),
    );
    expect(out).toEqual({
      outcome: 'needs_upload',
      platform: 'meta',
      upload: {
        path: '/api/ad_data/add',
        check_path: '/api/ad_data/check',
        template: {
          csv: '/api/ad_data/template?format=csv&lang=zh',
          xlsx: '/api/ad_data/template?format=xlsx&lang=zh',
        },
        accept: ['.csv', '.xlsx'],
        max_bytes: 100_000_000,
        client_id: null,
      },
      then: { range: { kind: 'preset', preset: '1m' }, tag_by: ['product'] },
    });
  });

  it('asks back instead of guessing: several datasets and none named, or a name that matches none', async () => {
    await fixtureDataset(t, { teamId: admin.team!.id, name: 'Autumn export' });
    const unclear = await createAdDashboardExecutor.execute({ window: '1d_click' }, en());
    if (unclear.outcome !== 'choose_source') throw new Error(`expected a choice, got ${unclear.outcome}`);
    expect(unclear.candidates.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Spring export', 'Autumn export']),
    );
    // The Meta sample is not bound yet; TikTok's is.
    expect(unclear.samples).toEqual(['meta']);
    expect(unclear.request).toEqual({ window: '1d_click' });
    const unknown = await createAdDashboardExecutor.execute({ dataset_names: ['Winter export'] }, en());
    expect(unknown).toMatchObject({ outcome: 'choose_source', unmatched: ['Winter export'] });
  });

  it('is refused to a team viewer, like adDashboard.add', async () => {
    const watcher = await addUser(t.deps.db, 'ad-watcher', 'ad-watcher-password-1');
    await joinTeamOf(t.deps, 'admin', watcher, 'viewer');
    const viewer = await authUser(t, 'ad-watcher');
    await expect(
      createAdDashboardExecutor.execute({ dataset_ids: [spring] }, toolContext(t, viewer)),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('query_ad_dashboard', () => {
  const ask = (input: Parameters<typeof queryAdDashboardExecutor.execute>[0], ctx = en()) =>
    queryAdDashboardExecutor.execute(input, { ...ctx, activeDashboardId: adBoard });

  it('"which hook had the best ROI last week?": the hooks by ROI over the data\'s last week', async () => {
    const out = await ask({
      question: 'breakdown',
      by: 'hook',
      metric: 'roi',
      period: { last: 1, unit: 'week' },
    });
    // The data ends on 2026-03-03: its last week is 02-25 … 03-03. Under 7-day click, Scarcity (A4) $2 → $100;
    // Discount (A1) $150 → $500.
    expect(out.period).toEqual({ from: '2026-02-25', to: '2026-03-03', last: 1, unit: 'week' });
    expect(out).toMatchObject({
      question: 'breakdown',
      by: 'hook',
      metric: 'roi',
      rank: 'highest',
      kind: 'chart',
    });
    expect(out.columns).toEqual(['value', 'period', 'this_week', 'last_week', 'change']);
    expect(out.rows.slice(0, 2).map((r) => r[0])).toEqual(['Scarcity', 'Discount']);
    expect(out.rows[0]![1]).toBe(50);
    expect(out.rows[1]![1]).toBeCloseTo(500 / 150, 10);
    // 7-day click is the dashboard's window: every source reports it.
    expect(out).toMatchObject({ window: '7d_click', not_measured: [], sample: false, data_days: null });
  });

  it('"哪个产品的转化成本上涨最多？": the product whose cost per purchase rose most week over week', async () => {
    const out = await ask(
      { question: 'change', by: 'product', metric: 'cost_per_purchase', direction: 'up' },
      zh(),
    );
    // 7-day click, Running shoes: this week $202 / 11 purchases, last week $100 / 8; Game had no purchases.
    expect(out.columns).toEqual(['value', 'this_week', 'last_week', 'change']);
    expect(out.rows).toHaveLength(1);
    const [value, thisWeek, lastWeek, change] = out.rows[0]!;
    expect(value).toBe('Running shoes');
    expect(thisWeek).toBeCloseTo(202 / 11, 10);
    expect(lastWeek).toBeCloseTo(100 / 8, 10);
    expect(change).toBeCloseTo(202 / 11 / (100 / 8) - 1, 10);
    expect(out.chart?.x).toEqual(['Running shoes']);
  });

  it('spend by campaign, with this week against last week', async () => {
    const out = await ask({ question: 'breakdown', by: 'campaign' });
    expect(out.metric).toBe('amount_spent_usd');
    expect(out.rows).toEqual([
      ['Spring Sale', 322, 202, 100, 1.02],
      ['App Push', 120, 40, 80, -0.5],
    ]);
  });

  it('"哪些广告的ROI低于1": only the values within the bounds, counted, from the lowest under a bound', async () => {
    const under = await ask({ question: 'breakdown', by: 'campaign', below: 200 });
    expect(under).toMatchObject({ rank: 'lowest', below: 200, above: null, matched: 1 });
    expect(under.rows).toEqual([['App Push', 120, 40, 80, -0.5]]);
    const over = await ask({ question: 'breakdown', by: 'campaign', above: 100, limit: 1 });
    expect(over).toMatchObject({ rank: 'highest', matched: 2 });
    expect(over.rows.map((r) => r[0])).toEqual(['Spring Sale']);
    expect(adCloseText(over, 'en')).toBe(
      'From 2026-02-16 to 2026-03-03, 2 campaigns have spend above $100; the highest is “Spring Sale”: $322.00.',
    );
    const none = await ask({ question: 'breakdown', by: 'campaign', above: 1000 });
    expect(none).toMatchObject({ rows: [], matched: 0 });
    expect(adCloseText(none, 'zh')).toBe('2026-02-16至2026-03-03没有花费高于$1,000的广告系列。');
    // A rate's bound is in percent: between the two campaigns' click-through rates keeps the lower one.
    const rates = await ask({ question: 'breakdown', by: 'campaign', metric: 'ctr' });
    const [high, low] = rates.rows as [[string, number], [string, number]];
    const between = ((high[1] + low[1]) / 2) * 100;
    const lower = await ask({ question: 'breakdown', by: 'campaign', metric: 'ctr', below: between });
    expect(lower.rows.map((r) => r[0])).toEqual([low[0]]);
    expect(adCloseText(lower, 'en')).toContain(`CTR below ${between.toLocaleString('en-US')}%`);
  });

  it('"TikTok的花费是多少": one platform\'s ads only, from a file that holds two', async () => {
    // The fixture with its app ad (A3, the App Push campaign) bought on TikTok, the rest on Meta.
    const mixed = await fixtureDataset(t, {
      teamId: admin.team!.id,
      name: 'Two platforms',
      rows: AD_DAYS.map((r) => (r.adId === 'A3' ? { ...r, platform: 'tiktok', media: 'tiktok' } : r)),
    });
    const board = await createAdDashboardExecutor.execute(
      { dataset_ids: [mixed], name: 'Two platforms', range: FIXTURE_RANGE },
      en(),
    );
    if (board.outcome !== 'created') throw new Error(`expected created, got ${board.outcome}`);
    await runJobs(t);
    const on = (platform: 'meta' | 'tiktok' | undefined, input: Parameters<typeof ask>[0]) =>
      queryAdDashboardExecutor.execute(
        { ...input, dashboard_id: board.dashboard_id, ...(platform ? { platform } : {}) },
        zh(),
      );
    const spend = { question: 'overview', metric: 'amount_spent_usd' } as const;
    // Over the period, this week, last week and the change: the two platforms add up to the whole.
    expect((await on(undefined, spend)).rows).toEqual([['amount_spent_usd', 442, 242, 180, 62 / 180]]);
    expect(await on('tiktok', spend)).toMatchObject({
      platform: 'tiktok',
      rows: [['amount_spent_usd', 120, 40, 80, -0.5]],
    });
    expect((await on('meta', spend)).rows).toEqual([['amount_spent_usd', 322, 202, 100, 1.02]]);
    // Per ad (the ad rollup) and per place (the place rollup): neither keeps the platform.
    expect((await on('tiktok', { question: 'breakdown', by: 'campaign' })).rows).toEqual([
      ['App Push', 120, 40, 80, -0.5],
    ]);
    expect((await on('meta', { question: 'breakdown', by: 'media' })).rows.map((r) => r[0])).not.toContain(
      'tiktok',
    );
    expect((await on('tiktok', { question: 'breakdown', by: 'media' })).rows).toEqual([
      ['tiktok', 120, 40, 80, -0.5],
    ]);
    expect((await on(undefined, spend)).platform).toBeNull();
    // A platform the data does not hold: no answer rather than zeros, and the sentence says why.
    const google = { ...spend, platform: 'google' as const, dashboard_id: board.dashboard_id };
    for (const question of ['overview', 'breakdown'] as const) {
      const none = await queryAdDashboardExecutor.execute({ ...google, question }, en());
      expect(none).toMatchObject({ rows: [], data_days: null, platform: 'google' });
      expect(adCloseText(none, 'en')).toBe('There are no Google ads from 2026-02-16 to 2026-03-03.');
    }
  });

  it('"how is our budget pacing": the spend against the budget over the dashboard\'s own period', async () => {
    const setBudget = (budget_usd: number | null) =>
      updateDashboardExecutor.execute(updateDashboardExecutor.contract.input.parse({ budget_usd }), {
        ...en(),
        activeDashboardId: adBoard,
      });
    // Dates asked with it do not move it: the budget is the dashboard period's. Its data reaches the period's end.
    const none = await ask({ question: 'budget', period: { last: 1, unit: 'week' } });
    expect(none).toMatchObject({
      question: 'budget',
      kind: 'chart',
      period: { from: '2026-02-16', to: '2026-03-03' },
      columns: ['amount_budget_usd', 'amount_spent_usd', 'amount_remain_usd', 'spent_share', 'elapsed_share'],
      rows: [[null, 442, null, null, 1]],
    });
    expect(none.chart?.series[0]?.data.at(-1)).toBe(442);
    await setBudget(5000);
    try {
      const set = await ask({ question: 'budget' }, zh());
      expect(set.rows).toEqual([[5000, 442, 4558, 442 / 5000, 1]]);
      expect(adCloseText(set, 'zh')).toBe(
        '2026-02-16至2026-03-03的预算$5,000.00，已花费$442.00（8.84%），还剩$4,558.00；这段时间已过去100.00%。',
      );
    } finally {
      await setBudget(null);
      await runJobs(t);
    }
  });

  it('the best and the worst ads, with the rule of who ranks', async () => {
    const best = await ask({ question: 'top_ads' });
    expect(best.rows.map((r) => [r[0], r[1]])).toEqual([
      [1, 'Runner video'],
      [2, 'Game trailer'],
    ]);
    expect(best.rule?.en).toContain('$110.50');
    const worst = await ask({ question: 'worst_ads' }, zh());
    expect(worst.rows.map((r) => r[1])).toEqual(['Game trailer', 'Runner video']);
  });

  it('the overview of every metric, or one, week over week; a metric day by day', async () => {
    const all = await ask({ question: 'overview' });
    expect(all.metric).toBeNull();
    expect(all.rows).toHaveLength(25);
    const spend = await ask({ question: 'overview', metric: 'amount_spent_usd' });
    expect(spend.rows).toEqual([['amount_spent_usd', 442, 242, 180, 62 / 180]]);
    const trend = await ask({ question: 'trend', metric: 'amount_spent_usd' });
    expect(trend.rows).toHaveLength(16);
    expect(trend.rows[0]).toEqual(['2026-02-16', 20]);
    expect(trend.chart?.type).toBe('line');
  });

  it('"上个月和这个月的花费对比": the period against another span, or the span of its length just before', async () => {
    const thisWeek = { from: '2026-02-25', to: '2026-03-03' };
    // r2 150 + r3 50 + r5 40 + r7 2 against the 7 days before, r1 100 + r4 80 (the overview's two weeks).
    const spend = await ask({ question: 'compare_periods', metric: 'amount_spent_usd', period: thisWeek });
    expect(spend).toMatchObject({
      question: 'compare_periods',
      metric: 'amount_spent_usd',
      period: thisWeek,
      versus: { from: '2026-02-18', to: '2026-02-24' },
      columns: ['metric', 'period', 'versus', 'change'],
      rows: [['amount_spent_usd', 242, 180, 62 / 180]],
    });
    // Purchases in the dashboard's 7-day click window: r2 10 + r7 1 against r1 8.
    const purchases = await ask({ question: 'compare_periods', metric: 'purchases', period: thisWeek });
    expect(purchases.rows).toEqual([['purchases', 11, 8, 3 / 8]]);
    // Asked dates are read as they are, also before the dashboard's period: r6 20 and the 02-10 row's 999.
    const february = await ask(
      {
        question: 'compare_periods',
        metric: 'amount_spent_usd',
        period: thisWeek,
        versus: { from: '2026-02-01', to: '2026-02-17' },
      },
      zh(),
    );
    expect(february.rows).toEqual([['amount_spent_usd', 242, 1019, (242 - 1019) / 1019]]);
    expect(adCloseText(february, 'zh')).toBe(
      '2026-02-25至2026-03-03对比2026-02-01至2026-02-17：花费$242.00，对比期$1,019.00（-76.25%）。',
    );
    // Every metric without one asked; a span without data is zeros to compare with, and no change.
    const all = await ask({
      question: 'compare_periods',
      period: thisWeek,
      versus: { from: '2025-01-01', to: '2025-01-31' },
    });
    expect(all.metric).toBeNull();
    expect(all.rows).toHaveLength(25);
    expect(all.rows.find((r) => r[0] === 'amount_spent_usd')).toEqual(['amount_spent_usd', 242, 0, null]);
    expect(adCloseText(all, 'en')).toContain(
      'From 2026-02-25 to 2026-03-03, against 2025-01-01 to 2025-01-31: spend $242.00 against $0.00 (–)',
    );
  });

  it('says where the data is when the asked dates hold none', async () => {
    const out = await ask({ question: 'breakdown', period: { from: '2025-01-01', to: '2025-01-31' } });
    expect(out.rows).toEqual([]);
    expect(out.data_days).toEqual({ from: '2026-02-10', to: '2026-03-03' });
  });

  it('says what to wait for or fix when the data cannot answer', async () => {
    const reading = await fixtureDataset(t, {
      teamId: admin.team!.id,
      name: 'Still parsing',
      state: 'parsing',
    });
    const waiting = await createAdDashboardExecutor.execute(
      { dataset_ids: [reading], name: 'Waiting' },
      en(),
    );
    if (waiting.outcome !== 'created') throw new Error(`expected created, got ${waiting.outcome}`);
    await expect(
      queryAdDashboardExecutor.execute({ question: 'overview', dashboard_id: waiting.dashboard_id }, zh()),
    ).rejects.toThrow('看板“Waiting”的广告数据仍在读取中');
    const broken = await fixtureDataset(t, { teamId: admin.team!.id, name: 'Broken', state: 'parsing' });
    const failing = await createAdDashboardExecutor.execute({ dataset_ids: [broken], name: 'Failing' }, en());
    if (failing.outcome !== 'created') throw new Error(`expected created, got ${failing.outcome}`);
    await t.deps.db.update(adDatasets).set({ state: 'failed' }).where(eq(adDatasets.id, broken));
    await expect(
      queryAdDashboardExecutor.execute({ question: 'overview', dashboard_id: failing.dashboard_id }, en()),
    ).rejects.toThrow('None of the ad data of “Failing” could be read');
  });

  it('keeps the social and the ad questions apart', async () => {
    await expect(
      queryAdDashboardExecutor.execute({ question: 'overview', dashboard_name: 'Running Shoes' }, en()),
    ).rejects.toThrow('“Running Shoes” is a social dashboard, not an ad dashboard');
    await expect(
      queryDashboardExecutor.execute({ question: 'top_posts', dashboard_name: 'Spring export' }, zh()),
    ).rejects.toThrow('“Spring export”是广告看板');
    // With the AD dashboard open in the panel, a social question goes to the latest social dashboard.
    const social = await queryDashboardExecutor.execute(
      { question: 'top_posts' },
      { ...en(), activeDashboardId: adBoard },
    );
    expect(social.dashboard_name).toBe('Running Shoes');
  });
});

describe('update_dashboard on an ad dashboard', () => {
  const update = (input: Record<string, unknown>, ctx = en()) =>
    updateDashboardExecutor.execute(updateDashboardExecutor.contract.input.parse(input), {
      ...ctx,
      activeDashboardId: adBoard,
    });

  it('sets its attribution window and budget as its settings do, and recomputes it', async () => {
    const out = await update({ attribution_window: '1d_click', budget_usd: 5000 });
    expect(out).toMatchObject({
      dashboard_id: adBoard,
      attribution_window: '1d_click',
      budget_usd: 5000,
      changed: ['attribution_window', 'budget_usd'],
    });
    const detail = await detailById(t.deps.db, adBoard);
    expect(detail.ad).toMatchObject({ window: '1d_click', budget_usd: 5000 });
    expect(detail.components.every((c) => c.state === 'stale')).toBe(true);
    // The same again changes nothing; null goes back to the data sources' budgets.
    expect((await update({ attribution_window: '1d_click' })).changed).toEqual([]);
    expect(await update({ budget_usd: null })).toMatchObject({ budget_usd: null, changed: ['budget_usd'] });
    await runJobs(t);
  });

  it('has no refresh to schedule, and a social dashboard has no window or budget', async () => {
    await expect(update({ frequency: 'weekly' }, zh())).rejects.toThrow('没有可设置的更新频率');
    await expect(
      updateDashboardExecutor.execute({ dashboard_name: 'Running Shoes', budget_usd: 100 }, en()),
    ).rejects.toThrow('“Running Shoes” is a social dashboard');
  });
});
