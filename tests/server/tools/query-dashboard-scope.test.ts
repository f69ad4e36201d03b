import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../../server/lib/app-env.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { SHOE_POSTS, answerColumn, authUser, questionsAbout, readyDashboard } from './tools-kit.ts';

let t: TestApp;
let admin: AuthUser;
let shoes: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await authUser(t);
  shoes = await readyDashboard(t, admin, 'Running Shoes', SHOE_POSTS);
}, 60_000);
afterAll(async () => t?.close());
afterEach(() => {
  vi.useRealTimers();
});

const ask = questionsAbout(() => ({ t, user: admin, dashboardId: shoes.id }));

describe('query_dashboard split per subject', () => {
  it('top posts: the top N of each subject, ranked within it, in the dashboard’s subject order', async () => {
    const out = await ask({ question: 'top_posts', by_subject: true, limit: 2 });
    expect(out.by_subject).toBe(true);
    expect(out.rows.map((r) => [r[0], r[1], r[2]])).toEqual([
      [1, 'Nike Marathon review', 'Nike'],
      [2, 'Nike Vaporfly test', 'Nike'],
      [1, 'Adidas Boost love', 'Adidas'],
      [2, 'Adidas Adizero hate', 'Adidas'],
    ]);
  });

  it('top channels: every metric, overall and per subject', async () => {
    const byComments = await ask({ question: 'top_channels', metric: 'comments' });
    expect(answerColumn(byComments, 'channel')).toEqual(['Channel kicks', 'Channel runB', 'Channel runA']);
    expect(answerColumn(byComments, 'comments')).toEqual([312, 95, 50]);
    const split = await ask({ question: 'top_channels', by_subject: true, limit: 1 });
    expect(split.rows.map((r) => [r[0], r[1], r[2]])).toEqual([
      [1, 'Channel runA', 'Nike'],
      [1, 'Channel kicks', 'Adidas'],
    ]);
    expect(answerColumn(split, 'views')).toEqual([1_284_567, 620_000]);
  });

  it('trend: one series of all subjects together, one per subject with by_subject', async () => {
    const together = await ask({ question: 'trend' });
    expect(together.chart?.series).toEqual([{ name: 'views', data: [1_834_567, 50_000, 400_000, 20_000] }]);
    expect(together.columns).toEqual(['period', 'views']);
    const split = await ask({ question: 'trend', metric: 'likes', by_subject: true });
    expect(split.chart?.series.map((s) => s.name)).toEqual(['Nike', 'Adidas']);
    expect(split.chart?.series[1]?.data).toEqual([45_000, 0, 0, 100]);
  });

  it('sentiment: positive, neutral and negative per subject with no overall rows', async () => {
    const out = await ask({ question: 'sentiment', by_subject: true });
    expect(out.rows.every((r) => r[1] !== null)).toBe(true);
    const videos = out.rows.filter((r) => r[0] === 'videos');
    expect(videos.map((r) => [r[1], r[5]])).toEqual([
      ['Nike', 3],
      ['Adidas', 2],
    ]);
    for (const [, , pos, neu, neg, total] of videos as number[][]) expect(pos! + neu! + neg!).toBe(total);
    expect(out.chart?.x).toEqual(['Nike', 'Adidas']);
    expect(out.chart?.series.map((s) => s.name)).toEqual(['positive', 'neutral', 'negative']);
    const nike = videos[0] as number[];
    expect(out.chart?.series.map((s) => s.data[0])).toEqual([nike[2], nike[3], nike[4]]);
  });

  it('compare_subjects: every measure and the sentiment shares in one table', async () => {
    const out = await ask({ question: 'compare_subjects' });
    expect(out.columns).toEqual([
      'subject',
      'posts',
      'channels',
      'views',
      'likes',
      'comments',
      'engagements',
      'engagement_rate',
      'positive_share',
      'negative_share',
      'comment_positive_share',
      'comment_negative_share',
    ]);
    expect(out.rows.map((r) => r.slice(0, 7))).toEqual([
      ['Nike', 3, 2, 1_684_567, 2400, 145, 2545],
      ['Adidas', 2, 1, 620_000, 45_100, 312, 45_412],
    ]);
    const sentiment = await ask({ question: 'sentiment', by_subject: true });
    const adidas = sentiment.rows.find((r) => r[0] === 'videos' && r[1] === 'Adidas') as number[];
    expect(out.rows[1]?.[8]).toBeCloseTo(adidas[2]! / adidas[5]!, 4);
    expect(out.rows[1]?.[9]).toBeCloseTo(adidas[4]! / adidas[5]!, 4);
  });
});

