/**
 * The scans of the ad facts that the AD components are reduced from, each run at most once per computation
 * (memoised promises), so a dashboard of 23 components reads the facts a handful of times:
 * - daily: sums per day with the week and period flags (overview, the four conversion components, trend,
 *   spend progress);
 * - breakdowns: per country, media, channel, ad type and objective in ONE scan (grouping sets);
 * - tagged: per product, audience and hook tag (untagged as null), from per-ad sums joined with the tags;
 * - ranked: the period's rows at the scope's level ranked by ROI (best, worst, and the little-spend potential);
 * - detail and pivot pages, cut in SQL; when the computation shows a detail page beside a ranked component
 *   (`AdScanPlan`), the two are one statement over the period's rows, grouped once.
 * Results are small (days, values, pages): nothing the size of the facts crosses to the event loop.
 */
import { AD_TOP_CREATIVES, TAG_DIMENSIONS } from '../../../src/lib/ads/ad-values.ts';
import {
  AD_PIVOT_MAX_ROWS,
  type AdDetailOptions,
  type AdPivotDimension,
  type AdPivotOptions,
} from '../../../src/lib/report-components/ad-results.ts';
import type { StoreReader } from '../components/store-reader.ts';
import { AD_DAY_ADS, AD_DAY_PLACES } from '../store/ad-fact-schema.ts';
import {
  adFilter,
  LEVEL_COLUMNS,
  measuresSql,
  sumsOf,
  sumsSql,
  type AdFilter,
  type AdScope,
} from './ad-scope.ts';
import { createTurnGate } from '../../lib/turn-gate.ts';
import { withCreativeTexts } from './ad-creative-texts.ts';

type Row = Record<string, unknown>;

/**
 * The facts summed per dataset, day and ad (store/ad-fact-schema.ts): what every scan reads unless it groups by
 * a column only the facts have.
 */
const BY_AD = `analytics.${AD_DAY_ADS.table}`;
/** Summed over ads: the breakdowns read them unless a tag filter needs the ad. */
const BY_PLACE = `analytics.${AD_DAY_PLACES.table}`;
const FACTS = 'analytics.ad_days';
const hasTagFilter = (scope: AdScope) => Object.values(scope.tags ?? {}).some((tags) => tags.length > 0);
/** Neither rollup keeps the platform: a scope of some platforms reads the facts. */
const byAd = (scope: AdScope) => (scope.platforms?.length ? FACTS : BY_AD);
const byPlace = (scope: AdScope) => (scope.platforms?.length || hasTagFilter(scope) ? FACTS : BY_PLACE);
const FACT_ONLY = new Set<AdPivotDimension>(['country', 'media', 'channel', 'type', 'objective']);

export const BREAKDOWN_COLUMNS = ['country', 'media', 'channel', 'ad_type', 'objective'] as const;
export type BreakdownColumn = (typeof BREAKDOWN_COLUMNS)[number];

export interface AdScans {
  readonly scope: AdScope;
  /** The scope's filter, for its weeks and anchor; every query builds its own (parameters are added to it). */
  readonly filter: AdFilter;
  daily(): Promise<Row[]>;
  breakdowns(): Promise<Map<BreakdownColumn, Row[]>>;
  tagged(): Promise<Row[]>;
  ranked(): Promise<Ranked>;
  detail(options: AdDetailOptions): Promise<DetailPage>;
  pivot(options: AdPivotOptions): Promise<{ rows: Row[]; total: number }>;
}

/** What a computation will ask of the scans, known before it asks, so that two asks can share one statement. */
export interface AdScanPlan {
  /** The detail page shown beside a ranked component (top ads, the potential ads): both group the same rows. */
  rankedWithDetail?: AdDetailOptions;
}

export function createAdScans(store: StoreReader, scope: AdScope, plan: AdScanPlan = {}): AdScans {
  const filter = adFilter(scope);
  const memo = new Map<string, Promise<unknown>>();
  // The components that share a scan pick its rows up each in a turn of its own, not all in one stretch.
  const turns = createTurnGate();
  const shared = plan.rankedWithDetail;
  const once = async <T>(key: string, run: () => Promise<T>): Promise<T> => {
    let hit = memo.get(key) as Promise<T> | undefined;
    if (!hit) memo.set(key, (hit = run()));
    const rows = await hit;
    await turns.next();
    return rows;
  };
  const both = (page: AdDetailOptions) => once('ranked+detail', () => rankedAndDetail(store, scope, page));
  return {
    scope,
    filter,
    daily: () => once('daily', () => daily(store, scope, adFilter(scope))),
    breakdowns: () => once('breakdowns', () => breakdowns(store, scope, adFilter(scope))),
    tagged: () => once('tagged', () => tagged(store, scope, adFilter(scope))),
    ranked: () => (shared ? both(shared).then((b) => b.ranked) : once('ranked', () => ranked(store, scope))),
    detail: (options) =>
      shared && JSON.stringify(options) === JSON.stringify(shared)
        ? both(shared).then((b) => b.detail)
        : once(`detail:${JSON.stringify(options)}`, () => detail(store, scope, options)),
    pivot: (options) => once(`pivot:${JSON.stringify(options)}`, () => pivot(store, scope, options)),
  };
}

