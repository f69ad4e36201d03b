import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { columnName, writeXlsx } from '@/lib/xlsx/write-xlsx';

async function readBack(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  return workbook;
}

describe('writeXlsx', () => {
  it('names columns like Excel', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });

  it('writes one sheet Sheet1 whose strings, numbers and percentages read back', async () => {
    const workbook = await readBack(
      writeXlsx([
        ['Overview'],
        ['Subject', 'Views', 'Rate'],
        ['Nike & <Adidas> "run"', 1234567, { percent: 0.125 }],
        ['耐克', 0, null],
        [],
        ['Top videos', undefined, 'x'],
      ]),
    );
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Sheet1']);
    const sheet = workbook.getWorksheet('Sheet1')!;
    expect(sheet.getCell('A1').value).toBe('Overview');
    expect(sheet.getCell('B2').value).toBe('Views');
    expect(sheet.getCell('A3').value).toBe('Nike & <Adidas> "run"');
    expect(sheet.getCell('B3').value).toBe(1234567);
    expect(sheet.getCell('C3').value).toBe(0.125);
    expect(sheet.getCell('C3').numFmt).toBe('0.00%');
    expect(sheet.getCell('A4').value).toBe('耐克');
    expect(sheet.getCell('B4').value).toBe(0);
    expect(sheet.getCell('C4').value).toBeNull();
    expect(sheet.getCell('A6').value).toBe('Top videos');
    expect(sheet.getCell('C6').value).toBe('x');
  });

  it('drops characters XML cannot carry instead of writing a broken file', async () => {
    const workbook = await readBack(writeXlsx([['a\u0001b\u0008c']]));
    expect(workbook.getWorksheet('Sheet1')!.getCell('A1').value).toBe('abc');
  });
});
