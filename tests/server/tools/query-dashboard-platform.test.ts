import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { analysisSubjects } from '../../../server/db/schema/index.ts';
import { streamErrorText } from '../../../server/chat/stream-error.ts';
import type { AuthUser } from '../../../server/lib/app-env.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  SHOE_POSTS,
  answerColumn,
  authUser,
  questionsAbout,
  readyDashboard,
  type FactPost,
} from './tools-kit.ts';

/**
 * A question about one medium of a dashboard that collects two: the shoe posts on YouTube and two on TikTok
 * (Nike 80,000 views on 2 January, Adidas 3,000 on 3 January). Without the filter TikTok's posts were counted in
 * every answer, and "on TikTok" was read as a subject the dashboard does not have.
 */
const TIKTOK_POSTS: FactPost[] = [
  {
    post_id: 't1',
    subject: 0,
    title: 'Nike tempo run on TikTok',
    views: 80_000,
    likes: 5_000,
    comments: 20,
    channel: 'runT',
    day: 2,
    platform: 'tiktok',
  },
  {
    post_id: 't2',
    subject: 1,
    title: 'Adidas haul on TikTok',
    views: 3_000,
    likes: 50,
    comments: 5,
    channel: 'kickT',
    day: 3,
    platform: 'tiktok',
  },
];

let t: TestApp;
let admin: AuthUser;
let shoes: { id: string; subjectIds: string[] };

beforeAll(async () => {
  t = await createTestApp();
  admin = await authUser(t);
  shoes = await readyDashboard(t, admin, 'Shoes on two media', [...SHOE_POSTS, ...TIKTOK_POSTS]);
  // Nike's keywords also search for its Chinese name; Adidas' only for a phrase starting with its name.
  await t.deps.db
    .update(analysisSubjects)
    .set({ keywords: 'nike|耐克' })
    .where(eq(analysisSubjects.id, shoes.subjectIds[0]!));
  await t.deps.db
    .update(analysisSubjects)
    .set({ keywords: 'adidas+(running|boost)' })
    .where(eq(analysisSubjects.id, shoes.subjectIds[1]!));
  const [nike, adidas] = shoes.subjectIds as [string, string];
  const tag = (subject_id: string, platform: string, post_id: string, tag: string) => ({
    dashboard_id: shoes.id,
    subject_id,
    platform,
    post_id,
    tag,
  });
  await t.deps.analytics.insert('post_hashtags', [
    tag(nike, 'youtube', 'n1', 'running'),
    tag(nike, 'youtube', 'n1', 'nike'),
    tag(adidas, 'youtube', 'a1', 'running'),
    tag(nike, 'tiktok', 't1', 'running'),
    tag(nike, 'tiktok', 't1', 'tiktokmade'),
  ]);
}, 60_000);
afterAll(async () => t?.close());

const ask = questionsAbout(() => ({ t, user: admin, dashboardId: shoes.id }));