/** Whether the scope holds any ad day (its period or the two weeks it compares): a platform may have none. */
export async function hasAdDays(store: StoreReader, scope: AdScope): Promise<boolean> {
  const f = adFilter(scope);
  // The week part names the weeks' placeholders, which DuckDB wants every one of used.
  const rows = await store.all<Row>(
    `select ${f.part} as part from ${byAd(scope)} d where ${f.where} limit 1`,
    f.params.values,
  );
  return rows.length > 0;
}

function daily(store: StoreReader, scope: AdScope, f: AdFilter): Promise<Row[]> {
  return store.all<Row>(
    `select cast(d.day as varchar) as day, ${f.part} as part, ${f.inPeriod} as inp, ${sumsSql(scope.window)}
     from ${byAd(scope)} d where ${f.where}
     group by d.day order by d.day`,
    f.params.values,
  );
}

/**
 * GROUPING(country, media, channel, ad_type, objective) has a 0 bit for the column a row is grouped by
 * (most significant first): which breakdown the row belongs to.
 */
async function breakdowns(
  store: StoreReader,
  scope: AdScope,
  f: AdFilter,
): Promise<Map<BreakdownColumn, Row[]>> {
  const columns = BREAKDOWN_COLUMNS.join(', ');
  const rows = await store.all<Row>(
    `with x as (
       select ${BREAKDOWN_COLUMNS.map((c) => `d.${c}`).join(', ')}, ${f.part} as part, ${f.inPeriod} as inp,
         ${measuresSql(scope.window)}
       from ${byPlace(scope)} d where ${f.where}
     )
     select grouping(${columns}) as g, ${columns}, part, inp, ${sumsOf('x', 'm')}
     from x
     group by grouping sets (${BREAKDOWN_COLUMNS.map((c) => `(${c}, part, inp)`).join(', ')})`,
    f.params.values,
  );
  const out = new Map<BreakdownColumn, Row[]>(BREAKDOWN_COLUMNS.map((c) => [c, []]));
  const last = BREAKDOWN_COLUMNS.length - 1;
  for (const row of rows) {
    const g = Number(row.g);
    const index = BREAKDOWN_COLUMNS.findIndex((_, i) => (g & (1 << (last - i))) === 0);
    const column = BREAKDOWN_COLUMNS[index];
    if (column) out.get(column)!.push({ ...row, value: row[column] });
  }
  return out;
}

/** Per (dimension, tag or null, week part, period flag). An ad with two tags of a dimension counts in both. */
function tagged(store: StoreReader, scope: AdScope, f: AdFilter): Promise<Row[]> {
  const dims = TAG_DIMENSIONS.map((d) => `(${f.params.add(d)})`).join(', ');
  return store.all<Row>(
    `with a as (
       select d.dataset_id, d.ad_id, ${f.part} as part, ${f.inPeriod} as inp, ${sumsSql(scope.window)}
       from ${byAd(scope)} d where ${f.where}
       group by d.dataset_id, d.ad_id, 3, 4
     )
     select dims.dim as dimension, t.tag as value, a.part, a.inp, ${sumsOf('a', 's')}
     from a cross join (values ${dims}) as dims(dim)
     left join analytics.ad_tags t on t.dataset_id = a.dataset_id and t.ad_id = a.ad_id and t.dimension = dims.dim
     group by dims.dim, t.tag, a.part, a.inp`,
    f.params.values,
  );
}

/** The period's rows at the scope's level with their sums: `e` of the ranked and detail queries. */
function entities(scope: AdScope, f: AdFilter): string {
  const level = LEVEL_COLUMNS[scope.level];
  return `select d.dataset_id, ${level.id} as id, ${level.name} as name, max(d.campaign_name) as campaign_name,
      ${level.adSetName} as ad_set_name, ${level.creativeUrl} as creative_url, ${sumsSql(scope.window)}
    from ${byAd(scope)} d where ${f.where}
    group by d.dataset_id, ${level.id}`;
}

