import { eq } from 'drizzle-orm';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createQuotaLedger } from '../../../server/analytics/sources/youtube/quota-ledger.ts';
import { createYoutubeApi } from '../../../server/analytics/sources/youtube/youtube-api.ts';
import { koxCollectedCreators, koxTeamCreators, youtubeQuotaSpent } from '../../../server/db/schema/index.ts';
import {
  registerRefreshJob,
  scheduleDueCreatorRefreshes,
} from '../../../server/domains/kox-storage/monitoring.ts';
import { collectFromSources, registerStorageJobs } from '../../../server/domains/kox-storage/store-job.ts';
import { youtubeStorageSource } from '../../../server/domains/kox-storage/youtube-storage-source.ts';
import { JobRegistry } from '../../../server/jobs/job-registry.ts';
import { createJobRunner } from '../../../server/jobs/job-runner.ts';
import { sampleCreatorCatalog } from '../../../server/kox/creator-catalog.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { API, type Calls } from '../sources/youtube-fixtures.ts';
import { ok, teamWorld } from '../teams/org-kit.ts';
import { ANNA_CHANNEL, youtubeCreatorHandlers } from './youtube-creator-fixtures.ts';

/* Storing a YouTube creator who is not sample data, from the YouTube Data API (YOUTUBE_API_KEY set). */

const server = setupServer();
let t: TestApp;
let w: Awaited<ReturnType<typeof teamWorld>>;
const calls: Calls = [];

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'bypass' });
  t = await createTestApp({ models: noModel });
  w = await teamWorld(t, 'kox-yt');
}, 60_000);
afterEach(() => {
  calls.length = 0;
});
afterAll(async () => {
  server.close();
  await t.close();
});

async function runJobs(budget = 10_000) {
  server.use(...youtubeCreatorHandlers(calls));
  const ledger = createQuotaLedger({ db: t.deps.db, apiKey: 'test-key', budget });
  const get = createYoutubeApi({ apiKey: 'test-key', ledger, baseUrl: API, retryDelayMs: 1 });
  const registry = new JobRegistry();
  const youtube = youtubeStorageSource(get);
  registerStorageJobs(registry, { collect: collectFromSources(sampleCreatorCatalog(), youtube) });
  registerRefreshJob(registry, { catalog: sampleCreatorCatalog(), collect: youtube });
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
const recordOf = async (link: string) =>
  ok(await t.call('koxStorage.list', { page_size: 100 }, w.viewer.token)).list.find((r) => r.link === link)!;

describe('storage from the YouTube Data API', () => {
  it('collects the channel, its uploads and statistics into a creator that is not sample, with its followers', async () => {
    const link = 'https://www.youtube.com/@RunWithAnna';
    ok(await t.call('koxStorage.store', { links: [link] }, w.editor.token));
    await runJobs();
    expect(calls.map((c) => c.resource)).toEqual(['channels', 'playlistItems', 'videos']);
    const record = await recordOf(link);
    expect(record).toMatchObject({
      state: 'completed',
      sample: false,
      creator_id: `youtube-${ANNA_CHANNEL}`,
    });
    const [row] = await t.deps.db
      .select()
      .from(koxCollectedCreators)
      .where(eq(koxCollectedCreators.id, record.creator_id!));
    expect(row).toMatchObject({
      platform: 'youtube',
      handle: 'runwithanna',
      nickname: 'Run With Anna',
      followers: 312_000,
    });
    expect(row!.recentPosts).toHaveLength(2);
    const trend = ok(
      await t.call('koxStorage.followerHistory', { creator_id: record.creator_id! }, w.viewer.token),
    );
    expect(trend).toMatchObject({ monitoring: true, points: [{ followers: 312_000 }] });
  });

  it('refreshes a monitored YouTube creator weekly by their channel id, adding to the trend', async () => {
    await t.deps.db.update(koxTeamCreators).set({ nextRefreshAt: new Date(Date.now() - 1000) });
    expect(await scheduleDueCreatorRefreshes(t.deps.db, new Date())).toBe(1);
    await runJobs();
    expect(calls[0]!.params.get('id')).toBe(ANNA_CHANNEL);
    const trend = ok(
      await t.call('koxStorage.followerHistory', { creator_id: `youtube-${ANNA_CHANNEL}` }, w.viewer.token),
    );
    expect(trend.points.map((p) => p.followers)).toEqual([312_000, 312_000]);
  });

  it('fails a channel YouTube does not know as not found, and a TikTok profile as not configured', async () => {
    const links = ['youtube.com/@nobody_on_youtube', 'tiktok.com/@still_no_source'];
    ok(await t.call('koxStorage.store', { links }, w.editor.token));
    await runJobs();
    expect(await recordOf(links[0]!)).toMatchObject({ state: 'failed', failure_reason: 'not_found' });
    expect(await recordOf(links[1]!)).toMatchObject({
      state: 'failed',
      failure_reason: 'source_not_configured',
    });
  });

  it("fails as quota exceeded, without calling YouTube, when the day's budget is spent", async () => {
    await t.deps.db.delete(youtubeQuotaSpent);
    const link = 'youtube.com/channel/UCotherchannelBBBBBBBBBB';
    ok(await t.call('koxStorage.store', { links: [link] }, w.editor.token));
    await runJobs(0);
    expect(calls).toEqual([]);
    expect(await recordOf(link)).toMatchObject({ state: 'failed', failure_reason: 'quota_exceeded' });
  });
});
