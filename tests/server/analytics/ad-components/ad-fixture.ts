/**
 * A small fixed set of ad-day rows whose component values ad-contract.ts checks by hand. Dates: the anchor is
 * 2026-03-03, so this week is 2026-02-25 … 03-03 (across the end of February) and last week 02-18 … 02-24; the
 * period is 02-16 … 03-03.
 *
 *  row  ad  day    country media     spend  impr   views clicks eng | none: purch value atc chk inst act
 *  r1   A1  02-18  US      facebook  100    10000  2000  200    300 |       10    400   20  15  0    0
 *  r2   A1  03-01  US      facebook  150    12000  2500  300    400 |       12    600   30  18  0    0
 *  r3   A2  02-28  DE      instagram  50     5000     0  100     50 |        0      0    5   2  0    0
 *  r4   A3  02-24  US      facebook   80     8000  4000  160    100 |        0      0    0   0  40   20
 *  r5   A3  03-03  null    facebook   40     4000  2000   80     50 |        0      0    0   0  20   10
 *  r6   A1  02-16  US      facebook   20     1000   100   10      5 |        1     25    0   0  0    0
 *  r7   A4  03-02  FR      instagram   2      200     0    4      2 |        1    100    1   1  0    0
 *  out  A1  02-10 (before the period and the weeks), and ds2's A9 on 03-02 (another dataset)
 *
 * Other windows (purchases/value; installs/actives): 7d_click r1 8/320, r2 10/500, r7 1/100, r4 32/16 inst/act,
 * r5 16/8; 1d_click r1 5/200, r2 6/300, r7 1/100; 1d_view r1 2/80, r2 3/150; everything else 0.
 *
 * Campaigns: C1 "Spring Sale" (ad sets S1 "Women 25-34": A1, A4; S3 "Men 18-24": A2), C2 "App Push" (S2
 * "Gamers": A3). Tags: A1 product Running shoes, audience Women 25-34, hook Discount; A2 product Running shoes,
 * hook Free shipping; A3 product Game, audience Gamers; A4 product Running shoes, audience Women 25-34, hook
 * Scarcity. So A2 has no audience and A3 no hook.
 */
import type { AttributionWindow, WindowedMeasure } from '../../../../src/lib/ads/ad-values.ts';
import type { AdDayRow } from '../../../../server/ads/ad-day-row.ts';
import type { AdTagRow } from '../../../../server/analytics/store/ad-fact-schema.ts';
import type { AnalyticsStore } from '../../../../server/analytics/store/analytics-store.ts';

type Measures = Record<WindowedMeasure, number>;
const zero: Measures = {
  purchases: 0,
  purchase_value_usd: 0,
  adds_to_cart: 0,
  checkouts_initiated: 0,
  installs: 0,
  actives: 0,
};

const ADS = {
  A1: { campaign: ['C1', 'Spring Sale'], adSet: ['S1', 'Women 25-34'], name: 'Runner video', type: 'video' },
  A2: { campaign: ['C1', 'Spring Sale'], adSet: ['S3', 'Men 18-24'], name: 'Runner image', type: 'image' },
  A3: { campaign: ['C2', 'App Push'], adSet: ['S2', 'Gamers'], name: 'Game trailer', type: 'video' },
  A4: { campaign: ['C1', 'Spring Sale'], adSet: ['S1', 'Women 25-34'], name: 'Lucky banner', type: 'image' },
  A9: { campaign: ['C9', 'Other'], adSet: ['S9', 'Other'], name: 'Other ad', type: 'image' },
} as const;

interface Spec {
  ad: keyof typeof ADS;
  day: string;
  country: string | null;
  media: string;
  channel: string;
  spend: number;
  delivery: [impressions: number, views: number, clicks: number, engagements: number];
  windows: Partial<Record<AttributionWindow, Partial<Measures>>>;
  datasetId?: string;
}

export function adDay(spec: Spec): AdDayRow {
  const ad = ADS[spec.ad];
  const [impressions, views, linkClicks, engagements] = spec.delivery;
  return {
    datasetId: spec.datasetId ?? 'ds1',
    platform: 'meta',
    day: spec.day,
    campaignId: ad.campaign[0],
    campaignName: ad.campaign[1],
    adSetId: ad.adSet[0],
    adSetName: ad.adSet[1],
    adId: spec.ad,
    adName: ad.name,
    creativeText: `${ad.name} — shop now`,
    creativeUrl: `https://cdn.example.com/${spec.ad}.jpg`,
    country: spec.country,
    media: spec.media,
    channel: spec.channel,
    adType: ad.type,
    objective: spec.ad === 'A3' ? 'app_promotion' : 'sales',
    currency: 'EUR',
    spend: spec.spend / 1.08,
    spendUsd: spec.spend,
    impressions,
    views,
    linkClicks,
    engagements,
    conversions: {
      none: { ...zero, ...spec.windows.none },
      '1d_view': { ...zero, ...spec.windows['1d_view'] },
      '1d_click': { ...zero, ...spec.windows['1d_click'] },
      '7d_click': { ...zero, ...spec.windows['7d_click'] },
    },
    sample: false,
  };
}

