import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AdSourceError } from '../../../../server/ads/sources/ad-source-error.ts';
import { createMetaSource, type MetaSourceOptions } from '../../../../server/ads/sources/meta/meta-source.ts';
import { fixture, readAll, recordedWaits, zeros } from './fixtures.ts';

const API = 'https://graph.test/v25.0';
const TOKEN = 'EAAGm0PX4ZCpsBAtesttoken1234567890';
const binding = { platform: 'meta' as const, accountId: 'act_1234567890', token: TOKEN };
const request = { datasetId: 'ds1', binding, since: '2026-11-01', until: '2026-11-02' };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface Call {
  url: URL;
  authorization: string | null;
}

/** The fake Graph API: the account, two insights pages and the ads lookup; `insights` may be replaced. */
function graph(overrides: { insights?: (url: URL, n: number) => Response | undefined } = {}) {
  const calls: Call[] = [];
  let insightCalls = 0;
  server.use(
    http.get(`${API}/act_1234567890/insights`, ({ request: req }) => {
      const url = new URL(req.url);
      calls.push({ url, authorization: req.headers.get('authorization') });
      const custom = overrides.insights?.(url, ++insightCalls);
      if (custom) return custom;
      return HttpResponse.json(
        fixture(url.searchParams.get('after') ? 'meta-insights-page2' : 'meta-insights-page1'),
      );
    }),
    http.get(`${API}/act_1234567890`, ({ request: req }) => {
      calls.push({ url: new URL(req.url), authorization: req.headers.get('authorization') });
      return HttpResponse.json(fixture('meta-account'));
    }),
    http.get(`${API}/`, ({ request: req }) => {
      const url = new URL(req.url);
      calls.push({ url, authorization: req.headers.get('authorization') });
      const all = fixture('meta-ads');
      const ids = url.searchParams.get('ids')!.split(',');
      return HttpResponse.json(Object.fromEntries(ids.filter((id) => all[id]).map((id) => [id, all[id]])));
    }),
  );
  return calls;
}

function source(opts: MetaSourceOptions = {}) {
  const { waits, wait } = recordedWaits();
  return { src: createMetaSource({ baseUrl: API, wait, ...opts }), waits };
}

