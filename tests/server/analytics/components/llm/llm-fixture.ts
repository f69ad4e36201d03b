import {
  createAnalyticsStore,
  type AnalyticsStore,
} from '../../../../../server/analytics/store/analytics-store.ts';

const post = (
  subject_id: string,
  post_id: string,
  channel_id: string,
  title: string,
  views: number,
  posted_at: string,
) => ({
  dashboard_id: 'd1',
  subject_id,
  platform: 'youtube',
  post_id,
  channel_id,
  title,
  description: '',
  format: 'video',
  language: 'en',
  region: 'US',
  views,
  likes: views / 10,
  comments: 0,
  shares: 0,
  saves: 0,
  reposts: 0,
  engagements: views / 10,
  is_paid: false,
  is_app_promotion: false,
  posted_at,
});

const channel = (
  subject_id: string,
  channel_id: string,
  title: string,
  followers: number,
  category: string | null,
) => ({
  dashboard_id: 'd1',
  subject_id,
  platform: 'youtube',
  channel_id,
  title,
  followers,
  category,
});

const comment = (subject_id: string, post_id: string, comment_id: string, text: string, likes: number) => ({
  dashboard_id: 'd1',
  subject_id,
  platform: 'youtube',
  post_id,
  comment_id,
  text,
  likes,
  posted_at: '2026-03-05T00:00:00Z',
});

/**
 * Six posts of two subjects with hand-checked themes (noted per row), seven comments with known sentiment,
 * four channels. Another dashboard holds a post that must never show up.
 */
export async function seedLlmFixture(store: AnalyticsStore): Promise<void> {
  await store.insert('posts', [
    post('nike', 'n1', 'c1', 'Pegasus 41 开箱测评', 900, '2026-01-05T10:00:00Z'), // unboxing, neutral
    post('nike', 'n2', 'c1', 'Pegasus price drop: cheap deal', 500, '2026-01-06T10:00:00Z'), // price, positive
    post('nike', 'n3', 'c2', 'My morning running routine', 300, '2026-02-10T10:00:00Z'), // lifestyle, neutral
    post('adidas', 'a1', 'c3', 'Ultraboost vs Pegasus comparison', 1200, '2026-01-07T10:00:00Z'), // comparison
    post('adidas', 'a2', 'c3', 'Adidas giveaway! win free shoes', 100, '2026-02-11T10:00:00Z'), // promotion, positive
    post('adidas', 'a3', 'c4', 'hello world', 50, '2026-03-01T10:00:00Z'), // unboxing by its hashtag, neutral
    {
      ...post('nike', 'x1', 'c1', 'Pegasus unboxing elsewhere', 99_990, '2026-01-05T10:00:00Z'),
      dashboard_id: 'd2',
    },
  ]);
  await store.insert('post_hashtags', [
    { dashboard_id: 'd1', subject_id: 'adidas', platform: 'youtube', post_id: 'a3', tag: 'unboxing' },
    { dashboard_id: 'd2', subject_id: 'adidas', platform: 'youtube', post_id: 'a3', tag: 'price' },
  ]);
  await store.insert('channels', [
    channel('nike', 'c1', 'RunLab', 50_000, 'Reviews'),
    channel('nike', 'c2', 'DailyRun', 20_000, null),
    channel('adidas', 'c3', 'ShoeTalk', 80_000, null),
    channel('adidas', 'c4', 'Misc', 100, null),
  ]);
  await store.insert('comments', [
    comment('nike', 'n1', 'k1', 'I love these shoes 😍', 10), // positive
    comment('nike', 'n1', 'k2', '质量太差了', 5), // negative
    comment('nike', 'n1', 'k3', '一般般吧', 4), // neutral
    comment('adidas', 'a1', 'k4', 'not bad at all', 3), // positive
    comment('adidas', 'a1', 'k5', 'Terrible fit, waste of money', 2), // negative
    comment('adidas', 'a1', 'k6', 'I do not like the color', 1), // negative
    comment('adidas', 'a3', 'k7', 'great battery, love the shoes', 0), // positive
  ]);
}

export async function llmFixtureStore(): Promise<AnalyticsStore> {
  const store = await createAnalyticsStore({ engine: 'duckdb', path: ':memory:' });
  await seedLlmFixture(store);
  return store;
}

export const subjects = ['nike', 'adidas'];
