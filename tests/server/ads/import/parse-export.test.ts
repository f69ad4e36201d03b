import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../../src/lib/api/error-codes.ts';
import { parseExport, type AdExportResult } from '../../../../server/ads/import/parse-export.ts';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const parse = (name: string, accountCurrency?: string) =>
  parseExport({ name, bytes: fixture(name), datasetId: 'ds-1', accountCurrency });
const sum = (result: AdExportResult, pick: (row: AdExportResult['rows'][number]) => number) =>
  Math.round(result.rows.reduce((total, row) => total + pick(row), 0) * 10_000) / 10_000;
const where = (result: AdExportResult) => result.issues.map((i) => [i.row ?? 'file', i.column ?? '', i.code]);

describe('Meta Ads Manager exports', () => {
  it('reads an English daily export: ids, dimensions, sums, per-window columns, the totals line left out', () => {
    const result = parse('meta-en-daily.csv');
    expect(result.issues).toEqual([]);
    expect(result).toMatchObject({ format: 'meta', locale: 'en', currency: 'USD' });
    expect(result.days).toEqual({ from: '2026-10-01', to: '2026-10-02' });
    expect(result.windows).toEqual(['none', '1d_view', '7d_click']);
    expect(result.skipped).toEqual({ example: 0, totals: 1 });
    expect(result.attributionSetting).toBe('7-day click or 1-day view');
    expect(result.rows).toHaveLength(3);
    // Hand-summed from the file (its own totals line says the same).
    expect(sum(result, (r) => r.spend)).toBe(1335);
    expect(sum(result, (r) => r.spendUsd)).toBe(1335);
    expect(sum(result, (r) => r.impressions)).toBe(55_330);
    expect(sum(result, (r) => r.views)).toBe(20_133);
    expect(sum(result, (r) => r.conversions.none.purchases)).toBe(25);
    expect(sum(result, (r) => r.conversions.none.purchase_value_usd)).toBe(1267.5);
    expect(sum(result, (r) => r.conversions['7d_click'].purchases)).toBe(22);
    expect(sum(result, (r) => r.conversions['7d_click'].purchase_value_usd)).toBe(1130);
    expect(sum(result, (r) => r.conversions['1d_view'].purchases)).toBe(3);
    expect(sum(result, (r) => r.conversions['1d_click'].purchases)).toBe(0);
    expect(result.rows[0]).toMatchObject({
      datasetId: 'ds-1',
      platform: 'meta',
      day: '2026-10-01',
      campaignId: '120210000000000001',
      adSetId: '120210000000000002',
      adId: '120210000000000003',
      adName: 'Serum video 01',
      country: 'US',
      media: 'instagram',
      channel: 'reels',
      linkClicks: 812,
      engagements: 1540,
      sample: false,
    });
    expect(result.rows[1]).toMatchObject({ country: 'DE', media: 'facebook', channel: 'feed', views: 0 });
    expect(result.rows[2]!.channel).toBe('native_banner_and_interstitial');
  });

  it('reads a German export: `;`, decimal commas, spaces as thousands separators, EUR in the header, no ids', () => {
    const result = parse('meta-de-daily.csv');
    expect(result.issues).toEqual([]);
    expect(result).toMatchObject({ format: 'meta', locale: 'de', currency: 'EUR' });
    expect(result.rows.map((r) => [r.day, r.spend, r.impressions, r.country, r.channel])).toEqual([
      ['2026-10-01', 1234.56, 45_210, 'DE', 'feed'],
      ['2026-10-02', 100, 10_000, 'AT', 'stories'],
    ]);
    // EUR at the reference rate 1.08: 1,234.56 → 1,333.3248 and 100 → 108.
    expect(result.rows.map((r) => r.spendUsd)).toEqual([1333.3248, 108]);
    expect(result.rows.map((r) => r.conversions.none.purchase_value_usd)).toEqual([1282.5, 86.4]);
    // Without ids in the export, the same names give the same derived ids.
    const [a, b] = result.rows;
    expect(a!.adId).toMatch(/^name-[0-9a-f]{20}$/);
    expect(a!.adId).toBe(b!.adId);
    expect(a!.campaignId).not.toBe(a!.adSetId);
    expect(parse('meta-de-daily.csv').rows[0]!.adId).toBe(a!.adId);
  });

  it('refuses an export of a whole period without days, saying to use the Day breakdown', () => {
    const result = parse('meta-en-period.csv');
    expect(result.rows).toEqual([]);
    expect(result.issues).toEqual([
      expect.objectContaining({
        code: ErrorCode.AD_IMPORT_NO_DAY,
        params: { from: '2026-10-01', to: '2026-10-31' },
      }),
    ]);
  });

  it('names every bad cell by its row and column, and returns no rows', () => {
    const result = parse('meta-en-bad-rows.csv');
    expect(result.rows).toEqual([]);
    expect(where(result)).toEqual([
      [3, 'ad_set_name', ErrorCode.AD_IMPORT_VALUE_REQUIRED],
      [4, 'day', ErrorCode.AD_IMPORT_DATE_INVALID],
      [4, 'spend', ErrorCode.AD_IMPORT_NUMBER_INVALID],
      [4, 'link_clicks', ErrorCode.AD_IMPORT_NUMBER_INVALID],
      [5, 'spend', ErrorCode.AD_IMPORT_NUMBER_INVALID],
    ]);
    expect(result.issues[2]!.params).toEqual({ value: '-3' });
  });

  it('names a missing column and a currency it cannot convert', () => {
    const result = parse('meta-en-missing-column.csv');
    expect(result.issues.map((i) => [i.code, i.params])).toEqual([
      [ErrorCode.AD_IMPORT_COLUMN_MISSING, { column: 'Ad set name' }],
      [ErrorCode.AD_IMPORT_CURRENCY_UNKNOWN, { currency: 'XYZ' }],
    ]);
  });
});

