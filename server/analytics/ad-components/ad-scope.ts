/**
 * An AD component's scope as SQL: the datasets, the period and the two compared weeks, the tag filters. Every
 * value is a parameter; the attribution window and the aggregation level pick columns from fixed maps below,
 * never from text.
 */
import {
  TAG_DIMENSIONS,
  type AggregationLevel,
  type AttributionWindow,
} from '../../../src/lib/ads/ad-values.ts';
import { adScopeSchema, type AdScope } from '../../../src/lib/report-components/ad-results.ts';
import { AppError } from '../../lib/errors.ts';
import { isCalendarDay, windowedColumn } from '../store/ad-fact-schema.ts';
import type { SqlValue } from '../components/store-reader.ts';

export type { AdScope };

const DAY_MS = 86_400_000;

/** `day` plus `n` days, YYYY-MM-DD (calendar arithmetic in UTC, so no time zone moves a day). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export interface AdWeeks {
  thisWeek: { from: string; to: string };
  lastWeek: { from: string; to: string };
}

/** This week is the seven days ending on the anchor, last week the seven before (docs/ads.md "Metrics"). */
export function adWeeks(anchor: string): AdWeeks {
  return {
    thisWeek: { from: addDays(anchor, -6), to: anchor },
    lastWeek: { from: addDays(anchor, -13), to: addDays(anchor, -7) },
  };
}

/** A valid scope, or AppError AD_SCOPE_INVALID naming what is wrong. */
export function parseAdScope(input: unknown): AdScope {
  const parsed = adScopeSchema.safeParse(input);
  const issues = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  if (parsed.success) {
    for (const key of ['from', 'to', 'anchor'] as const) {
      const day = parsed.data[key];
      if (day !== undefined && !isCalendarDay(day))
        issues.push({ path: key, message: `${day} is not a day` });
    }
  }
  if (issues.length > 0 || !parsed.success) throw new AppError('AD_SCOPE_INVALID', undefined, issues);
  return parsed.data;
}

/** Placeholders $1, $2 … in the order values are added. */
export class SqlParams {
  readonly values: SqlValue[] = [];
  add(value: SqlValue): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const asDate = (placeholder: string) => `cast(${placeholder} as date)`;

/** The columns a row of each aggregation level is keyed and named by. */
export const LEVEL_COLUMNS: Record<
  AggregationLevel,
  { id: string; name: string; adSetName: string; creativeUrl: string }
> = {
  campaign: {
    id: 'd.campaign_id',
    name: 'max(d.campaign_name)',
    adSetName: 'cast(null as varchar)',
    creativeUrl: 'cast(null as varchar)',
  },
  ad_set: {
    id: 'd.ad_set_id',
    name: 'max(d.ad_set_name)',
    adSetName: 'max(d.ad_set_name)',
    creativeUrl: 'cast(null as varchar)',
  },
  ad: {
    id: 'd.ad_id',
    name: 'max(d.ad_name)',
    adSetName: 'max(d.ad_set_name)',
    creativeUrl: 'max(d.creative_url)',
  },
};

/** The sums every metric is derived from, by their result column, and the fact column each sums. */
export const SUMS = [
  'spend',
  'impressions',
  'views',
  'link_clicks',
  'engagements',
  'purchases',
  'purchase_value',
  'adds_to_cart',
  'checkouts',
  'installs',
  'actives',
] as const;
export type SumName = (typeof SUMS)[number];

function factColumn(sum: SumName, window: AttributionWindow): string {
  switch (sum) {
    case 'spend':
      return 'spend_usd';
    case 'purchases':
      return windowedColumn('purchases', window);
    case 'purchase_value':
      return windowedColumn('purchase_value_usd', window);
    case 'adds_to_cart':
      return windowedColumn('adds_to_cart', window);
    case 'checkouts':
      return windowedColumn('checkouts_initiated', window);
    case 'installs':
      return windowedColumn('installs', window);
    case 'actives':
      return windowedColumn('actives', window);
    default:
      return sum;
  }
}

/** `sum(d.spend_usd) as s_spend, …` over the facts (alias d). */
export function sumsSql(window: AttributionWindow): string {
  return SUMS.map((s) => `sum(d.${factColumn(s, window)}) as s_${s}`).join(', ');
}

/** `d.spend_usd as m_spend, …`: the window's measures of a fact row, for a subquery summed by `sumsOf`. */
export function measuresSql(window: AttributionWindow): string {
  return SUMS.map((s) => `d.${factColumn(s, window)} as m_${s}`).join(', ');
}

/** `sum(x.m_spend) as s_spend, …` (prefix m) or `sum(a.s_spend) as s_spend, …` (prefix s). */
export function sumsOf(alias: string, prefix: 'm' | 's'): string {
  return SUMS.map((s) => `sum(${alias}.${prefix}_${s}) as s_${s}`).join(', ');
}

export interface AdFilter {
  /** A condition on the facts (alias d). */
  where: string;
  params: SqlParams;
  /** 1 this week, 2 last week, 0 neither (always 0 with `periodOnly`). */
  part: string;
  /** 1 inside the period, else 0. */
  inPeriod: string;
  weeks: AdWeeks;
  anchor: string;
}

/**
 * The facts of the scope. `periodOnly`: only days of the period; otherwise also the two compared weeks, with
 * `part` and `inPeriod` telling which a row belongs to.
 */
export function adFilter(scope: AdScope, opts: { periodOnly?: boolean } = {}): AdFilter {
  const params = new SqlParams();
  const anchor = scope.anchor ?? scope.to;
  const weeks = adWeeks(anchor);
  const datasets = scope.datasetIds.map((id) => params.add(id)).join(', ');
  const from = asDate(params.add(scope.from));
  const to = asDate(params.add(scope.to));
  const period = `d.day between ${from} and ${to}`;
  const parts = [`d.dataset_id in (${datasets})`];
  // Only placeholders the query uses: DuckDB refuses a parameter it has no place for.
  let part = '0';
  if (opts.periodOnly) parts.push(period);
  else {
    const thisFrom = asDate(params.add(weeks.thisWeek.from));
    const thisTo = asDate(params.add(weeks.thisWeek.to));
    const lastFrom = asDate(params.add(weeks.lastWeek.from));
    const lastTo = asDate(params.add(weeks.lastWeek.to));
    parts.push(`(${period} or d.day between ${lastFrom} and ${thisTo})`);
    part = `case when d.day between ${thisFrom} and ${thisTo} then 1
      when d.day between ${lastFrom} and ${lastTo} then 2 else 0 end`;
  }
  if (scope.platforms?.length)
    parts.push(`d.platform in (${scope.platforms.map((p) => params.add(p)).join(', ')})`);
  for (const dimension of TAG_DIMENSIONS) {
    const tags = scope.tags?.[dimension];
    if (!tags || tags.length === 0) continue;
    parts.push(`exists (select 1 from analytics.ad_tags t where t.dataset_id = d.dataset_id
      and t.ad_id = d.ad_id and t.dimension = ${params.add(dimension)}
      and t.tag in (${tags.map((tag) => params.add(tag)).join(', ')}))`);
  }
  return {
    where: parts.join(' and '),
    params,
    part,
    inPeriod: `case when ${period} then 1 else 0 end`,
    weeks,
    anchor,
  };
}
