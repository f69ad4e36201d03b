import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AD_COVER_UPLOAD_PATH } from '../../../../src/lib/api/endpoints.ts';
import { ErrorCode } from '../../../../src/lib/api/error-codes.ts';
import { noModel } from '../../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { ok, teamWorld } from '../../teams/org-kit.ts';
import { exportFixture, postFile, runAdJobs, uploadFile } from './ad-app-kit.ts';

/* Tags of an uploaded dataset: rules as written, proposals, a person's corrections kept through re-uploads. */

let t: TestApp;
let w: Awaited<ReturnType<typeof teamWorld>>;
let datasetId: string;

const file = () => ({ bytes: exportFixture('meta-en-daily.csv'), name: 'meta.csv' });
const VIDEO = '120210000000000003';
const CAROUSEL = '120210000000000005';

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  w = await teamWorld(t, 'ad-tags');
  datasetId = ok(await uploadFile(t, w.editor.token, file())).dataset_id;
  await runAdJobs(t);
}, 180_000);
afterAll(() => t.close());

const list = async (extra: Record<string, string> = {}, token = w.viewer.token) =>
  ok(await t.call('adTags.list', { dataset_id: datasetId, ...extra } as never, token));
const storeTags = (adId: string) =>
  t.deps.analytics.all<{ dimension: string; tag: string; source: string }>(
    'select dimension, tag, source from analytics.ad_tags where dataset_id = $1 and ad_id = $2 order by dimension',
    [datasetId, adId],
  );
const adOf = async (adId: string) => (await list()).list.find((a) => a.ad_id === adId)!;

describe('ad tags', () => {
  it('lists the ads by spend with their tags and where each came from', async () => {
    const page = await list();
    expect(page.total).toBe(2);
    expect(page.retagging).toBe(false);
    expect(page.list.map((a) => [a.ad_id, a.ad_name])).toEqual([
      [VIDEO, 'Serum video 01'],
      [CAROUSEL, 'Serum carousel 02'],
    ]);
    expect(page.list[0]).toMatchObject({
      spend_usd: 1334.56,
      first_day: '2026-10-01',
      last_day: '2026-10-02',
    });
    // No rules yet: what is tagged is a proposal of the built-in analyzer.
    const sources = page.list.flatMap((a) =>
      Object.values(a.tags)
        .filter(Boolean)
        .map((tag) => tag!.source),
    );
    expect(sources.length).toBeGreaterThan(0);
    expect(new Set(sources)).toEqual(new Set(['builtin']));
    expect((await list({ keyword: 'CAROUSEL' })).list.map((a) => a.ad_id)).toEqual([CAROUSEL]);
    expect((await list({ keyword: '100%_' })).total).toBe(0);
  });

  it('refuses rules with a problem, all of them, naming the line in the language asked', async () => {
    const res = await t.call(
      'adTags.saveRules',
      {
        dataset_id: datasetId,
        rules: { product: 'serum, Serum\nSerum, Other', hook: 'a, b, c' },
        lang: 'zh',
      },
      w.editor.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ErrorCode.AD_TAG_RULES_INVALID);
    expect(res.body.issues).toEqual([
      expect.objectContaining({
        path: 'rules.product',
        row: 2,
        params: expect.objectContaining({ kind: 'search_repeated' }),
      }),
      expect.objectContaining({
        path: 'rules.hook',
        row: 1,
        params: expect.objectContaining({ kind: 'too_many_parts' }),
      }),
    ]);
    expect(res.body.issues![0]!.message).toMatch(/第|行/);
    expect(ok(await t.call('adTags.rules', { dataset_id: datasetId }, w.viewer.token)).rules).toEqual({
      product: '',
      audience: '',
      hook: '',
    });
    const viewer = await t.call(
      'adTags.saveRules',
      { dataset_id: datasetId, rules: { product: 'x' } },
      w.viewer.token,
    );
    expect(viewer.body.code).toBe(ErrorCode.FORBIDDEN);
  });

  it('tags again by the rules saved', async () => {
    const saved = ok(
      await t.call(
        'adTags.saveRules',
        {
          dataset_id: datasetId,
          rules: { product: '# serums\nserum, Skincare serum', hook: 'video, Video' },
        },
        w.editor.token,
      ),
    );
    expect(saved).toMatchObject({ retagging: true, rules: { product: '# serums\nserum, Skincare serum' } });
    expect((await list()).retagging).toBe(true);
    await runAdJobs(t);
    const video = await adOf(VIDEO);
    expect(video.tags.product).toEqual({ tag: 'Skincare serum', source: 'rule' });
    expect(video.tags.hook).toEqual({ tag: 'Video', source: 'rule' });
    expect((await list()).retagging).toBe(false);
  });

  it('shows a correction at once, keeps it through tagging and a new upload, and lets it be removed', async () => {
    const corrected = ok(
      await t.call(
        'adTags.correct',
        { dataset_id: datasetId, ad_ids: [CAROUSEL], dimension: 'product', tag: 'Carousel serum' },
        w.editor.token,
      ),
    );
    expect(corrected).toEqual({ corrected: 1, retagging: true });
    ok(
      await t.call(
        'adTags.correct',
        { dataset_id: datasetId, ad_ids: [VIDEO], dimension: 'hook', tag: null },
        w.editor.token,
      ),
    );
    const now = await adOf(CAROUSEL);
    expect(now.tags.product).toMatchObject({
      tag: 'Carousel serum',
      source: 'person',
      corrected_by: 'ad-tags-editor',
    });
    expect((await adOf(VIDEO)).tags.hook).toMatchObject({ tag: null, source: 'person' });
    await runAdJobs(t);
    expect(await storeTags(CAROUSEL)).toContainEqual({
      dimension: 'product',
      tag: 'Carousel serum',
      source: 'person',
    });
    expect((await storeTags(VIDEO)).map((r) => r.dimension)).not.toContain('hook');
    expect((await list({ dimension: 'hook', untagged: 'true' })).list.map((a) => a.ad_id)).toContain(VIDEO);

    // The same export again, as a new file of the dataset: the corrections hold.
    const again = ok(await uploadFile(t, w.editor.token, file(), { dataset_id: datasetId }));
    expect(again).toMatchObject({ dataset_id: datasetId, state: 'parsing', row_count: 3 });
    const busy = await uploadFile(t, w.editor.token, file(), { dataset_id: datasetId });
    expect(busy.body.code).toBe(ErrorCode.AD_DATASET_BUSY);
    expect(busy.status).toBe(409);
    await runAdJobs(t);
    expect(await storeTags(CAROUSEL)).toContainEqual({
      dimension: 'product',
      tag: 'Carousel serum',
      source: 'person',
    });
    expect((await storeTags(VIDEO)).map((r) => r.dimension)).not.toContain('hook');

    ok(
      await t.call(
        'adTags.correct',
        { dataset_id: datasetId, ad_ids: [VIDEO], dimension: 'hook', action: 'clear' },
        w.editor.token,
      ),
    );
    await runAdJobs(t);
    expect((await adOf(VIDEO)).tags.hook).toEqual({ tag: 'Video', source: 'rule' });
  });

  it('refuses corrections of ads not in the data, by viewers, and of hidden datasets', async () => {
    const unknown = await t.call(
      'adTags.correct',
      { dataset_id: datasetId, ad_ids: ['nope'], dimension: 'product', tag: 'X' },
      w.editor.token,
    );
    expect(unknown.body.code).toBe(ErrorCode.AD_AD_UNKNOWN);
    const noTag = await t.call(
      'adTags.correct',
      { dataset_id: datasetId, ad_ids: [VIDEO], dimension: 'product' },
      w.editor.token,
    );
    expect(noTag.body.code).toBe(ErrorCode.VALIDATION);
    const hostile = await t.call(
      'adTags.correct',
      { dataset_id: datasetId, ad_ids: [VIDEO], dimension: 'product', tag: 'a\u0000b' },
      w.editor.token,
    );
    expect(hostile.body.code).toBe(ErrorCode.VALIDATION);
    const viewer = await t.call(
      'adTags.correct',
      { dataset_id: datasetId, ad_ids: [VIDEO], dimension: 'product', tag: 'X' },
      w.viewer.token,
    );
    expect(viewer.body.code).toBe(ErrorCode.FORBIDDEN);
    const restricted = await t.call('adTags.list', { dataset_id: datasetId }, w.restricted.token);
    expect(restricted.body.code).toBe(ErrorCode.NOT_FOUND);
  });
});

