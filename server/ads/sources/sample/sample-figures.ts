import type { AttributionWindow } from '../../../../src/lib/ads/ad-values.ts';
import type { AdDayRow } from '../../ad-day-row.ts';
import { zeroConversions } from '../account-days.ts';
import { SAMPLE_CPM, SAMPLE_WEEKDAY } from './sample-catalog.ts';
import { SAMPLE_DAYS, type SampleAd, type SampleCell } from './sample-plan.ts';

/** mulberry32 seeded by the row's coordinates: any row can be made alone, in any order, the same every time. */
function rowRandom(a: number, b: number, c: number): () => number {
  let state =
    (Math.imul(a, 0x9e3779b1) ^
      Math.imul(b + 0x7f4a7c15, 0x85ebca6b) ^
      Math.imul(c + 0x165667b1, 0xc2b2ae35)) >>>
    0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer with mean `x`: the fraction becomes one more with its own probability. */
const count = (x: number, r: number) => Math.floor(x) + (r < x - Math.floor(x) ? 1 : 0);

export interface SampleRowContext {
  datasetId: string;
  platform: AdDayRow['platform'];
  currency: string;
  /** US dollars per unit of the account's currency. */
  usdRate: number;
  windows: readonly AttributionWindow[];
  /** Hash of the account: two accounts with the same plan still differ. */
  salt: number;
}

/**
 * One generated row. Conversions per window keep Meta's relations: 1-day click ≤ 7-day click, and `none` (the
 * default setting, 7-day click or 1-day view) = 7-day click + 1-day view; a source that reports only `none`
 * (TikTok) leaves the other windows at zero, as the real one does.
 */
export function sampleRow(
  ad: SampleAd,
  offset: number,
  day: string,
  weekday: number,
  cellIndex: number,
  cell: SampleCell,
  ctx: SampleRowContext,
): AdDayRow {
  const r = rowRandom(ctx.salt ^ ad.index, offset, cellIndex);
  const age = offset - ad.start;
  const rampUp = age < 2 ? 0.45 + age * 0.25 : 1;
  const noise = Math.exp((r() + r() + r() - 1.5) * 0.35);
  const spendUsd = ad.dailyUsd * cell.share * SAMPLE_WEEKDAY[weekday]! * rampUp * noise;

  const cpm =
    (SAMPLE_CPM[cell.country] ?? 6) *
    (cell.media === 'audience_network' || cell.media === 'pangle' ? 0.45 : 1) *
    (0.85 + r() * 0.3);
  const impressions = Math.max(1, Math.round((spendUsd / cpm) * 1000));
  // Fading ads start near twice their CTR and settle over about two weeks.
  const fatigue = ad.fades ? 1 + 0.9 * Math.exp(-age / 12) : 1;
  const ctr = ad.ctr * fatigue * (0.85 + r() * 0.3);
  const linkClicks = count(impressions * ctr, r());
  const views = ad.adType === 'video' ? count(impressions * (0.22 + r() * 0.2), r()) : 0;
  const engagements = count(linkClicks * (0.4 + r() * 0.8) + impressions * 0.002, r());

  // The product's cost per purchase moves in the last four weeks: conversion rate down when cost rises.
  const weeksFromEnd = Math.min(4, (SAMPLE_DAYS - 1 - offset) / 7);
  const trend = Math.exp(ad.product.cpaSlope * weeksFromEnd);
  const objectiveFactor = ad.objective === 'sales' || ad.objective === 'app_promotion' ? 1 : 0.15;
  const cvr = ad.product.cvr * ad.audience.cvr * trend * objectiveFactor * (0.8 + r() * 0.4);
  const aov = ad.product.aov * (0.85 + r() * 0.3);

  const conversions = zeroConversions();
  const click7 = ad.product.app ? 0 : count(linkClicks * cvr, r());
  const installs7 = ad.product.app ? count(linkClicks * 0.09 * trend, r()) : 0;
  const clickShare = 0.72 + r() * 0.13;
  const viewShare = 0.15 + r() * 0.15;
  const measure = (c7: number, rr: number) => {
    const c1 = Math.floor(c7 * clickShare);
    const v1 = count(c7 * viewShare, rr);
    return { '7d_click': c7, '1d_click': c1, '1d_view': v1, none: c7 + v1 } as Record<
      AttributionWindow,
      number
    >;
  };
  const purchases = ad.product.app ? measure(count(installs7 * 0.06, r()), r()) : measure(click7, r());
  const carts = measure(ad.product.app ? 0 : click7 * 3 + count(linkClicks * 0.01, r()), r());
  const checkouts = measure(ad.product.app ? 0 : click7 + count(click7 * 0.8, r()), r());
  const installs = measure(installs7, r());
  for (const w of ctx.windows) {
    const c = conversions[w];
    c.purchases = purchases[w];
    c.purchase_value_usd = Math.round(purchases[w] * aov * 100) / 100;
    c.adds_to_cart = carts[w];
    c.checkouts_initiated = checkouts[w];
    c.installs = installs[w];
    c.actives = Math.floor(installs[w] * 0.7);
  }

  const spend = Math.round((spendUsd / ctx.usdRate) * 100) / 100;
  return {
    datasetId: ctx.datasetId,
    platform: ctx.platform,
    day,
    campaignId: ad.campaignId,
    campaignName: ad.campaignName,
    adSetId: ad.adSetId,
    adSetName: ad.adSetName,
    adId: ad.adId,
    adName: ad.adName,
    creativeText: ad.creativeText,
    creativeUrl: null,
    country: cell.country,
    media: cell.media,
    channel: cell.channel,
    adType: ad.adType,
    objective: ad.objective,
    currency: ctx.currency,
    spend,
    spendUsd: Math.round(spend * ctx.usdRate * 10_000) / 10_000,
    impressions,
    views,
    linkClicks,
    engagements,
    conversions,
    sample: true,
  };
}
