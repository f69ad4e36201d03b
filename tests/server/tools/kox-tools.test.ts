import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantSessions, messages } from '../../../server/db/schema/index.ts';
import { listPublicCreators } from '../../../server/domains/kox/public-service.ts';
import {
  addTeamCreators,
  removeTeamCreators,
  updateTeamCreator,
} from '../../../server/domains/kox/team-service.ts';
import { sampleCreatorCatalog } from '../../../server/kox/creator-catalog.ts';
import { engagementRateOf } from '../../../server/kox/creator.ts';
import type { AuthUser } from '../../../server/lib/app-env.ts';
import { findKoxExecutor } from '../../../server/tools/find-kox.ts';
import { openKoxExecutor } from '../../../server/tools/open-kox.ts';
import { saveKoxExecutor } from '../../../server/tools/save-kox.ts';
import { eq } from 'drizzle-orm';
import { koxTeamCreators } from '../../../server/db/schema/index.ts';
import { publicListInput } from '../../../src/lib/api/endpoints.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { authUser, toolContext } from './tools-kit.ts';

/* find_kox and open_kox run through the creator database services, on the built-in sample corpus. */

let t: TestApp;
let admin: AuthUser;

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  admin = await authUser(t);
}, 60_000);
afterAll(() => t.close());

/** A chat session whose last message is a find_kox card showing `found`. */
async function sessionShowing(found: unknown): Promise<string> {
  const [session] = await t.deps.db
    .insert(assistantSessions)
    .values({ userId: admin.id, teamId: admin.team!.id, domain: 'writer' })
    .returning();
  await t.deps.db.insert(messages).values({
    sessionId: session!.id,
    id: 'a1',
    role: 'assistant',
    position: 1,
    parts: [{ type: 'tool-find_kox', toolCallId: 'c1', state: 'output-available', input: {}, output: found }],
  });
  return session!.id;
}

const find = (input: Record<string, unknown>, user = admin) =>
  findKoxExecutor.execute(findKoxExecutor.contract.input.parse(input), toolContext(t, user));

describe('find_kox', () => {
  it('runs the public list query with the filters and gives its first rows and total', async () => {
    const filters = {
      platform: ['tiktok'],
      country: ['US'],
      followers: '0-200k',
      topics: 'beauty',
      has_email: true,
    } as const;
    const found = await find(filters);
    const screen = await listPublicCreators(
      t.deps.db,
      sampleCreatorCatalog(),
      admin.team!,
      publicListInput.parse({ ...filters, page_size: 5 }),
    );
    expect(found.scope).toBe('public');
    // The search as asked goes back with the answer: the list opens with the same filters.
    expect(found.search).toEqual(filters);
    expect(found.total).toBe(screen.total);
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThan(100_000);
    expect(found.list.map((c) => c.creator_id)).toEqual(screen.list.map((c) => c.creator_id));
    const shown = screen.list;
    expect(shown.every((c) => c.platform === 'tiktok' && c.country === 'US' && c.email !== null)).toBe(true);
    expect(shown.every((c) => c.followers < 200_000 && c.topics.includes('beauty'))).toBe(true);
    expect(found.list.every((c) => c.sample)).toBe(true);
  }, 60_000);

  it('bounds the engagement rate in percent and ranks by the measure asked', async () => {
    const all = await find({ topics: 'beauty' });
    const engaging = await find({ topics: 'beauty', engagement_rate_min: 5, sort: 'engagement_rate' });
    expect(engaging.total).toBeGreaterThan(0);
    expect(engaging.total).toBeLessThan(all.total);
    const rates = engaging.list.map((c) => c.engagement_rate ?? 0);
    expect(rates.every((rate) => rate >= 5)).toBe(true);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    const calm = await find({ topics: 'beauty', engagement_rate_max: 1 });
    expect(calm.list.every((c) => (c.engagement_rate ?? 0) <= 1)).toBe(true);
    expect(calm.total + engaging.total).toBeLessThan(all.total);
  }, 60_000);

  it('bounds the average views and the price per video, and ranks by views', async () => {
    const all = await find({ topics: 'fitness' });
    const watched = await find({ topics: 'fitness', avg_views_min: 100_000, sort: 'avg_views' });
    expect(watched.total).toBeGreaterThan(0);
    expect(watched.total).toBeLessThan(all.total);
    const views = watched.list.map((c) => c.avg_views ?? 0);
    expect(views.every((v) => v >= 100_000)).toBe(true);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const cheap = await find({ topics: 'fitness', price_max: 300 });
    expect(cheap.total).toBeGreaterThan(0);
    expect(cheap.total).toBeLessThan(all.total);
    expect(cheap.list.every((c) => (c.price_per_video_usd ?? Infinity) <= 300)).toBe(true);
    const dear = await find({ topics: 'fitness', price_min: 300.01 });
    expect(cheap.total + dear.total).toBe(all.total);
  }, 60_000);

  it("shows the team's own price in scope team, as the team list filters by it", async () => {
    const [creator] = (await find({ topics: 'pets', price_min: 1000 })).list;
    await addTeamCreators(t.deps.db, sampleCreatorCatalog(), admin, admin.team!, {
      creator_ids: [creator!.creator_id],
    });
    await updateTeamCreator(t.deps.db, sampleCreatorCatalog(), admin.team!, {
      creator_id: creator!.creator_id,
      price_per_video_usd: 120.5,
    });
    const team = await find({ scope: 'team', topics: 'pets', price_max: 200 });
    expect(team.list).toEqual([
      expect.objectContaining({ creator_id: creator!.creator_id, price_per_video_usd: 120.5 }),
    ]);
    await removeTeamCreators(t.deps.db, admin.team!, [creator!.creator_id]);
  }, 60_000);

  it('searches only the team database in scope team', async () => {
    const some = await find({ platform: ['youtube'], topics: 'running' });
    const picked = some.list.slice(0, 2).map((c) => c.creator_id);
    await addTeamCreators(t.deps.db, sampleCreatorCatalog(), admin, admin.team!, { creator_ids: picked });
    const team = await find({ scope: 'team', platform: ['youtube'] });
    expect(team.scope).toBe('team');
    expect(team.total).toBe(2);
    expect(team.list.map((c) => c.creator_id).sort()).toEqual([...picked].sort());
  }, 60_000);

  it('refuses a follower bucket or a last-active span the list does not have', () => {
    expect(findKoxExecutor.contract.input.safeParse({ followers: 'custom' }).success).toBe(false);
    expect(findKoxExecutor.contract.input.safeParse({ last_active: 10 }).success).toBe(false);
  });
});

