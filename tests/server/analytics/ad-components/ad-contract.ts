import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AD_COMPONENTS } from '../../../../src/lib/report-components/catalog.ts';
import {
  adResultSchemas,
  adScopeSchema,
  type AdDetailOptions,
} from '../../../../src/lib/report-components/ad-results.ts';
import { packAdDays } from '../../../../server/ads/packed-ad-days.ts';
import { AD_API_KEYS, computeAdComponents } from '../../../../server/analytics/ad-components/registry.ts';
import { hasAdDays } from '../../../../server/analytics/ad-components/ad-scans.ts';
import type { AnalyticsStore } from '../../../../server/analytics/store/analytics-store.ts';
import { AD_DAYS, BASE_SCOPE, loadAdFixture } from './ad-fixture.ts';

type Compared = {
  period: Record<string, number | null>;
  thisWeek: Record<string, number | null>;
  lastWeek: Record<string, number | null>;
  change: Record<string, number | null>;
};

/** The AD components' values on ad-fixture.ts, checked by hand; run once per engine. */
export function describeAdContract(engine: string, open: () => Promise<AnalyticsStore>) {
  describe(`AD components on ${engine}`, () => {
    let store: AnalyticsStore;
    beforeAll(async () => {
      store = await open();
      await loadAdFixture(store);
    }, 60_000);
    afterAll(async () => {
      await store?.close();
    });

    const one = async <K extends (typeof AD_API_KEYS)[number]>(
      key: K,
      scope: object = BASE_SCOPE,
      options = {},
    ) => (await computeAdComponents(store, scope, [key], options))[key];
    type MetricRow = {
      metric: string;
      period: number | null;
      thisWeek: number | null;
      lastWeek: number | null;
      change: number | null;
    };
    const metric = (result: { metrics: MetricRow[] }, name: string) =>
      result.metrics.find((m) => m.metric === name);

    it('computes every AD component of the catalog, each matching its schema', async () => {
      expect([...AD_API_KEYS].sort()).toEqual(AD_COMPONENTS.map((c) => c.api_key).sort());
      const all = await computeAdComponents(store, BASE_SCOPE, AD_API_KEYS);
      for (const key of AD_API_KEYS) expect(adResultSchemas[key].safeParse(all[key]).success, key).toBe(true);
    });

    it('overview: the period, this week and last week across the end of February, and the change', async () => {
      const overview = await one('db_ad_performance_overview');
      expect(overview.weeks).toEqual({
        thisWeek: { from: '2026-02-25', to: '2026-03-03' },
        lastWeek: { from: '2026-02-18', to: '2026-02-24' },
      });
      expect(overview.metrics.map((m) => m.metric)).toHaveLength(23);
      // Period r1–r7: 100+150+50+80+40+20+2; this week r2, r3, r5, r7; last week r1, r4.
      expect(metric(overview, 'amount_spent_usd')).toEqual({
        metric: 'amount_spent_usd',
        period: 442,
        thisWeek: 242,
        lastWeek: 180,
        change: 62 / 180,
      });
      expect(metric(overview, 'amount_budget_usd')).toEqual({
        metric: 'amount_budget_usd',
        period: 1000,
        thisWeek: null,
        lastWeek: null,
        change: null,
      });
      expect(metric(overview, 'amount_remain_usd')?.period).toBe(558);
      expect(metric(overview, 'impressions')).toMatchObject({
        period: 40200,
        thisWeek: 21200,
        lastWeek: 18000,
      });
      expect(metric(overview, 'purchases')).toMatchObject({
        period: 24,
        thisWeek: 13,
        lastWeek: 10,
        change: 0.3,
      });
      expect(metric(overview, 'purchases_conversion_value')).toMatchObject({
        period: 1125,
        thisWeek: 700,
        lastWeek: 400,
        change: 0.75,
      });
      const roi = metric(overview, 'roi')!;
      expect(roi.thisWeek).toBeCloseTo(700 / 242, 12);
      expect(roi.lastWeek).toBeCloseTo(400 / 180, 12);
      expect(roi.change).toBeCloseTo(700 / 242 / (400 / 180) - 1, 12);
      expect(metric(overview, 'ctr')?.period).toBeCloseTo(854 / 40200, 12);
      expect(metric(overview, 'cpm')?.period).toBeCloseTo((442 / 40200) * 1000, 12);
      expect(metric(overview, 'aov')?.thisWeek).toBeCloseTo(700 / 13, 12);
      expect(metric(overview, 'overall_conversion_rate')?.lastWeek).toBeCloseTo(10 / 360, 12);
      expect(metric(overview, 'install')).toMatchObject({
        period: 60,
        thisWeek: 20,
        lastWeek: 40,
        change: -0.5,
      });
    });

    it('each attribution window reads its own columns; ratios of a zero divisor and changes from zero are null', async () => {
      const at = async (window: string) => one('db_ad_performance_overview', { ...BASE_SCOPE, window });
      const click7 = await at('7d_click');
      expect(metric(click7, 'purchases')).toMatchObject({ period: 19, thisWeek: 11, lastWeek: 8 });
      expect(metric(click7, 'purchases_conversion_value')).toMatchObject({
        period: 920,
        thisWeek: 600,
        lastWeek: 320,
      });
      expect(metric(click7, 'install')).toMatchObject({
        period: 48,
        thisWeek: 16,
        lastWeek: 32,
        change: -0.5,
      });
      const click1 = await at('1d_click');
      expect(metric(click1, 'purchases')).toMatchObject({ period: 12, thisWeek: 7, lastWeek: 5 });
      expect(metric(click1, 'purchases_conversion_value')).toMatchObject({
        thisWeek: 400,
        lastWeek: 200,
        change: 1,
      });
      const view1 = await at('1d_view');
      expect(metric(view1, 'purchases')).toMatchObject({ period: 5, thisWeek: 3, lastWeek: 2, change: 0.5 });
      expect(metric(view1, 'install')).toEqual({
        metric: 'install',
        period: 0,
        thisWeek: 0,
        lastWeek: 0,
        change: null,
      });
      expect(metric(view1, 'cost_per_add_to_cart')).toMatchObject({
        period: null,
        thisWeek: null,
        change: null,
      });
      const appCost = await one('db_ad_app_cost_per_conversion', { ...BASE_SCOPE, window: '1d_view' });
      expect(appCost.metrics).toEqual([
        { metric: 'cost_per_install', period: null, thisWeek: null, lastWeek: null, change: null },
        { metric: 'cost_per_active', period: null, thisWeek: null, lastWeek: null, change: null },
      ]);
    });

    it('conversion components: counts, costs and the conversion rate', async () => {
      const result = await computeAdComponents(store, BASE_SCOPE, [
        'db_ad_app_conversion_performance',
        'db_ad_app_cost_per_conversion',
        'db_ad_conversion_performance',
        'db_ad_cost_per_conversion',
      ]);
      expect(result.db_ad_app_conversion_performance.metrics.map((m) => [m.metric, m.period])).toEqual([
        ['install', 60],
        ['active', 30],
        ['amount_spent_usd', 442],
      ]);
      // This week: spend 242, installs 20, actives 10; last week: 180, 40, 20.
      expect(metric(result.db_ad_app_cost_per_conversion, 'cost_per_install')).toMatchObject({
        thisWeek: 12.1,
        lastWeek: 4.5,
      });
      expect(metric(result.db_ad_conversion_performance, 'adds_to_cart')).toMatchObject({
        period: 56,
        thisWeek: 36,
        lastWeek: 20,
        change: 0.8,
      });
      expect(metric(result.db_ad_conversion_performance, 'overall_conversion_rate')?.period).toBeCloseTo(
        24 / 854,
        12,
      );
      expect(metric(result.db_ad_cost_per_conversion, 'cost_per_purchase')?.lastWeek).toBe(18);
      expect(metric(result.db_ad_cost_per_conversion, 'cost_per_checkout_initiated')?.period).toBeCloseTo(
        442 / 36,
        12,
      );
    });

    it('trend: every day of the period, zeros and null ratios on a day without rows', async () => {
      const trend = await one('db_ad_ads_data_trends');
      expect(trend.days).toHaveLength(16);
      expect(trend.days[0]).toMatchObject({
        day: '2026-02-16',
        values: { amount_spent_usd: 20, purchases: 1 },
      });
      expect(trend.days[1]!.values).toMatchObject({
        amount_spent_usd: 0,
        impressions: 0,
        ctr: null,
        roi: null,
      });
      const march = trend.days.find((d) => d.day === '2026-03-01')!;
      expect(march.values).toMatchObject({ amount_spent_usd: 150, link_clicks: 300, roi: 4 });
      expect(trend.days.at(-1)?.day).toBe('2026-03-03');
    });

    it('breakdowns by country and media, unknown as its own row, by spend', async () => {
      const {
        db_ad_country_data: country,
        db_ad_media_data: media,
        db_ad_marketing_data: marketing,
      } = await computeAdComponents(store, BASE_SCOPE, [
        'db_ad_country_data',
        'db_ad_media_data',
        'db_ad_marketing_data',
      ]);
      expect(
        country.rows.map((r) => [
          r.value,
          r.period.amount_spent_usd,
          r.thisWeek.amount_spent_usd,
          r.lastWeek.amount_spent_usd,
        ]),
      ).toEqual([
        ['US', 350, 150, 180],
        ['DE', 50, 50, 0],
        [null, 40, 40, 0],
        ['FR', 2, 2, 0],
      ]);
      const us = country.rows[0] as Compared;
      expect(us.change.amount_spent_usd).toBeCloseTo(150 / 180 - 1, 12);
      expect(country.rows[1]!.change.amount_spent_usd).toBeNull();
      expect(media.rows.map((r) => [r.value, r.period.amount_spent_usd])).toEqual([
        ['facebook', 390],
        ['instagram', 52],
      ]);
      expect(marketing.rows.map((r) => [r.value, r.period.amount_spent_usd, r.period.install])).toEqual([
        ['sales', 322, 0],
        ['app_promotion', 120, 60],
      ]);
    });

    it('tag breakdowns: untagged as its own row', async () => {
      const r = await computeAdComponents(store, BASE_SCOPE, [
        'db_ad_products_data',
        'db_ad_audiences_data',
        'db_ad_hooks_data',
      ]);
      expect(
        r.db_ad_products_data.rows.map((x) => [
          x.value,
          x.period.amount_spent_usd,
          x.thisWeek.amount_spent_usd,
          x.lastWeek.amount_spent_usd,
        ]),
      ).toEqual([
        ['Running shoes', 322, 202, 100],
        ['Game', 120, 40, 80],
      ]);
      expect(r.db_ad_audiences_data.rows.map((x) => [x.value, x.period.amount_spent_usd])).toEqual([
        ['Women 25-34', 272],
        ['Gamers', 120],
        [null, 50],
      ]);
      expect(
        r.db_ad_hooks_data.rows.map((x) => [
          x.value,
          x.period.amount_spent_usd,
          x.period.purchases_conversion_value,
        ]),
      ).toEqual([
        ['Discount', 270, 1025],
        [null, 120, 0],
        ['Free shipping', 50, 0],
        ['Scarcity', 2, 100],
      ]);
    });

    it('tag filters keep only ads carrying one of the tags of each dimension named', async () => {
      const shoes = await one('db_ad_performance_overview', {
        ...BASE_SCOPE,
        tags: { product: ['Running shoes'] },
      });
      // A1, A2, A4: 270 + 50 + 2; this week r2, r3, r7; last week r1.
      expect(metric(shoes, 'amount_spent_usd')).toMatchObject({ period: 322, thisWeek: 202, lastWeek: 100 });
      const discount = await one('db_ad_performance_overview', {
        ...BASE_SCOPE,
        tags: { product: ['Running shoes', 'Game'], hook: ['Discount'] },
      });
      expect(metric(discount, 'amount_spent_usd')?.period).toBe(270);
      // Breakdowns and a pivot by a fact-only column under a tag filter read the facts (the ad is needed).
      const shoesByCountry = await one('db_ad_country_data', {
        ...BASE_SCOPE,
        tags: { product: ['Running shoes'] },
      });
      expect(shoesByCountry.rows.map((r) => [r.value, r.period.amount_spent_usd])).toEqual([
        ['US', 270],
        ['DE', 50],
        ['FR', 2],
      ]);
      const shoesPivot = await one(
        'db_ad_custom_multi_dimensional_data',
        { ...BASE_SCOPE, tags: { product: ['Running shoes'] } },
        { pivot: { dimensions: ['media'], metrics: ['amount_spent_usd'] } },
      );
      expect(shoesPivot.rows.map((r) => [r.keys[0], r.values.amount_spent_usd])).toEqual([
        ['facebook', 270],
        ['instagram', 52],
      ]);
      const none = await one('db_ad_performance_overview', { ...BASE_SCOPE, tags: { audience: ['nobody'] } });
      expect(metric(none, 'amount_spent_usd')).toMatchObject({ period: 0, change: null });
      expect(metric(none, 'roi')?.period).toBeNull();
      const empty = await computeAdComponents(store, { ...BASE_SCOPE, tags: { audience: ['nobody'] } }, [
        'db_ad_excellent_ads_display',
        'db_ad_ads_consumption_progress',
        'db_ad_data_detail',
      ]);
      expect(empty.db_ad_excellent_ads_display).toMatchObject({ items: [], rule: { minSpendUsd: null } });
      expect(empty.db_ad_ads_consumption_progress).toMatchObject({
        spentUsd: 0,
        remainUsd: 1000,
        elapsedShare: 0,
        days: [],
      });
      expect(empty.db_ad_data_detail).toMatchObject({ total: 0, rows: [] });
    });

    it('a platform filter keeps only its rows, in every component whichever rollup it would read', async () => {
      // Every fixture row is Meta's: filtered to Meta, each component is as unfiltered; to TikTok, nothing.
      const keys = [
        'db_ad_performance_overview',
        'db_ad_country_data',
        'db_ad_products_data',
        'db_ad_data_detail',
        'db_ad_excellent_ads_display',
      ] as const;
      const all = await computeAdComponents(store, BASE_SCOPE, keys);
      expect(await computeAdComponents(store, { ...BASE_SCOPE, platforms: ['meta'] }, keys)).toEqual(all);
      const tiktok = { ...BASE_SCOPE, platforms: ['tiktok'] };
      const none = await computeAdComponents(store, tiktok, keys);
      expect(metric(none.db_ad_performance_overview, 'amount_spent_usd')).toMatchObject({ period: 0 });
      expect(none.db_ad_country_data).toMatchObject({ rows: [] });
      expect(none.db_ad_data_detail).toMatchObject({ total: 0, rows: [] });
      const byMedia = await one('db_ad_custom_multi_dimensional_data', tiktok, {
        pivot: { dimensions: ['media'], metrics: ['amount_spent_usd'] },
      });
      expect(byMedia.rows).toEqual([]);
      expect(await hasAdDays(store, adScopeSchema.parse({ ...BASE_SCOPE, platforms: ['meta'] }))).toBe(true);
      expect(await hasAdDays(store, adScopeSchema.parse(tiktok))).toBe(false);
    });

    it('data detail at each aggregation level, sorted and paged', async () => {
      const at = async (level: string, options = {}) =>
        one('db_ad_data_detail', { ...BASE_SCOPE, level }, { detail: options });
      const ads = await at('ad');
      expect(ads.total).toBe(4);
      expect(ads.rows.map((r) => [r.id, r.name, r.values.amount_spent_usd])).toEqual([
        ['A1', 'Runner video', 270],
        ['A3', 'Game trailer', 120],
        ['A2', 'Runner image', 50],
        ['A4', 'Lucky banner', 2],
      ]);
      expect(ads.rows[0]).toMatchObject({
        datasetId: 'ds1',
        campaignName: 'Spring Sale',
        adSetName: 'Women 25-34',
        creativeUrl: 'https://cdn.example.com/A1.jpg',
      });
      expect((await at('ad', { page: 2, pageSize: 3 })).rows.map((r) => r.id)).toEqual(['A4']);
      expect(
        (await at('ad', { sort: 'purchase_value', order: 'asc', pageSize: 2 })).rows.map((r) => r.id),
      ).toEqual(['A2', 'A3']);
      const campaigns = await at('campaign');
      expect(
        campaigns.rows.map((r) => [r.id, r.name, r.values.amount_spent_usd, r.adSetName, r.creativeUrl]),
      ).toEqual([
        ['C1', 'Spring Sale', 322, null, null],
        ['C2', 'App Push', 120, null, null],
      ]);
      const adSets = await at('ad_set');
      expect(adSets.rows.map((r) => [r.id, r.values.amount_spent_usd])).toEqual([
        ['S1', 272],
        ['S2', 120],
        ['S3', 50],
      ]);
      expect((await at('ad', { page: 9 })).total).toBe(4);
    });

    it('excellent and poor ads: ROI among those spending at least the average, stated in the result', async () => {
      const r = await computeAdComponents(store, BASE_SCOPE, [
        'db_ad_excellent_ads_display',
        'db_ad_poor_ads_display',
      ]);
      // Spend per ad 270, 50, 120, 2: average 110.5. A4's ROI of 50 on $2 does not rank; A1 (1025/270) and A3 (0) do.
      expect(r.db_ad_excellent_ads_display.rule).toMatchObject({
        metric: 'roi',
        order: 'desc',
        minSpendUsd: 110.5,
      });
      expect(r.db_ad_excellent_ads_display.rule.text.en).toContain('$110.50');
      expect(r.db_ad_excellent_ads_display.items.map((i) => [i.rank, i.id])).toEqual([
        [1, 'A1'],
        [2, 'A3'],
      ]);
      expect(r.db_ad_excellent_ads_display.items[0]!.values.roi).toBeCloseTo(1025 / 270, 12);
      expect(r.db_ad_poor_ads_display.items.map((i) => [i.rank, i.id])).toEqual([
        [1, 'A3'],
        [2, 'A1'],
      ]);
      const campaigns = await one('db_ad_excellent_ads_display', { ...BASE_SCOPE, level: 'campaign' });
      // C1 322 (value 1125), C2 120: average 221, only C1 ranks.
      expect(campaigns.items.map((i) => i.id)).toEqual(['C1']);
      expect(campaigns.rule.minSpendUsd).toBe(221);
    });

    it('a detail page beside the ranked components is one statement, and reads as each alone', async () => {
      const RANKED = [
        'db_ad_excellent_ads_display',
        'db_ad_poor_ads_display',
        'llm_ad_potential_ads_analysis',
      ];
      let queries = 0;
      const counted = {
        engine: store.engine,
        all: ((sql, params) => {
          queries++;
          return store.all(sql, params);
        }) as AnalyticsStore['all'],
      };
      const pages: Partial<AdDetailOptions>[] = [
        {},
        { page: 2, pageSize: 3 },
        { sort: 'purchase_value', order: 'asc', pageSize: 2 },
        { page: 9 },
      ];
      for (const level of ['ad', 'campaign'])
        for (const detail of pages) {
          const scope = { ...BASE_SCOPE, level };
          queries = 0;
          const alone = await computeAdComponents(counted, scope, ['db_ad_data_detail'], { detail });
          const ranked = await computeAdComponents(counted, scope, RANKED as typeof AD_API_KEYS);
          const apart = queries;
          queries = 0;
          const both = await computeAdComponents(
            counted,
            scope,
            ['db_ad_data_detail', ...RANKED] as typeof AD_API_KEYS,
            { detail },
          );
          expect(queries, `${level} ${JSON.stringify(detail)}`).toBeLessThan(apart);
          expect(both.db_ad_data_detail).toEqual(alone.db_ad_data_detail);
          for (const key of RANKED)
            expect(both[key as keyof typeof both]).toEqual(ranked[key as keyof typeof ranked]);
        }
      const page = await computeAdComponents(
        store,
        BASE_SCOPE,
        ['db_ad_data_detail', 'db_ad_poor_ads_display'],
        {
          detail: { sort: 'purchase_value', order: 'asc', pageSize: 2 },
        },
      );
      expect(page.db_ad_data_detail.rows.map((r) => r.id)).toEqual(['A2', 'A3']);
      expect(page.db_ad_poor_ads_display.items.map((i) => i.id)).toEqual(['A3', 'A1']);
    });

    it('spend progress against the budget, day by day', async () => {
      const p = await one('db_ad_ads_consumption_progress');
      expect(p).toMatchObject({
        budgetUsd: 1000,
        spentUsd: 442,
        remainUsd: 558,
        spentShare: 0.442,
        elapsedShare: 1,
      });
      expect(p.days).toHaveLength(16);
      expect(p.days[2]).toEqual({ day: '2026-02-18', spendUsd: 100, cumulativeUsd: 120, remainUsd: 880 });
      const noBudget = await one('db_ad_ads_consumption_progress', {
        ...BASE_SCOPE,
        budgetUsd: undefined,
        to: '2026-03-10',
      });
      expect(noBudget).toMatchObject({
        budgetUsd: null,
        remainUsd: null,
        spentShare: null,
        elapsedShare: 16 / 23,
      });
    });

    it('pivot: chosen dimensions and metrics; weeks end on the anchor', async () => {
      const byWeek = await one('db_ad_custom_multi_dimensional_data', BASE_SCOPE, {
        pivot: { dimensions: ['week'], metrics: ['amount_spent_usd', 'roi'] },
      });
      expect(byWeek.total).toBe(3);
      expect(byWeek.rows).toEqual([
        { keys: ['2026-02-25'], labels: ['2026-02-25'], values: { amount_spent_usd: 242, roi: 700 / 242 } },
        { keys: ['2026-02-18'], labels: ['2026-02-18'], values: { amount_spent_usd: 180, roi: 400 / 180 } },
        { keys: ['2026-02-11'], labels: ['2026-02-11'], values: { amount_spent_usd: 20, roi: 1.25 } },
      ]);
      const byProductCountry = await one('db_ad_custom_multi_dimensional_data', BASE_SCOPE, {
        pivot: { dimensions: ['product', 'country'], metrics: ['amount_spent_usd'] },
      });
      expect(byProductCountry.rows.map((r) => [...r.keys, r.values.amount_spent_usd])).toEqual([
        ['Running shoes', 'US', 270],
        ['Game', 'US', 80],
        ['Running shoes', 'DE', 50],
        ['Game', null, 40],
        ['Running shoes', 'FR', 2],
      ]);
      const byMediaDay = await one('db_ad_custom_multi_dimensional_data', BASE_SCOPE, {
        pivot: { dimensions: ['media', 'objective'], metrics: ['amount_spent_usd', 'install'] },
      });
      expect(byMediaDay.rows.map((r) => [...r.keys, r.values.amount_spent_usd, r.values.install])).toEqual([
        ['facebook', 'sales', 270, 0],
        ['facebook', 'app_promotion', 120, 60],
        ['instagram', 'sales', 52, 0],
      ]);
      const byCampaign = await one('db_ad_custom_multi_dimensional_data', BASE_SCOPE, {
        pivot: { dimensions: ['campaign', 'hook'], metrics: ['purchases'] },
      });
      expect(byCampaign.rows.map((r) => [...r.keys, ...r.labels, r.values.purchases])).toEqual([
        ['C1', 'Discount', 'Spring Sale', 'Discount', 23],
        ['C2', null, 'App Push', null, 0],
        ['C1', 'Free shipping', 'Spring Sale', 'Free shipping', 0],
        ['C1', 'Scarcity', 'Spring Sale', 'Scarcity', 1],
      ]);
    });

    it('refuses a pivot or a scope outside the fixed lists', async () => {
      const bad = [
        { dimensions: [], metrics: ['roi'] },
        { dimensions: ['day', 'day'], metrics: ['roi'] },
        { dimensions: ['day; drop table analytics.ad_days'], metrics: ['roi'] },
        { dimensions: ['day', 'week', 'ad', 'country'], metrics: ['roi'] },
        { dimensions: ['day'], metrics: ['amount_budget_usd'] },
        { dimensions: ['day'], metrics: ['roi', 'roi'] },
      ];
      for (const pivot of bad) {
        await expect(
          computeAdComponents(store, BASE_SCOPE, ['db_ad_custom_multi_dimensional_data'], {
            pivot: pivot as never,
          }),
          JSON.stringify(pivot),
        ).rejects.toMatchObject({ code: 'AD_PIVOT_INVALID' });
      }
      for (const scope of [
        { ...BASE_SCOPE, window: '28d_click' },
        { ...BASE_SCOPE, level: 'account' },
        { ...BASE_SCOPE, from: '2026-02-30' },
        { ...BASE_SCOPE, from: '2026-03-04' },
        { ...BASE_SCOPE, datasetIds: [] },
      ]) {
        await expect(computeAdComponents(store, scope, ['db_ad_performance_overview'])).rejects.toMatchObject(
          {
            code: 'AD_SCOPE_INVALID',
          },
        );
      }
      await expect(computeAdComponents(store, BASE_SCOPE, ['db_nope' as never])).rejects.toThrow(
        /Not an AD component/,
      );
    });

    it('analyses: computed items, worded only with their numbers', async () => {
      const r = await computeAdComponents(store, BASE_SCOPE, [
        'llm_ad_fluctuating_products_analysis',
        'llm_ad_potential_audiences_analysis',
        'llm_ad_potential_hooks_analysis',
        'llm_ad_potential_ads_analysis',
      ]);
      const products = r.llm_ad_fluctuating_products_analysis;
      // Running shoes 100 → 202 (|Δ| 102), Game 80 → 40 (|Δ| 40).
      expect(products.items.map((i) => i.label)).toEqual(['Running shoes', 'Game']);
      expect(products.items[0]!.numbers).toMatchObject({
        spend_this_week: 202,
        spend_last_week: 100,
        spend_change: 1.02,
        roi_last_week: 4,
      });
      expect(products.items[1]!.numbers).toMatchObject({
        spend_change: -0.5,
        roi_this_week: 0,
        roi_change: null,
      });
      expect(products.text.en).toContain(
        'Product “Running shoes”: spend $202.00 this week vs $100.00 last week (+102.0%); ROI 3.47 vs 4.00',
      );
      expect(products.text.zh).toContain('产品「Game」：本周花费 $40.00，上周 $80.00（-50.0%）');
      expect(products.writer).toBe('builtin');
      // Hooks with spend: Discount 270, Free shipping 50, Scarcity 2 (average 107.3333); overall ROI 1125/442.
      expect(
        r.llm_ad_potential_hooks_analysis.items.map((i) => [i.label, i.numbers.spend, i.numbers.roi]),
      ).toEqual([['Scarcity', 2, 50]]);
      // Audiences: Women 25-34 272 (ROI 4.14), Gamers 120 (ROI 0); average 196: Gamers spends less but earns nothing.
      expect(r.llm_ad_potential_audiences_analysis.items).toEqual([]);
      expect(r.llm_ad_potential_audiences_analysis.text.en).toBe(
        'No audience does as well as the whole on less spend.',
      );
      expect(
        r.llm_ad_potential_ads_analysis.items.map((i) => [i.id, i.numbers.spend, i.numbers.average_spend]),
      ).toEqual([['A4', 2, 110.5]]);
      for (const key of [
        'llm_ad_potential_hooks_analysis',
        'llm_ad_fluctuating_products_analysis',
      ] as const) {
        const numbers = r[key].items
          .flatMap((i) => Object.values(i.numbers))
          .filter((n): n is number => n !== null);
        // Every number written is one of the item's, as money, ROI, a percentage (sign apart) or a count.
        const allowed = new Set(
          numbers.map(Math.abs).flatMap((n) => [n.toFixed(2), (n * 100).toFixed(1), String(Math.round(n))]),
        );
        for (const said of `${r[key].text.en}\n${r[key].text.zh}`.match(/\d+(\.\d+)?/g) ?? []) {
          expect(allowed.has(said), `${key}: ${said}`).toBe(true);
        }
      }
    });

    it('replaces a dataset all or nothing, and deletes one', async () => {
      const before = await one('db_ad_performance_overview');
      const broken = [...AD_DAYS.slice(0, 3), { ...AD_DAYS[3]!, impressions: -1 }];
      await expect(store.replaceAdDays('ds1', broken)).rejects.toThrow(/impressions/);
      await expect(store.replaceAdDays('ds1', [{ ...AD_DAYS[0]!, datasetId: 'ds2' }])).rejects.toThrow(
        /dataset/,
      );
      await expect(store.replaceAdDays('ds1', [{ ...AD_DAYS[0]!, day: '2026-02-30' }])).rejects.toThrow(
        /day/,
      );
      await expect(store.replaceAdDays('ds1', [{ ...AD_DAYS[0]!, adName: 'a\0b' }])).rejects.toThrow(/NUL/);
      expect(await one('db_ad_performance_overview')).toEqual(before);
      expect(await store.replaceAdDays('ds1', AD_DAYS)).toBe(AD_DAYS.length);
      expect(await one('db_ad_performance_overview')).toEqual(before);
      const both = await one('db_ad_performance_overview', { ...BASE_SCOPE, datasetIds: ['ds1', 'ds2'] });
      expect(metric(both, 'amount_spent_usd')?.period).toBe(942);
      await store.deleteAdDataset('ds2');
      const gone = await one('db_ad_performance_overview', { ...BASE_SCOPE, datasetIds: ['ds1', 'ds2'] });
      expect(gone).toEqual(before);
    });

    it('replaces a dataset in slices: nothing seen before the commit, a bad slice or an abort keeps the old rows', async () => {
      const count = async (dataset: string, table = 'ad_days') =>
        (
          await store.all<{ n: number }>(
            `select count(*) as n from analytics.${table} where dataset_id = $1`,
            [dataset],
          )
        )[0]!.n;
      const rows = (dataset: string) => AD_DAYS.map((r) => ({ ...r, datasetId: dataset }));
      await store.replaceAdDays('ds5', rows('ds5').slice(0, 2));

      const first = await store.beginAdDaysReplacement('ds5');
      const other = await store.beginAdDaysReplacement('ds6');
      await first.append(rows('ds5').slice(0, 3));
      await other.append(rows('ds6').slice(0, 1));
      // Packed where they were made (the import thread's slices), checked the same.
      await first.appendPacked(packAdDays(rows('ds5').slice(3)));
      expect(await count('ds5')).toBe(2);
      expect(await first.commit()).toBe(AD_DAYS.length);
      expect(await count('ds5')).toBe(AD_DAYS.length);
      expect(await count('ds5', 'ad_day_ads')).toBeGreaterThan(0);
      await other.abort();
      expect(await count('ds6')).toBe(0);

      // Row numbers run across slices; a refused replacement takes nothing more and writes nothing.
      const bad = await store.beginAdDaysReplacement('ds5');
      await bad.append(rows('ds5').slice(0, 2));
      await expect(
        bad.appendPacked(packAdDays([rows('ds5')[0]!, { ...rows('ds5')[1]!, linkClicks: -1 }])),
      ).rejects.toThrow(/link_clicks.*row 3/);
      await expect(bad.commit()).rejects.toThrow(/refused/);
      await bad.abort();
      expect(await count('ds5')).toBe(AD_DAYS.length);

      // From a day on: the days before stay, a row before it is refused.
      const days = AD_DAYS.map((r) => r.day).sort();
      const from = days[Math.floor(days.length / 2)]!;
      const later = await store.beginAdDaysReplacement('ds5', { fromDay: from });
      await expect(later.append([{ ...rows('ds5')[0]!, day: '2000-01-01' }])).rejects.toThrow(/on or after/);
      await later.abort();
      const tail = await store.beginAdDaysReplacement('ds5', { fromDay: from });
      await tail.append(rows('ds5').filter((r) => r.day === days.at(-1)));
      await tail.commit();
      expect(await count('ds5')).toBe(
        AD_DAYS.filter((r) => r.day < from).length + AD_DAYS.filter((r) => r.day === days.at(-1)).length,
      );
      const [rollup] = await store.all<{ spend: number }>(
        'select sum(spend_usd) as spend from analytics.ad_day_ads where dataset_id = $1',
        ['ds5'],
      );
      const [facts] = await store.all<{ spend: number }>(
        'select sum(spend_usd) as spend from analytics.ad_days where dataset_id = $1',
        ['ds5'],
      );
      expect(rollup!.spend).toBeCloseTo(facts!.spend, 6);
      await expect(store.beginAdDaysReplacement('ds5', { fromDay: '2026-02-30' })).rejects.toThrow(/day/);
      await store.deleteAdDataset('ds5');
    });

    it('sums the rows of one ad and day across countries and placements', async () => {
      const [r1] = AD_DAYS;
      const rows = [
        { ...r1!, datasetId: 'ds4' },
        { ...r1!, datasetId: 'ds4', country: 'CA', channel: 'stories', spendUsd: 30, impressions: 500 },
      ];
      await store.replaceAdDays('ds4', rows);
      const scope = { ...BASE_SCOPE, datasetIds: ['ds4'] };
      const r = await computeAdComponents(store, scope, [
        'db_ad_data_detail',
        'db_ad_country_data',
        'db_ad_ads_data_trends',
      ]);
      expect(
        r.db_ad_data_detail.rows.map((x) => [x.id, x.values.amount_spent_usd, x.values.impressions]),
      ).toEqual([['A1', 130, 10500]]);
      expect(r.db_ad_country_data.rows.map((x) => [x.value, x.period.amount_spent_usd])).toEqual([
        ['US', 100],
        ['CA', 30],
      ]);
      expect(r.db_ad_ads_data_trends.days.find((d) => d.day === '2026-02-18')?.values.purchases).toBe(20);
      await store.deleteAdDataset('ds4');
      for (const table of ['ad_days', 'ad_day_ads', 'ad_day_places']) {
        const left = await store.all(`select count(*) as n from analytics.${table} where dataset_id = $1`, [
          'ds4',
        ]);
        expect(left, table).toEqual([{ n: 0 }]);
      }
    });

    it('keeps hostile text as written', async () => {
      const names = [
        'O\'Brien "quoted" \\ back',
        '跑鞋 🏃 ✓',
        'broken \ud800 half',
        '<script>alert(1)</script>',
      ];
      const rows = names.map((adName, i) => ({ ...AD_DAYS[0]!, datasetId: 'ds3', adId: `H${i}`, adName }));
      await store.replaceAdDays('ds3', rows);
      await store.replaceAdTags('ds3', [
        { datasetId: 'ds3', adId: 'H1', dimension: 'product', tag: '跑鞋 🏃', source: 'person' },
      ]);
      const detail = await one(
        'db_ad_data_detail',
        { ...BASE_SCOPE, datasetIds: ['ds3'] },
        { detail: { sort: 'spend' } },
      );
      expect(detail.rows.map((r) => r.name).sort()).toEqual(
        ['O\'Brien "quoted" \\ back', '跑鞋 🏃 ✓', 'broken \ufffd half', '<script>alert(1)</script>'].sort(),
      );
      const tagged = await one('db_ad_products_data', {
        ...BASE_SCOPE,
        datasetIds: ['ds3'],
        tags: { product: ['跑鞋 🏃'] },
      });
      expect(tagged.rows.map((r) => r.value)).toEqual(['跑鞋 🏃']);
      await store.deleteAdDataset('ds3');
    });
  });
}
