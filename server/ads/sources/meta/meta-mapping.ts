import { ATTRIBUTION_WINDOWS } from '../../../../src/lib/ads/ad-values.ts';
import type { AdDayRow } from '../../ad-day-row.ts';
import { toUsd } from '../../usd-rates.ts';
import { zeroConversions } from '../account-days.ts';
import { AdSourceError } from '../ad-source-error.ts';
import { actionCount, META_ACTION_TYPES } from './meta-actions.ts';
import type { MetaAd, MetaCreative, MetaInsightRow } from './meta-types.ts';

/** A Graph number (a string, or absent for 0); anything else is an answer we cannot read. */
export function metaNumber(v: unknown): number {
  if (v === undefined || v === null || v === '') return 0;
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  if (!Number.isFinite(n))
    throw new AdSourceError(
      'rejected',
      `Meta answered a value that is not a number: ${JSON.stringify(v).slice(0, 40)}`,
    );
  return n;
}

const OBJECTIVES: Record<string, string> = {
  OUTCOME_SALES: 'sales',
  CONVERSIONS: 'sales',
  PRODUCT_CATALOG_SALES: 'sales',
  OUTCOME_APP_PROMOTION: 'app_promotion',
  APP_INSTALLS: 'app_promotion',
  OUTCOME_LEADS: 'leads',
  LEAD_GENERATION: 'leads',
  OUTCOME_TRAFFIC: 'traffic',
  LINK_CLICKS: 'traffic',
  OUTCOME_ENGAGEMENT: 'engagement',
  POST_ENGAGEMENT: 'engagement',
  PAGE_LIKES: 'engagement',
  EVENT_RESPONSES: 'engagement',
  MESSAGES: 'engagement',
  VIDEO_VIEWS: 'engagement',
  OUTCOME_AWARENESS: 'awareness',
  BRAND_AWARENESS: 'awareness',
  REACH: 'awareness',
};

/** Meta's `platform_position` without its platform prefix, in the channel words of AdDayRow. */
export function metaChannel(position: string | undefined): string | null {
  if (!position || position === 'unknown') return null;
  const p = position.replace(/^(facebook|instagram|messenger|threads|an)_/, '');
  if (p === 'story' || p === 'stories') return 'stories';
  if (p === 'instream_video') return 'in_stream';
  return p;
}

function adType(creative: MetaCreative | undefined): string | null {
  switch (creative?.object_type) {
    case 'VIDEO':
      return 'video';
    case 'PHOTO':
      return 'image';
    case 'SHARE':
      return creative.video_id ? 'video' : 'image';
    case 'STATUS':
      return 'text';
    default:
      return creative?.video_id ? 'video' : null;
  }
}

/** The country an ad's delivery is known to be in: its ad set's only targeted country, else none. */
function targetedCountry(ad: MetaAd | undefined): string | null {
  const countries = ad?.adset?.targeting?.geo_locations?.countries;
  return countries?.length === 1 ? countries[0]!.toUpperCase() : null;
}

export interface MetaRowContext {
  datasetId: string;
  currency: string;
}

export function metaRowToAdDay(row: MetaInsightRow, ad: MetaAd | undefined, ctx: MetaRowContext): AdDayRow {
  const currency = (row.account_currency ?? ctx.currency).toUpperCase();
  const usd = (amount: number) => {
    const v = toUsd(amount, currency);
    if (v === null)
      throw new AdSourceError('currency', `Meta account currency ${currency} has no US dollar rate`);
    return v;
  };
  const spend = metaNumber(row.spend);
  const conversions = zeroConversions();
  for (const window of ATTRIBUTION_WINDOWS) {
    const c = conversions[window];
    for (const [measure, types] of Object.entries(META_ACTION_TYPES))
      c[measure as keyof typeof META_ACTION_TYPES] = actionCount(row.actions, types, window, metaNumber);
    c.purchase_value_usd = usd(
      actionCount(row.action_values, META_ACTION_TYPES.purchases, window, metaNumber),
    );
  }
  const creative = ad?.creative;
  return {
    datasetId: ctx.datasetId,
    platform: 'meta',
    day: row.date_start,
    campaignId: row.campaign_id,
    campaignName: row.campaign_name ?? '',
    adSetId: row.adset_id,
    adSetName: row.adset_name ?? '',
    adId: row.ad_id,
    adName: row.ad_name ?? '',
    creativeText: [creative?.title, creative?.body].filter(Boolean).join('\n'),
    creativeUrl: creative?.thumbnail_url ?? creative?.image_url ?? null,
    country: row.country
      ? row.country === 'unknown'
        ? null
        : row.country.toUpperCase()
      : targetedCountry(ad),
    media: row.publisher_platform && row.publisher_platform !== 'unknown' ? row.publisher_platform : null,
    channel: metaChannel(row.platform_position),
    adType: adType(creative),
    objective: (row.objective && OBJECTIVES[row.objective]) ?? null,
    currency,
    spend,
    spendUsd: usd(spend),
    impressions: metaNumber(row.impressions),
    views: actionCount(row.video_play_actions, ['video_view'], 'none', metaNumber),
    linkClicks: metaNumber(row.inline_link_clicks),
    engagements: metaNumber(row.inline_post_engagement),
    conversions,
    sample: false,
  };
}
