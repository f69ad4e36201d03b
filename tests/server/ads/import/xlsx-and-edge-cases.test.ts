import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../../src/lib/api/error-codes.ts';
import { parseExport } from '../../../../server/ads/import/parse-export.ts';
import { columnLetters, xlsxOf } from '../../imports/xlsx-fixture.ts';

const text = (csv: string) => new TextEncoder().encode(csv);
const parseCsv = (csv: string) => parseExport({ name: 'e.csv', bytes: text(csv), datasetId: 'ds' });

/** A TikTok Ads Manager XLSX export in Simplified Chinese: shared strings, days as Excel dates (format 14). */
function tiktokZhXlsx(): Uint8Array {
  const strings = [
    '日期',
    '推广系列名称',
    '广告组名称',
    '广告名称',
    '币种',
    '消耗',
    '展示量',
    '完成支付',
    '总完成支付价值',
    '双十一 精华',
    '女性 18-24',
    '开箱 01',
    'CNY',
    '总计',
  ];
  const s = (i: number) => ({ s: i });
  const rows: ({ s: number } | { date: number } | number | null)[][] = [
    [s(0), s(1), s(2), s(3), s(4), s(5), s(6), s(7), s(8)],
    [{ date: 46296 }, s(9), s(10), s(11), s(12), 1000, 8000, 4, 2400],
    [{ date: 46297 }, s(9), s(10), s(11), s(12), 500.5, 900, 0, 0],
    [s(13), null, null, null, null, 1500.5, 8900, 4, 2400],
  ];
  const sheetData = rows
    .map(
      (cells, r) =>
        `<row r="${r + 1}">` +
        cells
          .map((cell, c) => {
            const ref = `${columnLetters(c)}${r + 1}`;
            if (cell === null) return '';
            if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
            if ('s' in cell) return `<c r="${ref}" t="s"><v>${cell.s}</v></c>`;
            return `<c r="${ref}" s="1"><v>${cell.date}</v></c>`;
          })
          .join('') +
        '</row>',
    )
    .join('');
  return xlsxOf({ sheetData, sharedStrings: strings.map((t) => `<si><t>${t}</t></si>`), cellXfs: [0, 14] });
}

describe('XLSX exports and edge cases', () => {
  it('reads a Chinese TikTok XLSX export: Excel dates, shared strings, numbers, its totals line', () => {
    const result = parseExport({ name: 'tiktok.xlsx', bytes: tiktokZhXlsx(), datasetId: 'ds' });
    expect(result.issues).toEqual([]);
    expect(result).toMatchObject({ format: 'tiktok', locale: 'zh', skipped: { example: 0, totals: 1 } });
    // CNY at 0.138: 1,000 → 138, 500.5 → 69.069; purchase value 2,400 → 331.2.
    expect(
      result.rows.map((r) => [r.day, r.spend, r.spendUsd, r.conversions.none.purchase_value_usd]),
    ).toEqual([
      ['2026-10-01', 1000, 138, 331.2],
      ['2026-10-02', 500.5, 69.069, 0],
    ]);
  });

  it('accepts a Meta export without Day whose rows each cover one day', () => {
    const result = parseCsv(
      'Reporting starts,Reporting ends,Campaign name,Ad set name,Ad name,Amount spent (USD),Impressions\n' +
        '2026-10-03,2026-10-03,C,S,A,5,50\n',
    );
    expect(result.issues).toEqual([]);
    expect(result.rows.map((r) => r.day)).toEqual(['2026-10-03']);
  });

  it('names a column given twice', () => {
    const result = parseCsv(
      'Day,Campaign name,Ad set name,Ad name,Amount spent (USD),Impressions,Impressions\n',
    );
    expect(result.issues.map((i) => [i.code, i.params])).toEqual([
      [ErrorCode.AD_IMPORT_COLUMN_REPEATED, { column: 'Impressions' }],
    ]);
  });

  it('prefers Video plays over ThruPlays for the views, whichever comes first', () => {
    const result = parseCsv(
      'Day,Campaign name,Ad set name,Ad name,Amount spent (USD),Impressions,ThruPlays,Video plays\n' +
        '2026-10-03,C,S,A,5,50,7,30\n',
    );
    expect(result.rows[0]!.views).toBe(30);
  });

  it('refuses the slashed day that contradicts the order of the file’s other days', () => {
    const header = 'Day,Campaign name,Ad set name,Ad name,Amount spent (USD),Impressions\n';
    const result = parseCsv(`${header}13/10/2026,C,S,A,1,1\n14/10/2026,C,S,A,1,1\n10/15/2026,C,S,A,1,1\n`);
    expect(result.issues.map((i) => [i.row, i.column, i.code, i.params])).toEqual([
      [4, 'day', ErrorCode.AD_IMPORT_DATE_INVALID, { value: '10/15/2026' }],
    ]);
  });

  it('uses the account currency when the export names none, and asks for one when nobody does', () => {
    const csv = 'Day,Campaign name,Ad group name,Ad name,Cost,Impressions\n2026-10-03,C,S,A,"1,000",50\n';
    const withAccount = parseExport({
      name: 't.csv',
      bytes: text(csv),
      datasetId: 'ds',
      accountCurrency: 'krw',
    });
    expect(withAccount).toMatchObject({ format: 'tiktok', currency: 'KRW' });
    expect(withAccount.rows[0]!.spendUsd).toBe(0.73);
    expect(parseCsv(csv).issues.map((i) => [i.code, i.params])).toEqual([
      [ErrorCode.AD_IMPORT_COLUMN_MISSING, { column: 'Currency' }],
    ]);
  });
});
