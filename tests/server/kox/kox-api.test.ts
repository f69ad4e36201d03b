import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TEAM_DATABASE_MAX } from '../../../src/lib/api/endpoints.ts';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { koxTeamCreators, teams } from '../../../server/db/schema/index.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { joinTeam, newTeam, newUser, ok, teamWorld, type KitUser } from '../teams/org-kit.ts';

/* The public and team creator databases through the API, on the built-in 100,000-creator sample corpus. */

let t: TestApp;
let w: Awaited<ReturnType<typeof teamWorld>>;
let rival: KitUser;
let acme: string;
let bolt: string;

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  w = await teamWorld(t, 'kox');
  acme = ok(await t.call('client.add', { name: 'Acme' }, w.admin.token)).client_id;
  bolt = ok(await t.call('client.add', { name: 'Bolt' }, w.admin.token)).client_id;
  await joinTeam(t, w.teamId, w.restricted, 'editor', { clients: [acme] });
  rival = await newUser(t, 'kox-rival');
  await newTeam(t, 'Rival team', rival);
}, 60_000);
afterAll(() => t.close());

const list = (input: Record<string, unknown>, token = w.viewer.token) =>
  t.call('kox.publicList', input as never, token);

describe('the public database', () => {
  it('lists 100,000 sample creators, each marked as sample, by followers by default', async () => {
    const page = ok(await list({}));
    expect(page.total).toBe(100_000);
    expect(page.list).toHaveLength(20);
    expect(page.list.every((c) => c.sample)).toBe(true);
    const followers = page.list.map((c) => c.followers);
    expect(followers).toEqual([...followers].sort((a, b) => b - a));
    expect(page.list[0]!.audience.female_pct + page.list[0]!.audience.male_pct).toBe(100);
  }, 60_000);

  it('applies every filter together and sorts and pages what it finds', async () => {
    const input = {
      platform: 'tiktok,instagram',
      language: 'en',
      country: 'US',
      followers: '0-200k',
      has_email: 'true',
      last_active: 30,
      audience_gender: 'female',
      audience_gender_min: 60,
      topics: 'beauty|fashion',
      sort: 'engagement_rate',
      order: 'desc',
      page_size: 50,
    };
    const first = ok(await list(input));
    expect(first.total).toBeGreaterThan(50);
    const since = Date.now() - 30 * 86_400_000;
    for (const c of first.list) {
      expect(['tiktok', 'instagram']).toContain(c.platform);
      expect(c).toMatchObject({ language: 'en', country: 'US' });
      expect(c.followers).toBeLessThan(200_000);
      expect(c.email).toMatch(/@/);
      expect(Date.parse(c.last_active_at)).toBeGreaterThanOrEqual(since);
      expect(c.audience.female_pct).toBeGreaterThanOrEqual(60);
      expect(c.topics.some((x) => x === 'beauty' || x === 'fashion')).toBe(true);
    }
    const rates = first.list.map((c) => c.engagement_rate);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    const second = ok(await list({ ...input, page: 2 }));
    expect(second.total).toBe(first.total);
    const ids = new Set(first.list.map((c) => c.creator_id));
    expect(second.list.some((c) => ids.has(c.creator_id))).toBe(false);
  });

  it('takes custom follower, views, engagement and price ranges', async () => {
    const page = ok(
      await list({
        followers: 'custom',
        followers_min: '50000',
        followers_max: '80000',
        avg_views_min: '5000',
        engagement_rate_min: '1.5',
        price_max: '3000',
        sort: 'price_per_video',
        order: 'asc',
      }),
    );
    expect(page.total).toBeGreaterThan(0);
    for (const c of page.list) {
      expect(c.followers).toBeGreaterThanOrEqual(50_000);
      expect(c.followers).toBeLessThanOrEqual(80_000);
      expect(c.avg_views).toBeGreaterThanOrEqual(5_000);
      expect(c.engagement_rate).toBeGreaterThanOrEqual(1.49);
      expect(c.price_per_video_usd).toBeLessThanOrEqual(3_000);
    }
  });

  it("answers spec §5's range messages with their own codes", async () => {
    const inverted = await list({ followers: 'custom', followers_min: '9000', followers_max: '100' });
    expect(inverted.status).toBe(400);
    expect(inverted.body).toMatchObject({
      code: ErrorCode.KOX_RANGE_INVERTED,
      message: 'Minimum cannot exceed maximum',
      issues: [{ path: 'followers_min' }],
    });
    const missing = await list({ followers: 'custom' });
    expect(missing.body).toMatchObject({ code: ErrorCode.KOX_RANGE_MISSING, message: 'Input the range' });
    for (const bad of [{ avg_views_min: '12k' }, { price_max: '-5' }, { engagement_rate_min: '1.234' }]) {
      const res = await list(bad);
      expect(res.body, JSON.stringify(bad)).toMatchObject({
        code: ErrorCode.KOX_RANGE_DIGITS,
        message: 'Input valid digits',
      });
    }
    const badTopics = await list({ topics: 'running + (' });
    expect(badTopics.body.code).toBe(ErrorCode.VALIDATION);
  });

  it('shows a creator with recent posts; an unknown id is 10205', async () => {
    const [first] = ok(await list({ page_size: 1, language: 'zh' })).list;
    const detail = ok(await t.call('kox.detail', { creator_id: first!.creator_id }, w.viewer.token));
    expect(detail).toMatchObject({ creator_id: first!.creator_id, sample: true, team: null, saved: false });
    expect(detail.recent_posts).toHaveLength(6);
    expect(detail.recent_posts[0]!.title).toMatch(/[\u4e00-\u9fff]/);
    const unknown = await t.call('kox.detail', { creator_id: 'sample-999999' }, w.viewer.token);
    expect(unknown.body.code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('the team database', () => {
  const ids = ['sample-000010', 'sample-000011', 'sample-000012'];

  it('adds creators idempotently, keeps notes, tags and costs, and marks them saved', async () => {
    expect(ok(await t.call('kox.teamAdd', { creator_ids: ids }, w.editor.token))).toEqual({
      added: 3,
      already: 0,
    });
    expect(
      ok(await t.call('kox.teamAdd', { creator_ids: [...ids, 'sample-000013'] }, w.editor.token)),
    ).toEqual({ added: 1, already: 3 });
    const updated = ok(
      await t.call(
        'kox.teamUpdate',
        { creator_id: ids[0]!, notes: 'Great fit', tags: ['q3', 'shortlist'], price_per_video_usd: 1234.5 },
        w.editor.token,
      ),
    );
    expect(updated.team).toMatchObject({
      notes: 'Great fit',
      tags: ['q3', 'shortlist'],
      price_per_video_usd: '1234.50',
    });
    const team = ok(await t.call('kox.teamList', { tag: 'shortlist' } as never, w.viewer.token));
    expect(team.total).toBe(1);
    expect(team.list[0]).toMatchObject({ creator_id: ids[0], saved: true, team: { notes: 'Great fit' } });
    const all = ok(await t.call('kox.teamList', { sort: 'followers' } as never, w.viewer.token));
    expect(all.total).toBe(4);
    const detail = ok(await t.call('kox.detail', { creator_id: ids[0]! }, w.viewer.token));
    expect(detail.team?.tags).toEqual(['q3', 'shortlist']);
  });

  it('refuses unknown creators and viewers', async () => {
    const unknown = await t.call('kox.teamAdd', { creator_ids: ['sample-000001', 'nobody'] }, w.editor.token);
    expect(unknown.body.code).toBe(ErrorCode.NOT_FOUND);
    const byViewer = await t.call('kox.teamAdd', { creator_ids: ['sample-000001'] }, w.viewer.token);
    expect(byViewer.body.code).toBe(ErrorCode.FORBIDDEN);
    expect(ok(await t.call('kox.teamList', {} as never, w.viewer.token)).total).toBe(4);
  });

  it('is invisible to another team, which cannot change or remove it', async () => {
    expect(ok(await t.call('kox.teamList', {} as never, rival.token)).total).toBe(0);
    const detail = ok(await t.call('kox.detail', { creator_id: ids[0]! }, rival.token));
    expect(detail).toMatchObject({ team: null, saved: false });
    const change = await t.call('kox.teamUpdate', { creator_id: ids[0]!, notes: 'mine' }, rival.token);
    expect(change.body.code).toBe(ErrorCode.NOT_FOUND);
    const remove = await t.call('kox.teamRemove', { creator_ids: [ids[0]!] }, rival.token);
    expect(remove.body.code).toBe(ErrorCode.NOT_FOUND);
    const filed = await t.call('kox.teamAdd', { creator_ids: [ids[0]!], client_id: acme }, rival.token);
    expect(filed.body.code).toBe(ErrorCode.NOT_FOUND);
    // The rival's own copy is its own: adding the same creator leaves team A's notes alone.
    expect(ok(await t.call('kox.teamAdd', { creator_ids: [ids[0]!] }, rival.token))).toEqual({
      added: 1,
      already: 0,
    });
    expect(ok(await t.call('kox.detail', { creator_id: ids[0]! }, w.viewer.token)).team?.notes).toBe(
      'Great fit',
    );
  });

  it("shows a restricted member only their clients' creators, and makes them file under one", async () => {
    expect(ok(await t.call('kox.teamList', {} as never, w.restricted.token)).total).toBe(0);
    const unfiled = await t.call('kox.teamAdd', { creator_ids: ['sample-000020'] }, w.restricted.token);
    expect(unfiled.body.code).toBe(ErrorCode.VALIDATION);
    const other = await t.call(
      'kox.teamAdd',
      { creator_ids: ['sample-000020'], client_id: bolt },
      w.restricted.token,
    );
    expect(other.body.code).toBe(ErrorCode.NOT_FOUND);
    ok(await t.call('kox.teamAdd', { creator_ids: ['sample-000020'], client_id: acme }, w.restricted.token));
    const theirs = ok(await t.call('kox.teamList', {} as never, w.restricted.token));
    expect(theirs.list.map((c) => c.creator_id)).toEqual(['sample-000020']);
    expect(theirs.list[0]!.team.client).toEqual({ client_id: acme, name: 'Acme' });
    const hidden = await t.call('kox.teamUpdate', { creator_id: ids[1]!, notes: 'x' }, w.restricted.token);
    expect(hidden.body.code).toBe(ErrorCode.NOT_FOUND);
    const move = await t.call(
      'kox.teamUpdate',
      { creator_id: 'sample-000020', client_id: bolt },
      w.restricted.token,
    );
    expect(move.body.code).toBe(ErrorCode.NOT_FOUND);
    expect(ok(await t.call('kox.teamList', { client_id: acme } as never, w.editor.token)).total).toBe(1);
  });

  it('keeps a creator, unfiled, when its client is deleted', async () => {
    ok(await t.call('kox.teamAdd', { creator_ids: ['sample-000030'], client_id: bolt }, w.editor.token));
    ok(await t.call('client.delete', { client_ids: [bolt] }, w.admin.token));
    const detail = ok(await t.call('kox.detail', { creator_id: 'sample-000030' }, w.editor.token));
    expect(detail.team).toMatchObject({ client: null });
  });

  it('holds at most 10,000 creators a team, and adds nothing when a call would go past', async () => {
    const [team] = await t.deps.db.select({ id: teams.id }).from(teams).where(eq(teams.name, 'Rival team'));
    const held = Array.from({ length: TEAM_DATABASE_MAX - 2 }, (_, i) => ({
      teamId: team!.id,
      creatorId: `sample-${String(50_000 + i).padStart(6, '0')}`,
    }));
    for (let start = 0; start < held.length; start += 2_000)
      await t.deps.db.insert(koxTeamCreators).values(held.slice(start, start + 2_000));
    const before = ok(await t.call('kox.teamList', {} as never, rival.token)).total;
    const over = await t.call(
      'kox.teamAdd',
      { creator_ids: ['sample-000040', 'sample-000041', 'sample-000042'] },
      rival.token,
    );
    expect(over.body.code).toBe(ErrorCode.VALIDATION);
    expect(ok(await t.call('kox.teamList', {} as never, rival.token)).total).toBe(before);
    expect(ok(await t.call('kox.teamAdd', { creator_ids: ['sample-000040'] }, rival.token))).toEqual({
      added: 1,
      already: 0,
    });
  }, 60_000);

  it('removes creators, all or none', async () => {
    const partly = await t.call(
      'kox.teamRemove',
      { creator_ids: [ids[2]!, 'sample-000099'] },
      w.editor.token,
    );
    expect(partly.body.code).toBe(ErrorCode.NOT_FOUND);
    expect(ok(await t.call('kox.teamRemove', { creator_ids: [ids[2]!] }, w.editor.token))).toEqual({
      removed: 1,
    });
    expect(ok(await t.call('kox.detail', { creator_id: ids[2]! }, w.editor.token)).team).toBeNull();
  });
});

describe('saved searches', () => {
  it('are each member’s own, checked like the list, unique by name', async () => {
    const filters = { platform: 'youtube', followers: '1m+', topics: 'tech' };
    const saved = ok(
      await t.call('kox.searchAdd', { name: 'Tech stars', scope: 'public', filters }, w.editor.token),
    );
    expect(saved).toMatchObject({ name: 'Tech stars', scope: 'public', filters });
    const twin = await t.call(
      'kox.searchAdd',
      { name: 'tech STARS', scope: 'public', filters },
      w.editor.token,
    );
    expect(twin.body.code).toBe(ErrorCode.CONFLICT);
    const inverted = await t.call(
      'kox.searchAdd',
      { name: 'Bad', scope: 'team', filters: { avg_views_min: '9', avg_views_max: '1' } },
      w.editor.token,
    );
    expect(inverted.body.code).toBe(ErrorCode.KOX_RANGE_INVERTED);
    const wrong = await t.call(
      'kox.searchAdd',
      { name: 'Bad', scope: 'public', filters: { platform: 'myspace' } },
      w.editor.token,
    );
    expect(wrong.body.code).toBe(ErrorCode.VALIDATION);
    expect(ok(await t.call('kox.searchList', {}, w.editor.token)).map((s) => s.name)).toEqual(['Tech stars']);
    expect(ok(await t.call('kox.searchList', {}, w.viewer.token))).toEqual([]);
    expect(ok(await t.call('kox.searchList', { scope: 'team' }, w.editor.token))).toEqual([]);
    expect(ok(await t.call('kox.searchList', { scope: 'public' }, w.editor.token))).toHaveLength(1);
    const theirs = await t.call('kox.searchDelete', { search_id: saved.search_id }, w.viewer.token);
    expect(theirs.body.code).toBe(ErrorCode.NOT_FOUND);
    // A saved search runs as saved.
    const run = ok(await list(saved.filters));
    expect(run.list.every((c) => c.platform === 'youtube' && c.followers >= 1_000_000)).toBe(true);
    expect(ok(await t.call('kox.searchDelete', { search_id: saved.search_id }, w.editor.token))).toEqual({
      deleted: 1,
    });
  });
});
