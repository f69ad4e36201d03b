import {
  channelDataQuerySchema,
  safeRatio,
  type ChannelDataQuery,
  type DbResult,
} from '../../../src/lib/report-components/results.ts';
import type { ComponentScope } from './scope.ts';
import type { SqlValue, StoreReader } from './store-reader.ts';
import {
  CHANNEL_METRICS as METRICS,
  createScans,
  type ChannelSortColumn,
  type ComponentScans,
} from './shared-scans.ts';
import { toChannelItem } from './top-channels.ts';
import { num, numOrNull } from './row-values.ts';
const DAY_MS = 86_400_000;

/** Sort fields → columns of the channel totals. */
const SORT_COLUMN: Record<ChannelDataQuery['sort'] & string, ChannelSortColumn> = {
  followers: 'followers',
  newFollowers: 'new_followers',
  posts: 'posts',
  views: 'views',
  likes: 'likes',
  comments: 'comments',
  engagements: 'engagements',
};

/**
 * Posts per 30 days over the scope window: since…until where given, else the first and last post in scope;
 * a window shorter than a day counts as one day.
 */
export function monthlyPostingFrequency(posts: number, windowStart: string | null, windowEnd: string | null) {
  if (!windowStart || !windowEnd) return null;
  const days = Math.max(1, (Date.parse(windowEnd) - Date.parse(windowStart)) / DAY_MS);
  return (posts * 30) / days;
}

/**
 * One sorted page of the related channels with the Account fields of spec §3, from the per-channel totals (their
 * SQL rank in the page's ordering cuts the page); medians are read for the page's channels only.
 */
export async function fromScans(
  scans: ComponentScans,
  query: ChannelDataQuery = {},
): Promise<DbResult<'db_channel_data'>> {
  const { page, pageSize, sort, order } = channelDataQuerySchema.parse(query);
  const wanted = { column: SORT_COLUMN[sort], order };
  if (scans.channelPage.column !== wanted.column || scans.channelPage.order !== wanted.order) {
    return fromScans(createScans(scans.store, scans.scope, { channelPage: wanted }), query);
  }
  const channels = await scans.channelTotals();
  const subjectPosts = new Map<string, number>();
  let lo: string | null = null;
  let hi: string | null = null;
  for (const c of channels) {
    const subjectId = String(c.row.subject_id);
    subjectPosts.set(subjectId, (subjectPosts.get(subjectId) ?? 0) + c.posts);
    if (c.lo !== null && (lo === null || c.lo < lo)) lo = c.lo;
    if (c.hi !== null && (hi === null || c.hi > hi)) hi = c.hi;
  }
  const matched = channels.filter((c) => c.matched);
  const first = (page - 1) * pageSize;
  const rows = matched
    .filter((c) => c.rank.page > first && c.rank.page <= first + pageSize)
    .sort((a, b) => a.rank.page - b.rank.page)
    .map((c) => c.row);
  const { where, params } = scans.filter;
  const medianOf = await pageMedians(scans.store, where, params, rows);
  const windowStart = scans.scope.since ?? lo;
  const windowEnd = scans.scope.until ?? hi;
  return {
    total: matched.length,
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
        brandShare: safeRatio(posts, subjectPosts.get(String(r.subject_id)) ?? 0),
      };
    }),
  };
}

export const compute = (
  store: StoreReader,
  scope: ComponentScope,
  query: ChannelDataQuery = {},
): Promise<DbResult<'db_channel_data'>> => fromScans(createScans(store, scope), query);

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