describe('open_kox', () => {
  it('opens a creator by id, and by a name shown by the session’s last find_kox', async () => {
    const found = await find({ platform: ['instagram'], topics: 'food' });
    const target = found.list[1]!;
    const byId = await openKoxExecutor.execute({ creator: target.creator_id }, toolContext(t, admin));
    expect(byId).toMatchObject({ creator_id: target.creator_id, nickname: target.nickname });
    expect(byId.path).toBe(`/writer/kox/detail?id=${encodeURIComponent(target.creator_id)}`);

    const ctx = toolContext(t, admin, { sessionId: await sessionShowing(found) });
    const byName = await openKoxExecutor.execute({ creator: target.nickname.toUpperCase() }, ctx);
    expect(byName.creator_id).toBe(target.creator_id);
    const byHandle = await openKoxExecutor.execute({ creator: `@${target.handle}` }, ctx);
    expect(byHandle.creator_id).toBe(target.creator_id);
  }, 60_000);

  it('opens a creator by handle with no search before it', async () => {
    const priya = sampleCreatorCatalog().creator('sample-000001')!;
    const opened = await openKoxExecutor.execute(
      { creator: `@${priya.handle.toUpperCase()}` },
      toolContext(t, admin),
    );
    expect(opened).toMatchObject({ creator_id: priya.id, handle: priya.handle });
    // With the figures a question about the creator asks.
    expect(opened.facts).toEqual({
      followers: priya.followers,
      avg_views: priya.avgViews,
      engagement_rate: engagementRateOf(priya),
      price_per_video_usd: priya.pricePerVideoUsd,
      price_per_post_usd: priya.pricePerPostUsd,
      email: priya.email,
    });
  });

  it('says so when neither an id nor a shown name matches', async () => {
    await expect(
      openKoxExecutor.execute({ creator: 'nobody-at-all' }, toolContext(t, admin, { locale: 'zh' })),
    ).rejects.toThrow('没有找到达人“nobody-at-all”');
  });
});

