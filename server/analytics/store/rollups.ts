/**
 * Per-dashboard summary tables of the DuckDB store, kept up to date by every insert of posts and hashtags and by
 * deleteFacts, so the db_* components of a whole dashboard (no time window) read a few thousand rows instead of
 * every post (shared-scans.ts). One row per key: an insert merges its batch into the rows of the subjects it
 * touches. Sums are HUGEINT like `sum(bigint)` over the posts, so the numbers come back the same.
 */
import { VIEW_BUCKETS } from '../../../src/lib/report-components/results.ts';
import { rangeKey } from '../components/range-key.ts';

interface Rollup {
  table: string;
  /** Key columns and how a batch row `b` of the source computes each. */
  keys: [name: string, type: string, expr: string][];
  /** Aggregates: column, type, aggregate over the batch, aggregate merging existing rows. */
  values: [name: string, type: string, batch: string, merge: string][];
  source: 'posts' | 'post_hashtags';
}

const sum = (c: string): [string, string, string, string] => [c, 'hugeint', `sum(b.${c})`, `sum(${c})`];
const count: [string, string, string, string] = ['posts', 'bigint', 'count(*)', 'sum(posts)'];
const span: [string, string, string, string][] = [
  ['lo', 'timestamp', 'min(b.posted_at)', 'min(lo)'],
  ['hi', 'timestamp', 'max(b.posted_at)', 'max(hi)'],
];
const scopeKeys: [string, string, string][] = [
  ['dashboard_id', 'varchar', 'b.dashboard_id'],
  ['subject_id', 'varchar', 'b.subject_id'],
];

export const ROLLUPS: Rollup[] = [
  {
    table: 'rollup_channels',
    source: 'posts',
    keys: [...scopeKeys, ['platform', 'varchar', 'b.platform'], ['channel_id', 'varchar', 'b.channel_id']],
    values: [
      count,
      ...['views', 'likes', 'comments', 'engagements', 'saves', 'shares', 'reposts'].map(sum),
      ...span,
    ],
  },
  {
    table: 'rollup_days',
    source: 'posts',
    keys: [...scopeKeys, ['day', 'timestamp', "date_trunc('day', b.posted_at)"]],
    values: [count, ...['views', 'likes', 'comments', 'engagements'].map(sum), ...span],
  },
  {
    table: 'rollup_breakdown',
    source: 'posts',
    keys: [
      ...scopeKeys,
      ['platform', 'varchar', 'b.platform'],
      ['format', 'varchar', 'b.format'],
      ['language', 'varchar', 'b.language'],
      ['region', 'varchar', 'b.region'],
      ['view_bucket', 'varchar', rangeKey('b.views', VIEW_BUCKETS)],
    ],
    values: [count],
  },
  {
    table: 'rollup_tags',
    source: 'post_hashtags',
    keys: [...scopeKeys, ['tag', 'varchar', 'b.tag']],
    values: [count],
  },
];

export const rollupTables = [...ROLLUPS.map((r) => r.table), 'rollup_top_posts'];

export function rollupSchemaStatements(): string[] {
  return [
    ...ROLLUPS.map(
      (r) =>
        `create table if not exists analytics.${r.table} (${[...r.keys, ...r.values]
          .map(([name, type]) => `${name} ${type}`)
          .join(', ')})`,
    ),
    topSchemaStatement(),
  ];
}

/**
 * Merges the rows of `batch` (a table with the columns of `source`) into the rollups of that source: the
 * existing rows of the (dashboard, subject) pairs the batch touches plus the batch's groups, grouped again.
 */
export function rollupMergeStatements(source: Rollup['source'], batch: string): string[] {
  return [...summaryMerge(source, batch), ...(source === 'posts' ? topMergeStatements(batch) : [])];
}