const buy = (purchases: number, value: number, atc = 0, chk = 0): Partial<Measures> => ({
  purchases,
  purchase_value_usd: value,
  adds_to_cart: atc,
  checkouts_initiated: chk,
});
const app = (installs: number, actives: number): Partial<Measures> => ({ installs, actives });

export const AD_DAYS: AdDayRow[] = [
  adDay({
    ad: 'A1',
    day: '2026-02-18',
    country: 'US',
    media: 'facebook',
    channel: 'feed',
    spend: 100,
    delivery: [10000, 2000, 200, 300],
    windows: {
      none: buy(10, 400, 20, 15),
      '7d_click': buy(8, 320),
      '1d_click': buy(5, 200),
      '1d_view': buy(2, 80),
    },
  }),
  adDay({
    ad: 'A1',
    day: '2026-03-01',
    country: 'US',
    media: 'facebook',
    channel: 'feed',
    spend: 150,
    delivery: [12000, 2500, 300, 400],
    windows: {
      none: buy(12, 600, 30, 18),
      '7d_click': buy(10, 500),
      '1d_click': buy(6, 300),
      '1d_view': buy(3, 150),
    },
  }),
  adDay({
    ad: 'A2',
    day: '2026-02-28',
    country: 'DE',
    media: 'instagram',
    channel: 'stories',
    spend: 50,
    delivery: [5000, 0, 100, 50],
    windows: { none: buy(0, 0, 5, 2) },
  }),
  adDay({
    ad: 'A3',
    day: '2026-02-24',
    country: 'US',
    media: 'facebook',
    channel: 'reels',
    spend: 80,
    delivery: [8000, 4000, 160, 100],
    windows: { none: app(40, 20), '7d_click': app(32, 16) },
  }),
  adDay({
    ad: 'A3',
    day: '2026-03-03',
    country: null,
    media: 'facebook',
    channel: 'reels',
    spend: 40,
    delivery: [4000, 2000, 80, 50],
    windows: { none: app(20, 10), '7d_click': app(16, 8) },
  }),
  adDay({
    ad: 'A1',
    day: '2026-02-16',
    country: 'US',
    media: 'facebook',
    channel: 'feed',
    spend: 20,
    delivery: [1000, 100, 10, 5],
    windows: { none: buy(1, 25) },
  }),
  adDay({
    ad: 'A4',
    day: '2026-03-02',
    country: 'FR',
    media: 'instagram',
    channel: 'feed',
    spend: 2,
    delivery: [200, 0, 4, 2],
    windows: { none: buy(1, 100, 1, 1), '7d_click': buy(1, 100), '1d_click': buy(1, 100) },
  }),
  adDay({
    ad: 'A1',
    day: '2026-02-10',
    country: 'US',
    media: 'facebook',
    channel: 'feed',
    spend: 999,
    delivery: [1, 1, 1, 1],
    windows: { none: buy(9, 999) },
  }),
];

export const OTHER_DATASET: AdDayRow[] = [
  adDay({
    ad: 'A9',
    day: '2026-03-02',
    country: 'US',
    media: 'facebook',
    channel: 'feed',
    spend: 500,
    delivery: [1, 1, 1, 1],
    windows: {},
    datasetId: 'ds2',
  }),
];

const tag = (adId: string, dimension: AdTagRow['dimension'], value: string): AdTagRow => ({
  datasetId: 'ds1',
  adId,
  dimension,
  tag: value,
  source: 'rule',
});

export const AD_TAGS: AdTagRow[] = [
  tag('A1', 'product', 'Running shoes'),
  tag('A1', 'audience', 'Women 25-34'),
  tag('A1', 'hook', 'Discount'),
  tag('A2', 'product', 'Running shoes'),
  tag('A2', 'hook', 'Free shipping'),
  tag('A3', 'product', 'Game'),
  tag('A3', 'audience', 'Gamers'),
  tag('A4', 'product', 'Running shoes'),
  tag('A4', 'audience', 'Women 25-34'),
  tag('A4', 'hook', 'Scarcity'),
];

export async function loadAdFixture(store: AnalyticsStore): Promise<void> {
  await store.replaceAdDays('ds1', AD_DAYS);
  await store.replaceAdDays('ds2', OTHER_DATASET);
  await store.replaceAdTags('ds1', AD_TAGS);
}

/** The dashboard's scope of the checks: ds1, the period, window none, ad level, budget $1,000. */
export const BASE_SCOPE = {
  datasetIds: ['ds1'],
  from: '2026-02-16',
  to: '2026-03-03',
  window: 'none',
  level: 'ad',
  budgetUsd: 1000,
} as const;
