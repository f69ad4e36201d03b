/**
 * A small hand-made corpus with numbers checked on paper (see components.test.ts): dashboard d1 with subjects
 * s1 (6 posts, channels c1–c3) and s2 (6 posts, channels c4–c6, plus c7 with no posts), and a dashboard d2
 * whose huge post must never leak into d1's results.
 */
import type { AnalyticsStore } from '../../../../server/analytics/store/analytics-store.ts';
import type { ChannelFact, HashtagFact, PostFact } from '../../../../server/analytics/store/fact-rows.ts';

const channel = (
  subject_id: string,
  platform: string,
  channel_id: string,
  title: string,
  region: string | null,
  followers: number,
  new_followers: number,
  dashboard_id = 'd1',
): ChannelFact => ({
  dashboard_id,
  subject_id,
  platform,
  channel_id,
  title,
  url: `https://example.com/${channel_id}`,
  logo_url: `https://example.com/${channel_id}.png`,
  region,
  language: 'en',
  followers,
  new_followers,
  category: null,
});

export const CHANNELS: ChannelFact[] = [
  channel('s1', 'youtube', 'c1', 'Run Club', 'US', 1_500_000, 1_000),
  channel('s1', 'youtube', 'c2', 'Shoe Lab', 'GB', 300_000, 500),
  channel('s1', 'tiktok', 'c3', 'Fast Feet', 'US', 100_000, 200),
  channel('s2', 'youtube', 'c4', 'Stride', 'DE', 700_000, 300),
  channel('s2', 'instagram', 'c5', 'Kicks Daily', null, 50_000, 0),
  channel('s2', 'tiktok', 'c6', 'Track Talk', 'US', 0, 0),
  channel('s2', 'youtube', 'c7', 'Quiet Giant', 'FR', 2_000_000, 0),
  channel('s1', 'youtube', 'c1', 'Run Club', 'US', 1_500_000, 1_000, 'd2'),
];

type Counts = [
  views: number,
  likes: number,
  comments: number,
  shares: number,
  saves: number,
  reposts: number,
];

const post = (
  subject_id: string,
  platform: string,
  post_id: string,
  channel_id: string,
  format: PostFact['format'],
  language: string | null,
  region: string | null,
  [views, likes, comments, shares, saves, reposts]: Counts,
  day: string,
  dashboard_id = 'd1',
): PostFact => ({
  dashboard_id,
  subject_id,
  platform,
  post_id,
  channel_id,
  title: `Post ${post_id}`,
  description: '',
  format,
  language,
  region,
  views,
  likes,
  comments,
  shares,
  saves,
  reposts,
  engagements: likes + comments + shares + saves + reposts,
  is_paid: false,
  is_app_promotion: false,
  posted_at: `${day}T10:00:00.000Z`,
  thumbnail_url: `https://example.com/${post_id}.jpg`,
  video_url: `https://example.com/watch/${post_id}`,
});

export const POSTS: PostFact[] = [
  post(
    's1',
    'youtube',
    'p1',
    'c1',
    'video',
    'en',
    'US',
    [2_000_000, 50_000, 5_000, 2_000, 1_000, 0],
    '2026-01-05',
  ),
  post('s1', 'youtube', 'p2', 'c1', 'short', 'en', 'US', [500_000, 20_000, 1_000, 500, 500, 0], '2026-01-12'),
  post('s1', 'youtube', 'p3', 'c2', 'video', 'en', 'GB', [80_000, 4_000, 400, 100, 100, 0], '2026-01-20'),
  post('s1', 'youtube', 'p4', 'c2', 'live', 'zh', null, [5_000, 300, 50, 20, 30, 0], '2026-02-02'),
  post('s1', 'tiktok', 'p5', 'c3', 'short', 'en', 'US', [150_000, 9_000, 600, 300, 100, 1_000], '2026-02-10'),
  post('s1', 'youtube', 'p6', 'c2', 'short', 'zh', 'CN', [900, 50, 5, 3, 2, 0], '2026-02-15'),
  post(
    's2',
    'youtube',
    'p7',
    'c4',
    'video',
    'de',
    'DE',
    [1_000_000, 30_000, 2_000, 1_000, 1_000, 0],
    '2026-01-06',
  ),
  post('s2', 'youtube', 'p8', 'c4', 'video', 'en', 'DE', [10_000, 800, 100, 50, 50, 0], '2026-01-25'),
  post('s2', 'instagram', 'p9', 'c5', 'image', 'en', 'US', [40_000, 3_000, 200, 100, 600, 100], '2026-02-03'),
  post('s2', 'instagram', 'p10', 'c5', 'short', 'en', 'US', [999, 90, 5, 2, 3, 0], '2026-02-20'),
  post(
    's2',
    'tiktok',
    'p11',
    'c6',
    'short',
    'en',
    'US',
    [300_000, 20_000, 1_500, 1_000, 500, 2_000],
    '2026-02-21',
  ),
  post('s2', 'tiktok', 'p12', 'c6', 'short', null, 'US', [0, 0, 0, 0, 0, 0], '2026-02-27'),
  post('s1', 'youtube', 'p99', 'c1', 'video', 'en', 'US', [9_999_999, 9_999, 0, 0, 0, 0], '2026-01-10', 'd2'),
];

const TAGS: Record<string, string[]> = {
  p1: ['running', 'nike'],
  p2: ['running', 'shoes'],
  p3: ['shoes'],
  p4: ['nike'],
  p5: ['running', 'nike', 'shoes'],
  p7: ['adidas', 'running'],
  p8: ['adidas'],
  p9: ['running', 'shoes'],
  p10: ['shoes'],
  p11: ['running'],
  p12: ['adidas'],
  p99: ['running'],
};

export const HASHTAGS: HashtagFact[] = POSTS.flatMap((p) =>
  (TAGS[p.post_id] ?? []).map((tag) => ({
    dashboard_id: p.dashboard_id,
    subject_id: p.subject_id,
    platform: p.platform,
    post_id: p.post_id,
    tag,
  })),
);

export async function loadFixture(store: AnalyticsStore): Promise<void> {
  await store.insert('channels', CHANNELS as unknown as Record<string, string | number | null>[]);
  await store.insert('posts', POSTS as unknown as Record<string, string | number | boolean | null>[]);
  await store.insert('post_hashtags', HASHTAGS as unknown as Record<string, string>[]);
}
