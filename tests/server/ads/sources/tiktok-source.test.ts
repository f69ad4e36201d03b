import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdSourceError } from '../../../../server/ads/sources/ad-source-error.ts';
import {
  createTiktokSource,
  type TiktokSourceOptions,
} from '../../../../server/ads/sources/tiktok/tiktok-source.ts';
import { assertReadable } from '../../../../server/ads/sources/readable-account.ts';
import { fixture, readAll, recordedWaits, zeros } from './fixtures.ts';

const API = 'https://tiktok.test/open_api/v1.3';
const TOKEN = 'act.4f1b2c3d4e5f60718293a4b5c6d7e8f9tiktok';
const binding = { platform: 'tiktok' as const, accountId: '7012345678901234567', token: TOKEN };
const request = { datasetId: 'ds2', binding, since: '2026-11-01', until: '2026-11-02' };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface Call {
  url: URL;
  token: string | null;
}

function tiktok(
  overrides: { report?: (url: URL, n: number) => Response | undefined; advertiser?: string } = {},
) {
  const calls: Call[] = [];
  let reports = 0;
  server.use(
    http.get(`${API}/report/integrated/get/`, ({ request: req }) => {
      const url = new URL(req.url);
      calls.push({ url, token: req.headers.get('access-token') });
      const custom = overrides.report?.(url, ++reports);
      if (custom) return custom;
      return HttpResponse.json(
        fixture(url.searchParams.get('page') === '2' ? 'tiktok-report-page2' : 'tiktok-report-page1'),
      );
    }),
    http.get(`${API}/advertiser/info/`, ({ request: req }) => {
      calls.push({ url: new URL(req.url), token: req.headers.get('access-token') });
      return HttpResponse.json(fixture(overrides.advertiser ?? 'tiktok-advertiser'));
    }),
  );
  return calls;
}

function source(opts: TiktokSourceOptions = {}) {
  const { waits, wait } = recordedWaits();
  return { src: createTiktokSource({ baseUrl: API, wait, ...opts }), waits };
}

