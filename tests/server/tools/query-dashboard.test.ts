import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardComponents } from '../../../server/db/schema/index.ts';
import { updateDashboard } from '../../../server/domains/dashboard/queries.ts';
import { queryDashboardExecutor } from '../../../server/tools/query-dashboard.ts';
import type { AuthUser } from '../../../server/lib/app-env.ts';
import { addUser } from '../helpers/users.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { SHOE_POSTS, authUser, readyDashboard, toolContext } from './tools-kit.ts';

let t: TestApp;
let admin: AuthUser;
let shoes: { id: string; subjectIds: string[] };
let other: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await authUser(t);
  shoes = await readyDashboard(t, admin, 'Running Shoes', SHOE_POSTS);
  other = await readyDashboard(t, admin, 'Phones', [
    {
      post_id: 'x1',
      subject: 0,
      title: 'Phone review',
      views: 5,
      likes: 1,
      comments: 0,
      channel: 'p',
      day: 1,
    },
  ]);
}, 60_000);
afterAll(async () => t?.close());

const ask = (input: Parameters<typeof queryDashboardExecutor.execute>[0], over = {}) =>
  queryDashboardExecutor.execute(input, toolContext(t, admin, over));

describe('query_dashboard executor', () => {
  it('top posts by views: the true maximum first, from the facts', async () => {
    const out = await ask({ dashboard_id: shoes.id, question: 'top_posts' });
    expect(out).toMatchObject({
      dashboard_id: shoes.id,
      dashboard_name: 'Running Shoes',
      metric: 'views',
      kind: 'table',
    });
    const title = out.columns.indexOf('title');
    const views = out.columns.indexOf('views');
    expect(out.rows.map((r) => r[title])).toEqual([
      'Nike Marathon review',
      'Adidas Boost love',
      'Nike Vaporfly test',
      'Nike Pegasus unboxing',
      'Adidas Adizero hate',
    ]);
    expect(out.rows[0]?.[views]).toBe(1_234_567);
    expect(out.rows[0]?.[out.columns.indexOf('subject')]).toBe('Nike');
    expect(out.rows[0]?.[out.columns.indexOf('channel')]).toBe('Channel runA');
  });

  it('top posts by likes with a limit', async () => {
    const out = await ask({ dashboard_id: shoes.id, question: 'top_posts', metric: 'likes', limit: 2 });
    expect(out.rows).toHaveLength(2);
    expect(out.rows[0]?.[out.columns.indexOf('title')]).toBe('Adidas Boost love');
    expect(out.rows[0]?.[out.columns.indexOf('likes')]).toBe(45_000);
  });

  it('trend: a line chart of the metric per period and subject', async () => {
    const out = await ask({ dashboard_id: shoes.id, question: 'trend', by_subject: true });
    expect(out.kind).toBe('chart');
    expect(out.chart?.type).toBe('line');
    expect(out.chart?.x).toEqual(['2026-01-02', '2026-01-03', '2026-01-20', '2026-01-21']);
    expect(out.chart?.series).toEqual([
      { name: 'Nike', data: [1_234_567, 50_000, 400_000, 0] },
      { name: 'Adidas', data: [600_000, 0, 0, 20_000] },
    ]);
  });

  it('compare_subjects: db_overview per subject', async () => {
    const out = await ask({ dashboard_id: shoes.id, question: 'compare_subjects', metric: 'likes' });
    expect(
      out.rows.map((r) => [r[0], r[out.columns.indexOf('posts')], r[out.columns.indexOf('views')]]),
    ).toEqual([
      ['Nike', 3, 1_684_567],
      ['Adidas', 2, 620_000],
    ]);
    expect(out.chart).toEqual({
      type: 'bar',
      x: ['Nike', 'Adidas'],
      series: [{ name: 'likes', data: [2400, 45_100] }],
    });
  });

  it('top_channels: db_top5_channels_by_views', async () => {
    const out = await ask({ dashboard_id: shoes.id, question: 'top_channels' });
    expect(out.rows[0]?.slice(0, 3)).toEqual([1, 'Channel runA', 'Nike']);
    expect(out.rows[0]?.[out.columns.indexOf('views')]).toBe(1_284_567);
  });

  it('sentiment: video and comment splits that add up to the documents', async () => {
    const out = await ask({ dashboard_id: shoes.id, question: 'sentiment' });
    const videos = out.rows.find((r) => r[0] === 'videos' && r[1] === null);
    expect(videos).toBeDefined();
    const [, , pos, neu, neg, total] = videos as number[];
    expect(pos! + neu! + neg!).toBe(total);
    expect(total).toBe(5);
    expect(out.chart?.x).toEqual(['positive', 'neutral', 'negative']);
  });

  it('sentiment of the whole dashboard reads the stored result while it is fresh, and computes it when stale', async () => {
    const stored = {
      status: 'ok',
      overall: { total: 900, positive: 700, neutral: 150, negative: 50 },
      subjects: [],
    };
    await t.deps.db.insert(dashboardComponents).values({
      dashboardId: shoes.id,
      apiKey: 'llm_video_emotional_tendency',
      position: 99,
      result: stored,
      state: 'fresh',
    });
    const videos = async () =>
      (await ask({ dashboard_id: shoes.id, question: 'sentiment' })).rows.find(
        (r) => r[0] === 'videos' && r[1] === null,
      );
    expect(await videos()).toEqual(['videos', null, 700, 150, 50, 900]);
    await t.deps.db
      .update(dashboardComponents)
      .set({ state: 'stale' })
      .where(
        and(
          eq(dashboardComponents.dashboardId, shoes.id),
          eq(dashboardComponents.apiKey, 'llm_video_emotional_tendency'),
        ),
      );
    expect((await videos())?.[5]).toBe(5);
  });

  it('refuses a dashboard still collecting', async () => {
    await updateDashboard(t.deps.db, other.id, { status: 'generating' });
    await expect(ask({ dashboard_id: other.id, question: 'top_posts' })).rejects.toThrow(/still collecting/);
    await updateDashboard(t.deps.db, other.id, { status: 'ready' });
  });
});