type Ranked = { rows: Row[]; minSpend: number | null; overallRoi: number | null };
type DetailPage = { rows: Row[]; total: number };

/**
 * The rule of excellent and poor (docs/ads.md "Components"): among the rows that spent at least the average
 * spend of the rows that spent anything, the highest and the lowest ROI; ties by purchase value, spend, id.
 * Potential: rows below that spend whose ROI is at least the scope's, highest ROI first. `s` and `r` over `e`.
 */
function rankedCtes(): string {
  const roi = 's_purchase_value / s_spend';
  return `s as (
       select e.*, avg(s_spend) over () as min_spend, sum(s_purchase_value) over () / sum(s_spend) over () as overall_roi
       from e where s_spend > 0
     ),
     r as (
       select s.*, s_spend >= min_spend as eligible, (s_spend < min_spend and ${roi} >= overall_roi) as potential,
         row_number() over (partition by s_spend >= min_spend
           order by ${roi} desc, s_purchase_value desc, s_spend desc, dataset_id, id) as best,
         row_number() over (partition by s_spend >= min_spend
           order by ${roi} asc, s_spend desc, dataset_id, id) as worst,
         row_number() over (partition by (s_spend < min_spend and ${roi} >= overall_roi)
           order by ${roi} desc, s_spend asc, dataset_id, id) as promising
       from s
     )`;
}

const RANKED_SHOWN = `(eligible and (best <= ${AD_TOP_CREATIVES} or worst <= ${AD_TOP_CREATIVES}))
  or (potential and promising <= ${AD_TOP_CREATIVES})`;

function toRanked(rows: Row[]): Ranked {
  if (rows.length > 0)
    return { rows, minSpend: Number(rows[0]!.min_spend), overallRoi: Number(rows[0]!.overall_roi) };
  return { rows, minSpend: null, overallRoi: null };
}

async function ranked(store: StoreReader, scope: AdScope): Promise<Ranked> {
  const f = adFilter(scope, { periodOnly: true });
  const rows = await store.all<Row>(
    `with e as (${entities(scope, f)}), ${rankedCtes()}
     select * from r where ${RANKED_SHOWN}`,
    f.params.values,
  );
  return toRanked(await withCreativeTexts(store, scope.level, rows));
}

const DETAIL_SORT: Record<AdDetailOptions['sort'], string> = {
  spend: 's_spend',
  impressions: 's_impressions',
  link_clicks: 's_link_clicks',
  purchases: 's_purchases',
  purchase_value: 's_purchase_value',
};

/** The page's order, limit and offset (numbers only, from checked options). */
function detailPageSql(options: AdDetailOptions): { order: string; limit: number; offset: number } {
  const limit = Math.trunc(options.pageSize);
  return {
    order: `${DETAIL_SORT[options.sort]} ${options.order === 'asc' ? 'asc' : 'desc'}, dataset_id, id`,
    limit,
    offset: (Math.trunc(options.page) - 1) * limit,
  };
}

async function toDetailPage(
  store: StoreReader,
  scope: AdScope,
  f: AdFilter,
  rows: Row[],
): Promise<DetailPage> {
  return { rows, total: rows.length > 0 ? Number(rows[0]!.total) : await count(store, scope, f) };
}

async function detail(store: StoreReader, scope: AdScope, options: AdDetailOptions): Promise<DetailPage> {
  const f = adFilter(scope, { periodOnly: true });
  const page = detailPageSql(options);
  const rows = await store.all<Row>(
    `with e as (${entities(scope, f)})
     select e.*, count(*) over () as total from e
     order by ${page.order} limit ${page.limit} offset ${page.offset}`,
    f.params.values,
  );
  return toDetailPage(store, scope, f, await withCreativeTexts(store, scope.level, rows));
}

/**
 * The ranked rows and a detail page in one statement: the period's rows at the scope's level grouped once
 * (`materialized`), and the creative texts of both read in one query. The page's rows carry their place
 * (`pos`), since a union keeps no order.
 */
