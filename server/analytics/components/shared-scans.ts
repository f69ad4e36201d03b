/**
 * The few scans of the posts in scope that every db_* component is derived from. A dashboard's 19 components
 * used to be 22 queries, each a full scan of the scope; on two cores the scans were the whole cost. Now one
 * `ComponentScans` per computation runs each scan at most once (memoised promises) and the components reduce
 * the small results: per-channel totals, a per-subject breakdown, daily totals, sorted post pages and tag counts.
 * Orderings, ties and rankings stay in SQL, so each engine orders exactly as it did per component.
 *
 * On DuckDB a scope without a time window or a choice of media reads the per-dashboard rollups instead of the posts
 * (store/rollups.ts: one row per channel, per day, per breakdown group and per tag of each subject, merged at
 * ingest) and the first 20 posts of each subject by views, likes and engagements; only other post pages scan
 * the posts. Windows and PostgreSQL scan the facts.
 */
import { TOP_LIST_SIZE } from '../../../src/lib/report-components/catalog.ts';
import { VIEW_BUCKETS } from '../../../src/lib/report-components/results.ts';
import { channelJoin, postFilter, type ComponentScope, type ScopeFilter } from './scope.ts';
import type { StoreReader } from './store-reader.ts';
import { num, strOrNull } from './row-values.ts';
import { rangeKey } from './range-key.ts';
import { TOP_METRICS, TOP_POSTS, TOP_TABLE } from '../store/rollups.ts';

type Row = Record<string, unknown>;

export const CHANNEL_METRICS = [
  'views',
  'likes',
  'comments',
  'engagements',
  'saves',
  'shares',
  'reposts',
] as const;

/** Columns a channel page may be sorted by (output columns of the channel totals). */
export type ChannelSortColumn =
  'followers' | 'new_followers' | 'posts' | 'views' | 'likes' | 'comments' | 'engagements';
export interface ChannelOrder {
  column: ChannelSortColumn;
  order: 'asc' | 'desc';
}

/**
 * One (subject, platform, channel) of the posts in scope with its totals; `channel` holds the channels row when
 * one matches (inner-join semantics for the channel components), null for posts of unknown channels (which the
 * overview still counts). Ranks number the matched channels in each ordering, ties broken by key.
 */
export interface ChannelTotals {
  row: Row;
  matched: boolean;
  posts: number;
  lo: string | null;
  hi: string | null;
  rank: { views: number; likes: number; followers: number; page: number };
}

export interface BreakdownRow {
  subjectId: string;
  platform: string;
  format: string | null;
  language: string | null;
  region: string | null;
  viewBucket: string;
  posts: number;
}

export interface DailyRow {
  subjectId: string;
  day: string;
  lo: string;
  hi: string;
  posts: number;
  views: number;
  likes: number;
  comments: number;
  engagements: number;
}

export type PostSort =
  'views' | 'likes' | 'comments' | 'engagements' | 'saves' | 'shares' | 'reposts' | 'posted_at';

const POST_COLUMNS = `p.subject_id, p.platform, p.post_id, p.title, p.views, p.likes, p.comments,
  p.engagements, p.saves, p.shares, p.reposts, p.posted_at, p.thumbnail_url, p.video_url, p.channel_id`;

export interface ComponentScans {
  readonly store: StoreReader;
  readonly scope: ComponentScope;
  readonly filter: ScopeFilter;
  /** The ordering `rank.page` of the channel totals numbers. */
  readonly channelPage: ChannelOrder;
  channelTotals(): Promise<ChannelTotals[]>;
  /** Posts in scope: from the channel totals when they are (being) read anyway, else a count. */
  postCount(): Promise<number>;
  breakdown(): Promise<BreakdownRow[]>;
  daily(): Promise<DailyRow[]>;
  postPage(sort: PostSort, order: 'asc' | 'desc', limit: number, offset: number): Promise<Row[]>;
  hashtags(): Promise<Row[]>;
}

const DEFAULT_CHANNEL_PAGE: ChannelOrder = { column: 'followers', order: 'desc' };

/**
 * Scans of one scope. `channelPage` adds the ordering of a channel data page to the channel totals (the default
 * page, followers descending, is already one of them).
 */