describe('dashboard resolution', () => {
  it('explicit id, then name (case-insensitive), then the open dashboard, then the latest ready one', async () => {
    const byId = await ask(
      { dashboard_id: shoes.id, dashboard_name: 'Phones', question: 'top_posts' },
      { activeDashboardId: other.id },
    );
    expect(byId.dashboard_id).toBe(shoes.id);
    const byName = await ask(
      { dashboard_name: 'running shoes', question: 'top_posts' },
      { activeDashboardId: other.id },
    );
    expect(byName.dashboard_id).toBe(shoes.id);
    const open = await ask({ question: 'top_posts' }, { activeDashboardId: shoes.id });
    expect(open.dashboard_id).toBe(shoes.id);
    await updateDashboard(t.deps.db, other.id, {});
    const latest = await ask({ question: 'top_posts' });
    expect(latest.dashboard_id).toBe(other.id);
  });

  it('never finds another team’s dashboard and says clearly what is missing', async () => {
    await addUser(t.deps.db, 'stranger', 'stranger-password-1', [['writer', 'editor']]);
    const stranger = { ...(await authUser(t, 'stranger')), writerRoles: ['editor' as const] };
    const ctx = toolContext(t, stranger);
    await expect(
      queryDashboardExecutor.execute({ dashboard_id: shoes.id, question: 'top_posts' }, ctx),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      queryDashboardExecutor.execute({ dashboard_name: 'Running Shoes', question: 'top_posts' }, ctx),
    ).rejects.toThrow('No dashboard named “Running Shoes”');
    await expect(
      queryDashboardExecutor.execute({ question: 'top_posts' }, { ...ctx, activeDashboardId: shoes.id }),
    ).rejects.toThrow(/no ready dashboard/);
    await expect(
      queryDashboardExecutor.execute({ question: 'top_posts' }, { ...ctx, locale: 'zh' }),
    ).rejects.toThrow('还没有可用的看板');
  });
});
