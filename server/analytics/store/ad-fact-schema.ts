import {
  ATTRIBUTION_WINDOWS,
  TAG_DIMENSIONS,
  TAG_SOURCES,
  WINDOWED_MEASURES,
  type AttributionWindow,
  type TagDimension,
  type TagSource,
  type WindowedMeasure,
} from '../../../src/lib/ads/ad-values.ts';
import type { AdDayRow } from '../../ads/ad-day-row.ts';

/** The ad fact tables of schema `analytics` (docs/ads.md "Data model"), apart from the MK fact tables. */
export type AdFactTable = 'ad_days' | 'ad_tags';

export type AdColumnType = 'varchar' | 'bigint' | 'double' | 'date' | 'boolean';

export interface AdColumn {
  name: string;
  type: AdColumnType;
  notNull: boolean;
}

/** One tag of one ad: what a rule, the model, the built-in analyzer or a person said. */
export interface AdTagRow {
  datasetId: string;
  adId: string;
  dimension: TagDimension;
  tag: string;
  source: TagSource;
}

/** `purchases_7d_click`, `purchase_value_usd_none`: the fact column of a windowed measure. */
export const windowedColumn = (measure: WindowedMeasure, window: AttributionWindow) =>
  `${measure}_${window}` as const;

const MONEY_MEASURES = new Set<WindowedMeasure>(['purchase_value_usd']);

const col = (name: string, type: AdColumnType, notNull = true): AdColumn => ({ name, type, notNull });

/** analytics.ad_days in CREATE TABLE order; `adDayValues` gives a row's values in the same order. */
export const AD_DAY_COLUMNS: readonly AdColumn[] = [
  col('dataset_id', 'varchar'),
  col('platform', 'varchar'),
  col('day', 'date'),
  col('campaign_id', 'varchar'),
  col('campaign_name', 'varchar'),
  col('ad_set_id', 'varchar'),
  col('ad_set_name', 'varchar'),
  col('ad_id', 'varchar'),
  col('ad_name', 'varchar'),
  col('creative_text', 'varchar'),
  col('creative_url', 'varchar', false),
  col('country', 'varchar', false),
  col('media', 'varchar', false),
  col('channel', 'varchar', false),
  col('ad_type', 'varchar', false),
  col('objective', 'varchar', false),
  col('currency', 'varchar'),
  col('spend', 'double'),
  col('spend_usd', 'double'),
  col('impressions', 'bigint'),
  col('views', 'bigint'),
  col('link_clicks', 'bigint'),
  col('engagements', 'bigint'),
  ...ATTRIBUTION_WINDOWS.flatMap((w) =>
    WINDOWED_MEASURES.map((m) => col(windowedColumn(m, w), MONEY_MEASURES.has(m) ? 'double' : 'bigint')),
  ),
  col('sample', 'boolean'),
];

export const AD_TAG_COLUMNS: readonly AdColumn[] = [
  col('dataset_id', 'varchar'),
  col('ad_id', 'varchar'),
  col('dimension', 'varchar'),
  col('tag', 'varchar'),
  col('source', 'varchar'),
];

export const adFactColumns: Record<AdFactTable, readonly AdColumn[]> = {
  ad_days: AD_DAY_COLUMNS,
  ad_tags: AD_TAG_COLUMNS,
};

export interface AdRollup {
  table: string;
  /** What a row is per (besides the measures, summed). */
  keys: readonly string[];
  /** Taken as the largest value of the group (a renamed ad keeps one name). */
  names: readonly string[];
  /** The keys, the names and every summed measure (in US dollars: the account-currency spend is left out). */
  columns: readonly AdColumn[];
}

function rollup(table: string, keys: readonly string[], names: readonly string[]): AdRollup {
  const columns = AD_DAY_COLUMNS.filter(
    (c) =>
      keys.includes(c.name) ||
      names.includes(c.name) ||
      c.type === 'bigint' ||
      (c.type === 'double' && c.name !== 'spend'),
  );
  return { table, keys, names, columns };
}