export function createScans(
  store: StoreReader,
  scope: ComponentScope,
  opts: { channelPage?: ChannelOrder } = {},
): ComponentScans {
  const filter = postFilter(scope);
  // Two of the rollups keep no platform: a scope of some media reads the posts, as a window does.
  const rolled = store.engine === 'duckdb' && !scope.since && !scope.until && !scope.platforms?.length;
  const memo = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, run: () => Promise<T>): Promise<T> => {
    let hit = memo.get(key) as Promise<T> | undefined;
    if (!hit) {
      hit = run();
      memo.set(key, hit);
    }
    return hit;
  };
  const page = opts.channelPage ?? DEFAULT_CHANNEL_PAGE;
  return {
    store,
    scope,
    filter,
    channelPage: page,
    channelTotals: () => once('channels', () => channelTotals(store, filter, page, rolled)),
    postCount: () =>
      memo.has('channels')
        ? (memo.get('channels') as Promise<ChannelTotals[]>).then((rows) =>
            rows.reduce((n, c) => n + c.posts, 0),
          )
        : once('count', () => postCount(store, filter, rolled)),
    breakdown: () => once('breakdown', () => breakdown(store, filter, rolled)),
    daily: () => once('daily', () => daily(store, filter, rolled)),
    postPage: (sort, order, limit, offset) =>
      once(`page:${sort}:${order}:${limit}:${offset}`, () =>
        postPage(store, filter, sort, order, limit, offset, rolled),
      ),
    hashtags: () => once('hashtags', () => hashtags(store, scope, rolled)),
  };
}

const rankOver = (expr: string, order: 'asc' | 'desc') =>
  `row_number() over (partition by c.channel_id is null
     order by ${expr} ${order}, r.subject_id, r.platform, r.channel_id)`;

const CHANNEL_COLUMN: Record<ChannelSortColumn, string> = {
  followers: 'c.followers',
  new_followers: 'c.new_followers',
  posts: 'r.posts',
  views: 'r.views',
  likes: 'r.likes',
  comments: 'r.comments',
  engagements: 'r.engagements',
};

async function channelTotals(
  store: StoreReader,
  { where, params }: ScopeFilter,
  page: ChannelOrder,
  rolled: boolean,
): Promise<ChannelTotals[]> {
  const sums = CHANNEL_METRICS.map((m) => `sum(p.${m}) as ${m}`).join(', ');
  const totals = rolled
    ? `select p.subject_id, p.platform, p.channel_id, p.posts, ${CHANNEL_METRICS.map((m) => `p.${m}`).join(', ')},
         p.lo, p.hi
       from analytics.rollup_channels p where ${where}`
    : `select p.subject_id, p.platform, p.channel_id, count(*) as posts, ${sums},
         min(p.posted_at) as lo, max(p.posted_at) as hi
       from analytics.posts p where ${where}
       group by p.subject_id, p.platform, p.channel_id`;
  const rows = await store.all<Row>(
    `with r as (${totals})
     select r.*, c.channel_id is null as unmatched, c.title, c.url, c.logo_url, c.region, c.followers,
       c.new_followers,
       ${rankOver('r.views', 'desc')} as rank_views,
       ${rankOver('r.likes', 'desc')} as rank_likes,
       ${rankOver('c.followers', 'desc')} as rank_followers,
       ${rankOver(CHANNEL_COLUMN[page.column], page.order)} as rank_page
     from r left join analytics.channels c on ${channelJoin('c', 'r')}`,
    params,
  );
  return rows.map((row) => ({
    row,
    matched: !row.unmatched,
    posts: num(row.posts),
    lo: strOrNull(row.lo),
    hi: strOrNull(row.hi),
    rank: {
      views: num(row.rank_views),
      likes: num(row.rank_likes),
      followers: num(row.rank_followers),
      page: num(row.rank_page),
    },
  }));
}

async function postCount(
  store: StoreReader,
  { where, params }: ScopeFilter,
  rolled: boolean,
): Promise<number> {
  const [row] = await store.all<{ n: unknown }>(
    rolled
      ? `select coalesce(sum(p.posts), 0) as n from analytics.rollup_channels p where ${where}`
      : `select count(*) as n from analytics.posts p where ${where}`,
    params,
  );
  return num(row?.n);
}

async function breakdown(
  store: StoreReader,
  { where, params }: ScopeFilter,
  rolled: boolean,
): Promise<BreakdownRow[]> {
  const bucket = rangeKey('p.views', VIEW_BUCKETS);
  const rows = await store.all<Row>(
    rolled
      ? `select p.subject_id, p.platform, p.format, p.language, p.region, p.view_bucket, p.posts as n
     from analytics.rollup_breakdown p where ${where}`
      : `select p.subject_id, p.platform, p.format, p.language, p.region, ${bucket} as view_bucket, count(*) as n
     from analytics.posts p where ${where}
     group by p.subject_id, p.platform, p.format, p.language, p.region, ${bucket}`,
    params,
  );
  return rows.map((r) => ({
    subjectId: String(r.subject_id),
    platform: String(r.platform),
    format: strOrNull(r.format),
    language: strOrNull(r.language),
    region: strOrNull(r.region),
    viewBucket: String(r.view_bucket),
    posts: num(r.n),
  }));
}