describe('Meta source', () => {
  it('reads ad-level daily insights with the placement breakdown and every attribution window', async () => {
    const calls = graph();
    const { src } = source();
    const { pages, rows, error } = await readAll(src, request);
    expect(error).toBeNull();
    expect(pages.map((p) => p.length)).toEqual([2, 1]);

    const first = calls.find((c) => c.url.pathname.endsWith('/insights'))!.url.searchParams;
    expect(Object.fromEntries(first)).toMatchObject({
      level: 'ad',
      time_increment: '1',
      time_range: '{"since":"2026-11-01","until":"2026-11-02"}',
      breakdowns: 'publisher_platform,platform_position',
      action_attribution_windows: '["1d_view","1d_click","7d_click","default"]',
    });
    expect(first.get('fields')).toContain('actions,action_values');

    expect(rows[0]).toEqual({
      datasetId: 'ds1',
      platform: 'meta',
      day: '2026-11-01',
      campaignId: '120210000000000001',
      campaignName: 'DE_TrailShoe_Sales_202611',
      adSetId: '120210000000000101',
      adSetName: 'Women25-34_DE',
      adId: '120210000000001001',
      adName: 'DE_TrailShoe_Women25-34_UGC_v1',
      creativeText: 'Grip on wet rock\nReal runners, real miles: the TrailShoe dries in an hour.',
      creativeUrl: 'https://scontent.test/v/t45/thumb-1001.jpg',
      country: 'DE',
      media: 'instagram',
      channel: 'reels',
      adType: 'video',
      objective: 'sales',
      currency: 'EUR',
      spend: 100,
      spendUsd: 108,
      impressions: 10000,
      views: 3200,
      linkClicks: 150,
      engagements: 210,
      // omni_purchase, purchase and the pixel purchase are one conversion, counted once; EUR at 1.08.
      conversions: {
        none: {
          purchases: 5,
          purchase_value_usd: 540,
          adds_to_cart: 14,
          checkouts_initiated: 8,
          installs: 0,
          actives: 0,
        },
        '1d_view': {
          purchases: 1,
          purchase_value_usd: 108,
          adds_to_cart: 2,
          checkouts_initiated: 1,
          installs: 0,
          actives: 0,
        },
        '1d_click': {
          purchases: 3,
          purchase_value_usd: 324,
          adds_to_cart: 9,
          checkouts_initiated: 5,
          installs: 0,
          actives: 0,
        },
        '7d_click': {
          purchases: 4,
          purchase_value_usd: 432,
          adds_to_cart: 12,
          checkouts_initiated: 7,
          installs: 0,
          actives: 0,
        },
      },
      sample: false,
    });
    expect(rows[1]).toMatchObject({
      media: 'facebook',
      channel: 'feed',
      country: 'DE',
      spend: 20.5,
      spendUsd: 22.14,
      views: 0,
    });
    expect(rows[1]!.conversions.none).toEqual(zeros);
    // An ad set targeting two countries: the country is not known, so it stays null.
    expect(rows[2]).toMatchObject({
      day: '2026-11-02',
      adName: '徒步App_开箱_通投_US_v1',
      country: null,
      media: 'audience_network',
      channel: 'classic',
      adType: 'image',
      objective: 'app_promotion',
      creativeUrl: 'https://scontent.test/v/t45/img-2001.jpg',
    });
    expect(rows[2]!.conversions['7d_click']).toEqual({ ...zeros, installs: 9, actives: 6 });
    expect(rows[2]!.conversions.none).toEqual({ ...zeros, installs: 12, actives: 7 });
  });

  it('follows paging.next with the token in the header only, and reads each ad once', async () => {
    const calls = graph();
    const { src } = source();
    await readAll(src, request);
    const insights = calls.filter((c) => c.url.pathname.endsWith('/insights'));
    expect(insights).toHaveLength(2);
    expect(insights[1]!.url.searchParams.get('after')).toBe('QVFIUjNhb2FmZA');
    for (const call of calls) {
      expect(call.authorization).toBe(`Bearer ${TOKEN}`);
      expect(call.url.searchParams.has('access_token')).toBe(false);
      expect(call.url.href).not.toContain(TOKEN);
    }
    const lookups = calls.filter((c) => c.url.searchParams.has('ids'));
    expect(lookups.map((c) => c.url.searchParams.get('ids'))).toEqual([
      '120210000000001001',
      '120210000000002001',
    ]);
    expect(lookups[0]!.url.searchParams.get('fields')).toBe(
      'creative{object_type,body,title,thumbnail_url,image_url,video_id},adset{targeting{geo_locations{countries}}}',
    );
  });

  it('reads the currency from the account when the binding has none, and reports progress by days', async () => {
    const calls = graph();
    const { src } = source({ chunkDays: 1 });
    const progress: number[] = [];
    await readAll(src, { ...request, onProgress: (p) => progress.push(p.daysDone) });
    expect(calls[0]!.url.pathname).toBe('/v25.0/act_1234567890');
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(2);
    // One request per day with chunkDays 1.
    const ranges = calls
      .filter((c) => c.url.searchParams.has('time_range'))
      .map((c) => c.url.searchParams.get('time_range'));
    expect(ranges).toEqual([
      '{"since":"2026-11-01","until":"2026-11-01"}',
      '{"since":"2026-11-02","until":"2026-11-02"}',
    ]);
  });

  it('reads the country breakdown instead when asked, leaving the placement null', async () => {
    const calls = graph({
      insights: () =>
        HttpResponse.json({
          data: [
            {
              ...(fixture('meta-insights-page1').data as object[])[1],
              publisher_platform: undefined,
              platform_position: undefined,
              country: 'AT',
            },
          ],
        }),
    });
    const { src } = source({ breakdown: 'country' });
    const { rows } = await readAll(src, { ...request, binding: { ...binding, currency: 'EUR' } });
    expect(calls[0]!.url.searchParams.get('breakdowns')).toBe('country');
    expect(rows[0]).toMatchObject({ country: 'AT', media: null, channel: null });
  });

  it('describes the account for the binding step', async () => {
    graph();
    const { src } = source();
    expect(await src.describeAccount(binding)).toEqual({
      platform: 'meta',
      accountId: '1234567890',
      name: 'Trailhead EU',
      currency: 'EUR',
      timeZone: 'Europe/Berlin',
      status: 'active',
      platformStatus: '1',
      sample: false,
    });
  });

  it('turns an expired token into 10420 without the token in the message', async () => {
    server.use(
      http.get(`${API}/act_1234567890`, () =>
        HttpResponse.json(fixture('meta-error-token-expired'), { status: 400 }),
      ),
    );
    const { src } = source();
    const err = (await src.describeAccount(binding).catch((e: unknown) => e)) as AdSourceError;
    expect(err).toBeInstanceOf(AdSourceError);
    expect(err.kind).toBe('token');
    expect(err.toAppError().code).toBe('AD_SOURCE_TOKEN_INVALID');
    expect(err.toAppError().status).toBe(400);
    expect(err.message).toContain('190/463');
    expect(err.message).not.toContain(TOKEN);
  });

  it('scrubs a token the platform echoes, and refuses a currency without a dollar rate (10427)', async () => {
    server.use(
      http.get(`${API}/act_1234567890`, () =>
        HttpResponse.json(
          {
            error: {
              message: `Malformed access token ${TOKEN}`,
              type: 'OAuthException',
              code: 190,
              fbtrace_id: 'Ax',
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { src } = source();
    const echoed = (await src.describeAccount(binding).catch((e: unknown) => e)) as AdSourceError;
    expect(echoed.message).toBe('Meta /act_1234567890: OAuthException 190: Malformed access token [token]');

    server.use(
      http.get(`${API}/act_1234567890`, () =>
        HttpResponse.json({ ...fixture('meta-account'), currency: 'XAF' }),
      ),
    );
    const err = (await src.describeAccount(binding).catch((e: unknown) => e)) as AdSourceError;
    expect(err.code).toBe('AD_SOURCE_CURRENCY_UNKNOWN');
  });

  it.each([
    ['meta-error-permission', 'permission', 'AD_SOURCE_NO_PERMISSION'],
    ['meta-error-unknown-account', 'not_found', 'AD_SOURCE_ACCOUNT_NOT_FOUND'],
  ])('turns %s into %s', async (name, kind, code) => {
    server.use(http.get(`${API}/act_1234567890`, () => HttpResponse.json(fixture(name), { status: 400 })));
    const { src } = source();
    const err = (await src.describeAccount(binding).catch((e: unknown) => e)) as AdSourceError;
    expect([err.kind, err.code]).toEqual([kind, code]);
  });

  it('waits out a rate limit that ends soon, as the usage header says, then goes on', async () => {
    graph({
      insights: (_url, n) =>
        n === 1
          ? HttpResponse.json(fixture('meta-error-rate-limit'), {
              status: 400,
              headers: {
                'x-business-use-case-usage': JSON.stringify({
                  '1234567890': [
                    {
                      type: 'ads_insights',
                      call_count: 100,
                      total_cputime: 40,
                      total_time: 52,
                      estimated_time_to_regain_access: 2,
                    },
                  ],
                }),
              },
            })
          : undefined,
    });
    const { src, waits } = source();
    const { rows, error } = await readAll(src, { ...request, binding: { ...binding, currency: 'EUR' } });
    expect(error).toBeNull();
    expect(rows).toHaveLength(3);
    expect(waits).toEqual([120_000]);
  });

  it('fails with 10424 and when to retry when the limit lasts longer than it waits', async () => {
    graph({
      insights: () =>
        HttpResponse.json(fixture('meta-error-rate-limit'), {
          status: 400,
          headers: {
            'x-business-use-case-usage': JSON.stringify({
              '1234567890': [
                {
                  type: 'ads_insights',
                  call_count: 100,
                  total_cputime: 40,
                  total_time: 52,
                  estimated_time_to_regain_access: 7,
                },
              ],
            }),
            'x-ad-account-usage': JSON.stringify({
              acc_id_util_pct: 100,
              reset_time_duration: 300,
              ads_api_access_tier: 'standard_access',
            }),
          },
        }),
    });
    const { src, waits } = source();
    const { rows, error } = await readAll(src, { ...request, binding: { ...binding, currency: 'EUR' } });
    expect(rows).toEqual([]);
    const err = error as AdSourceError;
    expect(err.code).toBe('AD_SOURCE_RATE_LIMITED');
    expect(err.platformCode).toBe(80004);
    expect(err.retryAfterSeconds).toBe(420);
    expect(err.toAppError().retryAfterSeconds).toBe(420);
    expect(err.toAppError().status).toBe(429);
    expect(waits).toEqual([]);
  });

  it('backs off on a rate limit without usage headers, then says to come back in a minute', async () => {
    graph({ insights: () => HttpResponse.json(fixture('meta-error-rate-limit'), { status: 400 }) });
    const { src, waits } = source();
    const { error } = await readAll(src, { ...request, binding: { ...binding, currency: 'EUR' } });
    expect(waits).toEqual([2000, 4000, 8000]);
    expect((error as AdSourceError).retryAfterSeconds).toBe(60);
  });

  it('slows down before the limit when the usage headers near it', async () => {
    server.use(
      http.get(`${API}/act_1234567890/insights`, () =>
        HttpResponse.json(fixture('meta-insights-page2'), {
          headers: {
            'x-ad-account-usage': JSON.stringify({ acc_id_util_pct: 93.5, reset_time_duration: 45 }),
          },
        }),
      ),
      http.get(`${API}/`, () => HttpResponse.json(fixture('meta-ads'))),
    );
    const { src, waits } = source({ chunkDays: 1 });
    const { error } = await readAll(src, { ...request, binding: { ...binding, currency: 'EUR' } });
    expect(error).toBeNull();
    // After the first day's answer at 93.5 %, the next call waits the 45 s the header gives.
    expect(waits).toEqual([45_000]);
  });

  it('on a failure mid-paging yields only whole pages, then the error: the caller writes nothing', async () => {
    graph({
      insights: (url) =>
        url.searchParams.get('after')
          ? HttpResponse.json(fixture('meta-error-service'), { status: 500 })
          : undefined,
    });
    const { src, waits } = source();
    const { pages, error } = await readAll(src, { ...request, binding: { ...binding, currency: 'EUR' } });
    // Page 1 arrived whole (2 rows); page 2 failed after 4 attempts with back-off: no part of it is yielded.
    expect(pages.map((p) => p.length)).toEqual([2]);
    expect(waits).toEqual([2000, 4000, 8000]);
    expect((error as AdSourceError).code).toBe('AD_SOURCE_PLATFORM_DOWN');
  });

  it('keeps the figures of an ad whose creative cannot be read (deleted since)', async () => {
    graph();
    server.use(
      http.get(`${API}/`, () => HttpResponse.json(fixture('meta-error-unknown-account'), { status: 400 })),
    );
    const { src } = source();
    const { rows, error } = await readAll(src, { ...request, binding: { ...binding, currency: 'EUR' } });
    expect(error).toBeNull();
    expect(rows[0]).toMatchObject({
      spend: 100,
      creativeText: '',
      creativeUrl: null,
      country: null,
      adType: null,
    });
  });

  it('stops when the read is aborted', async () => {
    graph();
    const { src } = source();
    const controller = new AbortController();
    controller.abort();
    const { pages, error } = await readAll(src, {
      ...request,
      binding: { ...binding, currency: 'EUR' },
      signal: controller.signal,
    });
    expect(pages).toEqual([]);
    expect((error as Error).name).toBe('AbortError');
  });

  it('refuses a paging link that leaves the Graph API', async () => {
    graph({
      insights: (url) =>
        url.searchParams.get('after')
          ? undefined
          : HttpResponse.json({
              ...fixture('meta-insights-page1'),
              paging: { next: 'https://evil.test/collect?after=x' },
            }),
    });
    const { src } = source();
    const { pages, error } = await readAll(src, { ...request, binding: { ...binding, currency: 'EUR' } });
    expect(pages).toHaveLength(1);
    expect((error as AdSourceError).kind).toBe('rejected');
  });
});