/** A PNG's first bytes: the signature and an IHDR of the given size (all the check reads). */
function png(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

describe('ad covers', () => {
  const cover = (bytes: Uint8Array | string, fields: Record<string, string> = {}, token = w.editor.token) =>
    postFile<{ cover_url: string; width: number }>(
      t,
      AD_COVER_UPLOAD_PATH,
      token,
      { bytes, name: 'cover.png', type: 'image/png' },
      { dataset_id: datasetId, ad_id: VIDEO, ...fields },
    );

  it('stores a checked image, served by its address without a sign-in and shown for the ad', async () => {
    const stored = ok(await cover(png(640, 360)));
    expect(stored).toMatchObject({ width: 640, height: 360 });
    const served = await t.app.request(stored.cover_url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await adOf(VIDEO)).cover_url).toBe(stored.cover_url);
  });

  it('refuses each failed check with its own code: size, width, height, not an image, unknown ad', async () => {
    expect((await cover(png(640, 360), { max_width: '600' })).body).toMatchObject({
      code: ErrorCode.AD_COVER_TOO_WIDE,
      issues: [{ params: { max_width: 600, width: 640 } }],
    });
    expect((await cover(png(640, 360), { max_height: '300' })).body.code).toBe(ErrorCode.AD_COVER_TOO_TALL);
    expect((await cover('<svg onload="alert(1)"/>')).body.code).toBe(ErrorCode.AD_COVER_NOT_IMAGE);
    expect((await cover(png(10, 10), { ad_id: 'nope' })).body.code).toBe(ErrorCode.AD_AD_UNKNOWN);
    expect((await cover(png(10, 10), {}, w.viewer.token)).body.code).toBe(ErrorCode.FORBIDDEN);
    const big = await t.app.request(AD_COVER_UPLOAD_PATH, {
      method: 'POST',
      body: 'x',
      headers: {
        'MB-TOKEN': w.editor.token,
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(10_100_000),
      },
    });
    expect(big.status).toBe(413);
    expect(((await big.json()) as { code: number }).code).toBe(ErrorCode.AD_COVER_TOO_LARGE);
    const tooBig = await cover(new Uint8Array([...png(10, 10), ...new Uint8Array(10_000_000)]));
    expect(tooBig.body.code).toBe(ErrorCode.AD_COVER_TOO_LARGE);
  });

  it('goes with its dataset', async () => {
    const url = (await adOf(VIDEO)).cover_url!;
    ok(await t.call('adData.delete', { dataset_id: datasetId }, w.editor.token));
    expect((await t.app.request(url)).status).toBe(404);
  });
});
