import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../../src/lib/api/error-codes.ts';
import { writeXlsx } from '../../../../src/lib/xlsx/write-xlsx.ts';
import { adImportTemplate } from '../../../../server/ads/import/ad-import-template.ts';
import { MAX_AD_IMPORT_ISSUES } from '../../../../server/ads/import/ad-import-issue.ts';
import { parseExport, sizeIssue } from '../../../../server/ads/import/parse-export.ts';
import { readExportFile } from '../../../../server/ads/import/read-export-file.ts';
import { readSheet } from '../../../../server/domains/imports/sheet-reader/read-sheet.ts';

const text = (csv: string) => new TextEncoder().encode(csv);
const csvRows = (bytes: Uint8Array) =>
  Papa.parse<string[]>(new TextDecoder().decode(bytes).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

describe('the ad data template', () => {
  it('is a CSV with the header in the chosen language and an example row the import skips', () => {
    const zh = adImportTemplate('csv', 'zh');
    expect(zh).toMatchObject({ fileName: '广告数据模板.csv', contentType: 'text/csv; charset=utf-8' });
    const [header, example] = csvRows(zh.bytes);
    expect(header!.slice(0, 5)).toEqual(['日期 *', '平台 *', '广告系列名称 *', '广告组名称 *', '广告名称 *']);
    expect(example![2]).toBe('示例行（导入时跳过）');
    const en = csvRows(adImportTemplate('csv', 'en').bytes);
    expect(en[0]!.slice(0, 3)).toEqual(['Day *', 'Platform *', 'Campaign name *']);

    // Filled in: the example stays, two rows are added, one with a per-window column added by hand.
    const filled = [
      [...header!, 'purchases_7d_click'],
      [...example!, '9'],
      [
        '2026-10-05',
        'tiktok',
        'Launch',
        'Group A',
        'Ad 1',
        '',
        '',
        '',
        '',
        '',
        'US',
        'tiktok',
        '',
        'video',
        'sales',
        'USD',
        '10.5',
        '1000',
        '500',
        '20',
        '5',
        '2',
        '60',
        '4',
        '3',
        '0',
        '0',
        '1',
      ],
      [
        '2026-10-06',
        '',
        'Launch',
        'Group A',
        'Ad 2',
        '',
        '',
        '',
        '',
        '',
        'US',
        'instagram',
        'reels',
        'video',
        'sales',
        'EUR',
        '10',
        '1000',
        '500',
        '20',
        '5',
        '1',
        '30',
        '4',
        '3',
        '0',
        '0',
        '1',
      ],
    ];
    const result = parseExport({ name: 't.csv', bytes: text(Papa.unparse(filled)), datasetId: 'ds' });
    expect(result.issues).toEqual([]);
    expect(result).toMatchObject({ format: 'template', locale: 'zh', windows: ['none', '7d_click'] });
    expect(result.skipped.example).toBe(1);
    expect(result.rows.map((r) => [r.platform, r.media, r.channel, r.currency, r.spendUsd])).toEqual([
      ['tiktok', 'tiktok', null, 'USD', 10.5],
      ['meta', 'instagram', 'reels', 'EUR', 10.8],
    ]);
    expect(result.rows[1]!.conversions.none.purchase_value_usd).toBe(32.4);
    expect(result.rows.map((r) => r.conversions['7d_click'].purchases)).toEqual([1, 1]);
  });

  it('is an XLSX the import reads back, numbers as numbers', () => {
    const template = adImportTemplate('xlsx', 'en');
    expect(template).toMatchObject({
      fileName: 'ad-data-template.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    const [header, example] = readSheet('t.xlsx', template.bytes, 10).rows;
    expect(example![2]).toBe('Example row (skipped on import)');
    const workbook = writeXlsx([
      header!,
      example!,
      [
        '2026-10-05',
        'meta',
        'Launch',
        'Set',
        'Ad',
        '',
        '',
        '',
        '',
        '',
        'DE',
        'facebook',
        'feed',
        'image',
        'sales',
        'USD',
        1234.5,
        100_000,
        0,
        900,
        10,
        3,
        99.9,
        0,
        0,
        0,
        0,
      ],
    ]);
    const result = parseExport({ name: 'mine.xlsx', bytes: workbook, datasetId: 'ds' });
    expect(result.issues).toEqual([]);
    expect(result).toMatchObject({ format: 'template', locale: 'en' });
    expect(result.rows).toEqual([
      expect.objectContaining({ day: '2026-10-05', spend: 1234.5, impressions: 100_000, linkClicks: 900 }),
    ]);
  });

  it('asks for the platform in a template row that names none it can tell', () => {
    const [header] = csvRows(adImportTemplate('csv', 'en').bytes);
    const row = [
      '2026-10-05',
      '',
      'C',
      'S',
      'A',
      '',
      '',
      '',
      '',
      '',
      '',
      'radio',
      '',
      '',
      '',
      'USD',
      '1',
      '1',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
    ];
    const result = parseExport({ name: 't.csv', bytes: text(Papa.unparse([header!, row])), datasetId: 'ds' });
    expect(result.issues.map((i) => [i.row, i.column, i.code])).toEqual([
      [2, 'platform', ErrorCode.AD_IMPORT_VALUE_REQUIRED],
    ]);
  });
});

describe('hostile and oversized input', () => {
  const header = 'Day,Campaign name,Ad set name,Ad name,Amount spent (USD),Impressions\n';

  it('keeps formulas, control characters and very long names as plain, trimmed text', () => {
    const csv = `${header}2026-10-01,"=HYPERLINK(""http://evil.example"",""click"")",+cmd|' /C calc'!A0,"bad\u0007name\u202E ${'x'.repeat(5000)}",1,1\n`;
    const result = parseExport({ name: 'h.csv', bytes: text(csv), datasetId: 'ds' });
    expect(result.issues).toEqual([]);
    const [row] = result.rows;
    expect(row!.campaignName).toBe('=HYPERLINK("http://evil.example","click")');
    expect(row!.adSetName).toBe("+cmd|' /C calc'!A0");
    expect(row!.adName.startsWith('bad name xxx')).toBe(true);
    expect(row!.adName).toHaveLength(400);
  });

  it('lists at most 300 problems and counts the rest', () => {
    const rows = Array.from({ length: 400 }, () => '2026-10-01,C,S,A,oops,1').join('\n');
    const result = parseExport({ name: 'many.csv', bytes: text(header + rows), datasetId: 'ds' });
    expect(result.issues).toHaveLength(MAX_AD_IMPORT_ISSUES + 1);
    expect(result.issues.at(-1)).toMatchObject({
      code: ErrorCode.AD_IMPORT_MORE_PROBLEMS,
      params: { count: 100 },
    });
    expect(result.issues[0]).toMatchObject({ row: 2, column: 'spend' });
  });

  it('refuses files over the byte and row limits', () => {
    expect(sizeIssue(100_000_001)).toMatchObject({
      code: ErrorCode.AD_IMPORT_FILE_TOO_LARGE,
      params: { max_mb: 100 },
    });
    const three = text(`${header}2026-10-01,C,S,A,1,1\n2026-10-02,C,S,A,1,1\n2026-10-03,C,S,A,1,1\n`);
    expect(readExportFile('r.csv', three, 2).tooManyRows).toBe(true);
    expect(readExportFile('r.csv', three, 3).tooManyRows).toBe(false);
  });

  it('reads slashed days in the order the other rows show, and US order for an English file without a hint', () => {
    const rows = (days: string[]) => days.map((d) => `${d},C,S,A,1,1`).join('\n');
    const dmy = parseExport({
      name: 'd.csv',
      bytes: text(header + rows(['01/10/2026', '13/10/2026'])),
      datasetId: 'ds',
    });
    expect(dmy.rows.map((r) => r.day)).toEqual(['2026-10-01', '2026-10-13']);
    const us = parseExport({
      name: 'u.csv',
      bytes: text(header + rows(['10/01/2026', '10/02/2026'])),
      datasetId: 'ds',
    });
    expect(us.rows.map((r) => r.day)).toEqual(['2026-10-01', '2026-10-02']);
  });

  it('reads a UTF-16 file as Excel saves "Unicode text" (tab-separated)', () => {
    const tsv = `${header.replaceAll(',', '\t')}2026-10-01\tC\tS\tA\t1.5\t10\n`;
    const bytes = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from(tsv, 'utf16le'))]);
    const result = parseExport({ name: 'u.txt', bytes, datasetId: 'ds' });
    expect(result.issues).toEqual([]);
    expect(result.rows[0]).toMatchObject({ spend: 1.5, impressions: 10 });
  });
});

it('reads the fixtures folder only as files (no fixture is generated here)', () => {
  expect(readFileSync(new URL('./fixtures/meta-en-daily.csv', import.meta.url), 'utf8')).toContain(
    'Reporting starts',
  );
});
