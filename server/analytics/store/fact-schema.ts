import type { FactTable } from './analytics-store.ts';

export type ColumnType = 'varchar' | 'bigint' | 'boolean' | 'timestamp';

export interface FactColumn {
  name: string;
  type: ColumnType;
  notNull?: boolean;
  /** Filled in when a row leaves the column out. */
  default?: string | number;
}

const scope: FactColumn[] = [
  { name: 'dashboard_id', type: 'varchar', notNull: true },
  { name: 'subject_id', type: 'varchar', notNull: true },
  { name: 'platform', type: 'varchar', notNull: true },
];

export interface FactTableDef {
  columns: FactColumn[];
  primaryKey?: string[];
}

/** The fact tables of schema `analytics`, in the column order of their CREATE TABLE. */
export const factTables: Record<FactTable, FactTableDef> = {
  channels: {
    columns: [
      ...scope,
      { name: 'channel_id', type: 'varchar', notNull: true },
      { name: 'title', type: 'varchar', notNull: true },
      { name: 'url', type: 'varchar' },
      { name: 'logo_url', type: 'varchar' },
      { name: 'region', type: 'varchar' },
      { name: 'language', type: 'varchar' },
      { name: 'followers', type: 'bigint', notNull: true },
      { name: 'new_followers', type: 'bigint', notNull: true, default: 0 },
      { name: 'category', type: 'varchar' },
    ],
    primaryKey: ['dashboard_id', 'subject_id', 'platform', 'channel_id'],
  },
  channel_snapshots: {
    columns: [
      ...scope,
      { name: 'channel_id', type: 'varchar', notNull: true },
      { name: 'captured_at', type: 'timestamp', notNull: true },
      { name: 'followers', type: 'bigint', notNull: true },
    ],
  },
  posts: {
    columns: [
      ...scope,
      { name: 'post_id', type: 'varchar', notNull: true },
      { name: 'channel_id', type: 'varchar' },
      { name: 'title', type: 'varchar', notNull: true },
      { name: 'description', type: 'varchar', notNull: true, default: '' },
      { name: 'format', type: 'varchar' },
      { name: 'language', type: 'varchar' },
      { name: 'region', type: 'varchar' },
      { name: 'views', type: 'bigint', notNull: true },
      { name: 'likes', type: 'bigint', notNull: true },
      { name: 'comments', type: 'bigint', notNull: true },
      { name: 'shares', type: 'bigint', notNull: true },
      { name: 'saves', type: 'bigint', notNull: true },
      { name: 'reposts', type: 'bigint', notNull: true },
      { name: 'engagements', type: 'bigint', notNull: true },
      { name: 'is_paid', type: 'boolean', notNull: true },
      { name: 'is_app_promotion', type: 'boolean', notNull: true },
      { name: 'posted_at', type: 'timestamp', notNull: true },
      { name: 'thumbnail_url', type: 'varchar' },
      { name: 'video_url', type: 'varchar' },
    ],
    primaryKey: ['dashboard_id', 'subject_id', 'platform', 'post_id'],
  },
  post_hashtags: {
    columns: [
      ...scope,
      { name: 'post_id', type: 'varchar', notNull: true },
      { name: 'tag', type: 'varchar', notNull: true },
    ],
  },
  comments: {
    columns: [
      ...scope,
      { name: 'post_id', type: 'varchar', notNull: true },
      { name: 'comment_id', type: 'varchar', notNull: true },
      { name: 'text', type: 'varchar', notNull: true },
      { name: 'likes', type: 'bigint', notNull: true },
      { name: 'posted_at', type: 'timestamp', notNull: true },
    ],
    primaryKey: ['dashboard_id', 'subject_id', 'platform', 'comment_id'],
  },
};

export const factTableNames = Object.keys(factTables) as FactTable[];

function columnSql(c: FactColumn): string {
  const dflt =
    c.default === undefined ? '' : ` default ${typeof c.default === 'number' ? c.default : `'${c.default}'`}`;
  return `${c.name} ${c.type}${c.notNull ? ' not null' : ''}${dflt}`;
}

/**
 * Writes made at most once (post imports): the id, the scope its facts belong to, and `written` or `aborted`
 * (fenced by a recovery before its writer committed). Same scope columns as the facts, deleted with them.
 */
export const FACT_WRITES = 'fact_writes';
const factWritesStatement = `create table if not exists analytics.${FACT_WRITES} (
  write_id varchar primary key, dashboard_id varchar not null, subject_id varchar not null,
  outcome varchar not null, recorded_at timestamp not null)`;

/** CREATE statements both engines accept; running them again changes nothing. */
export function schemaStatements(): string[] {
  const tables = factTableNames.map((name) => {
    const def = factTables[name];
    const parts = def.columns.map(columnSql);
    if (def.primaryKey) parts.push(`primary key (${def.primaryKey.join(', ')})`);
    return `create table if not exists analytics.${name} (${parts.join(', ')})`;
  });
  return ['create schema if not exists analytics', ...tables, factWritesStatement];
}

/**
 * Secondary indexes for PostgreSQL. DuckDB gets none: its scans use min/max zone maps, and ART indexes there
 * only serve point lookups while slowing every append.
 */
export const postgresIndexStatements = [
  'create index if not exists posts_subject_posted_idx on analytics.posts (dashboard_id, subject_id, posted_at)',
  'create index if not exists post_hashtags_post_idx on analytics.post_hashtags (dashboard_id, subject_id, platform, post_id)',
  'create index if not exists comments_post_idx on analytics.comments (dashboard_id, subject_id, platform, post_id)',
  'create index if not exists channel_snapshots_channel_idx on analytics.channel_snapshots (dashboard_id, subject_id, platform, channel_id, captured_at)',
];

/**
 * Rows as value arrays in column order, defaults filled in and values checked against the column types, so a
 * bad row fails before anything is written. Timestamps become epoch milliseconds. Missing NOT NULL values stay
 * null for the database to reject. Plain loops: this runs on the event loop for every ingested row.
 */
export function toColumnValues(table: FactTable, rows: readonly Record<string, unknown>[]): unknown[][] {
  const { columns } = factTables[table];
  const known = new Set(columns.map((c) => c.name));
  const out: unknown[][] = new Array(rows.length);
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r] as Record<string, unknown>;
    let present = 0;
    const values: unknown[] = new Array(columns.length);
    for (let i = 0; i < columns.length; i++) {
      const c = columns[i] as FactColumn;
      const raw = row[c.name];
      if (raw !== undefined) present++;
      const value = raw ?? c.default ?? null;
      values[i] = value === null ? null : checkValue(table, c, value, r);
    }
    if (present !== Object.keys(row).length) {
      const unknown = Object.keys(row).find((key) => !known.has(key) && row[key] !== undefined);
      if (unknown) throw new Error(`analytics.${table} has no column "${unknown}" (row ${r})`);
    }
    out[r] = values;
  }
  return out;
}

function checkValue(table: string, c: FactColumn, value: unknown, index: number): unknown {
  if (c.type === 'timestamp') {
    const ms = value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : NaN;
    if (!Number.isNaN(ms)) return ms;
  } else if (
    c.type === 'varchar'
      ? typeof value === 'string'
      : c.type === 'bigint'
        ? typeof value === 'number' && Number.isSafeInteger(value)
        : typeof value === 'boolean'
  ) {
    return value;
  }
  throw new Error(`analytics.${table}.${c.name}: ${String(value)} is not a ${c.type} (row ${index})`);
}
