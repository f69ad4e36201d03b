import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { i18n } from '@/lib/i18n';
import { AD_COMPONENTS } from '@/lib/report-components/catalog';
import { writeXlsx } from '@/lib/xlsx/write-xlsx';
import { componentTables, tablesToRows } from '@/components/report-view';
import { adComponent, CONTRACT, SAMPLE } from './ad-fixture.tsx';

async function sheetOf(results: Record<string, unknown>, language: 'zh' | 'en') {
  const tables = await componentTables(
    AD_COMPONENTS.map((c) => adComponent(c.api_key, results[c.api_key])),
    i18n.getFixedT(language),
    { language },
  );
  const bytes = writeXlsx(tablesToRows(tables));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  const sheet = workbook.getWorksheet('Sheet1')!;
  return Array.from(sheet.getSheetValues(), (row) => (Array.isArray(row) ? Array.from(row.slice(1)) : []));
}

describe('the XLSX download of an AD report', () => {
  it('writes every AD component under its name, dollars as numbers with the currency in the header', async () => {
    const rows = await sheetOf(CONTRACT, 'en');
    const titles = rows.map((r) => r[0]);
    const names = AD_COMPONENTS.map((c) => i18n.getFixedT('en')(`components:name.${c.api_key}`));
    expect(titles).toEqual(expect.arrayContaining(names));
    const country = titles.indexOf('Country data');
    expect(rows[country + 1]?.slice(0, 6)).toEqual([
      'Country',
      'Spend (USD)',
      'Share of spend',
      'Spend this week (USD)',
      'Spend last week (USD)',
      'Spend WoW',
    ]);
    expect(rows[country + 2]?.slice(0, 6)).toEqual(['United States', 350, 350 / 442, 150, 180, -1 / 6]);
    expect(rows[country + 4]?.[0]).toBe('Unknown');
  });

  it('writes the sample month in Chinese', async () => {
    const rows = await sheetOf(SAMPLE, 'zh');
    expect(rows.map((r) => r[0])).toEqual(
      expect.arrayContaining(['广告表现总览', '产品数据', '自定义多维数据']),
    );
    const overview = rows.findIndex((r) => r[0] === '广告表现总览');
    expect(rows[overview + 1]).toEqual(['指标', '本期', '本周', '上周', '周环比']);
    expect(rows[overview + 2]?.[0]).toBe('花费');
  });
});
