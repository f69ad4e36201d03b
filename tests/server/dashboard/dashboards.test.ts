import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import {
  analysisSubjects,
  collectionTasks,
  dashboardComponents,
  dashboards,
  jobs,
  shareLinks,
} from '../../../server/db/schema/index.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { joinTeamOf } from '../helpers/teams.ts';
import { addUser } from '../helpers/users.ts';
import { runningShoes } from './dashboard-fixtures.ts';

let t: TestApp;
let admin: string;
let editor: string;
let viewer: string;
let stranger: string;
beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  await addUser(t.deps.db, 'eddie', 'eddie-password-1', [['writer', 'editor']]);
  // Vera is a viewer of Eddie's team; Otto has only his own team.
  const vera = await addUser(t.deps.db, 'vera', 'vera-password-1', [['writer', 'viewer']]);
  await joinTeamOf(t.deps, 'eddie', vera, 'viewer');
  await addUser(t.deps.db, 'otto', 'otto-password-1', [['designer', 'editor']]);
  [admin, editor, viewer, stranger] = await Promise.all([
    t.signIn(),
    t.signIn('eddie', 'eddie-password-1'),
    t.signIn('vera', 'vera-password-1'),
    t.signIn('otto', 'otto-password-1'),
  ]);
}, 60_000); // four scrypt hashes and four sign-ins on a shared machine
afterAll(() => t.close());

describe('builder rules (spec §5)', () => {
  const cases: [string, Parameters<typeof runningShoes>[0], number, string, string][] = [
    ['no name', { name: '  ' }, ErrorCode.BASIC_INFO_INCOMPLETE, 'Basic information is incomplete', 'name'],
    ['no media', { media: [] }, ErrorCode.MEDIA_REQUIRED, 'Please select media', 'media'],
    [
      'no subject',
      { subjects: [] },
      ErrorCode.DASHBOARD_CRITERIA_INCOMPLETE,
      'Please complete the dashboard criteria.',
      'subjects',
    ],
    [
      'a subject without any condition',
      { subjects: [{ name: 'Empty' }] },
      ErrorCode.DASHBOARD_CRITERIA_INCOMPLETE,
      'Please complete the dashboard criteria.',
      'subjects.0',
    ],
    [
      'a subject without a name',
      { subjects: [{ name: 'Nike', keywords: 'nike' }, { keywords: 'adidas' }] },
      ErrorCode.SUBJECT_INCOMPLETE,
      'Please fill in all the information.',
      'subjects.1.name',
    ],
    [
      'conditions but no keyword or topic',
      { subjects: [{ name: 'US only', regions: ['US'], paid_only: true }] },
      ErrorCode.KEYWORDS_REQUIRED,
      'Fill in keywords or hashtags.',
      'subjects.0.keywords',
    ],
    [
      'a topic that is only "#"',
      { subjects: [{ name: 'Hash', topics: ['#'], regions: ['US'] }] },
      ErrorCode.KEYWORDS_REQUIRED,
      'Fill in keywords or hashtags.',
      'subjects.0.keywords',
    ],
  ];
  it.each(cases)('%s → its own code and message', async (_label, overrides, code, message, path) => {
    const res = await t.call('dashboard.add', runningShoes(overrides), editor);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code, message, data: null, issues: [{ path, message }] });
  });

  it('rejects malformed criteria with 10201 and the field', async () => {
    const badRegion = await t.call(
      'dashboard.add',
      runningShoes({ subjects: [{ name: 'X', keywords: 'x', regions: ['USA'] }] }),
      editor,
    );
    expect(badRegion.body.code).toBe(ErrorCode.VALIDATION);
    const range = await t.call(
      'dashboard.add',
      runningShoes({ subjects: [{ name: 'X', keywords: 'x', follower_min: 10, follower_max: 5 }] }),
      editor,
    );
    expect(range.body).toMatchObject({
      code: ErrorCode.VALIDATION,
      issues: [{ path: 'subjects.0.follower_min' }],
    });
    const badKey = await t.call(
      'dashboard.add',
      runningShoes({ components: ['overview; drop table'] }),
      editor,
    );
    expect(badKey.body.code).toBe(ErrorCode.VALIDATION);
  });

  it('creates nothing when a rule fails', async () => {
    const before = await t.deps.db.$count(dashboards);
    await t.call('dashboard.add', runningShoes({ media: [] }), editor);
    expect(await t.deps.db.$count(dashboards)).toBe(before);
  });
});