async function daily(
  store: StoreReader,
  { where, params }: ScopeFilter,
  rolled: boolean,
): Promise<DailyRow[]> {
  const rows = await store.all<Row>(
    rolled
      ? `select p.subject_id, p.day, p.posts, p.views, p.likes, p.comments, p.engagements, p.lo, p.hi
     from analytics.rollup_days p where ${where}`
      : `select p.subject_id, date_trunc('day', p.posted_at) as day, count(*) as posts, sum(p.views) as views,
       sum(p.likes) as likes, sum(p.comments) as comments, sum(p.engagements) as engagements,
       min(p.posted_at) as lo, max(p.posted_at) as hi
     from analytics.posts p where ${where}
     group by p.subject_id, date_trunc('day', p.posted_at)`,
    params,
  );
  return rows.map((r) => ({
    subjectId: String(r.subject_id),
    day: String(r.day),
    lo: String(r.lo),
    hi: String(r.hi),
    posts: num(r.posts),
    views: num(r.views),
    likes: num(r.likes),
    comments: num(r.comments),
    engagements: num(r.engagements),
  }));
}

/**
 * One page of posts in scope ordered by `sort`, ties broken by post id; the channel fields are joined after
 * the page is cut so the join touches only the page.
 */
function postPage(
  store: StoreReader,
  { where, params }: ScopeFilter,
  sort: PostSort,
  order: 'asc' | 'desc',
  limit: number,
  offset: number,
  rolled: boolean,
): Promise<Row[]> {
  // The first posts by views, likes or engagements of a whole dashboard: from the top rows of each subject.
  const top =
    rolled &&
    order === 'desc' &&
    offset + limit <= TOP_POSTS &&
    (TOP_METRICS as readonly string[]).includes(sort);
  const from = top
    ? `analytics.${TOP_TABLE} p where p.metric = '${sort}' and ${where}`
    : `analytics.posts p where ${where}`;
  return store.all<Row>(
    `with page as (
       select ${POST_COLUMNS} from ${from}
       order by p.${sort} ${order}, p.post_id, p.subject_id, p.platform
       limit ${limit} offset ${offset}
     )
     select page.*, c.title as channel_title, c.url as channel_url, c.logo_url as channel_logo
     from page left join analytics.channels c on ${channelJoin('c', 'page')}
     order by page.${sort} ${order}, page.post_id, page.subject_id, page.platform`,
    params,
  );
}

/**
 * The 20 tags on most posts per subject and overall; ties by tag. The overall counts are sums of the per-subject
 * groups (one hash aggregate over the tag rows instead of two). The tags table carries dashboard and subject,
 * so only a time window needs the join with posts (the join costs several times the tag scan).
 */
function hashtags(store: StoreReader, scope: ComponentScope, rolled: boolean): Promise<Row[]> {
  const tags = postFilter(
    { dashboardId: scope.dashboardId, subjectIds: scope.subjectIds, platforms: scope.platforms },
    'h',
  );
  const windowed = Boolean(scope.since || scope.until);
  const { where, params } = windowed ? postFilter(scope) : tags;
  const counts = rolled
    ? `select h.subject_id as subject_id, h.tag as tag, h.posts as posts from analytics.rollup_tags h
       where ${where}`
    : undefined;
  const from = windowed
    ? `analytics.post_hashtags h join analytics.posts p on p.dashboard_id = h.dashboard_id
         and p.subject_id = h.subject_id and p.platform = h.platform and p.post_id = h.post_id
       where ${where} and ${tags.where}`
    : `analytics.post_hashtags h where ${where}`;
  return store.all<Row>(
    `with s as (
       ${
         counts ??
         `select h.subject_id as subject_id, h.tag as tag, count(*) as posts from ${from}
       group by h.subject_id, h.tag`
       }
     ), t as (
       select subject_id, 0 as is_total, tag, posts from s
       union all
       select null, 1, tag, sum(posts) from s group by tag
     ), ranked as (
       select t.*, row_number() over (partition by is_total, subject_id order by posts desc, tag) as rn from t
     )
     select subject_id, is_total, tag, posts from ranked where rn <= ${TOP_LIST_SIZE}
     order by is_total, subject_id, rn`,
    params,
  );
}
