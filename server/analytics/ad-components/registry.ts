/**
 * api_key → how to compute it, for every AD component (db_ad_* and llm_ad_*), from one set of shared scans
 * (ad-scans.ts). The app layer calls `computeAdComponents`; results match `adResultSchemas`.
 */
import {
  adDetailOptionsSchema,
  adResultSchemas,
  type AdComponentKey as AdApiKey,
  type AdComponentOptions,
  type AdResult,
} from '../../../src/lib/report-components/ad-results.ts';
import type { AskModel } from '../../ai/text-analytics/model-ask.ts';
import type { StoreReader } from '../components/store-reader.ts';
import { analysis } from './ad-analyses.ts';
import { breakdown } from './ad-breakdowns.ts';
import { detail } from './ad-detail.ts';
import { metricList } from './ad-metric-lists.ts';
import { pivot, parsePivotOptions } from './ad-pivot.ts';
import { progress } from './ad-progress.ts';
import { createAdScans, type AdScanPlan, type AdScans } from './ad-scans.ts';
import { parseAdScope } from './ad-scope.ts';
import { topAds } from './ad-top-ads.ts';
import { trends } from './ad-trends.ts';

/** What the computation may use beyond the store: the configured model, to word the llm_ad_* analyses. */
export interface AdComponentDeps {
  ask?: AskModel;
}

type Computer<K extends AdApiKey> = (
  scans: AdScans,
  options: AdComponentOptions,
  deps: AdComponentDeps,
) => Promise<AdResult<K>>;

const COMPUTERS: { [K in AdApiKey]: Computer<K> } = {
  db_ad_performance_overview: (s) => metricList(s, 'db_ad_performance_overview'),
  db_ad_app_conversion_performance: (s) => metricList(s, 'db_ad_app_conversion_performance'),
  db_ad_app_cost_per_conversion: (s) => metricList(s, 'db_ad_app_cost_per_conversion'),
  db_ad_conversion_performance: (s) => metricList(s, 'db_ad_conversion_performance'),
  db_ad_cost_per_conversion: (s) => metricList(s, 'db_ad_cost_per_conversion'),
  db_ad_ads_data_trends: (s) => trends(s),
  db_ad_products_data: (s) => breakdown(s, 'db_ad_products_data'),
  db_ad_audiences_data: (s) => breakdown(s, 'db_ad_audiences_data'),
  db_ad_hooks_data: (s) => breakdown(s, 'db_ad_hooks_data'),
  db_ad_excellent_ads_display: (s) => topAds(s, 'db_ad_excellent_ads_display'),
  db_ad_poor_ads_display: (s) => topAds(s, 'db_ad_poor_ads_display'),
  db_ad_ads_consumption_progress: (s) => progress(s),
  db_ad_country_data: (s) => breakdown(s, 'db_ad_country_data'),
  db_ad_media_data: (s) => breakdown(s, 'db_ad_media_data'),
  db_ad_channel_data: (s) => breakdown(s, 'db_ad_channel_data'),
  db_ad_type_data: (s) => breakdown(s, 'db_ad_type_data'),
  db_ad_marketing_data: (s) => breakdown(s, 'db_ad_marketing_data'),
  db_ad_data_detail: (s, o) => detail(s, o.detail),
  db_ad_custom_multi_dimensional_data: (s, o) => pivot(s, o.pivot),
  llm_ad_fluctuating_products_analysis: (s, _o, d) =>
    analysis(s, 'llm_ad_fluctuating_products_analysis', d.ask),
  llm_ad_potential_audiences_analysis: (s, _o, d) =>
    analysis(s, 'llm_ad_potential_audiences_analysis', d.ask),
  llm_ad_potential_hooks_analysis: (s, _o, d) => analysis(s, 'llm_ad_potential_hooks_analysis', d.ask),
  llm_ad_potential_ads_analysis: (s, _o, d) => analysis(s, 'llm_ad_potential_ads_analysis', d.ask),
};

export const AD_API_KEYS = Object.keys(COMPUTERS) as AdApiKey[];

/** The components that read the ranked rows (`scans.ranked()`). */
const RANKED_KEYS: ReadonlySet<AdApiKey> = new Set([
  'db_ad_excellent_ads_display',
  'db_ad_poor_ads_display',
  'llm_ad_potential_ads_analysis',
]);

/** A detail page asked beside a ranked component shares its statement (ad-scans.ts). */
function scanPlan(apiKeys: readonly AdApiKey[], options: AdComponentOptions): AdScanPlan {
  if (!apiKeys.includes('db_ad_data_detail') || !apiKeys.some((key) => RANKED_KEYS.has(key))) return {};
  // Options that do not read are the detail component's to refuse, as without a plan.
  const page = adDetailOptionsSchema.safeParse(options.detail ?? {});
  return page.success ? { rankedWithDetail: page.data } : {};
}

export function isAdApiKey(key: string): key is AdApiKey {
  return Object.hasOwn(COMPUTERS, key);
}

export { adResultSchemas };

export type ComputedAdComponents<K extends AdApiKey> = { [P in K]: AdResult<P> };

/**
 * Computes the given AD components of one scope from one set of shared scans, every query in flight at once.
 * The scope is checked first (AppError AD_SCOPE_INVALID), and so is a pivot's choice (AD_PIVOT_INVALID);
 * unknown keys are an error, not silently skipped. `deps.ask`, when a model is configured, words the llm_ad_*
 * analyses (checked: numbers only from the data; the built-in writer's words otherwise).
 */
export async function computeAdComponents<K extends AdApiKey>(
  store: StoreReader,
  scope: unknown,
  apiKeys: readonly K[],
  options: AdComponentOptions = {},
  deps: AdComponentDeps = {},
): Promise<ComputedAdComponents<K>> {
  const unknown = apiKeys.filter((key) => !isAdApiKey(key));
  if (unknown.length > 0) throw new Error(`Not an AD component: ${unknown.join(', ')}`);
  const checked = parseAdScope(scope);
  if (options.pivot !== undefined) parsePivotOptions(options.pivot);
  const scans = createAdScans(store, checked, scanPlan(apiKeys, options));
  const results = await Promise.all(
    apiKeys.map((key) => (COMPUTERS[key] as Computer<K>)(scans, options, deps)),
  );
  return Object.fromEntries(apiKeys.map((key, i) => [key, results[i]])) as ComputedAdComponents<K>;
}
