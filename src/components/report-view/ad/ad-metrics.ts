import type { AdValueKey } from '@/lib/report-components/ad-results';
import {
  EMPTY,
  formatCompactLocalized,
  formatPercent,
  formatTwoDecimal,
  formatUsd,
  toFiniteNumber,
} from '@/lib/format';
import type { Language } from '@/lib/i18n';
import { COST_METRICS } from '@/lib/ads/ad-metric-kinds';
import type { CellFormat } from '../report-table-types.ts';

/** The metrics a row of ads, ad sets or campaigns shows: the detail's columns and the top lists' tables. */
export const ENTITY_METRICS = [
  'amount_spent_usd',
  'impressions',
  'link_clicks',
  'ctr',
  'cpc',
  'purchases',
  'purchases_conversion_value',
  'roi',
  'cost_per_purchase',
] as const satisfies readonly AdValueKey[];

/** How a metric's value reads: dollars, a count, a rate, or ROI (purchase value ÷ spend, a plain ratio). */
export type MetricFormat = 'usd' | 'count' | 'percent' | 'ratio';

export const METRIC_FORMAT: Record<AdValueKey, MetricFormat> = {
  amount_spent_usd: 'usd',
  amount_remain_usd: 'usd',
  amount_budget_usd: 'usd',
  impressions: 'count',
  views: 'count',
  link_clicks: 'count',
  engagements: 'count',
  purchases_conversion_value: 'usd',
  roi: 'ratio',
  aov: 'usd',
  overall_conversion_rate: 'percent',
  ctr: 'percent',
  cpc: 'usd',
  cpv: 'usd',
  cpm: 'usd',
  adds_to_cart: 'count',
  checkouts_initiated: 'count',
  purchases: 'count',
  install: 'count',
  active: 'count',
  cost_per_add_to_cart: 'usd',
  cost_per_checkout_initiated: 'usd',
  cost_per_purchase: 'usd',
  cost_per_install: 'usd',
  cost_per_active: 'usd',
};

const CELL_FORMATS: Record<MetricFormat, CellFormat> = {
  usd: 'usd',
  count: 'number',
  percent: 'percent',
  ratio: 'number',
};

/** A metric's column format in the report tables and the XLSX download. */
export const metricCellFormat = (metric: AdValueKey): CellFormat => CELL_FORMATS[METRIC_FORMAT[metric]];

/**
 * Which way a metric gets better: costs and prices lower, results higher. Spend, budget and what remains are
 * neither: spending more is a choice, not a result, so their change is not coloured.
 */
export type Better = 'higher' | 'lower' | 'neither';

const LOWER: ReadonlySet<string> = COST_METRICS;
const NEITHER: ReadonlySet<AdValueKey> = new Set([
  'amount_spent_usd',
  'amount_budget_usd',
  'amount_remain_usd',
]);

export const betterWay = (metric: AdValueKey): Better =>
  LOWER.has(metric) ? 'lower' : NEITHER.has(metric) ? 'neither' : 'higher';

/**
 * The values an attribution window decides: the conversions, their value and every ratio made from them. The
 * delivery (spend, impressions, views, clicks, engagements) and its ratios are the same under every window.
 */
export const CONVERSION_METRICS: ReadonlySet<AdValueKey> = new Set([
  'purchases_conversion_value',
  'roi',
  'aov',
  'overall_conversion_rate',
  'adds_to_cart',
  'checkouts_initiated',
  'purchases',
  'install',
  'active',
  'cost_per_add_to_cart',
  'cost_per_checkout_initiated',
  'cost_per_purchase',
  'cost_per_install',
  'cost_per_active',
]);

/** From this size on a tile shows a value compact (1.2万 / 12.3k), the exact one in its title. */
const COMPACT_FROM = 10_000;

/**
 * A metric's value as shown: `compact` for tiles and chart axes (万/亿 in Chinese, KorM in English, spec §9)
 * from `compactFrom` on, otherwise exact (spec §9's two-decimal format; percentages to 2 decimals).
 */
export function formatMetric(
  metric: AdValueKey,
  value: number | null | undefined,
  language: Language,
  { compact = false, compactFrom = COMPACT_FROM }: { compact?: boolean; compactFrom?: number } = {},
): string {
  const n = toFiniteNumber(value);
  if (n === null) return EMPTY;
  const big = compact && Math.abs(n) >= compactFrom;
  switch (METRIC_FORMAT[metric]) {
    case 'usd':
      return big ? `$${formatCompactLocalized(n, language)}` : formatUsd(n);
    case 'count':
      return big ? formatCompactLocalized(n, language) : formatTwoDecimal(Math.round(n * 100) / 100);
    case 'percent':
      return formatPercent(n);
    case 'ratio':
      return formatTwoDecimal(n);
  }
}

export type ChangeTone = 'better' | 'worse' | 'neutral';

/** Whether a change is good news for this metric: up is better for results, down for costs. */
export function changeTone(metric: AdValueKey, change: number | null | undefined): ChangeTone {
  const n = toFiniteNumber(change);
  const way = betterWay(metric);
  if (n === null || way === 'neither' || Math.abs(n) < 0.00005) return 'neutral';
  return n > 0 === (way === 'higher') ? 'better' : 'worse';
}

export const TONE_CLASSES: Record<ChangeTone, string> = {
  better: 'bg-success/10 text-success',
  worse: 'bg-destructive/10 text-destructive',
  neutral: 'bg-muted text-muted-foreground',
};

/** The same tones in the exports (the painter has no CSS): the theme's success and destructive colours. */
export const TONE_COLORS: Record<ChangeTone, string> = {
  better: '#047857',
  worse: '#b91c1c',
  neutral: '#71717a',
};
