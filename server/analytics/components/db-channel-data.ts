import {
  channelDataQuerySchema,
  safeRatio,
  type ChannelDataQuery,
  type DbResult,
} from '../../../src/lib/report-components/results.ts';
import { channelJoin, postFilter, type ComponentScope } from './scope.ts';
import type { SqlValue, StoreReader } from './store-reader.ts';
import { toChannelItem } from './top-channels.ts';
import { num, numOrNull } from './row-values.ts';

const METRICS = ['views', 'likes', 'comments', 'engagements', 'saves', 'shares', 'reposts'] as const;
const DAY_MS = 86_400_000;

/** Sort fields → columns of the joined rows. */
const SORT_COLUMN = {
  followers: 'followers',
  newFollowers: 'new_followers',
  posts: 'posts',
  views: 'views',
  likes: 'likes',
  comments: 'comments',
  engagements: 'engagements',
} as const;

/**
 * Posts per 30 days over the scope window: since…until where given, else the first and last post in scope;
 * a window shorter than a day counts as one day.
 */
export function monthlyPostingFrequency(posts: number, windowStart: string | null, windowEnd: string | null) {
  if (!windowStart || !windowEnd) return null;
  const days = Math.max(1, (Date.parse(windowEnd) - Date.parse(windowStart)) / DAY_MS);
  return (posts * 30) / days;
}

/** One sorted page of the related channels with the Account fields of spec §3. */
export async function compute(
  store: StoreReader,
  scope: ComponentScope,
  query: ChannelDataQuery = {},
): Promise<DbResult<'db_channel_data'>> {
  const { page, pageSize, sort, order } = channelDataQuerySchema.parse(query);
  const { where, params } = postFilter(scope);
  const sums = METRICS.map((m) => `sum(p.${m}) as ${m}`).join(', ');
  const rows = await store.all<Record<string, unknown>>(
    `with f as (
       select p.subject_id, p.platform, p.channel_id, p.posted_at, ${METRICS.map((m) => `p.${m}`).join(', ')}
       from analytics.posts p where ${where}
     ),
     r as (
       select p.subject_id, p.platform, p.channel_id, count(*) as posts, ${sums}
       from f p group by p.subject_id, p.platform, p.channel_id
     ),
     s as (select subject_id, count(*) as subject_posts from f group by subject_id),
     w as (select min(posted_at) as lo, max(posted_at) as hi from f),
     j as (
       select r.*, s.subject_posts, c.title, c.url, c.logo_url, c.region, c.followers, c.new_followers
       from r join analytics.channels c on ${channelJoin('c', 'r')} join s on s.subject_id = r.subject_id
     )
     select r.*, w.lo, w.hi, count(*) over () as total_rows
     from j r cross join w
     order by r.${SORT_COLUMN[sort]} ${order}, r.subject_id, r.platform, r.channel_id
     limit ${pageSize} offset ${(page - 1) * pageSize}`,
    params,
  );
  const medianOf = await pageMedians(store, where, params, rows);
  const windowStart = scope.since ?? (rows[0]?.lo as string | undefined) ?? null;
  const windowEnd = scope.until ?? (rows[0]?.hi as string | undefined) ?? null;
  const total = rows.length > 0 ? num(rows[0]!.total_rows) : await countChannels(store, where, params);
  return {
    total,
    page,
    pageSize,
    sort,
    order,
    rows: rows.map((r) => {
      const posts = num(r.posts);
      return {
        ...toChannelItem(r),
        shares: num(r.shares),
        saves: num(r.saves),
        reposts: num(r.reposts),
        average: Object.fromEntries(METRICS.map((m) => [m, safeRatio(num(r[m]), posts)])) as Medians,
        median: medianOf.get(channelKey(r)) ?? EMPTY_MEDIANS,
        monthlyPostingFrequency: monthlyPostingFrequency(posts, windowStart, windowEnd),
        brandShare: safeRatio(posts, num(r.subject_posts)),
      };
    }),
  };
}

type Medians = DbResult<'db_channel_data'>['rows'][number]['median'];

const EMPTY_MEDIANS = Object.fromEntries(METRICS.map((m) => [m, null])) as Medians;
const channelKey = (r: Record<string, unknown>) =>
  `${String(r.subject_id)}\u0000${String(r.platform)}\u0000${String(r.channel_id)}`;

/**
 * Medians only for the channels of the page: sorting every channel's posts seven times is the costly part, and
 * a page is a small share of the channels. Filtering by channel id alone may take in a namesake of another
 * subject or platform; grouping by the full key keeps it apart.
 */
async function pageMedians(
  store: StoreReader,
  where: string,
  params: readonly SqlValue[],
  page: readonly Record<string, unknown>[],
): Promise<Map<string, Medians>> {
  if (page.length === 0) return new Map();
  const ids = [...new Set(page.map((r) => String(r.channel_id)))];
  const marks = ids.map((_, i) => `$${params.length + i + 1}`).join(', ');
  const medians = METRICS.map((m) => `percentile_cont(0.5) within group (order by p.${m}) as ${m}`).join(
    ', ',
  );
  const rows = await store.all<Record<string, unknown>>(
    `select p.subject_id, p.platform, p.channel_id, ${medians}
     from analytics.posts p where ${where} and p.channel_id in (${marks})
     group by p.subject_id, p.platform, p.channel_id`,
    [...params, ...ids],
  );
  return new Map(
    rows.map((r) => [channelKey(r), Object.fromEntries(METRICS.map((m) => [m, numOrNull(r[m])])) as Medians]),
  );
}

/** Only for a page past the end, where the windowed count has no row to ride on. */
async function countChannels(store: StoreReader, where: string, params: Parameters<StoreReader['all']>[1]) {
  const [row] = await store.all<{ n: unknown }>(
    `select count(*) as n from (
       select distinct p.subject_id, p.platform, p.channel_id from analytics.posts p
       join analytics.channels c on ${channelJoin('c', 'p')} where ${where}
     ) x`,
    params,
  );
  return num(row?.n);
}
