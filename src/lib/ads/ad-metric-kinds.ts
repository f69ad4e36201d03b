import { AD_METRICS } from './ad-values.ts';

/* The metrics an ad question asks about, and their kinds, apart from the query contract's schemas: the /askads
   line is worded on the start page. */

/** Spec §3's ad metrics and the app components' cost per install and per active user. */
export const AD_QUERY_METRICS = [...AD_METRICS, 'cost_per_install', 'cost_per_active'] as const;
export type AdQueryMetric = (typeof AD_QUERY_METRICS)[number];

/** Costs: their best value is the lowest. */
export const COST_METRICS: ReadonlySet<AdQueryMetric> = new Set([
  'cpc',
  'cpv',
  'cpm',
  'cost_per_add_to_cart',
  'cost_per_checkout_initiated',
  'cost_per_purchase',
  'cost_per_install',
  'cost_per_active',
]);

/** Rates: kept as ratios, said in percent ("CTR低于1%"). */
export const RATE_METRICS: ReadonlySet<AdQueryMetric> = new Set(['ctr', 'overall_conversion_rate']);

/** Dollars: spend, budget, revenue and every cost. */
export const MONEY_METRICS: ReadonlySet<AdQueryMetric> = new Set([
  ...COST_METRICS,
  'amount_spent_usd',
  'amount_remain_usd',
  'amount_budget_usd',
  'purchases_conversion_value',
  'aov',
]);
