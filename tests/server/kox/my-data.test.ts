import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { koxContents } from '../../../server/db/schema/index.ts';
import { sampleCreatorCatalog } from '../../../server/kox/creator-catalog.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { joinTeam, newTeam, newUser, ok, teamWorld } from '../teams/org-kit.ts';

/* My Data: the team's content figures by cooperation type, platform and month, and its open tasks. */

let t: TestApp;
let w: Awaited<ReturnType<typeof teamWorld>>;
let rivalToken: string;
const sample = (n: number) => sampleCreatorCatalog().creator(`sample-${String(n).padStart(6, '0')}`)!;

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  w = await teamWorld(t, 'mydata');
  const acme = ok(await t.call('client.add', { name: 'Acme' }, w.admin.token)).client_id;
  await joinTeam(t, w.teamId, w.restricted, 'editor', { clients: [acme] });
  const rival = await newUser(t, 'mydata-rival');
  await newTeam(t, 'Rival data team', rival);
  rivalToken = rival.token;
  // 800 + 200 spent on deals with 160,000 + 40,000 views; 300 not a deal; one TikTok post with no views.
  ok(
    await t.call(
      'kox.importContent',
      {
        text: [
          `https://www.youtube.com/watch?v=mydata00001,800,product_placement,160000,deal,${sample(3).profileUrl}`,
          'https://www.youtube.com/watch?v=mydata00002,200,full_campaign,40000,deal',
          'https://www.youtube.com/watch?v=mydata00003,300,product_placement,90000,non-deal',
          'https://www.tiktok.com/@someone/video/7300000000000000009,50,creator_incentive,0,deal',
        ].join('\n'),
      },
      w.editor.token,
    ),
  );
  ok(await t.call('kox.teamAdd', { creator_ids: [sample(3).id, sample(4).id] }, w.editor.token));
  // One post from last year, outside the 90 days.
  await t.deps.db
    .update(koxContents)
    .set({ createdAt: new Date(Date.UTC(2025, 0, 15)) })
    .where(eq(koxContents.link, 'https://www.youtube.com/watch?v=mydata00002'));
}, 60_000);
afterAll(() => t.close());

const summary = (period: '90' | 'all', token = w.viewer.token) =>
  t.call('koxMyData.summary', { period }, token).then(ok);

describe('My Data', () => {
  it('sums spend over deals and prices views by the deals’ views, whole and by slice', async () => {
    const all = await summary('all');
    expect(all.totals).toEqual({
      creators: 2,
      monitored: 0,
      contents: 4,
      deals: 3,
      spend_usd: 1050,
      views: 290_000,
      cpm_usd: 5.25, // 1050 / 200,000 × 1000
      cpv_usd: 0.00525,
    });
    const placement = all.by_cooperation.find((s) => s.cooperation_type === 'product_placement');
    expect(placement).toMatchObject({ contents: 2, deals: 1, spend_usd: 800, views: 250_000, cpm_usd: 5 });
    const tiktok = all.by_platform.find((s) => s.platform === 'tiktok');
    expect(tiktok).toMatchObject({ contents: 1, spend_usd: 50, views: 0, cpm_usd: null, cpv_usd: null });
    expect(all.monthly.map((m) => m.month)).toEqual(['2025-01', new Date().toISOString().slice(0, 7)]);
    expect(all.monthly[0]).toMatchObject({ contents: 1, spend_usd: 200 });
  });

  it('keeps to the period', async () => {
    const recent = await summary('90');
    expect(recent.totals).toMatchObject({ contents: 3, spend_usd: 850, creators: 2 });
    expect(recent.monthly).toHaveLength(1);
  });

  it('shows another team nothing of it, and a member restricted to a client only their creators', async () => {
    expect((await summary('all', rivalToken)).totals).toMatchObject({
      contents: 0,
      creators: 0,
      spend_usd: 0,
    });
    const restricted = await summary('all', w.restricted.token);
    expect(restricted.totals).toMatchObject({ creators: 0, contents: 0 });
  });

  it('lists storages by link still going as tasks, newest first', async () => {
    ok(
      await t.call(
        'koxStorage.store',
        { links: ['https://www.youtube.com/@mydata-task-one', 'https://www.tiktok.com/@mydata_task_two'] },
        w.editor.token,
      ),
    );
    const { tasks } = await summary('all');
    expect(tasks.map((task) => task.kind)).toEqual(['storage', 'storage']);
    expect(tasks.map((task) => task.title)).toEqual(
      expect.arrayContaining(['https://www.youtube.com/@mydata-task-one']),
    );
    expect(tasks.every((task) => task.state === 'awaiting')).toBe(true);
  });
});
