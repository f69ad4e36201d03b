import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { koxTeamRevisions } from '../../../server/db/schema/index.ts';
import {
  teamListData,
  visibleListEntries,
  type ListEntry,
} from '../../../server/domains/kox/team-list-cache.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { ok, teamWorld } from '../teams/org-kit.ts';

/*
 * The team list keeps a team's database in memory until the team's revision moves. Every write below goes around
 * the studio's code, as another node, a job or an operator would: only the database's triggers can tell the cache.
 */

let t: TestApp;
let w: Awaited<ReturnType<typeof teamWorld>>;
let other: Awaited<ReturnType<typeof teamWorld>>;
const SAMPLE = 'sample-000031';
const LATER = 'sample-000032';
const COLLECTED = 'youtube-UCcachedcollected';

const run = (query: ReturnType<typeof sql>) => t.deps.db.execute(query);
const list = async (filters: Record<string, unknown> = {}) =>
  ok(await t.call('kox.teamList', { page_size: 100, ...filters }, w.viewer.token));
const listedIds = async (filters: Record<string, unknown> = {}) =>
  (await list(filters)).list.map((c) => c.creator_id).sort();
const revisionOf = async (teamId: string) => {
  const [row] = await t.deps.db.select().from(koxTeamRevisions).where(eq(koxTeamRevisions.teamId, teamId));
  return row?.revision ?? 0;
};

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  w = await teamWorld(t, 'kox-cache');
  other = await teamWorld(t, 'kox-cache-other');
  ok(await t.call('kox.teamAdd', { creator_ids: [SAMPLE] }, w.editor.token));
  ok(
    await t.call(
      'kox.importCreators',
      { text: 'https://www.tiktok.com/@cache_cleo,Cache Cleo,cleo@example.com,52000,9000' },
      w.editor.token,
    ),
  );
  await run(sql`insert into kox_collected_creators (id, platform, handle, profile_url, nickname, followers, collected_at)
    values (${COLLECTED}, 'youtube', 'cachedcollected', 'https://www.youtube.com/@cachedcollected', 'Cached', 1000, now())`);
  await run(sql`insert into kox_team_creators (team_id, creator_id) values (${w.teamId}, ${COLLECTED})`);
}, 60_000);
afterAll(() => t.close());

describe("the team list's cache of a team's database", () => {
  it('answers from memory while nothing of the team changed', async () => {
    const first = await teamListData(t.deps.db, w.teamId);
    expect(first.entries).toHaveLength(3);
    expect(await teamListData(t.deps.db, w.teamId)).toBe(first);
    ok(await t.call('kox.teamAdd', { creator_ids: [LATER] }, other.editor.token));
    expect(await teamListData(t.deps.db, w.teamId)).toBe(first);
  });

  it("sees an entry added, priced, tagged and removed by any writer at the team's next list", async () => {
    expect(await listedIds()).not.toContain(LATER);
    await run(sql`insert into kox_team_creators (team_id, creator_id) values (${w.teamId}, ${LATER})`);
    expect(await listedIds()).toContain(LATER);

    await run(sql`update kox_team_creators set price_per_video_usd = 4321 where creator_id = ${LATER}`);
    expect(await listedIds({ price_min: 4321, price_max: 4321 })).toEqual([LATER]);

    await run(sql`update kox_team_creators set tags = '["cached-tag"]'::jsonb where creator_id = ${LATER}`);
    expect(await listedIds({ tag: 'cached-tag' })).toEqual([LATER]);

    await run(sql`delete from kox_team_creators where team_id = ${w.teamId} and creator_id = ${LATER}`);
    expect(await listedIds()).not.toContain(LATER);
  });

  it("sees an imported creator's new figures and a collected creator's refresh", async () => {
    expect(await listedIds({ followers: '1m+' })).toEqual([]);
    await run(sql`update kox_imported_creators set followers = 2000000 where handle = 'cache_cleo'`);
    const [cleo] = (await list({ followers: '1m+' })).list;
    expect(cleo).toMatchObject({ handle: 'cache_cleo', followers: 2_000_000 });

    const before = await revisionOf(other.teamId);
    await run(sql`update kox_collected_creators set followers = 3000000 where id = ${COLLECTED}`);
    expect((await list({ followers: '1m+' })).list.map((c) => c.creator_id).sort()).toEqual(
      [cleo!.creator_id, COLLECTED].sort(),
    );
    expect(await revisionOf(other.teamId)).toBe(before);
  });

  it('leaves out of the page an entry removed between the revision read and the page read', async () => {
    ok(await t.call('kox.teamAdd', { creator_ids: [LATER] }, w.editor.token));
    expect(await listedIds()).toContain(LATER);
    // The removal a concurrent request could make after this one read the revision: no count for it here.
    await run(sql`alter table kox_team_creators disable trigger user`);
    await run(sql`delete from kox_team_creators where team_id = ${w.teamId} and creator_id = ${LATER}`);
    await run(sql`alter table kox_team_creators enable trigger user`);
    expect(await listedIds()).not.toContain(LATER);
  });

  it("forgets the team's revision with the team", async () => {
    const gone = await teamWorld(t, 'kox-cache-gone');
    ok(await t.call('kox.teamAdd', { creator_ids: [SAMPLE] }, gone.editor.token));
    expect(await revisionOf(gone.teamId)).toBeGreaterThan(0);
    await run(sql`delete from teams where id = ${gone.teamId}`);
    expect(await revisionOf(gone.teamId)).toBe(0);
  });
});

describe('the entries a caller sees', () => {
  const entry = (creatorId: string, clientId: string | null, tags: string[] = []): ListEntry => ({
    creatorId,
    clientId,
    tags,
    pricePerVideoUsd: null,
  });
  const entries = [entry('a', null), entry('b', 'c1', ['x']), entry('c', 'c2', ['x', 'y'])];
  const ids = (list: ListEntry[]) => list.map((e) => e.creatorId);

  it('shows a member of every client all of them, narrowed by client and tag', () => {
    const all = { clientIds: null };
    expect(ids(visibleListEntries(entries, all, {}))).toEqual(['a', 'b', 'c']);
    expect(ids(visibleListEntries(entries, all, { clientId: 'c2' }))).toEqual(['c']);
    expect(ids(visibleListEntries(entries, all, { tag: 'x' }))).toEqual(['b', 'c']);
    expect(ids(visibleListEntries(entries, all, { tag: 'y', clientId: 'c1' }))).toEqual([]);
  });

  it('shows a restricted member only the entries under their clients, none unfiled', () => {
    expect(ids(visibleListEntries(entries, { clientIds: ['c1'] }, {}))).toEqual(['b']);
    expect(ids(visibleListEntries(entries, { clientIds: [] }, {}))).toEqual([]);
  });
});
