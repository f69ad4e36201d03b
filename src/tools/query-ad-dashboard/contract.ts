import { z } from 'zod';
import { AD_QUERY_METRICS } from '../../lib/ads/ad-metric-kinds.ts';
import { AD_PLATFORMS, AGGREGATION_LEVELS, ATTRIBUTION_WINDOWS } from '../../lib/ads/ad-values.ts';
import { DASHBOARD_SOURCES } from '../../lib/api/endpoints/dashboard.ts';
import { defineTool } from '../define-tool.ts';
import { PERIOD_UNITS, queryPeriod } from '../query-dashboard/contract.ts';

/**
 * What can be asked of an AD dashboard, each answered by its components (docs/ads.md "Chat tools"):
 * - overview: every metric (or one) over the period, this week, last week and the change;
 * - compare_periods: every metric (or one) over the period against another span (`versus`) and the change;
 * - breakdown: a metric by a dimension, ranked (spend by product, the hook with the best ROI);
 * - change: which value of a dimension moved most week over week (the product whose CPA rose most);
 * - top_ads / worst_ads: the best and worst ads (or campaigns, ad sets) by ROI among those that spent enough;
 * - trend: a metric day by day;
 * - budget: the spend against the budget over the dashboard's period, and how much of the period has gone.
 */
export const AD_QUESTIONS = [
  'overview',
  'compare_periods',
  'breakdown',
  'change',
  'top_ads',
  'worst_ads',
  'trend',
  'budget',
] as const;
export type AdQuestion = (typeof AD_QUESTIONS)[number];

/** What a breakdown or a change is cut by: a tag dimension, a column of the facts, or a level. */
export const AD_QUERY_DIMENSIONS = [
  'product',
  'audience',
  'hook',
  'country',
  'media',
  'channel',
  'type',
  'objective',
  'campaign',
  'ad_set',
  'ad',
] as const;
export type AdQueryDimension = (typeof AD_QUERY_DIMENSIONS)[number];

export { AD_QUERY_METRICS, type AdQueryMetric } from '../../lib/ads/ad-metric-kinds.ts';

export const MAX_AD_QUERY_LIMIT = 20;

const cell = z.union([z.string(), z.number(), z.null()]);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const days = z.object({ from: day, to: day });

export const queryAdDashboardTool = defineTool({
  name: 'query_ad_dashboard',
  description:
    'Answer a question about an ad (AD) dashboard from its data, as a table or a chart: an overview of the metrics this week against last week; the metrics over the period against another span ("compare this month\'s spend with last month" = compare_periods, metric amount_spent_usd, period this month, versus last month; without versus, the span of the same length just before); a metric by product, audience, hook, country, media, channel, type, objective, campaign, ad set or ad, ranked highest or lowest (spend by product, "which hook had the best ROI last week" = breakdown by hook, metric roi, rank highest, period last 1 week), optionally only the values above or below a number ("which ads have ROI under 1" = breakdown by ad, metric roi, below 1); which value changed most week over week ("which product\'s cost per purchase rose most" = change, by product, metric cost_per_purchase, direction up); the best and worst ads; a metric\'s daily trend; the budget\'s pacing ("how is our budget pacing" = budget: spent, remaining and the share spent against the share of the dashboard\'s period gone). Any of these over one platform\'s ads only ("what did we spend on TikTok" = platform tiktok; Facebook and Instagram are meta, YouTube is google). Metrics: spend amount_spent_usd, roi (ROAS), cost_per_purchase (CPA), ctr, cpc, cpm, purchases, purchases_conversion_value (revenue), install, cost_per_install and the others of spec §3. Without dashboard_id or dashboard_name it uses the AD dashboard open in the side panel, else the most recently updated ready one. Quote only the numbers this tool returns.',
  input: z.object({
    dashboard_id: z.string().min(1).max(64).optional(),
    dashboard_name: z.string().trim().min(1).max(100).optional(),
    question: z.enum(AD_QUESTIONS),
    metric: z.enum(AD_QUERY_METRICS).optional(),
    by: z.enum(AD_QUERY_DIMENSIONS).optional(),
    /** breakdown: the highest values first (default) or the lowest (the best CPA is the lowest). */
    rank: z.enum(['highest', 'lowest']).optional(),
    /** change: the largest rise (default) or the largest fall. */
    direction: z.enum(['up', 'down']).optional(),
    /**
     * breakdown: only the values above / below this number, in the metric's unit ("ROI低于1" = below 1; money in
     * USD; a rate in percent: "CTR under 1.5%" = below 1.5).
     */
    above: z.number().optional(),
    below: z.number().optional(),
    limit: z.number().int().min(1).max(MAX_AD_QUERY_LIMIT).optional(),
    /** Only this platform's ads. */
    platform: z.enum(AD_PLATFORMS).optional(),
    /** Relative windows end on the last day of the dashboard's data (an export of October: its last week). */
    period: queryPeriod.optional(),
    /** compare_periods: the span `period` is compared with; by default the one of the same length before it. */
    versus: queryPeriod.optional(),
  }),
  output: z.object({
    dashboard_id: z.string(),
    dashboard_name: z.string(),
    /** As the dashboard's: `sample` among them means generated data. */
    data_sources: z.array(z.enum(DASHBOARD_SOURCES)),
    sample: z.boolean(),
    question: z.enum(AD_QUESTIONS),
    /** null for the overview of every metric. */
    metric: z.enum(AD_QUERY_METRICS).nullable(),
    by: z.enum(AD_QUERY_DIMENSIONS).nullable(),
    rank: z.enum(['highest', 'lowest']).nullable(),
    direction: z.enum(['up', 'down']).nullable(),
    /** breakdown: the bounds the values were kept within, as asked. Absent from answers kept before them. */
    above: z.number().nullable().optional(),
    below: z.number().nullable().optional(),
    /** breakdown with bounds: how many values kept to them (the rows are the first `limit` of them). */
    matched: z.number().int().optional(),
    /** The one platform answered, or null for every platform of the dashboard. */
    platform: z.enum(AD_PLATFORMS).nullable(),
    kind: z.enum(['table', 'chart']),
    /** Column keys: `value` (the dimension's value), `metric`, `period`, `this_week`, `last_week`, `change`,
     *  `rank`, `name`, `campaign`, `ad_set`, `day`, or a metric; the card translates them. */
    columns: z.array(z.string()),
    rows: z.array(z.array(cell)),
    chart: z
      .object({
        type: z.enum(['line', 'bar']),
        x: z.array(z.string()),
        series: z.array(z.object({ name: z.string(), data: z.array(z.number().nullable()) })),
      })
      .optional(),
    /** The dates answered, and how they were asked when relative. */
    period: days.extend({
      last: z.number().int().optional(),
      unit: z.enum(PERIOD_UNITS).optional(),
    }),
    /** compare_periods: the dates the period is compared with. */
    versus: days.optional(),
    weeks: z.object({ thisWeek: days, lastWeek: days }),
    window: z.enum(ATTRIBUTION_WINDOWS),
    level: z.enum(AGGREGATION_LEVELS),
    /** Data sources that do not report the window: their conversions are zeros, not measured. */
    not_measured: z.array(z.string()),
    /** No source has data in the period: where the data is. */
    data_days: days.nullable(),
    /** The best and worst ads' rule (who ranks), in both languages. */
    rule: z.object({ zh: z.string(), en: z.string() }).optional(),
  }),
  needsApproval: false,
  slash: 'askads',
});
