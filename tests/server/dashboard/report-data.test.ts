import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { shareLinks } from '../../../server/db/schema/index.ts';
import { rangeWindow } from '../../../server/domains/dashboard/time-range.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, requestFor, type TestApp } from '../helpers/test-app.ts';
import { addUser } from '../helpers/users.ts';
import { endpoints, type EndpointKey } from '../../../src/lib/api/endpoints.ts';
import { runDashboardJobs, twoBrands } from './pipeline-kit.ts';

let t: TestApp;
let owner: string;
let stranger: string;
let dashboardId: string;
let otherDashboardId: string;
let nikeId: string;
beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  await addUser(t.deps.db, 'otto', 'otto-password-1', [['writer', 'editor']]);
  [owner, stranger] = await Promise.all([t.signIn(), t.signIn('otto', 'otto-password-1')]);
  const components = ['db_overview', 'db_top5_videos_by_views', 'llm_video_evaluation_hot_words'];
  const d = (await t.call('dashboard.add', twoBrands({ components }), owner)).body.data;
  dashboardId = d.dashboard_id;
  nikeId = d.subjects.find((s) => s.name === 'Nike')!.subject_id;
  otherDashboardId = (await t.call('dashboard.add', twoBrands({ name: 'Other', components }), owner)).body
    .data.dashboard_id;
  await runDashboardJobs(t);
}, 60_000);
afterAll(() => t.close());

type Overview = { total: { posts: number }; subjects: { subjectId: string; posts: number }[] };

async function compute(range: '1m' | '3m' | '6m' | '1y' | 'all', subject_ids?: string[]) {
  const res = await t.call('dashboard.compute', { dashboard_id: dashboardId, range, subject_ids }, owner);
  expect(res.body.code).toBe(0);
  return res.body.data;
}

const overviewOf = (data: Awaited<ReturnType<typeof compute>>) =>
  data.components.find((c) => c.api_key === 'db_overview')!.result as Overview;

async function sqlCount(since: string | null, until: string, subjectId?: string): Promise<number> {
  const params: string[] = [dashboardId, until.slice(0, 19).replace('T', ' ')];
  let where = 'dashboard_id = $1 and posted_at < cast($2 as timestamp)';
  if (since) {
    params.push(since.slice(0, 19).replace('T', ' '));
    where += ` and posted_at >= cast($${params.length} as timestamp)`;
  }
  if (subjectId) {
    params.push(subjectId);
    where += ` and subject_id = $${params.length}`;
  }
  const [row] = await t.deps.analytics.all<{ n: number }>(
    `select count(*) as n from analytics.posts where ${where}`,
    params,
  );
  return row!.n;
}

