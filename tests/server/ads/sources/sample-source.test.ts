import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AdDayRow } from '../../../../server/ads/ad-day-row.ts';
import type { AdAccountBinding } from '../../../../server/ads/sources/ad-source.ts';
import type { AdSourceError } from '../../../../server/ads/sources/ad-source-error.ts';
import { createAdSources } from '../../../../server/ads/sources/create-ad-source.ts';
import { SAMPLE_ACCOUNTS, SAMPLE_PRODUCTS } from '../../../../server/ads/sources/sample/sample-catalog.ts';
import { planSampleAds } from '../../../../server/ads/sources/sample/sample-plan.ts';
import {
  createSampleSource,
  SAMPLE_ACCOUNT_BINDINGS,
} from '../../../../server/ads/sources/sample/sample-source.ts';
import { readAll } from './fixtures.ts';

const END = '2026-11-24';
const FIRST = '2026-07-28';
const meta = { platform: 'meta' as const, accountId: 'sample-meta', token: '' };
const tiktok = { platform: 'tiktok' as const, accountId: 'sample-tiktok', token: '' };

function read(
  binding: AdAccountBinding = meta,
  opts: { ads?: number; since?: string; until?: string; pageSize?: number } = {},
) {
  const src = createSampleSource({
    platform: binding.platform,
    adsPerAccount: opts.ads ?? 240,
    endDay: () => END,
    pageSize: opts.pageSize,
  });
  return readAll(src, {
    datasetId: 'sample1',
    binding,
    since: opts.since ?? FIRST,
    until: opts.until ?? END,
  });
}

const digest = (rows: AdDayRow[]) => createHash('sha256').update(JSON.stringify(rows)).digest('hex');
const sum = (rows: AdDayRow[], f: (r: AdDayRow) => number) => rows.reduce((s, r) => s + f(r), 0);

