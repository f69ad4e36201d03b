/**
 * The AD components (db_ad_*, llm_ad_*): their scope, options and result schemas. How each value is computed:
 * docs/ads.md ("Metrics", "Components"). Conventions, identical on DuckDB and PostgreSQL:
 * - Money is US dollars, sums rounded to 1/10,000 (the precision of the converted facts), so both engines give
 *   the same numbers whatever order they add in.
 * - A ratio whose divisor is 0 is null, never 0 or Infinity; a change is null when last week is 0.
 * - Every metric has its value over the period (from … to) and over this week and last week: the seven days
 *   ending on the anchor and the seven before, read whatever the period is.
 */
import { z } from 'zod';
import {
  AD_METRICS,
  AD_PLATFORMS,
  AGGREGATION_LEVELS,
  ATTRIBUTION_WINDOWS,
  TAG_DIMENSIONS,
  type AdMetric,
} from '../ads/ad-values.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const text = z.string().min(1).max(200);

/** What every AD component computes over: datasets, a date range, the window and level, tag and platform filters. */
export const adScopeSchema = z
  .object({
    datasetIds: z.array(text).min(1).max(100),
    from: day,
    to: day,
    /** The last day of this week; `to` when absent. */
    anchor: day.optional(),
    window: z.enum(ATTRIBUTION_WINDOWS),
    level: z.enum(AGGREGATION_LEVELS),
    /** An ad must carry one of the listed tags of each dimension named. */
    tags: z.partialRecord(z.enum(TAG_DIMENSIONS), z.array(text).max(200)).optional(),
    /** Only the rows of these platforms (an upload from the template may hold several). */
    platforms: z.array(z.enum(AD_PLATFORMS)).min(1).max(AD_PLATFORMS.length).optional(),
    /** The datasets' budget for the period, in US dollars. */
    budgetUsd: z.number().nonnegative().finite().optional(),
  })
  .refine((s) => s.from <= s.to, { path: ['to'] });
export type AdScope = z.infer<typeof adScopeSchema>;

/** Beside spec §3's metrics, the app components show the cost of an install and of an active user. */
export const AD_VALUE_KEYS = [...AD_METRICS, 'cost_per_install', 'cost_per_active'] as const;
export type AdValueKey = (typeof AD_VALUE_KEYS)[number];

const nullableNumber = z.number().nullable();
export const adValuesSchema = z.record(z.enum(AD_VALUE_KEYS), nullableNumber);
export type AdValues = z.infer<typeof adValuesSchema>;

/** A metric over the period, this week, last week, and the change (this − last) / last. */
export const adComparedSchema = z.object({
  period: adValuesSchema,
  thisWeek: adValuesSchema,
  lastWeek: adValuesSchema,
  change: adValuesSchema,
});
export type AdCompared = z.infer<typeof adComparedSchema>;

const dayRange = z.object({ from: day, to: day });
export const adWeeksSchema = z.object({ thisWeek: dayRange, lastWeek: dayRange });

const metricRow = z.object({
  metric: z.enum(AD_VALUE_KEYS),
  period: nullableNumber,
  thisWeek: nullableNumber,
  lastWeek: nullableNumber,
  change: nullableNumber,
});

/** The overview and the four conversion components: a list of metrics, each compared week over week. */
export const adMetricListResultSchema = z.object({
  window: z.enum(ATTRIBUTION_WINDOWS),
  weeks: adWeeksSchema,
  metrics: z.array(metricRow),
});

export const AD_METRIC_LISTS = {
  db_ad_performance_overview: AD_METRICS,
  db_ad_app_conversion_performance: ['install', 'active', 'amount_spent_usd'],
  db_ad_app_cost_per_conversion: ['cost_per_install', 'cost_per_active'],
  db_ad_conversion_performance: [
    'adds_to_cart',
    'checkouts_initiated',
    'purchases',
    'purchases_conversion_value',
    'overall_conversion_rate',
  ],
  db_ad_cost_per_conversion: ['cost_per_add_to_cart', 'cost_per_checkout_initiated', 'cost_per_purchase'],
} as const satisfies Record<string, readonly AdValueKey[]>;

/** The metrics the trend draws, one point per day of the period (days without rows are zeros). */
export const AD_TREND_METRICS = [
  'amount_spent_usd',
  'impressions',
  'link_clicks',
  'purchases',
  'purchases_conversion_value',
  'roi',
  'ctr',
  'cpc',
  'cpm',
] as const satisfies readonly AdMetric[];

