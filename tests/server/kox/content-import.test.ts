import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { koxContents } from '../../../server/db/schema/index.ts';
import { sampleCreatorCatalog } from '../../../server/kox/creator-catalog.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { joinTeam, newTeam, newUser, ok, teamWorld, type KitUser } from '../teams/org-kit.ts';

/* Spec §5 content import and the team's content records with CPM / CPV (docs/kox.md "Imports"). */

let t: TestApp;
let w: Awaited<ReturnType<typeof teamWorld>>;
let rival: KitUser;
let acme: string;
const sample = (n: number) => sampleCreatorCatalog().creator(`sample-${String(n).padStart(6, '0')}`)!;

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  w = await teamWorld(t, 'koxcontent');
  acme = ok(await t.call('client.add', { name: 'Acme' }, w.admin.token)).client_id;
  await joinTeam(t, w.teamId, w.restricted, 'editor', { clients: [acme] });
  rival = await newUser(t, 'koxcontent-rival');
  await newTeam(t, 'Rival content team', rival);
}, 60_000);
afterAll(() => t.close());

const importLines = (text: string, token = w.editor.token) => t.call('kox.importContent', { text }, token);

async function held(): Promise<number> {
  const [row] = await t.deps.db
    .select({ n: count() })
    .from(koxContents)
    .where(eq(koxContents.teamId, w.teamId));
  return row!.n;
}

async function rejected(text: string): Promise<string[]> {
  const before = await held();
  const res = await importLines(text);
  expect(res.body.code).toBe(ErrorCode.KOX_IMPORT_REJECTED);
  expect(await held()).toBe(before);
  return (res.body.issues ?? []).map((i) => `${i.row ?? '-'} ${i.column ?? '-'} ${i.code}`);
}

describe('content import', () => {
  it('imports posts with price, cooperation type, views and deal, tied to the creator the link names', async () => {
    const creator = sample(20);
    const text = [
      `https://www.youtube.com/watch?v=content0001,800,product_placement,160000,deal,${creator.profileUrl},Review`,
      'https://www.tiktok.com/@someone_new/video/7300000000000000001,"1,200.50",达人激励订单,0,未成交',
      'https://www.instagram.com/reel/CxAbCdEfGh1/,0,Full campaign order',
    ].join('\n');
    expect(ok(await importLines(text))).toEqual({ imported: 3 });
    const list = ok(await t.call('kox.contentList', {}, w.viewer.token));
    expect(list.total).toBe(3);
    const review = list.list.find((c) => c.title === 'Review')!;
    expect(review).toMatchObject({
      platform: 'youtube',
      link: 'https://www.youtube.com/watch?v=content0001',
      views: 160000,
      price_usd: 800,
      cooperation_type: 'product_placement',
      deal: true,
      cpm_usd: 5,
      cpv_usd: 0.005,
      creator: { creator_id: creator.id, handle: creator.handle, sample: true },
    });
    const tiktok = list.list.find((c) => c.platform === 'tiktok')!;
    expect(tiktok).toMatchObject({
      price_usd: 1200.5,
      cooperation_type: 'creator_incentive',
      deal: false,
      views: 0,
    });
    expect(tiktok.cpm_usd).toBeNull();
    const reel = list.list.find((c) => c.platform === 'instagram')!;
    expect(reel).toMatchObject({ cooperation_type: 'full_campaign', creator: null, price_usd: 0 });

    const detail = ok(await t.call('kox.contentDetail', { content_id: review.content_id }, w.viewer.token));
    expect(detail.snapshots).toEqual([{ taken_at: expect.any(String), views: 160000 }]);
    expect(ok(await t.call('kox.contentList', { creator_id: creator.id }, w.viewer.token)).total).toBe(1);
    const found = ok(await t.call('kox.contentList', { keyword: 'REVIEW' }, w.viewer.token));
    expect(found.list.map((c) => c.content_id)).toEqual([review.content_id]);
  });

  it('requires link, price and cooperation type', async () => {
    expect(
      await rejected(',,,,,,Only a title\nhttps://www.youtube.com/watch?v=content0002,,product_placement'),
    ).toEqual([
      `1 link ${ErrorCode.IMPORT_FIELD_REQUIRED}`,
      `1 price_usd ${ErrorCode.IMPORT_FIELD_REQUIRED}`,
      `1 cooperation_type ${ErrorCode.IMPORT_FIELD_REQUIRED}`,
      `2 price_usd ${ErrorCode.IMPORT_FIELD_REQUIRED}`,
    ]);
  });

  it('refuses views that are not a whole number of 0 or more and a price below 0', async () => {
    const text = [
      'https://www.youtube.com/watch?v=content0003,100,product_placement,12.5',
      'https://www.youtube.com/watch?v=content0004,100,product_placement,-3',
      'https://www.youtube.com/watch?v=content0005,-100,product_placement,3',
    ].join('\n');
    expect(await rejected(text)).toEqual([
      `1 views ${ErrorCode.IMPORT_VIEWS_INTEGER}`,
      `2 views ${ErrorCode.IMPORT_VIEWS_INTEGER}`,
      `3 price_usd ${ErrorCode.IMPORT_NOT_NONNEGATIVE}`,
    ]);
  });

  it('refuses unknown cooperation types, deal values and links that are not posts', async () => {
    const text = [
      'https://www.youtube.com/watch?v=content0006,100,sponsorship',
      'https://www.youtube.com/watch?v=content0007,100,product_placement,1,maybe',
      'https://www.youtube.com/@someone,100,product_placement',
    ].join('\n');
    expect(await rejected(text)).toEqual([
      `1 cooperation_type ${ErrorCode.IMPORT_COOPERATION_UNKNOWN}`,
      `2 deal ${ErrorCode.IMPORT_DEAL_UNKNOWN}`,
      `3 link ${ErrorCode.IMPORT_POST_LINK_UNSUPPORTED}`,
    ]);
  });

  it('reports a post twice in the batch and one the team already has', async () => {
    const text = [
      'https://youtu.be/content0008,100,product_placement',
      'https://www.youtube.com/shorts/content0008,100,product_placement',
      'https://www.youtube.com/watch?v=content0001,100,product_placement',
    ].join('\n');
    expect(await rejected(text)).toEqual([
      `2 link ${ErrorCode.IMPORT_DUPLICATE}`,
      `3 link ${ErrorCode.IMPORT_CONTENT_ALREADY_SAVED}`,
    ]);
  });

  it('keeps content to its team and a restricted member to their clients’ creators', async () => {
    const [first] = ok(await t.call('kox.contentList', {}, w.viewer.token)).list;
    const other = await t.call('kox.contentDetail', { content_id: first!.content_id }, rival.token);
    expect(other.body.code).toBe(ErrorCode.NOT_FOUND);
    expect(ok(await t.call('kox.contentList', {}, rival.token)).total).toBe(0);
    // The restricted member sees no content until its creator is filed under their client.
    expect(ok(await t.call('kox.contentList', {}, w.restricted.token)).total).toBe(0);
    ok(await t.call('kox.teamAdd', { creator_ids: [sample(20).id], client_id: acme }, w.editor.token));
    const mine = ok(await t.call('kox.contentList', {}, w.restricted.token));
    expect(mine.list.map((c) => c.title)).toEqual(['Review']);
  });
});