async function rankedAndDetail(
  store: StoreReader,
  scope: AdScope,
  options: AdDetailOptions,
): Promise<{ ranked: Ranked; detail: DetailPage }> {
  const f = adFilter(scope, { periodOnly: true });
  const page = detailPageSql(options);
  const found = await store.all<Row>(
    `with e as materialized (${entities(scope, f)}), ${rankedCtes()}
     select 'ranked' as scan, r.*, cast(null as bigint) as total, cast(null as bigint) as pos
     from r where ${RANKED_SHOWN}
     union all
     select * from (
       select 'detail' as scan, e.*, cast(null as double precision) as min_spend,
         cast(null as double precision) as overall_roi, cast(null as boolean) as eligible,
         cast(null as boolean) as potential, cast(null as bigint) as best, cast(null as bigint) as worst,
         cast(null as bigint) as promising, count(*) over () as total,
         row_number() over (order by ${page.order}) as pos
       from e order by ${page.order} limit ${page.limit} offset ${page.offset}
     ) p`,
    f.params.values,
  );
  const rows = await withCreativeTexts(store, scope.level, found);
  const pageRows = rows.filter((row) => row.scan === 'detail').sort((a, b) => Number(a.pos) - Number(b.pos));
  return {
    ranked: toRanked(rows.filter((row) => row.scan === 'ranked')),
    detail: await toDetailPage(store, scope, f, pageRows),
  };
}

async function count(store: StoreReader, scope: AdScope, f: AdFilter): Promise<number> {
  const [row] = await store.all<Row>(`select count(*) as n from (${entities(scope, f)}) e`, f.params.values);
  return Number(row?.n ?? 0);
}

const TAG_ALIAS = { product: 'tp', audience: 'ta', hook: 'th' } as const;

/** The rollup that holds every chosen dimension, else the facts. */
function pivotSource(scope: AdScope, options: AdPivotOptions): string {
  const dims = options.dimensions;
  if (!dims.some((d) => FACT_ONLY.has(d))) return byAd(scope);
  const perAd = dims.some((d) => d === 'campaign' || d === 'ad_set' || d === 'ad' || d in TAG_ALIAS);
  return perAd ? FACTS : byPlace(scope);
}

/** Each pivot dimension: its key and label expressions (a fixed map; the options only choose among them). */
function pivotColumn(dimension: AdPivotDimension, f: AdFilter): { key: string; label: string } {
  switch (dimension) {
    case 'day':
      return { key: 'cast(d.day as varchar)', label: 'cast(null as varchar)' };
    case 'week':
      // Weeks end on the anchor: 0 is this week, 1 last week …; the result names each by its first day.
      return {
        key: `cast(cast(floor((cast(${f.params.add(f.anchor)} as date) - d.day) / 7.0) as integer) as varchar)`,
        label: 'cast(null as varchar)',
      };
    case 'campaign':
      return { key: 'd.campaign_id', label: 'max(d.campaign_name)' };
    case 'ad_set':
      return { key: 'd.ad_set_id', label: 'max(d.ad_set_name)' };
    case 'ad':
      return { key: 'd.ad_id', label: 'max(d.ad_name)' };
    case 'country':
    case 'media':
    case 'channel':
    case 'objective':
      return { key: `d.${dimension}`, label: 'cast(null as varchar)' };
    case 'type':
      return { key: 'd.ad_type', label: 'cast(null as varchar)' };
    case 'product':
    case 'audience':
    case 'hook':
      return { key: `${TAG_ALIAS[dimension]}.tag`, label: 'cast(null as varchar)' };
  }
}

async function pivot(
  store: StoreReader,
  scope: AdScope,
  options: AdPivotOptions,
): Promise<{ rows: Row[]; total: number }> {
  const f = adFilter(scope, { periodOnly: true });
  const columns = options.dimensions.map((d) => pivotColumn(d, f));
  const joins = options.dimensions
    .filter((d): d is keyof typeof TAG_ALIAS => d in TAG_ALIAS)
    .map((d) => {
      const t = TAG_ALIAS[d];
      return `left join analytics.ad_tags ${t} on ${t}.dataset_id = d.dataset_id and ${t}.ad_id = d.ad_id
        and ${t}.dimension = ${f.params.add(d)}`;
    })
    .join(' ');
  const keys = columns.map((c, i) => `${c.key} as k${i}`).join(', ');
  const labels = columns.map((c, i) => `${c.label} as l${i}`).join(', ');
  const rows = await store.all<Row>(
    `select ${keys}, ${labels}, ${sumsSql(scope.window)}, count(*) over () as total
     from ${pivotSource(scope, options)} d ${joins}
     where ${f.where}
     group by ${columns.map((c) => c.key).join(', ')}
     order by s_spend desc, ${columns.map((_, i) => `k${i} nulls last`).join(', ')}
     limit ${AD_PIVOT_MAX_ROWS}`,
    f.params.values,
  );
  return { rows, total: rows.length > 0 ? Number(rows[0]!.total) : 0 };
}
