import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createYoutubeApi } from '../../../server/analytics/sources/youtube/youtube-api.ts';
import { createQuotaLedger } from '../../../server/analytics/sources/youtube/quota-ledger.ts';
import { YoutubeApiError } from '../../../server/analytics/sources/youtube/youtube-error.ts';
import type { DbHandle } from '../../../server/db/client.ts';
import { youtubeQuotaSpent } from '../../../server/db/schema/index.ts';
import { collectYoutubeCreator } from '../../../server/kox/sources/youtube/youtube-creator.ts';
import { parseCreatorLink } from '../../../src/lib/kox-link.ts';
import { createMemoryDb } from '../helpers/db-snapshot.ts';
import { youtubeCreatorHandlers } from './youtube-creator-fixtures.ts';
import { API, fixture as sourceFixture, type Calls } from '../sources/youtube-fixtures.ts';

/* A creator from the YouTube Data API: channel, uploads, statistics, with the shared quota ledger. */

const server = setupServer();
let database: DbHandle;
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  database = await createMemoryDb();
}, 60_000);
beforeEach(() => database.db.delete(youtubeQuotaSpent));
afterEach(() => server.resetHandlers());
afterAll(async () => {
  server.close();
  await database?.close();
});

const NOW = new Date('2026-11-22T12:00:00Z');

function api(budget = 10_000) {
  const ledger = createQuotaLedger({ db: database.db, apiKey: 'test-key', budget, now: () => NOW });
  return { get: createYoutubeApi({ apiKey: 'test-key', ledger, baseUrl: API, retryDelayMs: 1 }), ledger };
}

const fakeApi = (calls: Calls) => server.use(...youtubeCreatorHandlers(calls));

describe('collectYoutubeCreator', () => {
  it('reads the channel, its latest uploads and their statistics in three calls of one unit', async () => {
    const calls: Calls = [];
    fakeApi(calls);
    const { get, ledger } = api();
    const creator = await collectYoutubeCreator(
      get,
      parseCreatorLink('https://www.youtube.com/@RunWithAnna')!,
    );
    expect(calls.map((c) => c.resource)).toEqual(['channels', 'playlistItems', 'videos']);
    expect(calls[0]!.params.get('forHandle')).toBe('@RunWithAnna');
    expect(calls[0]!.params.get('part')).toBe('snippet,statistics,brandingSettings,contentDetails');
    expect(calls[1]!.params.get('playlistId')).toBe('UUrunwithannaAAAAAAAAAAA');
    expect(calls[2]!.params.get('id')).toBe('vidAnnaRun01,vidAnnaRun02');
    expect(await ledger.used()).toBe(3);
    expect(creator).toMatchObject({
      channelId: 'UCrunwithannaAAAAAAAAAAA',
      handle: 'runwithanna',
      nickname: 'Run With Anna',
      country: 'GB',
      followers: 312_000,
      videoCount: 418,
      keywords: ['running', 'marathon', 'running shoes', 'training'],
    });
    expect(creator!.recentVideos.map((v) => [v.url, v.views, v.likes, v.comments])).toEqual([
      ['https://www.youtube.com/watch?v=vidAnnaRun01', 52_310, 0, 310],
      ['https://www.youtube.com/watch?v=vidAnnaRun02', 18_400, 1_210, 96],
    ]);
    expect(creator!.recentVideos[1]!.hashtags).toEqual(['running', 'base training']);
  });

  it('asks by channel id for a /channel/ link, and answers null for a channel YouTube does not know', async () => {
    const calls: Calls = [];
    fakeApi(calls);
    const { get, ledger } = api();
    const known = await collectYoutubeCreator(
      get,
      parseCreatorLink('youtube.com/channel/UCrunwithannaAAAAAAAAAAA')!,
    );
    expect(calls[0]!.params.get('id')).toBe('UCrunwithannaAAAAAAAAAAA');
    expect(known?.channelId).toBe('UCrunwithannaAAAAAAAAAAA');
    calls.length = 0;
    expect(await collectYoutubeCreator(get, parseCreatorLink('youtube.com/@nobody')!)).toBeNull();
    expect(calls.map((c) => c.resource)).toEqual(['channels']);
    expect(await ledger.used()).toBe(4);
  });

  it("refuses, before calling YouTube, a call the day's budget cannot pay", async () => {
    const calls: Calls = [];
    fakeApi(calls);
    const { get } = api(2);
    const refused = await collectYoutubeCreator(get, parseCreatorLink('youtube.com/@runwithanna')!).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(YoutubeApiError);
    expect((refused as YoutubeApiError).kind).toBe('quota_budget');
    expect(calls.map((c) => c.resource)).toEqual(['channels', 'playlistItems']);
  });

  it("turns Google's quotaExceeded answer into a quota_exceeded error", async () => {
    server.use(
      http.get(`${API}/channels`, () =>
        HttpResponse.json(sourceFixture('error-quota-exceeded'), { status: 403 }),
      ),
    );
    const { get } = api();
    const refused = await collectYoutubeCreator(get, parseCreatorLink('youtube.com/@runwithanna')!).catch(
      (e: unknown) => e,
    );
    expect((refused as YoutubeApiError).kind).toBe('quota_exceeded');
  });
});
