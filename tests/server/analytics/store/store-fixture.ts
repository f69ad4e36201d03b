import type { SqlValue } from '../../../../server/analytics/store/analytics-store.ts';

export const hostile = [
  `it's "quoted"`,
  'back\\slash \\n not a newline',
  '🏃‍♀️ emoji 👟',
  '耐克跑鞋测评：值得买吗？',
  `'); drop table analytics.posts; --`,
  '%_ like wildcards',
];

const base = { dashboard_id: 'd1', subject_id: 's1', platform: 'youtube' };

export function post(n: number, over: Partial<Record<string, SqlValue>> = {}): Record<string, SqlValue> {
  const likes = n * 10;
  return {
    ...base,
    post_id: `p${n}`,
    channel_id: `c${n % 3}`,
    title: hostile[n % hostile.length] ?? `post ${n}`,
    format: n % 2 ? 'video' : 'short',
    language: n % 2 ? 'en' : 'zh',
    region: 'US',
    views: n * 1_000,
    likes,
    comments: n,
    shares: 2,
    saves: 3,
    reposts: 0,
    engagements: likes + n + 5,
    is_paid: n % 4 === 0,
    is_app_promotion: false,
    posted_at: new Date(Date.UTC(2026, 0, n, 12, 30)),
    thumbnail_url: null,
    video_url: `https://www.youtube.com/watch?v=p${n}`,
    ...over,
  };
}

export const channels: Record<string, SqlValue>[] = [0, 1, 2].map((n) => ({
  ...base,
  channel_id: `c${n}`,
  title: `Channel ${n} 频道`,
  url: null,
  logo_url: null,
  region: 'US',
  language: 'en',
  followers: 5_000_000_000 + n, // beyond 32 bits
  category: null,
}));

/**
 * Queries in the portable dialect; the PostgreSQL suite checks both engines answer them identically. Two traps
 * they avoid: PostgreSQL has no type `double` (write `double precision`), and `/` of two integers truncates
 * on PostgreSQL but not on DuckDB (cast one side to double precision).
 */
export const portableQueries: { name: string; sql: string; params: SqlValue[] }[] = [
  {
    name: 'filter, percentile and counts',
    sql: `select count(*) as n, count(*) filter (where is_paid) as paid,
            percentile_cont(0.5) within group (order by views) as median_views,
            sum(engagements) as engagements, cast(avg(views) as double precision) as avg_views,
            cast(sum(engagements) as double precision) / count(*) as engagements_per_post
          from analytics.posts where dashboard_id = $1 and subject_id = $2`,
    params: ['d1', 's1'],
  },
  {
    name: 'date_trunc series',
    sql: `select date_trunc('week', posted_at) as week, count(*) as n, sum(views) as views
          from analytics.posts where dashboard_id = $1 and posted_at >= $2 group by 1 order by 1`,
    params: ['d1', new Date(Date.UTC(2026, 0, 3))],
  },
  {
    name: 'keyword match with strpos and ilike',
    sql: `select post_id, title from analytics.posts
          where dashboard_id = $1 and (strpos(lower(title), $2) > 0 or title ilike $3) order by post_id`,
    params: ['d1', '跑鞋', '%EMOJI%'],
  },
  {
    name: 'window function and join',
    sql: `with ranked as (
            select p.post_id, p.views, c.followers,
              row_number() over (partition by p.channel_id order by p.views desc) as rank_in_channel
            from analytics.posts p join analytics.channels c
              on c.dashboard_id = p.dashboard_id and c.subject_id = p.subject_id and c.channel_id = p.channel_id)
          select post_id, views, followers, rank_in_channel,
            coalesce(nullif(views, 0) * 1.0 / nullif(followers, 0), 0) as view_rate
          from ranked where rank_in_channel <= 2 order by post_id`,
    params: [],
  },
  {
    name: 'timestamps and booleans come back alike',
    sql: `select post_id, posted_at, is_paid, cast(views as bigint) as views from analytics.posts
          where dashboard_id = $1 order by posted_at limit $2`,
    params: ['d1', 3],
  },
];
