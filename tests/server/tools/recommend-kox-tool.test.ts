import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listSessions,
  sessionDetailData,
  sessionOf,
} from '../../../server/domains/kox-recommend/sessions.ts';
import { sampleCreatorCatalog } from '../../../server/kox/creator-catalog.ts';
import type { AuthUser } from '../../../server/lib/app-env.ts';
import { AppError } from '../../../server/lib/errors.ts';
import { similarCreators } from '../../../server/domains/kox-recommend/similar-creators.ts';
import { recommendKoxExecutor } from '../../../server/tools/recommend-kox.ts';
import { KOX_RECOMMEND_MAX } from '../../../src/lib/kox-recommend-values.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { newTeam, newUser } from '../teams/org-kit.ts';
import { authUser, toolContext } from './tools-kit.ts';

/* recommend_kox makes and runs a recommendation session with the engine, on the 100,000-creator sample corpus. */

let t: TestApp;
let admin: AuthUser;
let rival: AuthUser;

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  admin = await authUser(t);
  await newTeam(t, 'Rival team', await newUser(t, 'rtool-rival'));
  rival = await authUser(t, 'rtool-rival');
}, 60_000);
afterAll(() => t.close());

const recommend = (input: Record<string, unknown>, user = admin) =>
  recommendKoxExecutor.execute(recommendKoxExecutor.contract.input.parse(input), toolContext(t, user));

describe('recommend_kox', () => {
  let first: Awaited<ReturnType<typeof recommend>>;

  it('keeps a completed session and answers its top rows, ranked by fit, with reasons', async () => {
    first = await recommend({
      brief: 'Trail running shoes launch in the US: trail runners who race ultras',
      country: ['US'],
      has_email: true,
      audience_gender: 'female',
    });
    const session = await sessionOf(t.deps.db, admin.team!, 'smart_recommend', first.session_id);
    expect(session.status).toBe('completed');
    expect(first).toMatchObject({ app_name: 'smart_recommend', results_count: 50 });
    expect(first.name).toBe('Trail running shoes launch in the US: trail runners who race ultras');
    // The request went in as the screen's form would send it: filters as filters, the followers wished as target.
    expect(session.request).toMatchObject({
      brief_text: first.name,
      count: 50,
      filters: { country: ['US'], has_email: true },
      target: { gender: 'female' },
    });

    const detail = await sessionDetailData(
      t.deps.db,
      sampleCreatorCatalog(),
      admin.team!,
      'smart_recommend',
      first.session_id,
      { page: 1, page_size: 10 },
    );
    expect(first.list.map((r) => r.creator_id)).toEqual(detail.results.map((r) => r.creator.creator_id));
    expect(first.list).toHaveLength(10);
    const fits = first.list.map((r) => r.fit);
    expect(fits).toEqual([...fits].sort((a, b) => b - a));
    expect(first.list.every((r) => r.sample && r.reasons.length > 0)).toBe(true);
    expect(first.words_matched).toBe(true);
    const top = first.list[0]!;
    expect(top.reasons.find((r) => r.kind === 'content')).toMatchObject({ phrase: expect.any(String) });
    for (const row of first.list) {
      const creator = sampleCreatorCatalog().creator(row.creator_id)!;
      expect(creator.country).toBe('US');
      expect(creator.email).not.toBeNull();
    }
    // The first ranking builds the 100,000-creator index: 90 s at load 25.
  }, 300_000);

  it('takes the count asked for, up to 500', async () => {
    const few = await recommend({ brief: '美妆护肤新品推广', count: 3 });
    expect(few.results_count).toBe(3);
    expect(few.list).toHaveLength(3);
    const input = recommendKoxExecutor.contract.input;
    expect(input.safeParse({ brief: 'x', count: KOX_RECOMMEND_MAX }).success).toBe(true);
    expect(input.safeParse({ brief: 'x', count: KOX_RECOMMEND_MAX + 1 }).success).toBe(false);
    expect(recommendKoxExecutor.contract.input.safeParse({ brief: ' ' }).success).toBe(false);
  }, 90_000);

  it('keeps to a follower range said in the request', async () => {
    const big = await recommend({ brief: '美妆护肤新品推广', count: 20, followers_min: 500_000 });
    expect(big.results_count).toBe(20);
    for (const row of big.list) expect(row.followers).toBeGreaterThanOrEqual(500_000);
    const small = await recommend({ brief: '美妆护肤新品推广', count: 20, followers_max: 20_000 });
    for (const row of small.list) expect(row.followers).toBeLessThanOrEqual(20_000);
    const session = await sessionOf(t.deps.db, admin.team!, 'smart_recommend', big.session_id);
    expect(session.request).toMatchObject({ filters: { followers_min: 500_000 } });
  }, 90_000);

  it('says when no creator uses the words of the brief, and ranks by audience and performance', async () => {
    const unmatched = await recommend({ brief: 'zqxv plorbt wumbly', count: 5 });
    expect(unmatched).toMatchObject({ results_count: 5, words_matched: false });
    expect(unmatched.list.some((r) => r.reasons.some((reason) => reason.kind === 'content'))).toBe(false);
  }, 90_000);

  it('ranks the creators like one named by handle as the screen\'s "similar creators" does', async () => {
    const catalog = sampleCreatorCatalog();
    const like = catalog.creator('sample-000001')!;
    const similar = await recommend({ similar_to: `@${like.handle}`, count: 10 });
    expect(similar.similar_to).toEqual({ creator_id: like.id, nickname: like.nickname, sample: true });
    expect(similar.name).toBe(`Creators like ${like.nickname}`);
    const screen = await similarCreators(t.deps.db, catalog, admin.team!, { creator_id: like.id, count: 10 });
    expect(similar.list.map((r) => r.creator_id)).toEqual(screen.list.map((r) => r.creator.creator_id));
    expect(similar.list.map((r) => r.creator_id)).not.toContain(like.id);
    const session = await sessionOf(t.deps.db, admin.team!, 'smart_recommend', similar.session_id);
    expect(session.request).toMatchObject({ similar_to: like.id, count: 10 });
  }, 90_000);

  it('needs a brief or a creator, and names a creator it cannot find', async () => {
    const zh = toolContext(t, admin, { locale: 'zh' });
    await expect(recommendKoxExecutor.execute({}, zh)).rejects.toThrow('请说明这次推广的内容');
    await expect(recommendKoxExecutor.execute({ similar_to: '@nobody-at-all' }, zh)).rejects.toThrow(
      '没有找到达人“@nobody-at-all”',
    );
  });

  it("keeps each team's sessions to itself", async () => {
    const theirs = await recommend({ brief: 'gaming headset review', count: 5 }, rival);
    await expect(sessionOf(t.deps.db, admin.team!, 'smart_recommend', theirs.session_id)).rejects.toThrow(
      AppError,
    );
    await expect(sessionOf(t.deps.db, rival.team!, 'smart_recommend', first.session_id)).rejects.toThrow(
      AppError,
    );
    const ours = await listSessions(t.deps.db, admin.team!, 'smart_recommend', { page: 1, page_size: 50 });
    expect(ours.list.map((s) => s.session_id)).toContain(first.session_id);
    expect(ours.list.map((s) => s.session_id)).not.toContain(theirs.session_id);
  }, 90_000);
});