describe('query_dashboard limited to subjects', () => {
  it.each([
    ['top_posts', 'title', ['Adidas Boost love', 'Adidas Adizero hate']],
    ['top_channels', 'channel', ['Channel kicks']],
    ['compare_subjects', 'subject', ['Adidas']],
  ] as const)('%s answers for the named subjects only (any case)', async (question, key, expected) => {
    const out = await ask({ question, subjects: ['ADIDAS'] });
    expect(out.subjects).toEqual(['Adidas']);
    expect(answerColumn(out, key)).toEqual(expected);
  });

  it('trend and sentiment of one subject', async () => {
    const trend = await ask({ question: 'trend', subjects: ['nike'] });
    expect(trend.chart?.series).toEqual([{ name: 'views', data: [1_234_567, 50_000, 400_000] }]);
    const sentiment = await ask({ question: 'sentiment', subjects: ['nike'] });
    expect(sentiment.rows.find((r) => r[0] === 'videos' && r[1] === null)?.[5]).toBe(3);
    expect(sentiment.rows.some((r) => r[1] === 'Adidas')).toBe(false);
  });

  it('a subject the dashboard does not have is a clear error naming the ones it has', async () => {
    await expect(ask({ question: 'top_posts', subjects: ['Puma'] })).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'The dashboard “Running Shoes” has no subject named “Puma”. Its subjects: “Nike”, “Adidas”.',
    });
    await expect(ask({ question: 'top_posts', subjects: ['Puma'] }, 'zh')).rejects.toThrow(
      '看板“Running Shoes”中没有名为“Puma”的分析主体',
    );
  });
});

describe('query_dashboard in a period', () => {
  it('explicit dates are inclusive and filter by publish date', async () => {
    const out = await ask({ question: 'top_posts', period: { from: '2026-01-03', to: '2026-01-20' } });
    expect(out.period).toEqual({ from: '2026-01-03', to: '2026-01-20' });
    expect(answerColumn(out, 'title')).toEqual(['Nike Vaporfly test', 'Nike Pegasus unboxing']);
    const compare = await ask({
      question: 'compare_subjects',
      period: { from: '2026-01-03', to: '2026-01-20' },
    });
    expect(compare.rows.map((r) => r.slice(0, 4))).toEqual([
      ['Nike', 2, 2, 450_000],
      ['Adidas', 0, 0, 0],
    ]);
  });

  it('the last N units end today', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-21T08:00:00Z'));
    const out = await ask({ question: 'trend', by_subject: true, period: { last: 2, unit: 'day' } });
    expect(out.period).toEqual({ from: '2026-01-20', to: '2026-01-21', last: 2, unit: 'day' });
    expect(out.chart?.x).toEqual(['2026-01-20', '2026-01-21']);
    expect(out.chart?.series).toEqual([
      { name: 'Nike', data: [400_000, 0] },
      { name: 'Adidas', data: [0, 20_000] },
    ]);
    const channels = await ask({ question: 'top_channels', period: { last: 1, unit: 'week' } });
    expect(channels.period).toMatchObject({ from: '2026-01-15', to: '2026-01-21' });
    expect(answerColumn(channels, 'channel')).toEqual(['Channel runB', 'Channel kicks']);
  });

  it('a window without posts is an empty answer that keeps the window, for every question', async () => {
    for (const question of ['top_posts', 'trend', 'compare_subjects', 'sentiment', 'top_channels'] as const) {
      const out = await ask({ question, period: { from: '2025-06-01', to: '2025-06-30' } });
      expect(out.rows).toEqual([]);
      expect(out.period).toEqual({ from: '2025-06-01', to: '2025-06-30' });
    }
  });

  it('dates that are no calendar range are refused', async () => {
    await expect(
      ask({ question: 'top_posts', period: { from: '2026-02-01', to: '2026-01-01' } }),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
    await expect(
      ask({ question: 'top_posts', period: { from: '2026-02-30', to: '2026-03-01' } }),
    ).rejects.toThrow('The period 2026-02-30 – 2026-03-01 is not a valid range of dates.');
  });
});

