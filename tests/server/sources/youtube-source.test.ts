import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CollectionScope } from '../../../server/analytics/sources/collection-source.ts';
import { createCollectionSource } from '../../../server/analytics/sources/create-collection-source.ts';
import { createQuotaLedger } from '../../../server/analytics/sources/youtube/quota-ledger.ts';
import { YoutubeApiError } from '../../../server/analytics/sources/youtube/youtube-error.ts';
import { createYoutubeSource } from '../../../server/analytics/sources/youtube/youtube-source.ts';
import type { DbHandle } from '../../../server/db/client.ts';
import { youtubeQuotaSpent } from '../../../server/db/schema/index.ts';
import { createMemoryDb } from '../helpers/db-snapshot.ts';
import { API, criteria, fixture, youtubeHandlers, type Calls } from './youtube-fixtures.ts';

const server = setupServer();
let database: DbHandle;
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  database = await createMemoryDb();
}, 60_000);
// Every test starts with the whole day's budget.
beforeEach(() => database.db.delete(youtubeQuotaSpent));
afterEach(() => server.resetHandlers());
afterAll(async () => {
  server.close();
  await database?.close();
});

const NOW = new Date('2026-11-22T12:00:00Z');
const owner = { dashboard_id: 'dash1', subject_id: 'subj1', platform: 'youtube' };

function scope(overrides: Parameters<typeof criteria>[0] = {}): CollectionScope {
  return { dashboardId: 'dash1', subjectId: 'subj1', platform: 'youtube', criteria: criteria(overrides) };
}

function source(budget = 10_000) {
  const ledger = createQuotaLedger({ db: database.db, apiKey: 'test-key', budget, now: () => NOW });
  const src = createYoutubeSource({
    apiKey: 'test-key',
    ledger,
    baseUrl: API,
    retryDelayMs: 1,
    now: () => NOW,
  });
  return { src, ledger };
}

function setup() {
  const calls: Calls = [];
  server.use(...youtubeHandlers(calls));
  return calls;
}

