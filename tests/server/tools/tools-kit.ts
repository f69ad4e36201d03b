import { eq } from 'drizzle-orm';
import type { SqlValue } from '../../../server/analytics/store/analytics-store.ts';
import { users } from '../../../server/db/schema/index.ts';
import { updateDashboard } from '../../../server/domains/dashboard/queries.ts';
import { createDashboard } from '../../../server/domains/dashboard/service.ts';
import { endpoints } from '../../../src/lib/api/endpoints.ts';
import type { DASHBOARD_MEDIA } from '../../../src/lib/api/endpoints/dashboard.ts';
import type { AuthUser } from '../../../server/lib/app-env.ts';
import { loadTeamContext } from '../../../server/domains/team/team-context.ts';
import { callerOf } from '../../../server/domains/dashboard/team-scope.ts';
import type { ToolContext } from '../../../server/tools/tool-executor.ts';
import { queryDashboardExecutor } from '../../../server/tools/query-dashboard.ts';
import type { TestApp } from '../helpers/test-app.ts';

export async function authUser(t: TestApp, account = 'admin'): Promise<AuthUser> {
  const [row] = await t.deps.db.select().from(users).where(eq(users.account, account));
  if (!row) throw new Error(`No user ${account}`);
  const roles = account === 'admin' ? (['admin'] as const) : (['viewer'] as const);
  const systemAdmin = account === 'admin';
  return {
    id: row.id,
    account,
    name: row.name,
    writerRoles: [...roles],
    designerRoles: [],
    roleList: roles.map((role) => ({
      role_id: `writer:${role}`,
      role_name: role,
      module: 'writer' as const,
    })),
    tokenId: 'test',
    systemAdmin,
    team: await loadTeamContext(t.deps.db, row, systemAdmin),
  };
}

export const toolContext = (t: TestApp, user: AuthUser, over: Partial<ToolContext> = {}): ToolContext => ({
  deps: t.deps,
  user,
  sessionId: 'no-session',
  locale: 'en',
  ...over,
});

type DashboardMedia = (typeof DASHBOARD_MEDIA)[number];

export interface FactPost {
  post_id: string;
  subject: 0 | 1;
  title: string;
  views: number;
  likes: number;
  comments: number;
  channel: string;
  day: number;
  /** YouTube unless said. */
  platform?: DashboardMedia;
}

const platformOf = (p: FactPost): DashboardMedia => p.platform ?? 'youtube';

/**
 * A ready dashboard of `user` with two subjects whose posts are exactly `posts` (and one channel per name), collecting
 * the media of its posts (YouTube when there are none). Its status is set to ready the way the analysis job leaves it.
 */
export async function readyDashboard(
  t: TestApp,
  user: AuthUser,
  name: string,
  posts: readonly FactPost[],
  status: 'ready' | 'generating' = 'ready',
): Promise<{ id: string; subjectIds: string[] }> {
  const detail = await createDashboard(
    t.deps.db,
    callerOf(user),
    endpoints['dashboard.add'].input.parse({
      name,
      media: posts.length ? [...new Set(posts.map(platformOf))] : ['youtube'],
      subjects: [
        { name: 'Nike', keywords: 'nike' },
        { name: 'Adidas', keywords: 'adidas' },
      ],
      components: ['db_overview'],
    }),
  );
  await updateDashboard(t.deps.db, detail.dashboard_id, { status });
  const subjectIds = detail.subjects.map((s) => s.subject_id);
  const base = (p: FactPost) => ({
    dashboard_id: detail.dashboard_id,
    subject_id: subjectIds[p.subject] ?? '',
    platform: platformOf(p),
  });
  const seen = new Set<string>();
  const channelRows: Record<string, SqlValue>[] = posts
    .filter((p) => !seen.has(`${p.subject}:${p.channel}`) && seen.add(`${p.subject}:${p.channel}`))
    .map((p) => ({
      ...base(p),
      channel_id: p.channel,
      title: `Channel ${p.channel}`,
      url: null,
      logo_url: null,
      region: 'US',
      language: 'en',
      followers: 1000,
      category: null,
    }));
  await t.deps.analytics.insert('channels', channelRows);
  await t.deps.analytics.insert(
    'posts',
    posts.map((p) => ({
      ...base(p),
      post_id: p.post_id,
      channel_id: p.channel,
      title: p.title,
      format: 'video',
      language: 'en',
      region: 'US',
      views: p.views,
      likes: p.likes,
      comments: p.comments,
      shares: 0,
      saves: 0,
      reposts: 0,
      engagements: p.likes + p.comments,
      is_paid: false,
      is_app_promotion: false,
      posted_at: new Date(Date.UTC(2026, 0, p.day, 12)),
      thumbnail_url: null,
      video_url: `https://www.youtube.com/watch?v=${p.post_id}`,
    })),
  );
  return { id: detail.dashboard_id, subjectIds };
}

/** Nike's "Marathon" has the most views, Adidas' "Boost" the most likes; both days are in January 2026. */
export const SHOE_POSTS: FactPost[] = [
  {
    post_id: 'n1',
    subject: 0,
    title: 'Nike Marathon review',
    views: 1_234_567,
    likes: 900,
    comments: 40,
    channel: 'runA',
    day: 2,
  },
  {
    post_id: 'n2',
    subject: 0,
    title: 'Nike Pegasus unboxing',
    views: 50_000,
    likes: 1200,
    comments: 10,
    channel: 'runA',
    day: 3,
  },
  {
    post_id: 'n3',
    subject: 0,
    title: 'Nike Vaporfly test',
    views: 400_000,
    likes: 300,
    comments: 95,
    channel: 'runB',
    day: 20,
  },
  {
    post_id: 'a1',
    subject: 1,
    title: 'Adidas Boost love',
    views: 600_000,
    likes: 45_000,
    comments: 12,
    channel: 'kicks',
    day: 2,
  },
  {
    post_id: 'a2',
    subject: 1,
    title: 'Adidas Adizero hate',
    views: 20_000,
    likes: 100,
    comments: 300,
    channel: 'kicks',
    day: 21,
  },
];

type QueryInput = Parameters<typeof queryDashboardExecutor.execute>[0];
type QueryOutput = Awaited<ReturnType<typeof queryDashboardExecutor.execute>>;

/**
 * `query_dashboard` on one dashboard as `user`, in English unless asked otherwise; `where` is read at each question,
 * since a suite makes its app and dashboard after its module loads.
 */
export const questionsAbout =
  (where: () => { t: TestApp; user: AuthUser; dashboardId: string }) =>
  (input: Omit<QueryInput, 'dashboard_id'>, locale: 'en' | 'zh' = 'en') => {
    const { t, user, dashboardId } = where();
    return queryDashboardExecutor.execute(
      { dashboard_id: dashboardId, ...input },
      toolContext(t, user, { locale }),
    );
  };

/** One column of an answer by its key. */
export const answerColumn = (out: QueryOutput, key: string) =>
  out.rows.map((r) => r[out.columns.indexOf(key)]);
