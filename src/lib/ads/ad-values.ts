/**
 * Ad analytics (issue 14): the values the server, the screens and the chat tools share. Zod-free, so the
 * sign-in page and the report share page can import it. What each one means: docs/ads.md.
 */

export const AD_PLATFORMS = ['meta', 'tiktok', 'google'] as const;
export type AdPlatform = (typeof AD_PLATFORMS)[number];

/**
 * Spec §9's attribution options. `none` reads the conversions as the platform reported them by default (Meta:
 * 7-day click or 1-day view; TikTok: its account setting); the other three read that window's own counts.
 */
export const ATTRIBUTION_WINDOWS = ['none', '1d_view', '1d_click', '7d_click'] as const;
export type AttributionWindow = (typeof ATTRIBUTION_WINDOWS)[number];

/** What one row of an ad component stands for: a campaign, an ad set (TikTok: ad group) or an ad. */
export const AGGREGATION_LEVELS = ['campaign', 'ad_set', 'ad'] as const;
export type AggregationLevel = (typeof AGGREGATION_LEVELS)[number];

/** Spec §2's data tagging: every ad gets a product, an audience and a hook. */
export const TAG_DIMENSIONS = ['product', 'audience', 'hook'] as const;
export type TagDimension = (typeof TAG_DIMENSIONS)[number];

/** Where an ad's tag came from; a person's correction wins over the others and is kept across re-imports. */
export const TAG_SOURCES = ['rule', 'model', 'builtin', 'person'] as const;
export type TagSource = (typeof TAG_SOURCES)[number];

/** Spec §4's file parsing states. */
export const AD_FILE_STATES = ['parsing', 'success', 'failed'] as const;
export type AdFileState = (typeof AD_FILE_STATES)[number];

/** Counts and values the platforms report per attribution window (a fact column per measure and window). */
export const WINDOWED_MEASURES = [
  'purchases',
  'purchase_value_usd',
  'adds_to_cart',
  'checkouts_initiated',
  'installs',
  'actives',
] as const;
export type WindowedMeasure = (typeof WINDOWED_MEASURES)[number];

/** Delivery measures, the same whatever the attribution window. */
export const DELIVERY_MEASURES = ['spend_usd', 'impressions', 'views', 'link_clicks', 'engagements'] as const;
export type DeliveryMeasure = (typeof DELIVERY_MEASURES)[number];

/**
 * Spec §3's ad metrics. Each is shown with its this-week value, last-week value and week-over-week change;
 * their formulas are in docs/ads.md ("Metrics").
 */
export const AD_METRICS = [
  'amount_spent_usd',
  'amount_remain_usd',
  'amount_budget_usd',
  'impressions',
  'views',
  'link_clicks',
  'engagements',
  'purchases_conversion_value',
  'roi',
  'aov',
  'overall_conversion_rate',
  'ctr',
  'cpc',
  'cpv',
  'cpm',
  'adds_to_cart',
  'checkouts_initiated',
  'purchases',
  'install',
  'active',
  'cost_per_add_to_cart',
  'cost_per_checkout_initiated',
  'cost_per_purchase',
] as const;
export type AdMetric = (typeof AD_METRICS)[number];

/** Spec §9: the builder's preview shows the top 10 creatives. */
export const AD_TOP_CREATIVES = 10;

/** An uploaded export: rows and bytes (a 100,000-row Meta export with 40 columns is ≈ 35 MB). */
export const AD_IMPORT_MAX_ROWS = 300_000;
export const AD_IMPORT_MAX_FILE_BYTES = 100_000_000;

/** Spec §5's image check for creative covers: 10,000,000 bytes by default. */
export const AD_COVER_MAX_BYTES = 10_000_000;

/** Calendar day, YYYY-MM-DD, in the ad account's own time zone (as the platforms report days). */
export type AdDay = string;
