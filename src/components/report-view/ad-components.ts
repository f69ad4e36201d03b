import type { AttributionWindow } from '@/lib/ads/ad-values';
import type { AdComponentKey, AdComponentOptions } from '@/lib/report-components/ad-results';

/** How each AD component of spec §3 is drawn; the renderers themselves (ad/) load with the first one shown. */
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

export const isAdComponentKey = (apiKey: string): apiKey is AdComponentKey =>
  Object.hasOwn(AD_VIEW_KINDS, apiKey);

/** In the chart view these take the report's whole width; in the data view every AD table does. */
const WIDE_CHARTS: ReadonlySet<string> = new Set([
  'db_ad_performance_overview',
  'db_ad_ads_data_trends',
  'db_ad_excellent_ads_display',
  'db_ad_poor_ads_display',
  'db_ad_data_detail',
  'db_ad_custom_multi_dimensional_data',
]);

export const isWideAdComponent = (apiKey: AdComponentKey, view: 'chart' | 'table') =>
  view === 'table' || WIDE_CHARTS.has(apiKey);

/** The kinds of data an ad dashboard reads: a bound account, an uploaded export, a built-in sample account. */
export type AdDataSourceKind = 'account' | 'file' | 'sample';

/**
 * What the AD components need from the dashboard around them (docs/ads.md, "Rendering the AD components").
 * `attribution.reported` says whether the dashboard's data sets report conversions under its window: `none`
 * shows conversion values as "not measured" instead of the zeros the facts hold, `some` says that part of them
 * count as zero.
 */
export interface AdReportContext {
  attribution?: { window: AttributionWindow; reported: 'all' | 'some' | 'none' };
  /** The kinds of the dashboard's data sets; a sample account labels the components as sample data. */
  dataSources?: readonly AdDataSourceKind[];
}

/** The host's side of the two AD components that take options: the detail's page and sort, the pivot. */
export interface AdReportProps extends AdReportContext {
  /**
   * The reader changed the detail's page or sort, or applied a pivot: the host computes the component again
   * with these options and passes the new result. Without it the controls are shown disabled.
   */
  onOptionsChange?(options: AdComponentOptions): void;
  /** True while the host computes the component for options it was given. */
  busy?: boolean;
}