describe('creating', () => {
  it('stores the dashboard, subjects, a task per subject and medium, components, and queues collection', async () => {
    const res = await t.call('dashboard.add', runningShoes(), editor);
    expect(res.body.code).toBe(0);
    const d = res.body.data;
    expect(d).toMatchObject({
      name: 'Running shoes',
      status: 'generating',
      frequency: 'weekly',
      mode: 'smart',
      media: ['youtube', 'tiktok'],
    });
    expect(new Date(d.next_refresh_at!).getTime() - new Date(d.created_at).getTime()).toBeCloseTo(
      7 * 86_400_000,
      -4,
    );
    expect(d.subjects.map((s) => s.name)).toEqual(['Nike', 'Adidas']);
    expect(d.subjects[0]).toMatchObject({
      keywords: 'nike+(running|marathon)',
      topics: ['nikerunning'],
      regions: ['US'],
    });
    expect(d.subjects[1]).toMatchObject({
      follower_min: 1000,
      follower_max: 5000000,
      industry: null,
      paid_only: false,
    });
    expect(d.tasks).toHaveLength(4);
    expect(d.tasks.every((task) => task.status === 'PENDING' && task.progress === 0)).toBe(true);
    expect(new Set(d.tasks.map((task) => `${task.subject_id}:${task.media}`)).size).toBe(4);
    expect(d.components.map((c) => [c.api_key, c.position, c.state])).toEqual([
      ['db_overview', 0, 'stale'],
      ['db_top5_videos_by_views', 1, 'stale'],
    ]);
    const queued = await t.deps.db.select().from(jobs).where(eq(jobs.kind, 'collect-dashboard'));
    expect(queued.filter((j) => j.payload.dashboardId === d.dashboard_id)).toEqual([
      expect.objectContaining({
        status: 'queued',
        teamId: d.team_id,
        payload: { dashboardId: d.dashboard_id, reason: 'create' },
        maxAttempts: 3,
      }),
    ]);
  });

  it('one-time dashboards have no next refresh; unknown project ids are refused', async () => {
    const once = await t.call('dashboard.add', runningShoes({ name: 'Once', frequency: 'once' }), editor);
    expect(once.body.data.next_refresh_at).toBeNull();
    const ghost = await t.call('dashboard.add', runningShoes({ project_id: 'no-such-project' }), editor);
    expect(ghost.body).toMatchObject({ code: ErrorCode.VALIDATION, issues: [{ path: 'project_id' }] });
  });
});

describe('team roles and scope', () => {
  it('team viewers read but may not create (10103); anonymous callers get 10101', async () => {
    const denied = await t.call('dashboard.add', runningShoes(), viewer);
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe(ErrorCode.FORBIDDEN);
    // The viewer sees exactly the team's dashboards, made by its editor.
    const teamList = (await t.call('dashboard.list', { page_size: 100 }, editor)).body.data;
    expect((await t.call('dashboard.list', { page_size: 100 }, viewer)).body.data).toEqual(teamList);
    expect((await t.call('dashboard.list', {})).body.code).toBe(ErrorCode.SIGN_IN_EXPIRED);
  });

  it("another team's dashboard answers like a missing one (10205)", async () => {
    const mine = (await t.call('dashboard.add', runningShoes({ name: 'Private' }), editor)).body.data;
    const id = mine.dashboard_id;
    const component = mine.components[0]!.component_id;
    const attempts = [
      await t.call('dashboard.detail', { dashboard_id: id }, stranger),
      await t.call('dashboard.update', { dashboard_id: id, name: 'Mine now' }, stranger),
      await t.call('dashboard.del', { dashboard_id: id }, stranger),
      await t.call('dashboard.retry', { dashboard_id: id }, stranger),
      await t.call('dashboard.componentAdd', { dashboard_id: id, api_key: 'db_overview' }, stranger),
      await t.call('dashboard.componentDel', { dashboard_id: id, component_id: component }, stranger),
      await t.call('dashboard.reanalyze', { dashboard_id: id }, stranger),
      await t.call('share.add', { dashboard_id: id, valid_days: 7 }, stranger),
    ];
    for (const res of attempts) expect(res.body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call('dashboard.list', { keyword: 'Private' }, stranger)).body.data.total).toBe(0);
    expect((await t.call('dashboard.detail', { dashboard_id: id }, editor)).body.data.name).toBe('Private');
  });
});