function summaryMerge(source: Rollup['source'], batch: string): string[] {
  const touched = `exists (select 1 from (select distinct dashboard_id, subject_id from ${batch}) k
    where k.dashboard_id = r.dashboard_id and k.subject_id = r.subject_id)`;
  return ROLLUPS.filter((r) => r.source === source).flatMap((r) => {
    const keys = r.keys.map(([name]) => name).join(', ');
    const values = r.values.map(([name, , , merge]) => `${merge} as ${name}`).join(', ');
    const fresh = `select ${r.keys.map(([name, , expr]) => `${expr} as ${name}`).join(', ')},
        ${r.values.map(([name, , agg]) => `${agg} as ${name}`).join(', ')}
      from ${batch} b group by ${r.keys.map(([, , expr]) => expr).join(', ')}`;
    const columns = [...r.keys, ...r.values].map(([name]) => name).join(', ');
    return [
      `create or replace temp table rollup_merge as
         select ${keys}, ${values} from (
           select ${columns} from analytics.${r.table} r where ${touched}
           union all ${fresh}
         ) x group by ${keys}`,
      `delete from analytics.${r.table} r where ${touched}`,
      `insert into analytics.${r.table} (${columns}) select ${columns} from rollup_merge`,
      'drop table rollup_merge',
    ];
  });
}

/** Builds every rollup again from the facts (a file written before the rollups existed). */
export function rollupRebuildStatements(): string[] {
  return [...summaryRebuild(), ...topRebuildStatements()];
}

function summaryRebuild(): string[] {
  return ROLLUPS.flatMap((r) => {
    const columns = [...r.keys, ...r.values].map(([name]) => name).join(', ');
    return [
      `delete from analytics.${r.table}`,
      `insert into analytics.${r.table} (${columns})
         select ${r.keys.map(([name, , expr]) => `${expr} as ${name}`).join(', ')},
           ${r.values.map(([name, , agg]) => `${agg} as ${name}`).join(', ')}
         from analytics.${r.source} b group by ${r.keys.map(([, , expr]) => expr).join(', ')}`,
    ];
  });
}

/**
 * The TOP_POSTS first posts of each subject by views, likes and engagements (ties by post id, subject, platform
 * as the post pages order them), so the top lists of a whole dashboard read at most TOP_POSTS × metrics ×
 * subjects rows: the first N posts of several subjects are always among the first N of each subject.
 */
export const TOP_POSTS = 20;
export const TOP_METRICS = ['views', 'likes', 'engagements'] as const;
export const TOP_TABLE = 'rollup_top_posts';
const TOP_COLUMNS = `dashboard_id, subject_id, platform, post_id, channel_id, title, views, likes, comments,
  engagements, saves, shares, reposts, posted_at, thumbnail_url, video_url`;
const topRanked = (source: string) =>
  `select * exclude (rn) from (
     select x.*, row_number() over (partition by x.metric, x.dashboard_id, x.subject_id
       order by case x.metric ${TOP_METRICS.map((m) => `when '${m}' then x.${m}`).join(' ')} end desc,
         x.post_id, x.subject_id, x.platform) as rn
     from (${source}) x
   ) ranked where rn <= ${TOP_POSTS}`;
const fromPosts = (batch: string) =>
  TOP_METRICS.map((m) => `select '${m}' as metric, ${TOP_COLUMNS} from ${batch}`).join(' union all ');

export function topSchemaStatement(): string {
  return `create table if not exists analytics.${TOP_TABLE} as select 'views' as metric, ${TOP_COLUMNS}
    from analytics.posts limit 0`;
}

export function topMergeStatements(batch: string): string[] {
  const touched = `exists (select 1 from (select distinct dashboard_id, subject_id from ${batch}) k
    where k.dashboard_id = r.dashboard_id and k.subject_id = r.subject_id)`;
  return [
    `create or replace temp table rollup_merge as ${topRanked(
      `select metric, ${TOP_COLUMNS} from analytics.${TOP_TABLE} r where ${touched}
       union all ${fromPosts(batch)}`,
    )}`,
    `delete from analytics.${TOP_TABLE} r where ${touched}`,
    `insert into analytics.${TOP_TABLE} select * from rollup_merge`,
    'drop table rollup_merge',
  ];
}

export function topRebuildStatements(): string[] {
  return [
    `delete from analytics.${TOP_TABLE}`,
    `insert into analytics.${TOP_TABLE} ${topRanked(fromPosts('analytics.posts'))}`,
  ];
}
