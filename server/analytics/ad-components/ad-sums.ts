/**
 * From the sums of the facts to spec §3's metrics (docs/ads.md "Metrics"): the formulas, null ratios, and the
 * week-over-week change. Money sums are rounded to 1/10,000 dollar so both engines give the same values.
 */
import {
  AD_VALUE_KEYS,
  type AdCompared,
  type AdValues,
} from '../../../src/lib/report-components/ad-results.ts';
import { SUMS, type SumName } from './ad-scope.ts';

export type AdSums = Record<SumName, number>;

const MONEY = new Set<SumName>(['spend', 'purchase_value']);

export const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

/** Each sum with its result column and whether it is money; looked up once, not per row. */
const SUM_READS = SUMS.map((name) => ({ name, column: `s_${name}`, money: MONEY.has(name) }));

// Plain loops over SUM_READS: these run for every row of every computation, and building each object with
// Object.fromEntries and the column names anew made them a third of a computation's time on the event loop.
export function zeroSums(): AdSums {
  const out = {} as AdSums;
  for (const { name } of SUM_READS) out[name] = 0;
  return out;
}

/** The s_* columns of a result row. */
export function readSums(row: Record<string, unknown>): AdSums {
  const out = {} as AdSums;
  for (const { name, column, money } of SUM_READS) {
    const value = Number(row[column] ?? 0);
    out[name] = money ? round4(value) : value;
  }
  return out;
}

export function addSums(target: AdSums, more: AdSums): AdSums {
  for (const { name, money } of SUM_READS)
    target[name] = money ? round4(target[name] + more[name]) : target[name] + more[name];
  return target;
}

const ratio = (numerator: number, divisor: number) => (divisor === 0 ? null : numerator / divisor);

/** Every metric from the sums; the budget (and so what remains) only where a budget applies. */
export function adValues(s: AdSums, budgetUsd: number | null = null): AdValues {
  return {
    amount_spent_usd: s.spend,
    amount_budget_usd: budgetUsd,
    amount_remain_usd: budgetUsd === null ? null : round4(Math.max(budgetUsd - s.spend, 0)),
    impressions: s.impressions,
    views: s.views,
    link_clicks: s.link_clicks,
    engagements: s.engagements,
    purchases_conversion_value: s.purchase_value,
    roi: ratio(s.purchase_value, s.spend),
    aov: ratio(s.purchase_value, s.purchases),
    overall_conversion_rate: ratio(s.purchases, s.link_clicks),
    ctr: ratio(s.link_clicks, s.impressions),
    cpc: ratio(s.spend, s.link_clicks),
    cpv: ratio(s.spend, s.views),
    cpm: s.impressions === 0 ? null : (s.spend / s.impressions) * 1000,
    adds_to_cart: s.adds_to_cart,
    checkouts_initiated: s.checkouts,
    purchases: s.purchases,
    install: s.installs,
    active: s.actives,
    cost_per_add_to_cart: ratio(s.spend, s.adds_to_cart),
    cost_per_checkout_initiated: ratio(s.spend, s.checkouts),
    cost_per_purchase: ratio(s.spend, s.purchases),
    cost_per_install: ratio(s.spend, s.installs),
    cost_per_active: ratio(s.spend, s.actives),
  };
}

/** (this − last) / last per metric; null when either is null or last is 0. */
export function changeOf(thisWeek: AdValues, lastWeek: AdValues): AdValues {
  const out = {} as AdValues;
  for (const key of AD_VALUE_KEYS) {
    const now = thisWeek[key];
    const before = lastWeek[key];
    out[key] = now === null || before === null || before === 0 ? null : (now - before) / before;
  }
  return out;
}

/** Sums of the period and of the two weeks. */
export interface AdParts {
  period: AdSums;
  thisWeek: AdSums;
  lastWeek: AdSums;
}

export const emptyParts = (): AdParts => ({ period: zeroSums(), thisWeek: zeroSums(), lastWeek: zeroSums() });

/** Adds a result row (with `part` and `inp`, see adFilter) to the parts it belongs to. */
export function addRow(parts: AdParts, row: Record<string, unknown>): void {
  const sums = readSums(row);
  if (Number(row.inp) === 1) addSums(parts.period, sums);
  const part = Number(row.part);
  if (part === 1) addSums(parts.thisWeek, sums);
  else if (part === 2) addSums(parts.lastWeek, sums);
}

/** The period (with the budget, when given) and the weeks (a budget is the period's: none for a week). */
export function compared(parts: AdParts, budgetUsd: number | null = null): AdCompared {
  const thisWeek = adValues(parts.thisWeek);
  const lastWeek = adValues(parts.lastWeek);
  return {
    period: adValues(parts.period, budgetUsd),
    thisWeek,
    lastWeek,
    change: changeOf(thisWeek, lastWeek),
  };
}
