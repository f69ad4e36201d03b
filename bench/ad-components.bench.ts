/**
 * Every AD component of one ad dashboard over 1,000,000 generated ad-day rows on DuckDB: the time (median and
 * p95) and the longest event-loop gap while they run; also the time and longest gap of writing the rows, handed
 * to a replacement in slices as an account sync hands them (beginAdDaysReplacement). Targets (issue 14): all
 * components ≤ 300 ms, stall ≤ 20 ms. The rows are generated here, deterministic and labelled sample; the idle
 * baseline shows what the machine's load alone does to the loop.
 */
import type { AttributionWindow, WindowedMeasure } from '../src/lib/ads/ad-values.ts';
import { AD_API_KEYS, computeAdComponents } from '../server/analytics/ad-components/registry.ts';
import type { AdDayRow } from '../server/ads/ad-day-row.ts';
import type { AdTagRow } from '../server/analytics/store/ad-fact-schema.ts';
import { createAnalyticsStore } from '../server/analytics/store/analytics-store.ts';
import type { BenchResult } from './bench-result.ts';
import { collectGarbage } from './collect-garbage.ts';
import { idleGapMs, watchEventLoop } from './event-loop-stall.ts';

const ROWS = 1_000_000;
const DAYS = 90;
const CAMPAIGNS = 100;
const AD_SETS_PER_CAMPAIGN = 4;
const ADS_PER_AD_SET = 5;
const RUNS = 10;
const TARGET_MS = 300;
const STALL_TARGET_MS = 20;
const DATASET = 'bench-ads';
/** Rows a writer hands over at a time: a TikTok report page, the largest a source reads (tiktok-source.ts). */
const WRITE_SLICE = 1_000;

const COUNTRIES = [
  'US',
  'GB',
  'DE',
  'FR',
  'JP',
  'KR',
  'BR',
  'MX',
  'IN',
  'ID',
  'TH',
  'VN',
  'PH',
  'MY',
  'SG',
  'AU',
  'CA',
  'ES',
  'IT',
  null,
];
const MEDIA = ['facebook', 'instagram', 'audience_network', 'messenger'];
const CHANNELS = ['feed', 'stories', 'reels', 'search', 'in_stream'];
const TYPES = ['image', 'video', 'carousel'];
const OBJECTIVES = ['sales', 'app_promotion', 'traffic'];
const PRODUCTS = ['Running shoes', 'Yoga mat', 'Water bottle', 'Backpack', 'Headphones', 'Game'];
const AUDIENCES = ['Women 25-34', 'Men 18-24', 'Gamers', 'Parents', 'Students'];
const HOOKS = ['Discount', 'Free shipping', 'Scarcity', 'Testimonial', 'Unboxing', 'Before/after'];

/** Deterministic (mulberry32), so every run measures the same rows. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(list: readonly T[], r: number): T => list[Math.floor(r * list.length)]!;
const day = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);

function measures(rand: () => number, clicks: number): Record<WindowedMeasure, number> {
  const purchases = Math.floor(clicks * rand() * 0.08);
  return {
    purchases,
    purchase_value_usd: Math.round(purchases * (20 + rand() * 80) * 100) / 100,
    adds_to_cart: purchases * 2,
    checkouts_initiated: Math.floor(purchases * 1.5),
    installs: Math.floor(clicks * rand() * 0.1),
    actives: Math.floor(clicks * rand() * 0.05),
  };
}

/**
 * Generated sample rows in slices of `sliceSize`: every ad, day, country and placement the rows fall on at random.
 * Made slice by slice, as the product's writers hold them, never all at once.
 */