describe('query_dashboard on one medium', () => {
  it('compares the subjects over that medium only, and says which', async () => {
    const tiktok = await ask({ question: 'compare_subjects', platform: 'tiktok' });
    expect(tiktok.platform).toBe('tiktok');
    expect(answerColumn(tiktok, 'posts')).toEqual([1, 1]);
    expect(answerColumn(tiktok, 'views')).toEqual([80_000, 3_000]);
    const youtube = await ask({ question: 'compare_subjects', platform: 'youtube' });
    expect(answerColumn(youtube, 'posts')).toEqual([3, 2]);
    expect(answerColumn(youtube, 'views')).toEqual([1_684_567, 620_000]);
    const both = await ask({ question: 'compare_subjects' });
    expect(both.platform).toBeUndefined();
    expect(answerColumn(both, 'posts')).toEqual([4, 3]);
  });

  it('ranks posts and channels of that medium', async () => {
    const posts = await ask({ question: 'top_posts', platform: 'tiktok', limit: 5 });
    expect(answerColumn(posts, 'title')).toEqual(['Nike tempo run on TikTok', 'Adidas haul on TikTok']);
    const channels = await ask({ question: 'top_channels', platform: 'tiktok', metric: 'likes' });
    expect(answerColumn(channels, 'channel')).toEqual(['Channel runT', 'Channel kickT']);
    const youtube = await ask({ question: 'top_posts', platform: 'youtube', metric: 'likes', limit: 1 });
    expect(answerColumn(youtube, 'title')).toEqual(['Adidas Boost love']);
  });

  it('draws the trend and finds the day of that medium, with a window too', async () => {
    const trend = await ask({
      question: 'trend',
      platform: 'tiktok',
      period: { from: '2026-01-01', to: '2026-01-31' },
    });
    expect(trend.period).toMatchObject({ from: '2026-01-01', to: '2026-01-31' });
    expect(trend.chart?.series[0]?.data.reduce((a, b) => a + b, 0)).toBe(83_000);
    const day = await ask({ question: 'posts_on_date', platform: 'tiktok', date: '2026-01-02' });
    expect(day.day).toMatchObject({ date: '2026-01-02', posts: 1, total: 80_000 });
  });

  it('reads the sentiment of that medium’s posts, not the dashboard’s stored split', async () => {
    const out = await ask({ question: 'sentiment', platform: 'tiktok' });
    const videos = out.rows.find((r) => r[0] === 'videos');
    expect(videos?.[videos.length - 1]).toBe(2);
  });

  it('refuses a medium the dashboard does not collect, naming those it does, in both languages', async () => {
    await expect(ask({ question: 'top_posts', platform: 'instagram' })).rejects.toThrow(
      'The dashboard “Shoes on two media” collects YouTube and TikTok posts, not Instagram.',
    );
    await expect(ask({ question: 'top_posts', platform: 'instagram' }, 'zh')).rejects.toThrow(
      '看板“Shoes on two media”收集的是 YouTube、TikTok 的内容，没有 Instagram。',
    );
    // The card shows the refusal as it is, not "The input is invalid."
    const refused: unknown = await ask({ question: 'top_posts', platform: 'instagram' }).catch((e) => e);
    expect(JSON.parse(streamErrorText(refused, 'en'))).toEqual({
      code: 10201,
      message: 'The dashboard “Shoes on two media” collects YouTube and TikTok posts, not Instagram.',
    });
  });
});

describe('query_dashboard subjects named by their keywords', () => {
  it('finds a subject by a word its keywords search for alone, in the dashboard’s order', async () => {
    const out = await ask({ question: 'compare_subjects', subjects: ['ADIDAS', '耐克'], platform: 'tiktok' });
    expect(out.subjects).toEqual(['Nike', 'Adidas']);
    expect(answerColumn(out, 'views')).toEqual([80_000, 3_000]);
  });

  it('does not take a word searched for only together with another as the subject', async () => {
    await expect(ask({ question: 'top_posts', subjects: ['boost'] })).rejects.toThrow(
      'The dashboard “Shoes on two media” has no subject named “boost”. Its subjects: “Nike”, “Adidas”.',
    );
  });
});

describe('query_dashboard breakdown', () => {
  it('groups the posts by hashtag, a post counting once for each of its tags', async () => {
    const out = await ask({ question: 'breakdown', by: 'hashtag' });
    expect(out.by).toBe('hashtag');
    expect(out.columns).toEqual(['rank', 'hashtag', 'posts', 'views', 'likes', 'comments', 'engagements']);
    // running: n1 1,234,567 + a1 600,000 + t1 80,000 views.
    expect(out.rows).toEqual([
      [1, '#running', 3, 1_914_567, 50_900, 72, 50_972],
      [2, '#nike', 1, 1_234_567, 900, 40, 940],
      [3, '#tiktokmade', 1, 80_000, 5_000, 20, 5_020],
    ]);
    expect(out.chart).toEqual({
      type: 'bar',
      x: ['#running', '#nike', '#tiktokmade'],
      series: [{ name: 'views', data: [1_914_567, 1_234_567, 80_000] }],
    });
  });

  it('by platform and by likes; on one medium, for one subject and a limit', async () => {
    const media = await ask({ question: 'breakdown', by: 'platform', metric: 'likes' });
    expect(media.rows.map((r) => [r[1], r[2], r[4]])).toEqual([
      ['youtube', 5, 47_500],
      ['tiktok', 2, 5_050],
    ]);
    const tiktokTags = await ask({ question: 'breakdown', platform: 'tiktok', subjects: ['Nike'], limit: 1 });
    expect(tiktokTags.rows).toEqual([[1, '#running', 1, 80_000, 5_000, 20, 5_020]]);
  });
});
