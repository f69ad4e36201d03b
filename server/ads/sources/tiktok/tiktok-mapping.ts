import type { AdDayRow } from '../../ad-day-row.ts';
import { toUsd } from '../../usd-rates.ts';
import { zeroConversions } from '../account-days.ts';
import { AdSourceError } from '../ad-source-error.ts';
import type { TiktokReportRow } from './tiktok-types.ts';

/** Attribute metrics: the names, the ad text and the objective, in the same answer as the figures. */
export const TIKTOK_ATTRIBUTES = [
  'campaign_id',
  'campaign_name',
  'adgroup_id',
  'adgroup_name',
  'ad_name',
  'ad_text',
  'objective_type',
];

/**
 * Figures. Purchases are web (`complete_payment`, value `total_complete_payment_rate`, which despite its name is
 * the total value) plus in-app (`purchase`, `total_purchase_value`): separate events, so adding them counts each
 * once. TikTok reports them under the account's attribution setting only.
 */
export const TIKTOK_METRICS = [
  'spend',
  'impressions',
  'clicks',
  'video_play_actions',
  'likes',
  'comments',
  'shares',
  'follows',
  'complete_payment',
  'total_complete_payment_rate',
  'purchase',
  'total_purchase_value',
  'web_event_add_to_cart',
  'initiate_checkout',
  'checkout',
  'app_install',
];

const OBJECTIVES: Record<string, string> = {
  PRODUCT_SALES: 'sales',
  WEB_CONVERSIONS: 'sales',
  CONVERSIONS: 'sales',
  SHOP_PURCHASES: 'sales',
  APP_PROMOTION: 'app_promotion',
  APP_INSTALL: 'app_promotion',
  LEAD_GENERATION: 'leads',
  TRAFFIC: 'traffic',
  ENGAGEMENT: 'engagement',
  COMMUNITY_INTERACTION: 'engagement',
  VIDEO_VIEWS: 'engagement',
  REACH: 'awareness',
};

export function tiktokNumber(v: unknown): number {
  if (v === undefined || v === null || v === '' || v === '-') return 0;
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  if (!Number.isFinite(n))
    throw new AdSourceError(
      'rejected',
      `TikTok answered a value that is not a number: ${JSON.stringify(v).slice(0, 40)}`,
    );
  return n;
}

export function tiktokRowToAdDay(
  row: TiktokReportRow,
  ctx: { datasetId: string; currency: string },
): AdDayRow {
  const m = row.metrics;
  const n = (key: string) => tiktokNumber(m[key]);
  const usd = (amount: number) => {
    const v = toUsd(amount, ctx.currency);
    if (v === null)
      throw new AdSourceError('currency', `TikTok account currency ${ctx.currency} has no US dollar rate`);
    return v;
  };
  const spend = n('spend');
  const conversions = zeroConversions();
  Object.assign(conversions.none, {
    purchases: n('complete_payment') + n('purchase'),
    purchase_value_usd: usd(n('total_complete_payment_rate') + n('total_purchase_value')),
    adds_to_cart: n('web_event_add_to_cart'),
    checkouts_initiated: n('initiate_checkout') + n('checkout'),
    installs: n('app_install'),
    actives: 0,
  });
  return {
    datasetId: ctx.datasetId,
    platform: 'tiktok',
    day: row.dimensions.stat_time_day.slice(0, 10),
    campaignId: m.campaign_id ?? '',
    campaignName: m.campaign_name ?? '',
    adSetId: m.adgroup_id ?? '',
    adSetName: m.adgroup_name ?? '',
    adId: row.dimensions.ad_id,
    adName: m.ad_name ?? '',
    creativeText: m.ad_text ?? '',
    creativeUrl: null,
    // The basic report has no country or placement (docs/ads.md, "Sources"): not guessed.
    country: null,
    media: null,
    channel: null,
    adType: null,
    objective: (m.objective_type && OBJECTIVES[m.objective_type]) ?? null,
    currency: ctx.currency,
    spend,
    spendUsd: usd(spend),
    impressions: n('impressions'),
    views: n('video_play_actions'),
    linkClicks: n('clicks'),
    engagements: n('likes') + n('comments') + n('shares') + n('follows'),
    conversions,
    sample: false,
  };
}