/**
 * The ad days summed two ways, rebuilt for a dataset with every replacement (ad-fact-writes.ts), read instead of
 * the facts where they give the same sums from fewer rows:
 * - `ad_day_ads`, per dataset, day and ad (over countries and placements): every scan that neither groups by
 *   country, media, channel, ad type or objective;
 * - `ad_day_places`, per dataset, day, country, media, channel, ad type and objective (over ads): those five
 *   breakdowns when the scope has no tag filter (a tag filter needs the ad).
 */
export const AD_DAY_ADS = rollup(
  'ad_day_ads',
  ['dataset_id', 'day', 'campaign_id', 'ad_set_id', 'ad_id'],
  ['campaign_name', 'ad_set_name', 'ad_name', 'creative_url'],
);
export const AD_DAY_PLACES = rollup(
  'ad_day_places',
  ['dataset_id', 'day', 'country', 'media', 'channel', 'ad_type', 'objective'],
  [],
);
export const AD_ROLLUPS = [AD_DAY_ADS, AD_DAY_PLACES];

/** CREATE statements both engines accept; running them again changes nothing. */
export function adSchemaStatements(): string[] {
  const columns = (table: AdFactTable) =>
    adFactColumns[table].map((c) => `${c.name} ${sqlType(c.type)}${c.notNull ? ' not null' : ''}`);
  return [
    `create table if not exists analytics.ad_days (${columns('ad_days').join(', ')})`,
    `create table if not exists analytics.ad_tags (${[
      ...columns('ad_tags'),
      'primary key (dataset_id, ad_id, dimension, tag)',
    ].join(', ')})`,
    ...AD_ROLLUPS.map(
      (r) =>
        `create table if not exists analytics.${r.table} (${r.columns
          .map((c) => `${c.name} ${sqlType(c.type)}${c.notNull ? ' not null' : ''}`)
          .join(', ')})`,
    ),
  ];
}

/** PostgreSQL only, as for the MK facts (DuckDB scans by zone maps). */
export const adPostgresIndexStatements = [
  'create index if not exists ad_days_dataset_day_idx on analytics.ad_days (dataset_id, day)',
  ...AD_ROLLUPS.map(
    (r) => `create index if not exists ${r.table}_dataset_day_idx on analytics.${r.table} (dataset_id, day)`,
  ),
];

const sqlType = (type: AdColumnType) => (type === 'double' ? 'double precision' : type);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `text` is a real calendar day written YYYY-MM-DD. */
export function isCalendarDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

class AdRowError extends Error {
  constructor(table: AdFactTable, field: string, value: unknown, index: number, expected: string) {
    super(`analytics.${table}.${field}: ${String(value)} is not ${expected} (row ${index})`);
    this.name = 'AdRowError';
  }
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/**
 * Text as both engines can store it: a NUL byte is refused (PostgreSQL's text cannot hold one), a lone surrogate
 * becomes U+FFFD (as a string parameter's conversion does).
 */
function storable(table: AdFactTable, value: string, field: string, index: number): string {
  if (value.includes('\0'))
    throw new AdRowError(table, field, JSON.stringify(value), index, 'text without NUL');
  return LONE_SURROGATE.test(value) ? value.replace(LONE_SURROGATES, '\ufffd') : value;
}

function text(value: unknown, field: string, index: number, nullable = false): string | null {
  if (typeof value === 'string') return storable('ad_days', value, field, index);
  if (nullable && value === null) return null;
  throw new AdRowError('ad_days', field, value, index, nullable ? 'text or null' : 'text');
}

function count(value: unknown, field: string, index: number): number {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  throw new AdRowError('ad_days', field, value, index, 'a whole number ≥ 0');
}

function money(value: unknown, field: string, index: number): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  throw new AdRowError('ad_days', field, value, index, 'a finite number');
}