export const adTrendResultSchema = z.object({
  window: z.enum(ATTRIBUTION_WINDOWS),
  metrics: z.array(z.enum(AD_VALUE_KEYS)),
  days: z.array(z.object({ day, values: adValuesSchema })),
});

/** Breakdowns by a column of the facts or by a tag dimension; `value` null is "unknown" / "untagged". */
export const AD_BREAKDOWNS = {
  db_ad_country_data: 'country',
  db_ad_media_data: 'media',
  db_ad_channel_data: 'channel',
  db_ad_type_data: 'ad_type',
  db_ad_marketing_data: 'objective',
  db_ad_products_data: 'product',
  db_ad_audiences_data: 'audience',
  db_ad_hooks_data: 'hook',
} as const;
export type AdBreakdownDimension = (typeof AD_BREAKDOWNS)[keyof typeof AD_BREAKDOWNS];

export const adBreakdownResultSchema = z.object({
  dimension: z.enum(Object.values(AD_BREAKDOWNS) as [AdBreakdownDimension, ...AdBreakdownDimension[]]),
  window: z.enum(ATTRIBUTION_WINDOWS),
  weeks: adWeeksSchema,
  /** By the period's spend, largest first; ties by value. An ad with two tags of a dimension counts in both. */
  rows: z.array(adComparedSchema.extend({ value: z.string().nullable() })),
});

const bilingual = z.object({ zh: z.string(), en: z.string() });

/** A campaign, ad set or ad (as the level says) with its values over the period. */
export const adEntitySchema = z.object({
  datasetId: z.string(),
  id: z.string(),
  name: z.string(),
  campaignName: z.string(),
  adSetName: z.string().nullable(),
  creativeUrl: z.string().nullable(),
  /** The ad's creative text (title and body); null for campaigns, ad sets and ads without one. */
  creativeText: z.string().nullable(),
  values: adValuesSchema,
});
export type AdEntity = z.infer<typeof adEntitySchema>;

export const adTopResultSchema = z.object({
  level: z.enum(AGGREGATION_LEVELS),
  rule: z.object({
    metric: z.literal('roi'),
    order: z.enum(['desc', 'asc']),
    /** Only rows that spent at least this much in the period rank; null when nothing spent. */
    minSpendUsd: nullableNumber,
    text: bilingual,
  }),
  items: z.array(adEntitySchema.extend({ rank: z.number().int().positive() })),
});

export const adProgressResultSchema = z.object({
  budgetUsd: nullableNumber,
  spentUsd: z.number(),
  remainUsd: nullableNumber,
  /** spent ÷ budget */
  spentShare: nullableNumber,
  /** Days of the period up to the latest day with data ÷ days of the period. */
  elapsedShare: z.number(),
  days: z.array(
    z.object({ day, spendUsd: z.number(), cumulativeUsd: z.number(), remainUsd: nullableNumber }),
  ),
});

export const AD_DETAIL_SORTS = [
  'spend',
  'impressions',
  'link_clicks',
  'purchases',
  'purchase_value',
] as const;
export const adDetailOptionsSchema = z.object({
  page: z.number().int().positive().max(100_000).default(1),
  pageSize: z.number().int().positive().max(200).default(20),
  sort: z.enum(AD_DETAIL_SORTS).default('spend'),
  order: z.enum(['desc', 'asc']).default('desc'),
});
export type AdDetailOptions = z.infer<typeof adDetailOptionsSchema>;

export const adDetailResultSchema = z.object({
  level: z.enum(AGGREGATION_LEVELS),
  page: z.number().int(),
  pageSize: z.number().int(),
  sort: z.enum(AD_DETAIL_SORTS),
  order: z.enum(['desc', 'asc']),
  total: z.number().int().nonnegative(),
  rows: z.array(adEntitySchema),
});

export const AD_PIVOT_DIMENSIONS = [
  'day',
  'week',
  'campaign',
  'ad_set',
  'ad',
  'country',
  'media',
  'channel',
  'type',
  'objective',
  'product',
  'audience',
  'hook',
] as const;
export type AdPivotDimension = (typeof AD_PIVOT_DIMENSIONS)[number];

/** The budget is the datasets', not a row's: the pivot offers every other metric. */
export const AD_PIVOT_METRICS = AD_METRICS.filter(
  (m) => m !== 'amount_budget_usd' && m !== 'amount_remain_usd',
);
export const AD_PIVOT_MAX_ROWS = 1000;

