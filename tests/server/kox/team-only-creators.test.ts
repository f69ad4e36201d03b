import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuotaLedger } from '../../../server/analytics/sources/youtube/quota-ledger.ts';
import { createYoutubeApi } from '../../../server/analytics/sources/youtube/youtube-api.ts';
import { collectFromSources, registerStorageJobs } from '../../../server/domains/kox-storage/store-job.ts';
import { youtubeStorageSource } from '../../../server/domains/kox-storage/youtube-storage-source.ts';
import { JobRegistry } from '../../../server/jobs/job-registry.ts';
import { createJobRunner } from '../../../server/jobs/job-runner.ts';
import { sampleCreatorCatalog } from '../../../server/kox/creator-catalog.ts';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { API } from '../sources/youtube-fixtures.ts';
import { ok, teamWorld } from '../teams/org-kit.ts';
import { ANNA_CHANNEL, youtubeCreatorHandlers } from './youtube-creator-fixtures.ts';

/* Imported and collected creators are in the team's database like sample ones: list, filters, detail, scoping. */

const server = setupServer();
let t: TestApp;
let w: Awaited<ReturnType<typeof teamWorld>>;
let other: Awaited<ReturnType<typeof teamWorld>>;
const ANNA = `youtube-${ANNA_CHANNEL}`;
let tess: string;
const catalog = sampleCreatorCatalog();
const SAMPLE = 'sample-000010';
const PRICED = 'sample-000020';

async function collect() {
  server.use(...youtubeCreatorHandlers([]));
  const ledger = createQuotaLedger({ db: t.deps.db, apiKey: 'test-key', budget: 10_000 });
  const get = createYoutubeApi({ apiKey: 'test-key', ledger, baseUrl: API, retryDelayMs: 1 });
  const registry = new JobRegistry();
  registerStorageJobs(registry, { collect: collectFromSources(catalog, youtubeStorageSource(get)) });
  const runner = createJobRunner({
    db: t.deps.db,
    registry,
    backoff: () => 0,
    pollMs: 60_000,
    log: () => {},
  });
  await runner.tick();
  await runner.whenIdle();
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'bypass' });
  t = await createTestApp({ models: noModel });
  w = await teamWorld(t, 'kox-only');
  other = await teamWorld(t, 'kox-only-other');
  ok(
    await t.call(
      'kox.importCreators',
      { text: 'https://www.tiktok.com/@trail_tess,Trail Tess,tess@example.com,52000,9000,,150' },
      w.editor.token,
    ),
  );
  ok(await t.call('kox.teamAdd', { creator_ids: [SAMPLE, PRICED] }, w.editor.token));
  // The team's own price, far from the public one: the price filter must read it.
  ok(await t.call('kox.teamUpdate', { creator_id: PRICED, price_per_video_usd: 987_654 }, w.editor.token));
  ok(await t.call('koxStorage.store', { links: ['https://www.youtube.com/@RunWithAnna'] }, w.editor.token));
  await collect();
  const all = ok(await t.call('kox.teamList', { page_size: 100 }, w.viewer.token));
  tess = all.list.find((c) => c.handle === 'trail_tess')!.creator_id;
}, 60_000);
afterAll(async () => {
  server.close();
  await t.close();
});

const ids = async (filters: Record<string, unknown>, token = w.viewer.token) =>
  ok(await t.call('kox.teamList', { page_size: 100, ...filters }, token)).list.map((c) => c.creator_id);