function* generateAdDays(count: number, sliceSize: number, seed = 42): Generator<AdDayRow[]> {
  const rand = random(seed);
  const ads = CAMPAIGNS * AD_SETS_PER_CAMPAIGN * ADS_PER_AD_SET;
  let rows: AdDayRow[] = [];
  for (let i = 0; i < count; i++) {
    const ad = Math.floor(rand() * ads);
    const adSet = Math.floor(ad / ADS_PER_AD_SET);
    const campaign = Math.floor(adSet / AD_SETS_PER_CAMPAIGN);
    const impressions = Math.floor(200 + rand() * 20_000);
    const clicks = Math.floor(impressions * rand() * 0.03);
    const spendUsd = Math.round(impressions * (0.002 + rand() * 0.01) * 100) / 100;
    const none = measures(rand, clicks);
    const conversions: Record<AttributionWindow, Record<WindowedMeasure, number>> = {
      none,
      '7d_click': none,
      '1d_click': measures(rand, Math.floor(clicks / 2)),
      '1d_view': measures(rand, Math.floor(clicks / 4)),
    };
    rows.push({
      datasetId: DATASET,
      platform: 'meta',
      day: day(Math.floor(rand() * DAYS)),
      campaignId: `c${campaign}`,
      campaignName: `Sample campaign ${campaign}`,
      adSetId: `s${adSet}`,
      adSetName: `Sample ad set ${adSet}`,
      adId: `a${ad}`,
      adName: `Sample ad ${ad}`,
      creativeText: 'Sample creative text',
      creativeUrl: null,
      country: pick(COUNTRIES, rand()),
      media: pick(MEDIA, rand()),
      channel: pick(CHANNELS, rand()),
      adType: pick(TYPES, (ad % 3) / 3),
      objective: pick(OBJECTIVES, (campaign % 3) / 3),
      currency: 'USD',
      spend: spendUsd,
      spendUsd,
      impressions,
      views: Math.floor(impressions * rand() * 0.3),
      linkClicks: clicks,
      engagements: Math.floor(clicks * 1.5),
      conversions,
      sample: true,
    });
    if (rows.length === sliceSize || i === count - 1) {
      yield rows;
      rows = [];
    }
  }
}

/** A product, audience and hook for most ads; every seventh ad has no hook (untagged). */
function generateTags(): AdTagRow[] {
  const tags: AdTagRow[] = [];
  const ads = CAMPAIGNS * AD_SETS_PER_CAMPAIGN * ADS_PER_AD_SET;
  for (let ad = 0; ad < ads; ad++) {
    const adId = `a${ad}`;
    const row = (dimension: AdTagRow['dimension'], tag: string): AdTagRow => ({
      datasetId: DATASET,
      adId,
      dimension,
      tag,
      source: 'rule',
    });
    tags.push(
      row('product', PRODUCTS[ad % PRODUCTS.length]!),
      row('audience', AUDIENCES[ad % AUDIENCES.length]!),
    );
    if (ad % 7 !== 0) tags.push(row('hook', HOOKS[ad % HOOKS.length]!));
  }
  return tags;
}

export default async function run(): Promise<BenchResult[]> {
  const results: BenchResult[] = [
    {
      name: 'baseline: longest event-loop gap while idle (machine load)',
      value: round(await idleGapMs()),
      unit: 'ms',
    },
  ];
  const store = await createAnalyticsStore({ engine: 'duckdb', path: ':memory:' });
  try {
    const writing = watchEventLoop();
    const started = performance.now();
    const replacement = await store.beginAdDaysReplacement(DATASET);
    try {
      for (const slice of generateAdDays(ROWS, WRITE_SLICE)) await replacement.append(slice);
      await replacement.commit();
    } finally {
      await replacement.abort();
    }
    const writeMs = performance.now() - started;
    const writeGap = writing.stop().maxGapMs;
    await store.replaceAdTags(DATASET, generateTags());
    results.push(
      {
        name: `ad facts: 1M generated rows written in slices of ${WRITE_SLICE.toLocaleString('en')}`,
        value: round(writeMs),
        unit: 'ms',
      },
      {
        name: 'ad facts: longest event-loop stall while writing 1M rows',
        value: round(writeGap),
        unit: 'ms',
        target: STALL_TARGET_MS,
      },
    );

    const scope = {
      datasetIds: [DATASET],
      from: day(0),
      to: day(DAYS - 1),
      window: '7d_click',
      level: 'ad',
      budgetUsd: 5_000_000,
    };
    await computeAdComponents(store, scope, AD_API_KEYS); // warm-up: opens the read connections
    // The generated rows are garbage by now; their collection is not the computation's (as components.bench.ts).
    await collectGarbage();
    const times: number[] = [];
    const watch = watchEventLoop();
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await computeAdComponents(store, scope, AD_API_KEYS);
      times.push(performance.now() - start);
    }
    const { maxGapMs } = watch.stop();
    times.sort((a, b) => a - b);
    const label = `all ${AD_API_KEYS.length} AD components of one dashboard, 1M ad-day rows`;
    results.push(
      {
        name: `ad components: ${label} (median of ${RUNS})`,
        value: round(times[Math.floor(RUNS / 2)]!),
        unit: 'ms',
        target: TARGET_MS,
      },
      {
        name: `ad components: ${label} (p95 of ${RUNS})`,
        value: round(times[Math.ceil(RUNS * 0.95) - 1]!),
        unit: 'ms',
      },
      {
        name: 'ad components: longest event-loop stall, 1M ad-day rows',
        value: round(maxGapMs),
        unit: 'ms',
        target: STALL_TARGET_MS,
      },
    );
  } finally {
    await store.close();
  }
  return results;
}

const round = (x: number) => Math.round(x * 10) / 10;