describe('save_kox', () => {
  const inTeam = async (ids: string[]) => {
    const rows = await t.deps.db
      .select({ id: koxTeamCreators.creatorId })
      .from(koxTeamCreators)
      .where(eq(koxTeamCreators.teamId, admin.team!.id));
    return ids.filter((id) => rows.some((r) => r.id === id));
  };

  it('adds a creator named by handle to the team database, once', async () => {
    const nina = sampleCreatorCatalog().creator('sample-000002')!;
    const save = () => saveKoxExecutor.execute({ creators: [`@${nina.handle}`] }, toolContext(t, admin));
    expect(await save()).toEqual({
      added: 1,
      already: 0,
      source: 'named',
      creator: { creator_id: nina.id, nickname: nina.nickname, sample: true },
    });
    expect(await save()).toMatchObject({ added: 0, already: 1 });
    expect(await inTeam([nina.id])).toEqual([nina.id]);
  });

  it('puts the asked tags on every creator saved, beside the tags one already in the database has', async () => {
    const [lily, mia] = ['sample-000011', 'sample-000012'].map((id) => sampleCreatorCatalog().creator(id)!);
    const tagsOf = async (id: string) =>
      (
        await t.deps.db
          .select({ tags: koxTeamCreators.tags })
          .from(koxTeamCreators)
          .where(eq(koxTeamCreators.creatorId, id))
      )[0]?.tags;
    await addTeamCreators(t.deps.db, sampleCreatorCatalog(), admin, admin.team!, { creator_ids: [lily!.id] });
    await updateTeamCreator(t.deps.db, sampleCreatorCatalog(), admin.team!, {
      creator_id: lily!.id,
      tags: ['beauty', 'spring'],
    });
    const saved = await saveKoxExecutor.execute(
      saveKoxExecutor.contract.input.parse({
        creators: [lily!.id, mia!.id],
        tags: ['spring', 'Q3', 'spring'],
      }),
      toolContext(t, admin),
    );
    expect(saved).toMatchObject({ added: 1, already: 1, source: 'named', tags: ['spring', 'Q3'] });
    expect(await tagsOf(lily!.id)).toEqual(['beauty', 'spring', 'Q3']);
    expect(await tagsOf(mia!.id)).toEqual(['spring', 'Q3']);
    // find_kox searches the team database by one tag.
    const tagged = await find({ tag: 'Q3' });
    expect(tagged.scope).toBe('team');
    expect(tagged.list.map((c) => c.creator_id).sort()).toEqual([lily!.id, mia!.id].sort());
    expect((await find({ tag: 'beauty', scope: 'public' })).list.map((c) => c.creator_id)).toEqual([
      lily!.id,
    ]);
    expect((await find({ tag: 'autumn' })).total).toBe(0);
    // Without tags nothing is changed on the creators already there.
    await saveKoxExecutor.execute({ creators: [lily!.id] }, toolContext(t, admin));
    expect(await tagsOf(lily!.id)).toEqual(['beauty', 'spring', 'Q3']);
    // A tag the database would refuse is refused before anything is saved.
    expect(saveKoxExecutor.contract.input.safeParse({ tags: ['x'.repeat(31)] }).success).toBe(false);
    expect(saveKoxExecutor.contract.input.safeParse({ tags: [] }).success).toBe(false);
  });

  it("without names, adds the rows of the session's last search", async () => {
    const found = await find({ platform: ['tiktok'], topics: 'pets' });
    const saved = await saveKoxExecutor.execute(
      {},
      toolContext(t, admin, { sessionId: await sessionShowing(found) }),
    );
    const ids = found.list.map((c) => c.creator_id);
    expect(saved).toMatchObject({ source: 'search', added: ids.length, already: 0 });
    expect(saved.creator).toBeUndefined();
    expect(await inTeam(ids)).toEqual(ids);
  }, 60_000);

  it("with first N, adds only the top of the session's last list", async () => {
    const found = await find({ platform: ['youtube'], topics: 'travel' });
    const saved = await saveKoxExecutor.execute(
      { first: 2 },
      toolContext(t, admin, { sessionId: await sessionShowing(found) }),
    );
    const ids = found.list.map((c) => c.creator_id);
    expect(saved).toMatchObject({ source: 'search', added: 2, first: 2 });
    expect(await inTeam(ids)).toEqual(ids.slice(0, 2));
    // More than the list holds is the whole list, and the card says so.
    const whole = await saveKoxExecutor.execute(
      { first: ids.length + 5 },
      toolContext(t, admin, { sessionId: await sessionShowing(found) }),
    );
    expect(whole).toMatchObject({ source: 'search', added: ids.length - 2, already: 2 });
    expect(whole.first).toBeUndefined();
  }, 60_000);

  it('asks which creators when the session has no list, and refuses a viewer', async () => {
    await expect(saveKoxExecutor.execute({}, toolContext(t, admin, { locale: 'zh' }))).rejects.toThrow(
      '要添加哪些达人？',
    );
    const viewer = { ...admin, team: { ...admin.team!, role: 'viewer' as const } };
    await expect(saveKoxExecutor.execute({ creators: ['@x'] }, toolContext(t, viewer))).rejects.toThrow(
      'Your role cannot change the team database',
    );
    // A member restricted to several clients chooses the client on the list.
    const restricted = { ...admin, team: { ...admin.team!, clientIds: ['c-1', 'c-2'] } };
    const priya = sampleCreatorCatalog().creator('sample-000001')!;
    await expect(
      saveKoxExecutor.execute({ creators: [priya.id] }, toolContext(t, restricted)),
    ).rejects.toThrow('add them on the creator list, where you choose the client');
  });
});