export const adPivotOptionsSchema = z.object({
  dimensions: z.array(z.enum(AD_PIVOT_DIMENSIONS)).min(1).max(3),
  metrics: z
    .array(z.enum(AD_PIVOT_METRICS as [AdMetric, ...AdMetric[]]))
    .min(1)
    .max(AD_PIVOT_METRICS.length),
});
export type AdPivotOptions = z.infer<typeof adPivotOptionsSchema>;

export const DEFAULT_AD_PIVOT: AdPivotOptions = {
  dimensions: ['day'],
  metrics: ['amount_spent_usd', 'impressions', 'link_clicks', 'purchases', 'roi'],
};

export const adPivotResultSchema = z.object({
  dimensions: z.array(z.enum(AD_PIVOT_DIMENSIONS)),
  metrics: z.array(z.enum(AD_METRICS)),
  /** Groups in the data; only the first AD_PIVOT_MAX_ROWS by spend are listed. */
  total: z.number().int().nonnegative(),
  rows: z.array(
    z.object({
      /** One per dimension: the id, day, week start or value; null is unknown / untagged. */
      keys: z.array(z.string().nullable()),
      /** What to show for each key: a campaign's, ad set's or ad's name, else the key. */
      labels: z.array(z.string().nullable()),
      values: z.partialRecord(z.enum(AD_METRICS), nullableNumber),
    }),
  ),
});

export const AD_ANALYSES = [
  'llm_ad_fluctuating_products_analysis',
  'llm_ad_potential_audiences_analysis',
  'llm_ad_potential_hooks_analysis',
  'llm_ad_potential_ads_analysis',
] as const;
export type AdAnalysisKey = (typeof AD_ANALYSES)[number];

/** An llm_ad_* analysis: items computed from the data, then worded; the words use only these numbers. */
export const adAnalysisResultSchema = z.object({
  rule: bilingual,
  items: z.array(
    z.object({
      label: z.string(),
      datasetId: z.string().nullable(),
      id: z.string().nullable(),
      numbers: z.record(z.string(), nullableNumber),
    }),
  ),
  text: bilingual,
  writer: z.enum(['builtin', 'model']),
  /** The configured model that worded it (its id), when `writer` is `model`. */
  model: z.string().min(1).max(200).optional(),
});
export type AdAnalysisResult = z.infer<typeof adAnalysisResultSchema>;

export const adResultSchemas = {
  db_ad_performance_overview: adMetricListResultSchema,
  db_ad_app_conversion_performance: adMetricListResultSchema,
  db_ad_app_cost_per_conversion: adMetricListResultSchema,
  db_ad_conversion_performance: adMetricListResultSchema,
  db_ad_cost_per_conversion: adMetricListResultSchema,
  db_ad_ads_data_trends: adTrendResultSchema,
  db_ad_products_data: adBreakdownResultSchema,
  db_ad_audiences_data: adBreakdownResultSchema,
  db_ad_hooks_data: adBreakdownResultSchema,
  db_ad_excellent_ads_display: adTopResultSchema,
  db_ad_poor_ads_display: adTopResultSchema,
  db_ad_ads_consumption_progress: adProgressResultSchema,
  db_ad_country_data: adBreakdownResultSchema,
  db_ad_media_data: adBreakdownResultSchema,
  db_ad_channel_data: adBreakdownResultSchema,
  db_ad_type_data: adBreakdownResultSchema,
  db_ad_marketing_data: adBreakdownResultSchema,
  db_ad_data_detail: adDetailResultSchema,
  db_ad_custom_multi_dimensional_data: adPivotResultSchema,
  llm_ad_fluctuating_products_analysis: adAnalysisResultSchema,
  llm_ad_potential_audiences_analysis: adAnalysisResultSchema,
  llm_ad_potential_hooks_analysis: adAnalysisResultSchema,
  llm_ad_potential_ads_analysis: adAnalysisResultSchema,
} as const;

export type AdComponentKey = keyof typeof adResultSchemas;
export type AdResult<K extends AdComponentKey> = z.infer<(typeof adResultSchemas)[K]>;

/** Per-component options: the detail's page and the pivot's dimensions and metrics. */
export interface AdComponentOptions {
  detail?: Partial<AdDetailOptions>;
  pivot?: AdPivotOptions;
}
