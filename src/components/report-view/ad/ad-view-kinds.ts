import type { AdComponentKey } from '@/lib/report-components/ad-results';

/** How each AD component of spec §3 is drawn: 23 keys, 8 views. */
export type AdViewKind =
  'metrics' | 'trend' | 'breakdown' | 'topAds' | 'progress' | 'detail' | 'pivot' | 'analysis';

export const AD_VIEW_KINDS = {
  db_ad_performance_overview: 'metrics',
  db_ad_app_conversion_performance: 'metrics',
  db_ad_app_cost_per_conversion: 'metrics',
  db_ad_conversion_performance: 'metrics',
  db_ad_cost_per_conversion: 'metrics',
  db_ad_ads_data_trends: 'trend',
  db_ad_products_data: 'breakdown',
  db_ad_audiences_data: 'breakdown',
  db_ad_hooks_data: 'breakdown',
  db_ad_excellent_ads_display: 'topAds',
  db_ad_poor_ads_display: 'topAds',
  db_ad_ads_consumption_progress: 'progress',
  db_ad_country_data: 'breakdown',
  db_ad_media_data: 'breakdown',
  db_ad_channel_data: 'breakdown',
  db_ad_type_data: 'breakdown',
  db_ad_marketing_data: 'breakdown',
  db_ad_data_detail: 'detail',
  db_ad_custom_multi_dimensional_data: 'pivot',
  llm_ad_fluctuating_products_analysis: 'analysis',
  llm_ad_potential_audiences_analysis: 'analysis',
  llm_ad_potential_hooks_analysis: 'analysis',
  llm_ad_potential_ads_analysis: 'analysis',
} as const satisfies Record<AdComponentKey, AdViewKind>;

export const AD_API_KEYS = Object.keys(AD_VIEW_KINDS) as AdComponentKey[];

export const isKnownAdKey = (apiKey: string): apiKey is AdComponentKey =>
  Object.hasOwn(AD_VIEW_KINDS, apiKey);
