import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { koxContentSnapshots } from '../../../server/db/schema/index.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { newTeam, newUser, ok, teamWorld, type KitUser } from '../teams/org-kit.ts';

/* Correcting and deleting the team's content records (docs/kox.md "Imports"). */

let t: TestApp;
let w: Awaited<ReturnType<typeof teamWorld>>;
let rival: KitUser;

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  w = await teamWorld(t, 'koxcontentedit');
  rival = await newUser(t, 'koxcontentedit-rival');
  await newTeam(t, 'Rival content-edit team', rival);
}, 60_000);
afterAll(() => t.close());

async function imported(lines: string[], token = w.editor.token): Promise<string[]> {
  expect(ok(await t.call('kox.importContent', { text: lines.join('\n') }, token)).imported).toBe(
    lines.length,
  );
  const list = ok(await t.call('kox.contentList', { page_size: 100 }, token)).list;
  return lines.map((line) => list.find((c) => line.startsWith(c.link))!.content_id);
}

describe('content edit and delete', () => {
  it('corrects price, cooperation type, deal and title; new views are a reading of today with CPM and CPV again', async () => {
    const [id] = await imported([
      'https://www.youtube.com/watch?v=edit0000001,800,product_placement,160000,deal',
    ]);
    const updated = ok(
      await t.call(
        'kox.contentUpdate',
        {
          content_id: id!,
          price_usd: 1000,
          cooperation_type: 'full_campaign',
          deal: false,
          title: 'Launch <b>review</b>',
        },
        w.editor.token,
      ),
    );
    expect(updated).toMatchObject({
      price_usd: 1000,
      cooperation_type: 'full_campaign',
      deal: false,
      title: 'Launch <b>review</b>',
      views: 160_000,
      cpm_usd: 6.25,
    });
    expect(updated).not.toHaveProperty('snapshots');

    const corrected = ok(
      await t.call('kox.contentUpdate', { content_id: id!, views: 200_000 }, w.editor.token),
    );
    expect(corrected).toMatchObject({ views: 200_000, cpm_usd: 5, cpv_usd: 0.005, price_usd: 1000 });
    const detail = ok(await t.call('kox.contentDetail', { content_id: id! }, w.viewer.token));
    expect(detail.snapshots.map((s) => s.views)).toEqual([160_000, 200_000]);
  });

  it('refuses bad values with the field named, and viewers', async () => {
    const [id] = await imported([
      'https://www.youtube.com/watch?v=edit0000002,50,creator_incentive,10,non-deal',
    ]);
    const negative = await t.call('kox.contentUpdate', { content_id: id!, price_usd: -1 }, w.editor.token);
    expect(negative.body.code).toBe(ErrorCode.VALIDATION);
    expect(negative.body.issues?.[0]?.path).toBe('price_usd');
    const fraction = await t.call('kox.contentUpdate', { content_id: id!, views: 1.5 }, w.editor.token);
    expect(fraction.body.issues?.[0]?.path).toBe('views');
    const viewer = await t.call('kox.contentUpdate', { content_id: id!, price_usd: 1 }, w.viewer.token);
    expect(viewer.status).toBe(403);
    expect(ok(await t.call('kox.contentDetail', { content_id: id! }, w.viewer.token)).price_usd).toBe(50);
  });

  it('deletes records with their views over time, all or none; another team cannot touch them', async () => {
    const [a, b] = await imported([
      'https://www.youtube.com/watch?v=edit0000003,100,full_campaign,1000,deal',
      'https://www.youtube.com/watch?v=edit0000004,100,full_campaign,1000,deal',
    ]);
    const [theirs] = await imported(
      ['https://www.youtube.com/watch?v=edit0000005,100,full_campaign,1000,deal'],
      rival.token,
    );

    const mixed = await t.call('kox.contentDelete', { content_ids: [a!, theirs!] }, w.editor.token);
    expect(mixed.body.code).toBe(ErrorCode.NOT_FOUND);
    expect(ok(await t.call('kox.contentDetail', { content_id: a! }, w.viewer.token)).content_id).toBe(a);
    const foreign = await t.call('kox.contentUpdate', { content_id: theirs!, price_usd: 1 }, w.editor.token);
    expect(foreign.body.code).toBe(ErrorCode.NOT_FOUND);

    expect(ok(await t.call('kox.contentDelete', { content_ids: [a!, b!, a!] }, w.editor.token))).toEqual({
      deleted: 2,
    });
    expect((await t.call('kox.contentDetail', { content_id: a! }, w.viewer.token)).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect(
      await t.deps.db.select().from(koxContentSnapshots).where(eq(koxContentSnapshots.contentId, a!)),
    ).toEqual([]);
    expect(ok(await t.call('kox.contentDetail', { content_id: theirs! }, rival.token)).content_id).toBe(
      theirs,
    );
  });
});