describe('time-range windows', () => {
  it('end now and start whole calendar months back', () => {
    const now = new Date('2026-05-31T10:00:00Z');
    expect(rangeWindow('1m', now).since?.toISOString()).toBe('2026-04-30T10:00:00.000Z');
    expect(rangeWindow('3m', now).since?.toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(rangeWindow('6m', now).since?.toISOString()).toBe('2025-11-30T10:00:00.000Z');
    expect(rangeWindow('1y', now).since?.toISOString()).toBe('2025-05-31T10:00:00.000Z');
    expect(rangeWindow('all', now)).toEqual({ since: null, until: now });
  });
});

describe('dashboard.compute', () => {
  it('recomputes db_* over the window: 1 month counts fewer posts than 1 year, as SQL counts them', async () => {
    const month = await compute('1m');
    const year = await compute('1y');
    const monthPosts = overviewOf(month).total.posts;
    const yearPosts = overviewOf(year).total.posts;
    expect(monthPosts).toBe(await sqlCount(month.since, month.until));
    expect(yearPosts).toBe(await sqlCount(year.since, year.until));
    expect(monthPosts).toBeGreaterThan(0);
    expect(monthPosts).toBeLessThan(yearPosts);
    expect(Date.parse(month.until) - Date.parse(month.since!)).toBeLessThan(32 * 86_400_000);
    const all = await compute('all');
    expect(all.since).toBeNull();
    expect(overviewOf(all).total.posts).toBe(await sqlCount(null, all.until));
    for (const c of month.components.filter((x) => x.api_key.startsWith('db_')))
      expect(c).toMatchObject({ state: 'fresh', error_code: null });
  });

  it('narrows to the subjects asked for and returns llm_* results as analysed', async () => {
    const data = await compute('6m', [nikeId]);
    const overview = overviewOf(data);
    expect(overview.subjects.map((s) => s.subjectId)).toEqual([nikeId]);
    expect(overview.total.posts).toBe(await sqlCount(data.since, data.until, nikeId));
    const stored = (await t.call('dashboard.detail', { dashboard_id: dashboardId }, owner)).body.data;
    const hotWords = (list: typeof stored.components) =>
      list.find((c) => c.api_key === 'llm_video_evaluation_hot_words');
    expect(hotWords(data.components)).toEqual(hotWords(stored.components));
    expect(hotWords(data.components)?.state).toBe('fresh');
  });

  it('rejects a subject of another dashboard', async () => {
    const res = await t.call(
      'dashboard.compute',
      { dashboard_id: dashboardId, range: '1m', subject_ids: ['not-a-subject'] },
      owner,
    );
    expect(res.body.code).toBe(ErrorCode.VALIDATION);
    expect(res.body.issues?.[0]?.path).toBe('subject_ids');
  });
});

describe('dashboard.posts', () => {
  it('sorted by views starts with the true maximum, in descending order', async () => {
    const res = await t.call(
      'dashboard.posts',
      { dashboard_id: dashboardId, sort: 'views', limit: 10 },
      owner,
    );
    expect(res.body.code).toBe(0);
    const rows = res.body.data;
    expect(rows).toHaveLength(10);
    const [max] = await t.deps.analytics.all<{ v: number }>(
      'select max(views) as v from analytics.posts where dashboard_id = $1',
      [dashboardId],
    );
    expect(rows[0]!.views).toBe(max!.v);
    expect(rows.map((r) => r.views)).toEqual([...rows.map((r) => r.views)].sort((a, b) => b - a));
    expect(rows.every((r) => r.channel_title !== null && r.posted_at.endsWith('Z'))).toBe(true);
  });

  it('filters by subject and lists the newest first for posted_at', async () => {
    const res = await t.call(
      'dashboard.posts',
      { dashboard_id: dashboardId, sort: 'posted_at', limit: 100, subject_id: nikeId },
      owner,
    );
    const rows = res.body.data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.subject_id === nikeId)).toBe(true);
    const times = rows.map((r) => Date.parse(r.posted_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const [newest] = await t.deps.analytics.all<{ t: string }>(
      'select max(posted_at) as t from analytics.posts where dashboard_id = $1 and subject_id = $2',
      [dashboardId, nikeId],
    );
    expect(rows[0]!.posted_at).toBe(newest!.t);
  });

  it('caps the limit at 100', async () => {
    const res = await t.call(
      'dashboard.posts',
      { dashboard_id: dashboardId, sort: 'likes', limit: 101 },
      owner,
    );
    expect(res.body.code).toBe(ErrorCode.VALIDATION);
  });
});

/** A request with only the share headers (and optionally a sign-in), as the share page sends it. */
async function asViewer<K extends EndpointKey>(
  key: K,
  input: Record<string, unknown>,
  share: { link: string; code: string },
  token?: string,
) {
  const { url, init } = requestFor(endpoints[key], input, token);
  const res = await t.app.request(url, {
    ...init,
    headers: {
      ...(init.headers as Record<string, string>),
      'sb-share-link': share.link,
      'sb-share-password': share.code,
    },
  });
  return { status: res.status, body: (await res.json()) as { code: number; data: unknown } };
}

describe('access to report data', () => {
  it('another user gets 10205 for both endpoints; no sign-in gets 10101', async () => {
    const computed = await t.call('dashboard.compute', { dashboard_id: dashboardId, range: '1y' }, stranger);
    expect([computed.status, computed.body.code]).toEqual([404, ErrorCode.NOT_FOUND]);
    const posts = await t.call('dashboard.posts', { dashboard_id: dashboardId, sort: 'views' }, stranger);
    expect([posts.status, posts.body.code]).toEqual([404, ErrorCode.NOT_FOUND]);
    const anonymous = await t.call('dashboard.posts', { dashboard_id: dashboardId, sort: 'views' });
    expect(anonymous.body.code).toBe(ErrorCode.SIGN_IN_EXPIRED);
  });

  it('a share viewer with link and code reads that dashboard only; a wrong code 10104 and an expired link 10102', async () => {
    const created = (await t.call('share.add', { dashboard_id: dashboardId, valid_days: 3 }, owner)).body
      .data;
    const share = { link: created.link_id, code: created.code };

    const computed = await asViewer('dashboard.compute', { dashboard_id: dashboardId, range: '1m' }, share);
    expect(computed.body.code).toBe(0);
    const data = computed.body.data as Awaited<ReturnType<typeof compute>>;
    expect(overviewOf(data).total.posts).toBe(await sqlCount(data.since, data.until));
    const posts = await asViewer(
      'dashboard.posts',
      { dashboard_id: dashboardId, sort: 'views', limit: 3 },
      share,
    );
    expect(posts.body.code).toBe(0);
    expect(posts.body.data).toHaveLength(3);

    const other = await asViewer('dashboard.posts', { dashboard_id: otherDashboardId, sort: 'views' }, share);
    expect([other.status, other.body.code]).toEqual([404, ErrorCode.NOT_FOUND]);
    const wrong = await asViewer(
      'dashboard.compute',
      { dashboard_id: dashboardId, range: '1m' },
      { ...share, code: 'wrong-code-1' },
    );
    expect([wrong.status, wrong.body.code]).toEqual([401, ErrorCode.BAD_CREDENTIALS]);

    await t.deps.db
      .update(shareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shareLinks.id, created.share_id));
    const expired = await asViewer('dashboard.compute', { dashboard_id: dashboardId, range: '1m' }, share);
    expect([expired.status, expired.body.code]).toEqual([403, ErrorCode.SHARE_EXPIRED]);
    const expiredPosts = await asViewer(
      'dashboard.posts',
      { dashboard_id: dashboardId, sort: 'views' },
      share,
    );
    expect([expiredPosts.status, expiredPosts.body.code]).toEqual([403, ErrorCode.SHARE_EXPIRED]);

    // The owner's stored, now expired, share headers do not lock them out of their own dashboard.
    const ownerWithStaleHeaders = await asViewer(
      'dashboard.posts',
      { dashboard_id: dashboardId, sort: 'views', limit: 1 },
      share,
      owner,
    );
    expect(ownerWithStaleHeaders.body.code).toBe(0);
  });
});