describe('sample ad source', () => {
  it('is the same on every read and every install, and differs between accounts', async () => {
    const a = await read();
    const b = await read();
    expect(a.error).toBeNull();
    expect(a.rows.length).toBeGreaterThan(20_000);
    expect(digest(a.rows)).toBe(digest(b.rows));
    const t = await read(tiktok);
    expect(digest(t.rows)).not.toBe(digest(a.rows));
  });

  it('labels every row and the account as sample', async () => {
    const { rows } = await read(tiktok, { ads: 40 });
    expect(rows.every((r) => r.sample)).toBe(true);
    const sources = createAdSources({ sample: { endDay: () => END } });
    for (const binding of SAMPLE_ACCOUNT_BINDINGS) {
      const source = sources.sourceFor(binding);
      expect(source.sample).toBe(true);
      expect(await source.describeAccount(binding)).toMatchObject({
        sample: true,
        status: 'active',
        platformStatus: 'SAMPLE',
      });
    }
    expect(sources.sourceFor({ platform: 'meta', accountId: '1234567890' }).sample).toBe(false);
    expect(() => sources.sourceFor({ platform: 'google', accountId: '123-456-7890' })).toThrow(
      expect.objectContaining({ code: 'AD_SOURCE_PLATFORM_UNSUPPORTED' }),
    );
    const unknown = await sources
      .sourceFor(meta)
      .describeAccount({ ...meta, accountId: 'sample-meta-2' })
      .catch((e: unknown) => e);
    // An id that is not a sample account goes to the real source; asking the sample source directly says not found.
    expect(unknown).toBeDefined();
    const direct = createSampleSource({ platform: 'meta' });
    const err = (await direct.describeAccount(tiktok).catch((e: unknown) => e)) as AdSourceError;
    expect(err.code).toBe('AD_SOURCE_ACCOUNT_NOT_FOUND');
  });

  it('keeps to the asked range and to its 120 days, in pages of at most the page size', async () => {
    const { pages, rows } = await read(meta, {
      ads: 60,
      since: '2026-07-20',
      until: '2026-08-03',
      pageSize: 500,
    });
    const days = [...new Set(rows.map((r) => r.day))].sort();
    expect(days[0]).toBe(FIRST);
    expect(days.at(-1)).toBe('2026-08-03');
    expect(pages.every((p) => p.length <= 500)).toBe(true);
    expect((await read(meta, { ads: 60, since: '2026-11-25', until: '2026-12-01' })).rows).toEqual([]);
  });

  it('keeps every row consistent: funnel, windows, money', async () => {
    const [m, t] = [await read(meta), await read(tiktok)];
    const broken: string[] = [];
    const check = (ok: boolean, what: string, r: AdDayRow) => {
      if (!ok) broken.push(`${r.adId} ${r.day} ${r.country}/${r.media}/${r.channel}: ${what}`);
    };
    for (const r of m.rows) {
      const c = r.conversions;
      check(r.linkClicks <= r.impressions, 'clicks > impressions', r);
      check(Math.abs(r.spendUsd - r.spend) < 1e-6, 'USD account spend not in dollars', r);
      for (const k of ['purchases', 'adds_to_cart', 'checkouts_initiated', 'installs', 'actives'] as const) {
        check(c['1d_click'][k] <= c['7d_click'][k], `${k}: 1d_click > 7d_click`, r);
        check(c['7d_click'][k] <= c.none[k] && c['1d_view'][k] <= c.none[k], `${k}: a window above none`, r);
      }
      for (const k of ['purchases', 'adds_to_cart', 'checkouts_initiated', 'installs'] as const)
        check(c.none[k] === c['7d_click'][k] + c['1d_view'][k], `${k}: none ≠ 7d_click + 1d_view`, r);
      // Web shops funnel to the purchase; an app's in-app purchases have no cart.
      if (r.objective !== 'app_promotion')
        check(
          c['7d_click'].adds_to_cart >= c['7d_click'].purchases &&
            c['7d_click'].checkouts_initiated >= c['7d_click'].purchases,
          'funnel',
          r,
        );
      check(c.none.actives <= c.none.installs, 'actives > installs', r);
      for (const w of ['none', '1d_view', '1d_click', '7d_click'] as const)
        check(c[w].purchase_value_usd > 0 === c[w].purchases > 0, `${w}: value without purchases`, r);
    }
    // TikTok, like the real one, reports its account setting only.
    for (const r of t.rows)
      for (const w of ['1d_view', '1d_click', '7d_click'] as const)
        check(
          Object.values(r.conversions[w]).every((v) => v === 0),
          `${w} reported`,
          r,
        );
    expect(broken.slice(0, 5)).toEqual([]);
    expect(sum(t.rows, (r) => r.conversions.none.purchases)).toBeGreaterThan(0);
    expect(sum(m.rows, (r) => r.conversions.none.installs)).toBeGreaterThan(0);
  });

  it('has realistic figures: CTR, power-law spend, weekly seasonality, fading ads, moving products', async () => {
    const { rows } = await read();
    const ctr = sum(rows, (r) => r.linkClicks) / sum(rows, (r) => r.impressions);
    expect(ctr).toBeGreaterThan(0.005);
    expect(ctr).toBeLessThan(0.02);

    const byAd = new Map<string, number>();
    for (const r of rows) byAd.set(r.adId, (byAd.get(r.adId) ?? 0) + r.spendUsd);
    const spends = [...byAd.values()].sort((a, b) => b - a);
    const top = spends.slice(0, Math.ceil(spends.length / 5));
    expect(
      sum(
        top.map((s) => ({ spendUsd: s }) as AdDayRow),
        (r) => r.spendUsd,
      ) / spends.reduce((a, b) => a + b),
    ).toBeGreaterThan(0.55);

    const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
    const spendOn = (d: number) =>
      sum(
        rows.filter((r) => weekday(r.day) === d),
        (r) => r.spendUsd,
      );
    expect(spendOn(6)).toBeGreaterThan(spendOn(2));

    // Ads that start strong: their CTR in the first three days is well above their CTR after day 20, which
    // is not so for the others.
    const plan = [...planSampleAds(SAMPLE_ACCOUNTS[0]!, 240)];
    const startOf = new Map(plan.map((a) => [a.adId, a.start]));
    const fading = new Set(plan.filter((a) => a.fades).map((a) => a.adId));
    const age = (r: AdDayRow) => (Date.parse(r.day) - Date.parse(FIRST)) / 86_400_000 - startOf.get(r.adId)!;
    const ctrOf = (f: (r: AdDayRow) => boolean) => {
      const sel = rows.filter(f);
      return sum(sel, (r) => r.linkClicks) / sum(sel, (r) => r.impressions);
    };
    const earlyOverLate = (fades: boolean) =>
      ctrOf((r) => fading.has(r.adId) === fades && age(r) < 3) /
      ctrOf((r) => fading.has(r.adId) === fades && age(r) >= 20);
    expect(earlyOverLate(true)).toBeGreaterThan(1.25);
    expect(earlyOverLate(false)).toBeLessThan(1.1);

    // Cost per purchase (7-day click) of the last week against the week before, per product.
    const cpa = (token: string, from: string, to: string) => {
      const ids = new Set(plan.filter((a) => a.product.token === token).map((a) => a.adId));
      const sel = rows.filter((r) => ids.has(r.adId) && r.day >= from && r.day <= to);
      return sum(sel, (r) => r.spendUsd) / sum(sel, (r) => r.conversions['7d_click'].purchases);
    };
    const change = (token: string) =>
      cpa(token, '2026-11-18', END) / cpa(token, '2026-11-11', '2026-11-17') - 1;
    expect(SAMPLE_PRODUCTS.find((p) => p.token === 'TrailShoe')!.cpaSlope).toBeGreaterThan(0);
    expect(change('TrailShoe')).toBeGreaterThan(0.05);
    expect(change('CampMug')).toBeLessThan(-0.05);
  });

  it('names ads the ways teams do, so tagging has something to find', async () => {
    const plan = [...planSampleAds(SAMPLE_ACCOUNTS[0]!, 240), ...planSampleAds(SAMPLE_ACCOUNTS[1]!, 240)];
    const named = (a: (typeof plan)[number]) =>
      [a.product.token, a.product.kebab, a.product.zh].some(
        (w) => a.adName.includes(w) || a.campaignName.includes(w),
      );
    const inText = (a: (typeof plan)[number]) =>
      a.creativeText.includes(a.product.zh) ||
      a.creativeText
        .toLowerCase()
        .includes(a.product.token.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase());
    expect(plan.filter(named).length / plan.length).toBeGreaterThan(0.75);
    expect(plan.some((a) => !named(a) && inText(a))).toBe(true);
    expect(plan.some((a) => /^Ad \d+ - Copy$/.test(a.adName))).toBe(true);
    expect(plan.some((a) => /[\u4e00-\u9fff]/.test(a.adName))).toBe(true);
    expect(plan.some((a) => /^[A-Z]{2}_[A-Za-z]+_[^_]+_[A-Za-z0-9]+_v\d$/.test(a.adName))).toBe(true);
    expect(new Set(plan.map((a) => a.objective))).toEqual(
      new Set(['sales', 'app_promotion', 'traffic', 'awareness']),
    );
    expect(new Set(plan.map((a) => a.adType))).toEqual(new Set(['video', 'image', 'carousel']));
  });

  it('stops when the read is aborted', async () => {
    const controller = new AbortController();
    const src = createSampleSource({
      platform: 'meta',
      adsPerAccount: 2000,
      endDay: () => END,
      pageSize: 1000,
    });
    let pages = 0;
    const run = async () => {
      for await (const _page of src.readDays({
        datasetId: 'x',
        binding: meta,
        since: FIRST,
        until: END,
        signal: controller.signal,
      })) {
        if (++pages === 2) controller.abort();
      }
    };
    await expect(run()).rejects.toMatchObject({ name: 'AbortError' });
    expect(pages).toBeLessThan(200);
  });
});