describe('list', () => {
  it('searches by name with wildcards taken literally, sorts and pages', async () => {
    for (const name of ['Zeta 100% cotton', 'alpha beta', 'Mid_term']) {
      expect((await t.call('dashboard.add', runningShoes({ name }), admin)).body.code).toBe(0);
    }
    const byName = (await t.call('dashboard.list', { sort: 'name' }, admin)).body.data;
    expect(byName.list.map((d) => d.name)).toEqual(['alpha beta', 'Mid_term', 'Zeta 100% cotton']);
    expect(byName.list[0]!.status).toBe('generating');
    const created = (await t.call('dashboard.list', { sort: 'created' }, admin)).body.data;
    expect(created.list.map((d) => d.name)).toEqual(['Mid_term', 'alpha beta', 'Zeta 100% cotton']);
    expect(
      (await t.call('dashboard.list', { keyword: '100%' }, admin)).body.data.list.map((d) => d.name),
    ).toEqual(['Zeta 100% cotton']);
    expect(
      (await t.call('dashboard.list', { keyword: '_' }, admin)).body.data.list.map((d) => d.name),
    ).toEqual(['Mid_term']);
    const page2 = (await t.call('dashboard.list', { sort: 'name', page: 2, page_size: 2 }, admin)).body.data;
    expect(page2).toMatchObject({ total: 3, list: [{ name: 'Zeta 100% cotton' }] });

    // Editing moves a dashboard to the top of the "updated" order.
    const alpha = byName.list[0]!;
    await t.call('dashboard.update', { dashboard_id: alpha.dashboard_id, name: 'alpha beta gamma' }, admin);
    expect((await t.call('dashboard.list', {}, admin)).body.data.list[0]!.name).toBe('alpha beta gamma');
  });

  it('finds a dashboard by what it tracks: a subject’s name or keywords', async () => {
    const sneakers = runningShoes({
      name: 'Sneakers',
      subjects: [{ name: 'Puma', keywords: 'puma+(suede|palermo)' }],
    });
    expect((await t.call('dashboard.add', sneakers, admin)).body.code).toBe(0);
    const names = async (keyword: string) =>
      (await t.call('dashboard.list', { keyword }, admin)).body.data.list.map((d) => d.name);
    expect(await names('PUMA')).toEqual(['Sneakers']);
    expect(await names('suede')).toEqual(['Sneakers']);
    expect(await names('sneak')).toEqual(['Sneakers']);
    expect(await names('reebok')).toEqual([]);
    expect((await t.call('dashboard.list', { keyword: 'puma' }, stranger)).body.data.total).toBe(0);
  });
});

