import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { YOUTUBE_API_BASE } from '../../../server/analytics/sources/youtube/youtube-api.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { fixture } from '../sources/youtube-fixtures.ts';

const server = setupServer();
const lookups: URLSearchParams[] = [];

let offline: TestApp;
let online: TestApp;
let offlineToken: string;
let onlineToken: string;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  server.use(
    http.get(`${YOUTUBE_API_BASE}/channels`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      lookups.push(params);
      const found =
        params.get('forHandle') === '@nike' ||
        params.get('id') === 'UCcccccccccccccccccccccc' ||
        params.get('forUsername') === 'nikerunning';
      return HttpResponse.json(fixture(found ? 'channel-by-handle' : 'channel-none'));
    }),
  );
  [offline, online] = await Promise.all([
    createTestApp({ models: noModel }),
    createTestApp({ models: noModel, env: { YOUTUBE_API_KEY: 'test-key' } }),
  ]);
  [offlineToken, onlineToken] = await Promise.all([offline.signIn(), online.signIn()]);
  await offline.deps.analytics.insert('channels', [
    {
      dashboard_id: 'd1',
      subject_id: 's1',
      platform: 'tiktok',
      channel_id: '6800000000000000001',
      title: 'Run Club',
      url: 'https://www.tiktok.com/@runclub',
      logo_url: null,
      region: 'US',
      language: 'en',
      followers: 1000,
      new_followers: 0,
      category: null,
    },
  ]);
}, 60_000);
afterAll(async () => {
  server.close();
  await Promise.all([offline.close(), online.close()]);
});

const statuses = (results: { link: string; status: string }[]) =>
  Object.fromEntries(results.map((r) => [r.link, r.status]));

describe('dashboard.checkAccounts', () => {
  it('looks YouTube links up with channels.list when an API key is set', async () => {
    const links = [
      'https://www.youtube.com/@Nike',
      'youtube.com/channel/UCcccccccccccccccccccccc',
      'https://www.youtube.com/user/NikeRunning',
      'https://www.youtube.com/@nobody-here',
    ].join('\n');
    const res = await online.call('dashboard.checkAccounts', { links }, onlineToken);
    expect(res.body.data.results).toEqual([
      {
        line: 1,
        link: 'https://www.youtube.com/@Nike',
        platform: 'youtube',
        handle: 'nike',
        status: 'exists',
      },
      {
        line: 2,
        link: 'youtube.com/channel/UCcccccccccccccccccccccc',
        platform: 'youtube',
        handle: 'UCcccccccccccccccccccccc',
        status: 'exists',
      },
      {
        line: 3,
        link: 'https://www.youtube.com/user/NikeRunning',
        platform: 'youtube',
        handle: 'nikerunning',
        status: 'exists',
      },
      {
        line: 4,
        link: 'https://www.youtube.com/@nobody-here',
        platform: 'youtube',
        handle: 'nobody-here',
        status: 'not_found',
      },
    ]);
    expect(lookups.map((p) => [p.get('forHandle'), p.get('id'), p.get('forUsername'), p.get('key')])).toEqual(
      [
        ['@nike', null, null, 'test-key'],
        [null, 'UCcccccccccccccccccccccc', null, 'test-key'],
        [null, null, 'nikerunning', 'test-key'],
        ['@nobody-here', null, null, 'test-key'],
      ],
    );
  });

  it('without a key, knows accounts from the collected facts and the sample catalog only', async () => {
    const links = [
      'https://www.tiktok.com/@RunClub',
      'https://www.youtube.com/@TrailReviews',
      'https://www.instagram.com/dailypicks42/',
      'https://www.youtube.com/@nike',
      'https://www.instagram.com/p/Cx1/',
      '',
      'not a link at all',
    ].join('\n');
    const res = await offline.call('dashboard.checkAccounts', { links }, offlineToken);
    expect(statuses(res.body.data.results)).toEqual({
      'https://www.tiktok.com/@RunClub': 'exists',
      'https://www.youtube.com/@TrailReviews': 'exists',
      'https://www.instagram.com/dailypicks42/': 'exists',
      'https://www.youtube.com/@nike': 'not_found',
      'https://www.instagram.com/p/Cx1/': 'not_found',
      'not a link at all': 'not_found',
    });
    const unparseable = res.body.data.results.find((r) => r.link === 'not a link at all');
    expect(unparseable).toEqual({
      line: 7,
      link: 'not a link at all',
      platform: null,
      handle: null,
      status: 'not_found',
    });
  });

  it('treats a link of a medium not chosen as not found', async () => {
    const res = await offline.call(
      'dashboard.checkAccounts',
      { links: 'https://www.tiktok.com/@runclub', media: ['youtube'] },
      offlineToken,
    );
    expect(res.body.data.results[0]!.status).toBe('not_found');
  });

  it('needs a sign-in and takes at most 200 lines', async () => {
    expect((await offline.call('dashboard.checkAccounts', { links: 'x' })).body.code).toBe(
      ErrorCode.SIGN_IN_EXPIRED,
    );
    const links = Array.from({ length: 201 }, (_, i) => `https://www.tiktok.com/@u${i}`).join('\n');
    const res = await offline.call('dashboard.checkAccounts', { links }, offlineToken);
    expect(res.body.code).toBe(ErrorCode.VALIDATION);
  });
});