describe('YouTube source', () => {
  it('pages through search.list with the criteria the API can filter', async () => {
    const calls = setup();
    const { src } = source();
    await src.collect(scope(), () => {});
    const searches = calls.filter((c) => c.resource === 'search');
    expect(searches).toHaveLength(2);
    const first = searches[0]!.params;
    expect(Object.fromEntries(first)).toMatchObject({
      part: 'snippet',
      type: 'video',
      q: 'nike (running|marathon)',
      regionCode: 'US',
      publishedAfter: '2025-11-22T00:00:00Z',
      publishedBefore: '2026-11-23T00:00:00.000Z',
      maxResults: '50',
      key: 'test-key',
    });
    expect(first.has('pageToken')).toBe(false);
    expect(searches[1]!.params.get('pageToken')).toBe('CAMQAA');
    const videoIds = calls.find((c) => c.resource === 'videos')!.params;
    expect(videoIds.get('id')!.split(',')).toEqual([
      'vidNikeRun01',
      'vidMarath02',
      'vidAdidas03',
      'vidLiveNk04',
      'vidSmall005',
    ]);
    expect(videoIds.get('part')).toBe('snippet,statistics,contentDetails');
  });

  it('maps every post, channel, hashtag, comment and snapshot field', async () => {
    setup();
    const { src } = source();
    const batch = await src.collect(scope(), () => {});
    const nike = batch.posts.find((p) => p.post_id === 'vidNikeRun01');
    expect(nike).toEqual({
      ...owner,
      post_id: 'vidNikeRun01',
      channel_id: 'UCaaaaaaaaaaaaaaaaaaaaaa',
      title: 'Nike running shoes review #NikeRunning',
      description: 'Testing the new Pegasus on a 10k. #running #review',
      format: 'video',
      language: 'en',
      region: 'US',
      views: 150000,
      likes: 5000,
      comments: 300,
      shares: 0,
      saves: 0,
      reposts: 0,
      engagements: 5300,
      is_paid: false,
      is_app_promotion: false,
      posted_at: '2026-03-01T14:00:05.000Z',
      thumbnail_url: 'https://i.ytimg.com/vi/vidNikeRun01/hqdefault.jpg',
      video_url: 'https://www.youtube.com/watch?v=vidNikeRun01',
    });
    const short = batch.posts.find((p) => p.post_id === 'vidMarath02')!;
    expect(short).toMatchObject({
      format: 'short',
      language: 'zh',
      video_url: 'https://www.youtube.com/shorts/vidMarath02',
    });
    expect(batch.channels.find((c) => c.channel_id === 'UCaaaaaaaaaaaaaaaaaaaaaa')).toEqual({
      ...owner,
      channel_id: 'UCaaaaaaaaaaaaaaaaaaaaaa',
      title: 'Trail Runner Lab',
      url: 'https://www.youtube.com/@trailrunnerlab',
      logo_url: 'https://yt3.ggpht.com/UCaaaaaaaaaaaaaaaaaaaaaa=s88',
      region: 'US',
      language: 'en',
      followers: 1200000,
      new_followers: 0,
      category: null,
    });
    expect(batch.hashtags.filter((h) => h.post_id === 'vidNikeRun01').map((h) => h.tag)).toEqual([
      'nikerunning',
      'running',
      'review',
    ]);
    expect(batch.comments).toEqual([
      {
        ...owner,
        post_id: 'vidNikeRun01',
        comment_id: 'UgxA1',
        text: 'Great review, <b>love</b> these shoes!',
        likes: 42,
        posted_at: '2026-03-02T09:00:00.000Z',
      },
      {
        ...owner,
        post_id: 'vidNikeRun01',
        comment_id: 'UgxA2',
        text: 'Too expensive for me',
        likes: 3,
        posted_at: '2026-03-03T11:15:00.000Z',
      },
    ]);
    expect(batch.snapshots).toContainEqual({
      ...owner,
      channel_id: 'UCbbbbbbbbbbbbbbbbbbbbbb',
      captured_at: NOW.toISOString(),
      followers: 50000,
    });
  });

  it('maps a live broadcast to format live with no like or comment counts', async () => {
    setup();
    const { src } = source();
    const batch = await src.collect(scope({ keywords: 'berlin' }), () => {});
    expect(batch.posts).toHaveLength(1);
    expect(batch.posts[0]).toMatchObject({
      post_id: 'vidLiveNk04',
      format: 'live',
      comments: 0,
      language: null,
    });
  });

  it('applies keywords, follower range and excluded accounts after fetching', async () => {
    setup();
    const { src } = source();
    const all = await src.collect(scope(), () => {});
    // vidAdidas03 does not satisfy nike+(running|marathon).
    expect(all.posts.map((p) => p.post_id).sort()).toEqual([
      'vidLiveNk04',
      'vidMarath02',
      'vidNikeRun01',
      'vidSmall005',
    ]);

    setup();
    const filtered = await source().src.collect(
      scope({
        followerMin: 1000,
        followerMax: 2_000_000,
        excludedAccounts: ['https://www.youtube.com/@Nike'],
      }),
      () => {},
    );
    expect(filtered.posts.map((p) => p.post_id).sort()).toEqual(['vidMarath02', 'vidNikeRun01']);
    expect(filtered.channels.map((c) => c.channel_id).sort()).toEqual([
      'UCaaaaaaaaaaaaaaaaaaaaaa',
      'UCbbbbbbbbbbbbbbbbbbbbbb',
    ]);
    expect(filtered.snapshots).toHaveLength(2);
  });

  it('keeps nothing when the subject wants paid or app-promotion posts only', async () => {
    setup();
    expect((await source().src.collect(scope({ paidOnly: true }), () => {})).posts).toEqual([]);
    setup();
    expect((await source().src.collect(scope({ appPromotionOnly: true }), () => {})).posts).toEqual([]);
  });

  it('filters by topics, language and search scope', async () => {
    setup();
    const topics = await source().src.collect(scope({ keywords: '', topics: ['nikerunning'] }), () => {});
    expect(topics.posts.map((p) => p.post_id)).toEqual(['vidNikeRun01']);
    setup();
    const zh = await source().src.collect(scope({ contentLanguages: ['zh'] }), () => {});
    // A post whose language YouTube does not report (the live one) is kept.
    expect(zh.posts.map((p) => p.post_id)).toEqual(['vidMarath02', 'vidLiveNk04']);
    setup();
    const descOnly = await source().src.collect(
      scope({ keywords: 'pegasus', searchScope: ['title'] }),
      () => {},
    );
    expect(descOnly.posts).toEqual([]);
  });

  it('collects the posts of named accounts through channels.list forHandle and search by channelId', async () => {
    const calls = setup();
    await source().src.collect(
      scope({ keywords: '', accounts: ['https://www.youtube.com/@nike'] }),
      () => {},
    );
    expect(calls[0]!.resource).toBe('channels');
    expect(calls[0]!.params.get('forHandle')).toBe('@nike');
    const search = calls.find((c) => c.resource === 'search')!.params;
    expect(search.get('channelId')).toBe('UCcccccccccccccccccccccc');
    expect(search.get('order')).toBe('date');
    expect(search.has('q')).toBe(false);
  });

  it('counts quota units per call: 100 per search page, 1 per list call', async () => {
    setup();
    const { src, ledger } = source();
    await src.collect(scope(), () => {});
    // 2 search pages + 1 videos + 1 channels + 3 comment threads (of the posts with comments; two answer
    // 403 commentsDisabled and are skipped).
    expect(await ledger.used()).toBe(2 * 100 + 1 + 1 + 3);
  });

  it('stops with a clear error before passing the daily budget', async () => {
    const calls = setup();
    const { src, ledger } = source(150);
    const err = await src.collect(scope(), () => {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(YoutubeApiError);
    expect((err as YoutubeApiError).kind).toBe('quota_budget');
    expect((err as Error).message).toMatch(/daily YouTube quota budget of 150 units is spent/);
    expect(calls.filter((c) => c.resource === 'search')).toHaveLength(1);
    expect(await ledger.used()).toBe(100);
  });

  it.each([
    ['error-quota-exceeded', 'quota_exceeded', /quota exceeded for this API key/],
    ['error-rate-limit', 'rate_limited', /rate limit exceeded/],
  ])('turns 403 %s into a clear failure without retrying', async (name, kind, message) => {
    let hits = 0;
    server.use(
      http.get(`${API}/search`, () => {
        hits++;
        return HttpResponse.json(fixture(name), { status: 403 });
      }),
    );
    const err = await source()
      .src.collect(scope(), () => {})
      .catch((e: unknown) => e);
    expect((err as YoutubeApiError).kind).toBe(kind);
    expect((err as Error).message).toMatch(message);
    expect(hits).toBe(1);
  });

  it('retries a 5xx with backoff, then succeeds', async () => {
    const calls = setup();
    let failures = 2;
    server.use(
      http.get(`${API}/videos`, () =>
        failures-- > 0 ? HttpResponse.json(fixture('error-backend'), { status: 503 }) : undefined,
      ),
    );
    const { src, ledger } = source();
    const batch = await src.collect(scope(), () => {});
    expect(batch.posts.length).toBeGreaterThan(0);
    // Each failed attempt costs a unit too.
    expect(await ledger.used()).toBe(2 * 100 + 3 + 1 + 3);
    expect(calls.filter((c) => c.resource === 'videos')).toHaveLength(1);
  });

  it('gives up after the last attempt on a persistent 5xx', async () => {
    let hits = 0;
    server.use(
      http.get(`${API}/search`, () => {
        hits++;
        return HttpResponse.json(fixture('error-backend'), { status: 503 });
      }),
    );
    const err = await source()
      .src.collect(scope(), () => {})
      .catch((e: unknown) => e);
    expect((err as YoutubeApiError).kind).toBe('server');
    expect((err as Error).message).toMatch(/The service is currently unavailable/);
    expect(hits).toBe(4);
  });

  it('reports progress that only grows and ends complete', async () => {
    setup();
    const seen: [number, number][] = [];
    await source().src.collect(scope(), (done, total) => seen.push([done, total]));
    expect(seen.length).toBeGreaterThan(3);
    for (const [i, [done, total]] of seen.entries()) {
      expect(done).toBeLessThanOrEqual(total);
      if (i > 0) expect(done).toBeGreaterThanOrEqual(seen[i - 1]![0]);
    }
    const [done, total] = seen.at(-1)!;
    expect(done).toBe(total);
  });
});

describe('createCollectionSource', () => {
  it('sends youtube to the API when a key is set and everything else to the sample source', async () => {
    const calls = setup();
    const src = createCollectionSource({
      db: database.db,
      youtubeApiKey: 'k',
      youtube: { baseUrl: API, retryDelayMs: 1, now: () => NOW },
    });
    const yt = await src.collect(scope(), () => {});
    expect(yt.posts.some((p) => p.post_id === 'vidNikeRun01')).toBe(true);
    const before = calls.length;
    const tiktok = await src.collect({ ...scope(), platform: 'tiktok' }, () => {});
    expect(calls.length).toBe(before);
    expect(tiktok.posts.length).toBeGreaterThan(0);
    expect(tiktok.posts.every((p) => p.platform === 'tiktok')).toBe(true);
  });

  it('uses the sample source for youtube without a key', async () => {
    const calls = setup();
    const src = createCollectionSource({ db: database.db });
    expect(src.id).toBe('sample');
    const batch = await src.collect(scope(), () => {});
    expect(batch.posts.length).toBeGreaterThan(0);
    expect(calls).toHaveLength(0);
  });
});