/**
 * An ad-day row's values in AD_DAY_COLUMNS order, checked, so a bad row fails before anything is written.
 * Plain code, no intermediate objects: it runs for every one of up to millions of rows.
 */
export function adDayValues(row: AdDayRow, index: number): unknown[] {
  if (!isCalendarDay(row.day)) throw new AdRowError('ad_days', 'day', row.day, index, 'a YYYY-MM-DD day');
  const out: unknown[] = [
    text(row.datasetId, 'dataset_id', index),
    text(row.platform, 'platform', index),
    row.day,
    text(row.campaignId, 'campaign_id', index),
    text(row.campaignName, 'campaign_name', index),
    text(row.adSetId, 'ad_set_id', index),
    text(row.adSetName, 'ad_set_name', index),
    text(row.adId, 'ad_id', index),
    text(row.adName, 'ad_name', index),
    text(row.creativeText, 'creative_text', index),
    text(row.creativeUrl, 'creative_url', index, true),
    text(row.country, 'country', index, true),
    text(row.media, 'media', index, true),
    text(row.channel, 'channel', index, true),
    text(row.adType, 'ad_type', index, true),
    text(row.objective, 'objective', index, true),
    text(row.currency, 'currency', index),
    money(row.spend, 'spend', index),
    money(row.spendUsd, 'spend_usd', index),
    count(row.impressions, 'impressions', index),
    count(row.views, 'views', index),
    count(row.linkClicks, 'link_clicks', index),
    count(row.engagements, 'engagements', index),
  ];
  for (const w of ATTRIBUTION_WINDOWS) {
    const measures = row.conversions?.[w];
    for (const m of WINDOWED_MEASURES) {
      const value = measures?.[m];
      out.push(
        MONEY_MEASURES.has(m)
          ? money(value, windowedColumn(m, w), index)
          : count(value, windowedColumn(m, w), index),
      );
    }
  }
  if (typeof row.sample !== 'boolean')
    throw new AdRowError('ad_days', 'sample', row.sample, index, 'true or false');
  out.push(row.sample);
  return out;
}

export function adTagValues(row: AdTagRow, index: number): unknown[] {
  const tag = (value: unknown, field: string) => {
    if (typeof value === 'string' && value !== '') return storable('ad_tags', value, field, index);
    throw new AdRowError('ad_tags', field, value, index, 'non-empty text');
  };
  if (!(TAG_DIMENSIONS as readonly string[]).includes(row.dimension))
    throw new AdRowError('ad_tags', 'dimension', row.dimension, index, `one of ${TAG_DIMENSIONS.join(', ')}`);
  if (!(TAG_SOURCES as readonly string[]).includes(row.source))
    throw new AdRowError('ad_tags', 'source', row.source, index, `one of ${TAG_SOURCES.join(', ')}`);
  return [
    tag(row.datasetId, 'dataset_id'),
    tag(row.adId, 'ad_id'),
    row.dimension,
    tag(row.tag, 'tag'),
    row.source,
  ];
}

/** Rows of one dataset only: a row of another dataset is refused before anything is written. */
export function checkDataset(table: AdFactTable, datasetId: string, values: unknown[], index: number): void {
  if (values[0] !== datasetId)
    throw new AdRowError(table, 'dataset_id', values[0], index, `the dataset being replaced (${datasetId})`);
}

/**
 * Rows of a replacement from `fromDay` on: a row of an earlier day would sit beside the old rows of that day,
 * which stay, and count twice. Day text compares as the calendar does (YYYY-MM-DD).
 */
export function checkFromDay(fromDay: string | undefined, values: unknown[], index: number): void {
  if (fromDay !== undefined && (values[2] as string) < fromDay)
    throw new AdRowError(
      'ad_days',
      'day',
      values[2],
      index,
      `on or after ${fromDay}, where the replacement starts`,
    );
}
