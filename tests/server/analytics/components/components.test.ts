/**
 * Every db_* component on the hand-made corpus of fixture-corpus.ts. Expected values were worked out on paper
 * from the fixture rows (sums, buckets, ties), not by running the same SQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAnalyticsStore,
  type AnalyticsStore,
} from '../../../../server/analytics/store/analytics-store.ts';
import {
  COMPONENTS,
  computeComponents,
  DB_API_KEYS,
} from '../../../../server/analytics/components/registry.ts';
import { compute as videoData } from '../../../../server/analytics/components/db-video-data.ts';
import { compute as channelData } from '../../../../server/analytics/components/db-channel-data.ts';
import { compute as trend } from '../../../../server/analytics/components/db-video-trend-analysis.ts';
import { compute as hashtag } from '../../../../server/analytics/components/db-video-hashtag.ts';
import { compute as overview } from '../../../../server/analytics/components/db-overview.ts';
import type { SqlValue, StoreReader } from '../../../../server/analytics/components/store-reader.ts';
import { loadFixture } from './fixture-corpus.ts';

let store: AnalyticsStore;
const scope = { dashboardId: 'd1', subjectIds: ['s1', 's2'] };
const ids = (r: { items: { postId: string }[] }) => r.items.map((i) => i.postId);
const channelIds = (r: { items: { channelId: string }[] }) => r.items.map((i) => i.channelId);
const pairs = (buckets: { key: string; count: number }[]) => buckets.map((b) => [b.key, b.count]);

beforeAll(async () => {
  store = await createAnalyticsStore({ engine: 'duckdb', path: ':memory:' });
  await loadFixture(store);
});
afterAll(() => store.close());

describe('db_overview', () => {
  it('sums per subject and overall, with averages and engagement rate', async () => {
    const r = await COMPONENTS.db_overview.compute(store, scope);
    expect(r.subjects[0]).toEqual({
      subjectId: 's1',
      posts: 6,
      channels: 3,
      views: 2_735_900,
      likes: 83_350,
      comments: 7_055,
      shares: 2_923,
      saves: 1_732,
      reposts: 1_000,
      engagements: 96_060,
      avgViews: 2_735_900 / 6,
      avgLikes: 83_350 / 6,
      avgComments: 7_055 / 6,
      avgEngagements: 16_010,
      engagementRate: 96_060 / 2_735_900,
    });
    expect(r.subjects[1]).toMatchObject({
      subjectId: 's2',
      posts: 6,
      channels: 3,
      views: 1_350_999,
      likes: 53_890,
    });
    expect(r.subjects[1]).toMatchObject({ comments: 3_805, shares: 2_152, saves: 2_153, reposts: 2_100 });
    expect(r.subjects[1]!.engagements).toBe(64_100);
    expect(r.total).toMatchObject({
      posts: 12,
      channels: 6,
      views: 4_086_899,
      likes: 137_240,
      comments: 10_860,
      shares: 5_075,
      saves: 3_885,
      reposts: 3_100,
      engagements: 160_160,
      avgComments: 905,
    });
  });

  it('filters by window (since inclusive, until exclusive), subject and dashboard; empty subjects are zeros', async () => {
    const r = await overview(store, {
      ...scope,
      since: '2026-02-01T00:00:00Z',
      until: '2026-02-21T00:00:00Z',
    });
    expect(r.subjects.map((s) => [s.subjectId, s.posts, s.views])).toEqual([
      ['s1', 3, 155_900],
      ['s2', 2, 40_999],
    ]);
    const only = await overview(store, { dashboardId: 'd1', subjectIds: ['s2', 's3'] });
    expect(only.subjects.map((s) => s.subjectId)).toEqual(['s2', 's3']);
    expect(only.subjects[1]).toMatchObject({ posts: 0, views: 0, avgViews: null, engagementRate: null });
    expect(only.total.posts).toBe(6);
    const all = await overview(store, { dashboardId: 'd1', subjectIds: [] });
    expect(all.total.views).toBe(4_086_899);
    const other = await overview(store, { dashboardId: 'd2', subjectIds: [] });
    expect(other.total).toMatchObject({ posts: 1, views: 9_999_999 });
  });
});

describe('db_video_trend_analysis', () => {
  it('uses days for a span of at most two months', async () => {
    const r = await trend(store, scope);
    expect(r.granularity).toBe('day');
    expect(r.subjects.map((s) => s.points.length)).toEqual([6, 6]);
    expect(r.subjects[0]!.points[0]).toEqual({
      period: '2026-01-05',
      posts: 1,
      views: 2_000_000,
      likes: 50_000,
      comments: 5_000,
      engagements: 58_000,
    });
  });

  it('uses Monday weeks for a 90-day window', async () => {
    const r = await trend(store, { ...scope, since: '2026-01-01T00:00:00Z', until: '2026-04-01T00:00:00Z' });
    expect(r.granularity).toBe('week');
    const rows = (i: number) =>
      r.subjects[i]!.points.map((p) => [p.period, p.posts, p.views, p.likes, p.comments, p.engagements]);
    expect(rows(0)).toEqual([
      ['2026-01-05', 1, 2_000_000, 50_000, 5_000, 58_000],
      ['2026-01-12', 1, 500_000, 20_000, 1_000, 22_000],
      ['2026-01-19', 1, 80_000, 4_000, 400, 4_600],
      ['2026-02-02', 1, 5_000, 300, 50, 400],
      ['2026-02-09', 2, 150_900, 9_050, 605, 11_060],
    ]);
    expect(rows(1)).toEqual([
      ['2026-01-05', 1, 1_000_000, 30_000, 2_000, 34_000],
      ['2026-01-19', 1, 10_000, 800, 100, 1_000],
      ['2026-02-02', 1, 40_000, 3_000, 200, 4_000],
      ['2026-02-16', 2, 300_999, 20_090, 1_505, 25_100],
      ['2026-02-23', 1, 0, 0, 0, 0],
    ]);
  });
});

describe('top videos', () => {
  it('rank by views, engagements and likes (ties by post id) with the Post fields', async () => {
    const byViews = await COMPONENTS.db_top5_videos_by_views.compute(store, scope);
    expect(ids(byViews)).toEqual(['p1', 'p7', 'p2', 'p11', 'p5', 'p3', 'p9', 'p8', 'p4', 'p10', 'p6', 'p12']);
    expect(byViews.items[0]).toEqual({
      subjectId: 's1',
      platform: 'youtube',
      postId: 'p1',
      title: 'Post p1',
      views: 2_000_000,
      likes: 50_000,
      comments: 5_000,
      engagements: 58_000,
      saves: 1_000,
      shares: 2_000,
      reposts: 0,
      postedAt: '2026-01-05T10:00:00.000Z',
      thumbnail_url: 'https://example.com/p1.jpg',
      video_url: 'https://example.com/watch/p1',
      channel_title: 'Run Club',
      channel_url: 'https://example.com/c1',
      channel_logo: 'https://example.com/c1.png',
    });
    const byEngagements = await COMPONENTS.db_top5_videos_by_engagements.compute(store, scope);
    expect(ids(byEngagements)).toEqual([
      'p1',
      'p7',
      'p11',
      'p2',
      'p5',
      'p3',
      'p9',
      'p8',
      'p4',
      'p10',
      'p6',
      'p12',
    ]);
    const byLikes = await COMPONENTS.db_top5_videos_by_likes.compute(store, scope);
    expect(ids(byLikes)).toEqual(['p1', 'p7', 'p11', 'p2', 'p5', 'p3', 'p9', 'p8', 'p4', 'p10', 'p6', 'p12']);
  });
});

describe('top channels', () => {
  it('rank related channels by views, likes and followers with derived rates', async () => {
    const byViews = await COMPONENTS.db_top5_channels_by_views.compute(store, scope);
    expect(channelIds(byViews)).toEqual(['c1', 'c4', 'c6', 'c3', 'c2', 'c5']);
    expect(byViews.items[0]).toEqual({
      subjectId: 's1',
      platform: 'youtube',
      channelId: 'c1',
      title: 'Run Club',
      url: 'https://example.com/c1',
      logoUrl: 'https://example.com/c1.png',
      region: 'US',
      followers: 1_500_000,
      newFollowers: 1_000,
      posts: 2,
      views: 2_500_000,
      likes: 70_000,
      comments: 6_000,
      engagements: 80_000,
      avgViews: 1_250_000,
      avgEngagements: 40_000,
      followerEngagementRate: 40_000 / 1_500_000,
      followerViewRate: 1_250_000 / 1_500_000,
      viewEngagementRate: 0.032,
    });
    const zeroFollowers = byViews.items.find((c) => c.channelId === 'c6')!;
    expect(zeroFollowers).toMatchObject({ followerEngagementRate: null, followerViewRate: null });
    expect(zeroFollowers.viewEngagementRate).toBe(25_000 / 300_000);
    const byLikes = await COMPONENTS.db_top5_channels_by_likes.compute(store, scope);
    expect(byLikes.items.map((c) => [c.channelId, c.likes])).toEqual([
      ['c1', 70_000],
      ['c4', 30_800],
      ['c6', 20_000],
      ['c3', 9_000],
      ['c2', 4_350],
      ['c5', 3_090],
    ]);
    const byFollowers = await COMPONENTS.db_top5_channels_by_subscription.compute(store, scope);
    // c7 has the most followers but no posts in scope: not a related channel.
    expect(channelIds(byFollowers)).toEqual(['c1', 'c4', 'c2', 'c3', 'c5', 'c6']);
  });
});

describe('distributions', () => {
  it('views by range, fixed order with zeros and shares', async () => {
    const r = await COMPONENTS.db_video_views_distribution.compute(store, scope);
    expect(r.subjects[0]!.buckets).toEqual([
      { key: '0-1k', count: 1, share: 1 / 6 },
      { key: '1k-10k', count: 1, share: 1 / 6 },
      { key: '10k-100k', count: 1, share: 1 / 6 },
      { key: '100k-1m', count: 2, share: 2 / 6 },
      { key: '1m+', count: 1, share: 1 / 6 },
    ]);
    expect(pairs(r.subjects[1]!.buckets)).toEqual([
      ['0-1k', 2],
      ['1k-10k', 0],
      ['10k-100k', 2],
      ['100k-1m', 1],
      ['1m+', 1],
    ]);
    expect(pairs(r.total.buckets)).toEqual([
      ['0-1k', 3],
      ['1k-10k', 1],
      ['10k-100k', 3],
      ['100k-1m', 3],
      ['1m+', 2],
    ]);
  });

  it('format, language and region by count then key, missing as unknown', async () => {
    const format = await COMPONENTS.db_video_format.compute(store, scope);
    expect(pairs(format.subjects[0]!.buckets)).toEqual([
      ['short', 3],
      ['video', 2],
      ['live', 1],
    ]);
    expect(pairs(format.subjects[1]!.buckets)).toEqual([
      ['short', 3],
      ['video', 2],
      ['image', 1],
    ]);
    expect(pairs(format.total.buckets)).toEqual([
      ['short', 6],
      ['video', 4],
      ['image', 1],
      ['live', 1],
    ]);
    expect(format.total.buckets[0]!.share).toBe(0.5);

    const language = await COMPONENTS.db_video_language.compute(store, scope);
    expect(pairs(language.subjects[0]!.buckets)).toEqual([
      ['en', 4],
      ['zh', 2],
    ]);
    expect(pairs(language.subjects[1]!.buckets)).toEqual([
      ['en', 4],
      ['de', 1],
      ['unknown', 1],
    ]);
    expect(pairs(language.total.buckets)).toEqual([
      ['en', 8],
      ['zh', 2],
      ['de', 1],
      ['unknown', 1],
    ]);

    const region = await COMPONENTS.db_video_region.compute(store, scope);
    expect(pairs(region.subjects[0]!.buckets)).toEqual([
      ['US', 3],
      ['CN', 1],
      ['GB', 1],
      ['unknown', 1],
    ]);
    expect(pairs(region.subjects[1]!.buckets)).toEqual([
      ['US', 4],
      ['DE', 2],
    ]);
    expect(pairs(region.total.buckets)).toEqual([
      ['US', 7],
      ['DE', 2],
      ['CN', 1],
      ['GB', 1],
      ['unknown', 1],
    ]);
  });

  it('related channels by region and by the follower buckets of §9', async () => {
    const region = await COMPONENTS.db_related_channel_region_distribution.compute(store, scope);
    expect(pairs(region.subjects[0]!.buckets)).toEqual([
      ['US', 2],
      ['GB', 1],
    ]);
    expect(pairs(region.subjects[1]!.buckets)).toEqual([
      ['DE', 1],
      ['US', 1],
      ['unknown', 1],
    ]);
    expect(pairs(region.total.buckets)).toEqual([
      ['US', 3],
      ['DE', 1],
      ['GB', 1],
      ['unknown', 1],
    ]);

    const followers = await COMPONENTS.db_related_channel_subscription_distribution.compute(store, scope);
    expect(pairs(followers.subjects[0]!.buckets)).toEqual([
      ['0-200k', 1],
      ['200k-500k', 1],
      ['500k-1m', 0],
      ['1m+', 1],
    ]);
    expect(pairs(followers.subjects[1]!.buckets)).toEqual([
      ['0-200k', 2],
      ['200k-500k', 0],
      ['500k-1m', 1],
      ['1m+', 0],
    ]);
    expect(pairs(followers.total.buckets)).toEqual([
      ['0-200k', 3],
      ['200k-500k', 1],
      ['500k-1m', 1],
      ['1m+', 1],
    ]);
  });

  it('posts and channels by media platform', async () => {
    const posts = await COMPONENTS.db_video_media_distribution.compute(store, scope);
    expect(pairs(posts.subjects[0]!.buckets)).toEqual([
      ['youtube', 5],
      ['tiktok', 1],
    ]);
    expect(pairs(posts.subjects[1]!.buckets)).toEqual([
      ['instagram', 2],
      ['tiktok', 2],
      ['youtube', 2],
    ]);
    expect(pairs(posts.total.buckets)).toEqual([
      ['youtube', 7],
      ['tiktok', 3],
      ['instagram', 2],
    ]);
    const channels = await COMPONENTS.db_channel_media_distribution.compute(store, scope);
    expect(pairs(channels.subjects[0]!.buckets)).toEqual([
      ['youtube', 2],
      ['tiktok', 1],
    ]);
    expect(pairs(channels.subjects[1]!.buckets)).toEqual([
      ['instagram', 1],
      ['tiktok', 1],
      ['youtube', 1],
    ]);
    expect(pairs(channels.total.buckets)).toEqual([
      ['youtube', 3],
      ['tiktok', 2],
      ['instagram', 1],
    ]);
  });
});

describe('db_video_hashtag', () => {
  it('top tags by posts then tag, per subject and overall', async () => {
    const r = await COMPONENTS.db_video_hashtag.compute(store, scope);
    expect(r.subjects[0]!.items).toEqual([
      { tag: 'nike', posts: 3 },
      { tag: 'running', posts: 3 },
      { tag: 'shoes', posts: 3 },
    ]);
    expect(r.subjects[1]!.items.map((i) => [i.tag, i.posts])).toEqual([
      ['adidas', 3],
      ['running', 3],
      ['shoes', 2],
    ]);
    expect(r.total.items.map((i) => [i.tag, i.posts])).toEqual([
      ['running', 6],
      ['shoes', 5],
      ['adidas', 3],
      ['nike', 3],
    ]);
  });

  it('counts only the posts of the time window', async () => {
    // 1 Feb – 21 Feb: s1 has p4 (nike), p5 (running, nike, shoes), p6; s2 has p9 (running, shoes), p10 (shoes).
    const r = await hashtag(store, {
      ...scope,
      since: '2026-02-01T00:00:00Z',
      until: '2026-02-21T00:00:00Z',
    });
    expect(r.total.items.map((i) => [i.tag, i.posts])).toEqual([
      ['shoes', 3],
      ['nike', 2],
      ['running', 2],
    ]);
  });
});

describe('data tables', () => {
  it('db_video_data pages and sorts', async () => {
    const first = await COMPONENTS.db_video_data.compute(store, scope);
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 20, sort: 'views', order: 'desc' });
    expect(first.rows.map((r) => r.postId)).toEqual([
      'p1',
      'p7',
      'p2',
      'p11',
      'p5',
      'p3',
      'p9',
      'p8',
      'p4',
      'p10',
      'p6',
      'p12',
    ]);
    const second = await videoData(store, scope, { page: 2, pageSize: 5, sort: 'postedAt', order: 'asc' });
    expect(second.total).toBe(12);
    expect(second.rows.map((r) => r.postId)).toEqual(['p4', 'p9', 'p5', 'p6', 'p10']);
    await expect(videoData(store, scope, { sort: 'title' as never })).rejects.toThrow();
  });

  it('db_channel_data has the Account fields: averages, medians, frequency, brand share', async () => {
    const r = await COMPONENTS.db_channel_data.compute(store, scope);
    expect(r).toMatchObject({ total: 6, sort: 'followers', order: 'desc' });
    expect(r.rows.map((c) => c.channelId)).toEqual(['c1', 'c4', 'c2', 'c3', 'c5', 'c6']);
    const c2 = r.rows[2]!;
    expect(c2).toMatchObject({
      posts: 3,
      views: 85_900,
      likes: 4_350,
      comments: 455,
      shares: 123,
      saves: 132,
      reposts: 0,
    });
    expect(c2.engagements).toBe(5_060);
    expect(c2.median).toEqual({
      views: 5_000,
      likes: 300,
      comments: 50,
      engagements: 400,
      saves: 30,
      shares: 20,
      reposts: 0,
    });
    expect(c2.average.views).toBe(85_900 / 3);
    expect(c2.followerViewRate).toBe(85_900 / 3 / 300_000);
    // 3 posts over 5 Jan → 27 Feb (53 days) is 3 × 30 / 53 a month; s1 has 6 posts.
    expect(c2.monthlyPostingFrequency).toBe(90 / 53);
    expect(c2.brandShare).toBe(0.5);
    expect(r.rows[0]!.median.views).toBe(1_250_000);
    const byPosts = await channelData(store, scope, { sort: 'posts', order: 'asc', pageSize: 2, page: 1 });
    expect(byPosts.rows.map((c) => [c.channelId, c.posts])).toEqual([
      ['c3', 1],
      ['c1', 2],
    ]);
    const past = await channelData(store, scope, { page: 9 });
    expect(past).toMatchObject({ total: 6, rows: [] });
  });
});

describe('a scope of some media', () => {
  // TikTok: s1's p5 (150,000 views; running, nike, shoes) and s2's p11 (300,000; running) and p12 (0; adidas).
  const tiktok = { ...scope, platforms: ['tiktok'] };

  it('counts only their posts, channels and tags, from the posts rather than the rollups', async () => {
    const sqls: string[] = [];
    const watched: StoreReader = {
      engine: store.engine,
      all: <T extends Record<string, unknown>>(sql: string, params?: readonly SqlValue[]) => {
        sqls.push(sql);
        return store.all<T>(sql, params);
      },
    };
    const all = await computeComponents(watched, tiktok, DB_API_KEYS);
    expect(all.db_overview.subjects.map((s) => [s.subjectId, s.posts, s.channels, s.views])).toEqual([
      ['s1', 1, 1, 150_000],
      ['s2', 2, 1, 300_000],
    ]);
    expect(all.db_overview.total).toMatchObject({ posts: 3, channels: 2, views: 450_000 });
    expect(pairs(all.db_video_media_distribution.total.buckets)).toEqual([['tiktok', 3]]);
    expect(all.db_video_hashtag.total.items.map((i) => [i.tag, i.posts])).toEqual([
      ['running', 2],
      ['adidas', 1],
      ['nike', 1],
      ['shoes', 1],
    ]);
    expect(all.db_top5_videos_by_views.items.map((i) => i.postId)).toEqual(['p11', 'p5', 'p12']);
    expect(sqls.some((sql) => sql.includes('analytics.rollup_'))).toBe(false);
  });

  it('with a window: Instagram and TikTok from 1 to 21 February', async () => {
    const r = await computeComponents(
      store,
      {
        ...scope,
        platforms: ['instagram', 'tiktok'],
        since: '2026-02-01T00:00:00Z',
        until: '2026-02-21T00:00:00Z',
      },
      ['db_overview', 'db_video_hashtag'],
    );
    // p5 (s1, tiktok), p9 and p10 (s2, instagram); p11 is on the 21st, p12 later.
    expect(r.db_overview.total).toMatchObject({ posts: 3, views: 150_000 + 40_000 + 999 });
    expect(r.db_video_hashtag.total.items.map((i) => [i.tag, i.posts])).toEqual([
      ['shoes', 3],
      ['running', 2],
      ['nike', 1],
    ]);
  });
});

describe('registry', () => {
  it('computes every db_* component at once and each result fits its schema', async () => {
    const all = await computeComponents(store, scope, DB_API_KEYS);
    for (const key of DB_API_KEYS)
      expect(() => COMPONENTS[key].resultSchema.parse(all[key]), key).not.toThrow();
    expect(all.db_overview.total.posts).toBe(12);
  });

  it('rejects keys that are not db_* components', async () => {
    await expect(computeComponents(store, scope, ['llm_video_emotional_tendency' as never])).rejects.toThrow(
      /Not a db_/,
    );
  });
});
