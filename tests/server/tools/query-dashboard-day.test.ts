import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryDashboardExecutor } from '../../../server/tools/query-dashboard.ts';
import type { AuthUser } from '../../../server/lib/app-env.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { authUser, readyDashboard, toolContext, type FactPost } from './tools-kit.ts';

/** `day` counts from 1 Jan 2026 (day -351 is 14 Jan 2025); 14 Jan 2026 is the jump. */
const post = (post_id: string, subject: 0 | 1, day: number, views: number): FactPost => ({
  post_id,
  subject,
  title: `Post ${post_id}`,
  views,
  likes: Math.round(views / 10),
  comments: 1,
  channel: subject === 0 ? 'nikeTV' : 'adiTV',
  day,
});
const JUMP: FactPost[] = [
  post('old', 0, -351, 50),
  post('d11', 0, 11, 100),
  post('d12', 1, 12, 200),
  post('d13', 0, 13, 100),
  post('j1', 0, 14, 1000),
  post('j2', 0, 14, 800),
  post('j3', 0, 14, 500),
  post('j4', 1, 14, 300),
  post('d15', 1, 15, 100),
  post('d16', 0, 16, 200),
  post('d17', 0, 17, 100),
  post('last', 0, 30, 10),
];

let t: TestApp;
let admin: AuthUser;
let board: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await authUser(t);
  board = await readyDashboard(t, admin, 'Launch', JUMP);
}, 60_000);
afterAll(async () => t?.close());

type Input = Parameters<typeof queryDashboardExecutor.execute>[0];
const ask = (input: Omit<Input, 'dashboard_id' | 'question'>, locale: 'en' | 'zh' = 'en') =>
  queryDashboardExecutor.execute(
    { dashboard_id: board.id, question: 'posts_on_date', ...input },
    toolContext(t, admin, { locale }),
  );

describe('query_dashboard posts_on_date', () => {
  it('the day’s posts by the metric and its total against the week around it', async () => {
    const out = await ask({ date: '2026-01-14' });
    expect(out.rows.map((r) => r[out.columns.indexOf('title')])).toEqual([
      'Post j1',
      'Post j2',
      'Post j3',
      'Post j4',
    ]);
    expect(out.rows[3]?.[out.columns.indexOf('subject')]).toBe('Adidas');
    expect(out.day).toEqual({
      date: '2026-01-14',
      posts: 4,
      total: 2600,
      around_from: '2026-01-11',
      around_to: '2026-01-17',
      median: 100,
      average: 133.33,
      vs_median: 26,
      vs_average: 19.5,
    });
    expect(out.chart).toEqual({
      type: 'bar',
      x: ['2026-01-11', '2026-01-12', '2026-01-13', '2026-01-14', '2026-01-15', '2026-01-16', '2026-01-17'],
      series: [{ name: 'views', data: [100, 200, 100, 2600, 100, 200, 100] }],
    });
  });

  it('ranks by the asked metric, limits the rows but counts every post of the day', async () => {
    const out = await ask({ date: '2026-01-14', metric: 'likes', limit: 2 });
    expect(out.rows.map((r) => r[out.columns.indexOf('likes')])).toEqual([100, 80]);
    expect(out.day).toMatchObject({ posts: 4, total: 260 });
  });

  it('MM-DD is the latest year the data has that day', async () => {
    const out = await ask({ date: '01-14' });
    expect(out.day?.date).toBe('2026-01-14');
  });

  it('without a date it is the day with the highest total', async () => {
    const out = await ask({ metric: 'views' });
    expect(out.day?.date).toBe('2026-01-14');
  });

  it('a day without posts says so, in a year the data covers', async () => {
    const out = await ask({ date: '02-10' });
    expect(out.rows).toEqual([]);
    expect(out.day).toMatchObject({ date: '2025-02-10', posts: 0, total: 0 });
    const explicit = await ask({ date: '2026-01-20' });
    expect(explicit.day).toMatchObject({ date: '2026-01-20', posts: 0, median: 0, vs_median: null });
  });

  it('only the edge of the data counts as around: nothing was collected beyond it', async () => {
    const out = await ask({ date: '2026-01-30' });
    expect(out.day).toMatchObject({ around_from: '2026-01-27', around_to: '2026-01-29', median: 0 });
    expect(out.chart?.x).toEqual(['2026-01-27', '2026-01-28', '2026-01-29', '2026-01-30']);
  });

  it('per subject and for some subjects only', async () => {
    const split = await ask({ date: '2026-01-14', by_subject: true });
    expect(split.rows.map((r) => [r[0], r[2]])).toEqual([
      [1, 'Nike'],
      [2, 'Nike'],
      [3, 'Nike'],
      [1, 'Adidas'],
    ]);
    expect(split.chart?.series).toEqual([
      { name: 'Nike', data: [100, 0, 100, 2300, 0, 200, 100] },
      { name: 'Adidas', data: [0, 200, 0, 300, 100, 0, 0] },
    ]);
    const adidas = await ask({ date: '2026-01-14', subjects: ['adidas'] });
    expect(adidas.day).toMatchObject({ posts: 1, total: 300 });
  });

  it('a date outside the asked period has no posts', async () => {
    const out = await ask({ date: '2026-01-14', period: { from: '2026-01-15', to: '2026-01-31' } });
    expect(out.rows).toEqual([]);
    expect(out.day).toMatchObject({ date: '2026-01-14', posts: 0 });
  });

  it('refuses a day no calendar has', async () => {
    await expect(ask({ date: '02-30' })).rejects.toThrow('02-30 is not a calendar date.');
    await expect(ask({ date: '2026-13-01' }, 'zh')).rejects.toThrow('2026-13-01 不是有效的日期。');
  });
});
