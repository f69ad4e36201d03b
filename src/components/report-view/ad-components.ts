import type { AttributionWindow } from '@/lib/ads/ad-values';
import type { AdComponentOptions } from '@/lib/report-components/ad-results';

/**
 * Whether an api_key is an AD component (spec §3: `db_ad_*`, `llm_ad_*`): the report hands it to the AD renderers,
 * which load with the first one shown and know each key (an AD-looking key they do not know is unreadable there).
 * The prefix rather than the list keeps the report's own chunk free of the AD keys.
 */
export const isAdComponentKey = (apiKey: string): boolean => /^(db|llm)_ad_/.test(apiKey);

/** In the chart view these take the report's whole width; in the data view every AD table does. */
const WIDE_CHARTS: ReadonlySet<string> = new Set([
  'db_ad_performance_overview',
  'db_ad_ads_data_trends',
  'db_ad_excellent_ads_display',
  'db_ad_poor_ads_display',
  'db_ad_data_detail',
  'db_ad_custom_multi_dimensional_data',
]);

export const isWideAdComponent = (apiKey: string, view: 'chart' | 'table') =>
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
  /** Given while the reader's own options are shown: back to the dashboard's settings. */
  onOptionsReset?(): void;
  /** True while the host computes the component for options it was given. */
  busy?: boolean;
}