describe("the team database's imported and collected creators", () => {
  it('lists every creator of the team database, each labelled by where it comes from', async () => {
    const page = ok(await t.call('kox.teamList', { page_size: 100 }, w.viewer.token));
    expect(page.total).toBe(4);
    const byId = new Map(page.list.map((c) => [c.creator_id, c]));
    expect(byId.get(tess)).toMatchObject({
      origin: 'imported',
      sample: false,
      nickname: 'Trail Tess',
      platform: 'tiktok',
      followers: 52_000,
      avg_views: 9000,
      email: 'tess@example.com',
      audience: null,
      language: null,
      team: { price_per_video_usd: '150.00' },
    });
    expect(byId.get(ANNA)).toMatchObject({
      origin: 'collected',
      sample: false,
      nickname: 'Run With Anna',
      followers: 312_000,
      avg_views: 35_355,
      avg_engagement: 808,
      country: 'GB',
      last_active_at: '2026-11-20T17:00:00.000Z',
    });
    expect(byId.get(SAMPLE)).toMatchObject({ origin: 'sample', sample: true });
  });

  it('opens imported and collected creators in the detail, with the recent posts the platform gave', async () => {
    const anna = ok(await t.call('kox.detail', { creator_id: ANNA }, w.viewer.token));
    expect(anna).toMatchObject({ origin: 'collected', sample: false, saved: true, team: { notes: '' } });
    expect(anna.recent_posts.map((p) => p.views).sort()).toEqual([18_400, 52_310]);
    const imported = ok(await t.call('kox.detail', { creator_id: tess }, w.viewer.token));
    expect(imported).toMatchObject({ origin: 'imported', sample: false, recent_posts: [] });
    const updated = ok(
      await t.call('kox.teamUpdate', { creator_id: tess, notes: 'trail races' }, w.editor.token),
    );
    expect(updated).toMatchObject({ origin: 'imported', team: { notes: 'trail races' } });
  });

  it('filters them on what their source gave, and leaves them out of filters on what it did not', async () => {
    expect(await ids({ platform: 'tiktok' })).toContain(tess);
    expect(await ids({ platform: 'tiktok' })).not.toContain(ANNA);
    expect(await ids({ followers: '200k-500k' })).toContain(ANNA);
    expect(await ids({ followers: '200k-500k' })).not.toContain(tess);
    expect(await ids({ has_email: true })).toContain(tess);
    expect(await ids({ has_email: true })).not.toContain(ANNA);
    expect(await ids({ country: 'GB' })).toEqual([ANNA]);
    expect(await ids({ topics: 'marathon' })).toEqual([ANNA]);
    expect(await ids({ last_active: 180, platform: 'youtube,tiktok' })).toContain(ANNA);
    const audience = await ids({ audience_gender: 'female', audience_gender_min: 0 });
    expect(audience).not.toContain(tess);
    expect(audience).not.toContain(ANNA);
  });

  it("filters the price on the team's own price when it set one", async () => {
    expect(await ids({ price_min: '100', price_max: '200' })).toEqual([tess]);
    expect(await ids({ price_min: '987654', price_max: '987654' })).toEqual([PRICED]);
    const publicPrice = catalog.creator(PRICED)!.pricePerVideoUsd;
    expect(await ids({ price_min: String(publicPrice), price_max: String(publicPrice) })).not.toContain(
      PRICED,
    );
    expect((await ids({ sort: 'price_per_video', order: 'desc' }))[0]).toBe(PRICED);
  });

  it('finds creators by part of their nickname or handle', async () => {
    expect(await ids({ q: 'TESS' })).toEqual([tess]);
    expect(await ids({ q: 'runwith' })).toEqual([ANNA]);
    expect(await ids({ q: catalog.creator(SAMPLE)!.handle })).toEqual([SAMPLE]);
  });

  it('sorts all of them in one order, unknown figures last, and pages through it without gaps', async () => {
    const sorted = await ids({ sort: 'avg_engagement', order: 'desc' });
    expect(sorted.at(-1)).toBe(tess);
    const followers = ok(
      await t.call('kox.teamList', { page_size: 100, sort: 'followers', order: 'asc' }, w.viewer.token),
    );
    const values = followers.list.map((c) => c.followers!);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    for (const order of ['asc', 'desc'] as const) {
      const paged: string[] = [];
      for (let page = 1; page <= 4; page++) {
        const res = ok(
          await t.call('kox.teamList', { page, page_size: 1, sort: 'followers', order }, w.viewer.token),
        );
        expect(res.total).toBe(4);
        paged.push(...res.list.map((c) => c.creator_id));
      }
      expect(paged).toEqual(await ids({ sort: 'followers', order }));
    }
  });

  it('never shows them to another team', async () => {
    expect(ok(await t.call('kox.teamList', { page_size: 100 }, other.viewer.token)).total).toBe(0);
    for (const id of [tess, ANNA]) {
      const res = await t.call('kox.detail', { creator_id: id }, other.viewer.token);
      expect(res.body.code).toBe(ErrorCode.NOT_FOUND);
    }
    // A member restricted to no client sees none of the unfiled ones either.
    expect(ok(await t.call('kox.teamList', { page_size: 100 }, w.restricted.token)).total).toBe(0);
  });
});