describe('editing', () => {
  it('renames, changes frequency (rescheduling), and refuses an empty name', async () => {
    const d = (await t.call('dashboard.add', runningShoes({ frequency: 'once' }), editor)).body.data;
    const daily = await t.call(
      'dashboard.update',
      { dashboard_id: d.dashboard_id, frequency: 'daily', name: 'Renamed' },
      editor,
    );
    expect(daily.body.data).toMatchObject({ name: 'Renamed', frequency: 'daily' });
    const next = new Date(daily.body.data.next_refresh_at!).getTime();
    expect(Math.abs(next - (Date.now() + 86_400_000))).toBeLessThan(60_000);
    const once = await t.call(
      'dashboard.update',
      { dashboard_id: d.dashboard_id, frequency: 'once' },
      editor,
    );
    expect(once.body.data.next_refresh_at).toBeNull();
    const empty = await t.call('dashboard.update', { dashboard_id: d.dashboard_id, name: ' ' }, editor);
    expect(empty.body.code).toBe(ErrorCode.BASIC_INFO_INCOMPLETE);
  });

  it('adds, removes and reorders components; reanalysis marks them stale', async () => {
    const d = (await t.call('dashboard.add', runningShoes({ components: [] }), editor)).body.data;
    const id = d.dashboard_id;
    const a = (await t.call('dashboard.componentAdd', { dashboard_id: id, api_key: 'db_overview' }, editor))
      .body.data;
    const b = (
      await t.call(
        'dashboard.componentAdd',
        { dashboard_id: id, api_key: 'db_video_hashtag', settings: { limit: 20 } },
        editor,
      )
    ).body.data;
    const c = (
      await t.call(
        'dashboard.componentAdd',
        { dashboard_id: id, api_key: 'llm_video_emotional_tendency' },
        editor,
      )
    ).body.data;
    expect([a.position, b.position, c.position]).toEqual([0, 1, 2]);
    expect(b.settings).toEqual({ limit: 20 });

    const reordered = await t.call(
      'dashboard.componentReorder',
      { dashboard_id: id, component_ids: [c.component_id, a.component_id, b.component_id] },
      editor,
    );
    expect(reordered.body.data.map((x) => x.api_key)).toEqual([
      'llm_video_emotional_tendency',
      'db_overview',
      'db_video_hashtag',
    ]);
    const partial = await t.call(
      'dashboard.componentReorder',
      { dashboard_id: id, component_ids: [a.component_id, b.component_id] },
      editor,
    );
    expect(partial.body.code).toBe(ErrorCode.VALIDATION);
    const twice = await t.call(
      'dashboard.componentReorder',
      { dashboard_id: id, component_ids: [a.component_id, a.component_id, b.component_id] },
      editor,
    );
    expect(twice.body.code).toBe(ErrorCode.VALIDATION);

    expect(
      (await t.call('dashboard.componentDel', { dashboard_id: id, component_id: a.component_id }, editor))
        .body.code,
    ).toBe(0);
    expect(
      (await t.call('dashboard.componentDel', { dashboard_id: id, component_id: a.component_id }, editor))
        .body.code,
    ).toBe(ErrorCode.NOT_FOUND);

    await t.deps.db
      .update(dashboardComponents)
      .set({ state: 'fresh' })
      .where(eq(dashboardComponents.dashboardId, id));
    const one = await t.call(
      'dashboard.reanalyze',
      { dashboard_id: id, component_ids: [b.component_id] },
      editor,
    );
    expect(one.body.data.map((x) => [x.api_key, x.state])).toEqual([
      ['llm_video_emotional_tendency', 'fresh'],
      ['db_video_hashtag', 'stale'],
    ]);
    const all = await t.call('dashboard.reanalyze', { dashboard_id: id }, editor);
    expect(all.body.data.every((x) => x.state === 'stale')).toBe(true);

    // A viewer of the team reads it; someone of another team does not.
    expect((await t.call('dashboard.detail', { dashboard_id: id }, viewer)).body.code).toBe(0);
    const detail = (await t.call('dashboard.detail', { dashboard_id: id }, stranger)).body;
    expect(detail.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('viewers cannot edit even to add a component', async () => {
    const res = await t.call('dashboard.componentAdd', { dashboard_id: 'x', api_key: 'db_overview' }, viewer);
    expect(res.body.code).toBe(ErrorCode.FORBIDDEN);
  });
});

describe('delete', () => {
  it('removes the dashboard with its subjects, tasks, components and share links', async () => {
    const d = (await t.call('dashboard.add', runningShoes({ name: 'To delete' }), editor)).body.data;
    const id = d.dashboard_id;
    expect(
      (await t.call('share.add', { dashboard_id: id, valid_days: 3, code: 'abc123' }, editor)).body.code,
    ).toBe(0);
    const count = async () =>
      Promise.all([
        t.deps.db.$count(analysisSubjects, eq(analysisSubjects.dashboardId, id)),
        t.deps.db.$count(collectionTasks, eq(collectionTasks.dashboardId, id)),
        t.deps.db.$count(dashboardComponents, eq(dashboardComponents.dashboardId, id)),
        t.deps.db.$count(shareLinks, eq(shareLinks.dashboardId, id)),
      ]);
    expect(await count()).toEqual([2, 4, 2, 1]);
    expect((await t.call('dashboard.del', { dashboard_id: id }, editor)).body.code).toBe(0);
    expect(await count()).toEqual([0, 0, 0, 0]);
    expect((await t.call('dashboard.detail', { dashboard_id: id }, editor)).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await t.call('dashboard.del', { dashboard_id: id }, editor)).body.code).toBe(ErrorCode.NOT_FOUND);
  });
});