describe('query_dashboard over two periods (compare_periods)', () => {
  it('every measure over the period against as many days just before, with the change', async () => {
    const out = await ask({ question: 'compare_periods', period: { from: '2026-01-11', to: '2026-01-21' } });
    expect(out.period).toEqual({ from: '2026-01-11', to: '2026-01-21' });
    expect(out.versus).toEqual({ from: '2025-12-31', to: '2026-01-10' });
    expect(out.columns).toEqual(['measure', 'current', 'versus', 'change']);
    // Jan 20–21: Vaporfly and Adizero; Jan 2–3: Marathon, Pegasus and Boost.
    expect(out.rows.map((r) => r.slice(0, 3))).toEqual([
      ['posts', 2, 3],
      ['channels', 2, 2],
      ['views', 420_000, 1_884_567],
      ['likes', 400, 47_100],
      ['comments', 395, 62],
      ['engagements', 795, 47_162],
      ['engagement_rate', 795 / 420_000, 47_162 / 1_884_567],
    ]);
    expect(out.rows[2]?.[3]).toBeCloseTo((420_000 - 1_884_567) / 1_884_567, 10);
    expect(out.rows[1]?.[3]).toBe(0);
  });

  it('the asked metric alone; per subject with a chart of both spans; dates of its own to compare with', async () => {
    const likes = await ask({
      question: 'compare_periods',
      metric: 'likes',
      period: { from: '2026-01-11', to: '2026-01-21' },
    });
    expect(likes.rows).toEqual([['likes', 400, 47_100, (400 - 47_100) / 47_100]]);
    const split = await ask({
      question: 'compare_periods',
      by_subject: true,
      period: { from: '2026-01-11', to: '2026-01-21' },
      versus: { from: '2026-01-02', to: '2026-01-02' },
    });
    expect(split.versus).toEqual({ from: '2026-01-02', to: '2026-01-02' });
    expect(split.columns).toEqual(['subject', 'current', 'versus', 'change']);
    expect(split.rows.map((r) => r.slice(0, 3))).toEqual([
      ['Nike', 400_000, 1_234_567],
      ['Adidas', 20_000, 600_000],
    ]);
    expect(split.chart).toEqual({
      type: 'bar',
      x: ['Nike', 'Adidas'],
      series: [
        { name: 'current', data: [400_000, 20_000] },
        { name: 'versus', data: [1_234_567, 600_000] },
      ],
    });
  });

  it('answers when only the span compared with has posts; no change from nothing; nothing in either is empty', async () => {
    const after = await ask({
      question: 'compare_periods',
      period: { from: '2026-01-22', to: '2026-01-31' },
    });
    expect(after.versus).toEqual({ from: '2026-01-12', to: '2026-01-21' });
    expect(after.rows.find((r) => r[0] === 'views')).toEqual(['views', 0, 420_000, -1]);
    const first = await ask({
      question: 'compare_periods',
      period: { from: '2026-01-01', to: '2026-01-03' },
    });
    expect(first.rows.find((r) => r[0] === 'views')).toEqual(['views', 1_884_567, 0, null]);
    const none = await ask({ question: 'compare_periods', period: { from: '2025-06-01', to: '2025-06-30' } });
    expect(none.rows).toEqual([]);
    expect(none.versus).toEqual({ from: '2025-05-02', to: '2025-05-31' });
  });

  it('without a period, the last month against the month before it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-21T08:00:00Z'));
    const out = await ask({ question: 'compare_periods', metric: 'views' });
    expect(out.period).toEqual({ from: '2025-12-22', to: '2026-01-21', last: 1, unit: 'month' });
    expect(out.versus).toEqual({ from: '2025-11-21', to: '2025-12-21' });
    expect(out.rows).toEqual([['views', 2_304_567, 0, null]]);
  });

  it('refuses dates to compare with that are no calendar range', async () => {
    await expect(
      ask({
        question: 'compare_periods',
        period: { from: '2026-01-11', to: '2026-01-21' },
        versus: { from: '2026-01-10', to: '2026-01-01' },
      }),
    ).rejects.toThrow('The period 2026-01-10 – 2026-01-01 is not a valid range of dates.');
  });
});