describe('TikTok source', () => {
  it('reads the ad-level daily integrated report page by page', async () => {
    const calls = tiktok();
    const { src } = source();
    const { pages, rows, error } = await readAll(src, request);
    expect(error).toBeNull();
    expect(pages.map((p) => p.length)).toEqual([2, 1]);
    const reports = calls.filter((c) => c.url.pathname.endsWith('/report/integrated/get/'));
    expect(reports.map((c) => c.url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(Object.fromEntries(reports[0]!.url.searchParams)).toMatchObject({
      advertiser_id: '7012345678901234567',
      report_type: 'BASIC',
      data_level: 'AUCTION_AD',
      dimensions: '["ad_id","stat_time_day"]',
      start_date: '2026-11-01',
      end_date: '2026-11-02',
      page_size: '1000',
    });
    const metrics = JSON.parse(reports[0]!.url.searchParams.get('metrics')!) as string[];
    expect(metrics).toEqual(
      expect.arrayContaining([
        'spend',
        'impressions',
        'clicks',
        'video_play_actions',
        'complete_payment',
        'total_complete_payment_rate',
        'app_install',
        'ad_text',
      ]),
    );
    for (const call of calls) {
      expect(call.token).toBe(TOKEN);
      expect(call.url.href).not.toContain(TOKEN);
    }

    expect(rows[0]).toEqual({
      datasetId: 'ds2',
      platform: 'tiktok',
      day: '2026-11-01',
      campaignId: '1780000000000000100',
      campaignName: 'US_TrailShoe_Sales_202611',
      adSetId: '1780000000000000200',
      adSetName: 'Women25-34_US',
      adId: '1780000000000000001',
      adName: 'US_TrailShoe_Women25-34_UGC_v1',
      creativeText: 'Real customers, real miles: the Trail Shoe grips wet rock.',
      creativeUrl: null,
      country: null,
      media: null,
      channel: null,
      adType: null,
      objective: 'sales',
      currency: 'USD',
      spend: 250.4,
      spendUsd: 250.4,
      impressions: 41200,
      views: 18044,
      linkClicks: 412,
      engagements: 388,
      // TikTok reports its account's attribution setting only: the other windows are zeros (not measured).
      conversions: {
        none: {
          purchases: 11,
          purchase_value_usd: 1408,
          adds_to_cart: 37,
          checkouts_initiated: 19,
          installs: 0,
          actives: 0,
        },
        '1d_view': zeros,
        '1d_click': zeros,
        '7d_click': zeros,
      },
      sample: false,
    });
    expect(rows[1]).toMatchObject({
      objective: 'app_promotion',
      engagements: 116,
      adName: '徒步App_开箱_通投_US_v1',
    });
    expect(rows[1]!.conversions.none).toEqual({
      ...zeros,
      purchases: 2,
      purchase_value_usd: 19.98,
      checkouts_initiated: 1,
      installs: 23,
    });
    expect(rows[2]).toMatchObject({ day: '2026-11-02', spend: 231.1 });
    expect(src.reportedWindows).toEqual(['none']);
  });

  it('asks at most 30 days per request', async () => {
    const calls = tiktok({
      report: () =>
        HttpResponse.json({
          code: 0,
          message: 'OK',
          data: { list: [], page_info: { page: 1, page_size: 1000, total_number: 0, total_page: 0 } },
        }),
    });
    const { src } = source();
    const progress: number[] = [];
    await readAll(src, {
      ...request,
      since: '2026-08-01',
      until: '2026-10-31',
      onProgress: (p) => progress.push(p.daysDone),
    });
    const ranges = calls
      .filter((c) => c.url.pathname.endsWith('/get/'))
      .map((c) => `${c.url.searchParams.get('start_date')}..${c.url.searchParams.get('end_date')}`);
    expect(ranges).toEqual([
      '2026-08-01..2026-08-30',
      '2026-08-31..2026-09-29',
      '2026-09-30..2026-10-29',
      '2026-10-30..2026-10-31',
    ]);
    expect(progress).toEqual([0, 30, 60, 90, 92]);
  });

  it('describes the advertiser for the binding step', async () => {
    const calls = tiktok();
    const { src } = source();
    expect(await src.describeAccount(binding)).toEqual({
      platform: 'tiktok',
      accountId: '7012345678901234567',
      name: '山径户外 TikTok US',
      currency: 'USD',
      timeZone: 'America/Los_Angeles',
      status: 'active',
      platformStatus: 'STATUS_ENABLE',
      sample: false,
    });
    expect(calls[0]!.url.searchParams.get('advertiser_ids')).toBe('["7012345678901234567"]');
  });

  it('says a disabled advertiser is disabled', async () => {
    tiktok({ advertiser: 'tiktok-advertiser-disabled' });
    const { src } = source();
    const account = await src.describeAccount(binding);
    expect(() => assertReadable(account)).toThrow(
      expect.objectContaining({ code: 'AD_SOURCE_ACCOUNT_DISABLED' }),
    );
    expect(account).toMatchObject({
      status: 'disabled',
      currency: 'CNY',
      platformStatus: 'STATUS_DISABLE',
    });
  });

  it.each([
    ['tiktok-error-token', 'token', 'AD_SOURCE_TOKEN_INVALID', 40105],
    ['tiktok-error-permission', 'permission', 'AD_SOURCE_NO_PERMISSION', 40001],
  ])('turns %s into %s', async (name, kind, code, platformCode) => {
    server.use(http.get(`${API}/advertiser/info/`, () => HttpResponse.json(fixture(name))));
    const { src } = source();
    const err = (await src.describeAccount(binding).catch((e: unknown) => e)) as AdSourceError;
    expect([err.kind, err.code, err.platformCode]).toEqual([kind, code, platformCode]);
    expect(err.message).not.toContain(TOKEN);
  });

  it('backs off on 40100 and goes on; fails with 10424 and a retry time when it lasts', async () => {
    tiktok({
      report: (_url, n) => (n <= 2 ? HttpResponse.json(fixture('tiktok-error-rate-limit')) : undefined),
    });
    const first = source();
    const ok = await readAll(first.src, { ...request, binding: { ...binding, currency: 'USD' } });
    expect(ok.error).toBeNull();
    expect(ok.rows).toHaveLength(3);
    expect(first.waits).toEqual([2000, 4000]);

    server.resetHandlers();
    tiktok({ report: () => HttpResponse.json(fixture('tiktok-error-rate-limit')) });
    const second = source();
    const failed = await readAll(second.src, { ...request, binding: { ...binding, currency: 'USD' } });
    expect(failed.rows).toEqual([]);
    const err = failed.error as AdSourceError;
    expect([err.code, err.retryAfterSeconds, err.toAppError().status]).toEqual([
      'AD_SOURCE_RATE_LIMITED',
      60,
      429,
    ]);
  });

  it('on a failure at page 2 yields page 1 whole, then the error', async () => {
    tiktok({
      report: (url) =>
        url.searchParams.get('page') === '2' ? HttpResponse.json(fixture('tiktok-error-token')) : undefined,
    });
    const { src, waits } = source();
    const { pages, error } = await readAll(src, { ...request, binding: { ...binding, currency: 'USD' } });
    expect(pages.map((p) => p.length)).toEqual([2]);
    expect(waits).toEqual([]);
    expect((error as AdSourceError).code).toBe('AD_SOURCE_TOKEN_INVALID');
  });

  it('treats an HTTP 5xx without a body as the platform being down, after retries', async () => {
    tiktok({ report: () => new HttpResponse('upstream timeout', { status: 504 }) });
    const { src, waits } = source({ maxAttempts: 2 });
    const { error } = await readAll(src, { ...request, binding: { ...binding, currency: 'USD' } });
    expect(waits).toEqual([2000]);
    expect((error as AdSourceError).code).toBe('AD_SOURCE_PLATFORM_DOWN');
  });
});