describe('TikTok Ads Manager exports', () => {
  it('reads an English export with a currency column, country names and its totals line', () => {
    const result = parse('tiktok-en.csv');
    expect(result.issues).toEqual([]);
    expect(result).toMatchObject({ format: 'tiktok', locale: 'en', currency: 'JPY', windows: ['none'] });
    expect(result.skipped.totals).toBe(1);
    expect(result.rows.map((r) => [r.platform, r.country, r.media, r.spend])).toEqual([
      ['tiktok', 'JP', 'tiktok', 12_000],
      ['tiktok', 'JP', 'tiktok', 8000],
    ]);
    // JPY at 0.0066: 20,000 → 132 USD; purchase value 162,000 → 1,069.2 USD.
    expect(sum(result, (r) => r.spendUsd)).toBe(132);
    expect(sum(result, (r) => r.conversions.none.purchase_value_usd)).toBe(1069.2);
    expect(sum(result, (r) => r.conversions.none.purchases)).toBe(20);
    expect(sum(result, (r) => r.conversions.none.adds_to_cart)).toBe(50);
    expect(sum(result, (r) => r.linkClicks)).toBe(750);
  });

  it('reads a Simplified Chinese export with a currency per row', () => {
    const result = parse('tiktok-zh.csv');
    expect(result.issues).toEqual([]);
    expect(result).toMatchObject({ format: 'tiktok', locale: 'zh' });
    expect(result.rows.map((r) => [r.day, r.campaignName, r.country, r.currency, r.spendUsd])).toEqual([
      ['2026-10-01', '双十一 精华', 'HK', 'HKD', 128],
      ['2026-10-02', '双十一 精华', 'SG', 'SGD', 37.37],
    ]);
    expect(result.rows[0]!.conversions.none.purchase_value_usd).toBe(307.2);
  });
});

describe('files that are not ad exports', () => {
  it('says a file from another tool has no recognizable header (use the template)', () => {
    expect(where(parse('google-ads.csv'))).toEqual([['file', '', ErrorCode.AD_IMPORT_HEADER_UNKNOWN]]);
  });

  it.each([
    [
      'a PNG',
      'cover.csv',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]),
      ErrorCode.AD_IMPORT_NOT_A_SHEET,
    ],
    [
      'text with NUL bytes',
      'a.csv',
      new TextEncoder().encode('Day,Ad name\u0000\n'),
      ErrorCode.AD_IMPORT_NOT_A_SHEET,
    ],
    [
      'a .xlsx that is not a zip',
      'a.xlsx',
      new TextEncoder().encode('Day,Ad name\n'),
      ErrorCode.AD_IMPORT_NOT_A_SHEET,
    ],
    [
      'Latin-1 text',
      'a.csv',
      new Uint8Array([0x4b, 0xe4, 0x75, 0x66, 0x65, 0x0a]),
      ErrorCode.AD_IMPORT_NOT_UTF8,
    ],
    ['an empty file', 'a.csv', new Uint8Array(), ErrorCode.AD_IMPORT_EMPTY],
    [
      'a header only',
      'a.csv',
      new TextEncoder().encode('Day,Campaign name,Ad set name,Ad name,Amount spent (USD),Impressions\n'),
      ErrorCode.AD_IMPORT_EMPTY,
    ],
    [
      'a quote never closed',
      'a.csv',
      new TextEncoder().encode('Day,Ad name\n2026-10-01,"open\n'),
      ErrorCode.AD_IMPORT_NOT_A_SHEET,
    ],
  ])('refuses %s', (_, name, bytes, code) => {
    const result = parseExport({ name, bytes, datasetId: 'ds-1' });
    expect(result.rows).toEqual([]);
    expect(result.issues.map((i) => i.code)).toEqual([code]);
  });
});
