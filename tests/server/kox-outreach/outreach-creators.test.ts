import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outreachCreators } from '../../../server/domains/kox-outreach/outreach-creators.ts';
import { sampleCreatorCatalog } from '../../../server/kox/creator-catalog.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { ok, teamWorld } from '../teams/org-kit.ts';

/* Who an outreach e-mail is written to: sample creators from the catalog, the team's own from its database. */

const catalog = sampleCreatorCatalog();
const SAMPLE = 'sample-000041';
const COLLECTED = 'youtube-UCoutreachcollected';
let t: TestApp;
let w: Awaited<ReturnType<typeof teamWorld>>;
let other: Awaited<ReturnType<typeof teamWorld>>;

const importedId = async (team: typeof w, handle: string) => {
  ok(
    await t.call(
      'kox.importCreators',
      { text: `https://www.tiktok.com/@${handle},${handle} nick,${handle}@example.com,52000,9000` },
      team.editor.token,
    ),
  );
  const list = ok(await t.call('kox.teamList', { q: handle }, team.viewer.token)).list;
  return list.find((c) => c.handle === handle)!.creator_id;
};

let mine: string;
let theirs: string;

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  w = await teamWorld(t, 'outreach-to');
  other = await teamWorld(t, 'outreach-to-other');
  mine = await importedId(w, 'outreach_olga');
  theirs = await importedId(other, 'outreach_theo');
  // In the team's database but not asked for: must not be among the recipients.
  await importedId(w, 'outreach_una');
  const posts = JSON.stringify([
    {
      title: 'Trail day one',
      url: 'https://www.youtube.com/watch?v=a',
      views: 10,
      likes: 1,
      comments: 0,
      publishedAt: '2026-11-01T00:00:00Z',
      hashtags: [],
    },
  ]);
  await t.deps.db.execute(sql`insert into kox_collected_creators
    (id, platform, handle, profile_url, nickname, followers, recent_posts, collected_at)
    values (${COLLECTED}, 'youtube', 'outreachcollected', 'https://www.youtube.com/@outreachcollected',
      'Collected Cora', 4000, ${posts}::jsonb, now())`);
  await t.deps.db.execute(
    sql`insert into kox_team_creators (team_id, creator_id) values (${w.teamId}, ${COLLECTED})`,
  );
}, 60_000);
afterAll(() => t.close());

describe('outreach recipients', () => {
  it("finds sample, imported and collected creators of the team's database, and no one else's", async () => {
    const found = await outreachCreators(t.deps.db, catalog, w.teamId, [
      SAMPLE,
      mine,
      COLLECTED,
      theirs,
      'nobody',
    ]);
    expect([...found.keys()].sort()).toEqual([SAMPLE, mine, COLLECTED].sort());
    expect(found.get(SAMPLE)).toMatchObject({ sample: true, nickname: catalog.creator(SAMPLE)!.nickname });
    expect(found.get(mine)).toMatchObject({
      sample: false,
      handle: 'outreach_olga',
      email: 'outreach_olga@example.com',
      platform: 'tiktok',
      recentTitles: [],
    });
    expect(found.get(COLLECTED)).toMatchObject({
      sample: false,
      nickname: 'Collected Cora',
      email: null,
      followers: 4000,
      recentTitles: ['Trail day one'],
    });
  });

  it('finds sample creators alone, and no one for no ids', async () => {
    expect([...(await outreachCreators(t.deps.db, catalog, w.teamId, [SAMPLE])).keys()]).toEqual([SAMPLE]);
    expect((await outreachCreators(t.deps.db, catalog, w.teamId, [])).size).toBe(0);
  });
});
