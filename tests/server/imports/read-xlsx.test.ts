import { describe, expect, it } from 'vitest';
import { readXlsx } from '../../../server/domains/imports/sheet-reader/read-xlsx.ts';
import {
  DAMAGED_WORKBOOK,
  NOT_A_WORKBOOK,
} from '../../../server/domains/imports/sheet-reader/unreadable-file.ts';
import { XlsxPackage } from '../../../server/domains/imports/sheet-reader/xlsx-package.ts';
import { si, xlsxOf, zipBombXlsx, zipEntries, type XlsxParts } from './xlsx-fixture.ts';
import { refusal } from './refusal.ts';

const read = (parts: XlsxParts, maxRows = 50) => readXlsx(xlsxOf(parts), maxRows);

describe('readXlsx: cell values', () => {
  it('reads shared strings: rich-text runs joined, phonetic guides left out, _xHHHH_ escapes undone', () => {
    const { rows } = read({
      sharedStrings: [
        si('plain'),
        '<si><r><rPr><b/><sz val="11"/></rPr><t>Bold</t></r><r><t xml:space="preserve"> and plain</t></r></si>',
        '<si><t>東京</t><rPh sb="0" eb="2"><t>トウキョウ</t></rPh><phoneticPr fontId="1"/></si>',
        '<si><t>line_x000D__x000A_break, _x005F_x0041_ kept</t></si>',
        '<si><t/></si>',
      ],
      sheetData:
        '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c>' +
        '<c r="D1" t="s"><v>3</v></c><c r="E1" t="s"><v>4</v></c></row>',
    });
    expect(rows).toEqual([['plain', 'Bold and plain', '東京', 'line\r\nbreak, _x0041_ kept']]);
  });

  it('reads inline strings, formula results by their cached value, booleans, errors and numbers', () => {
    const { rows } = read({
      sheetData:
        '<row r="1"><c r="A1" t="inlineStr"><is><t>inline &amp; &lt;b&gt; &#20013;</t></is></c>' +
        '<c r="B1" t="inlineStr"><is><r><t>rich </t></r><r><rPr><i/></rPr><t>inline</t></r></is></c>' +
        '<c r="C1"><f>SUM(1,2)</f><v>3</v></c>' +
        '<c r="D1" t="str"><f>UPPER("a")</f><v>A</v></c>' +
        '<c r="E1"><f>NOW()</f></c>' +
        '<c r="F1" t="b"><v>1</v></c><c r="G1" t="b"><v>0</v></c>' +
        '<c r="H1" t="e"><f>1/0</f><v>#DIV/0!</v></c>' +
        '<c r="I1"><v>1.5E+3</v></c><c r="J1"><v>152000</v></c><c r="K1"><v>0.1</v></c></row>',
    });
    expect(rows).toEqual([
      ['inline & <b> 中', 'rich inline', '3', 'A', '', 'true', 'false', '#DIV/0!', '1500', '152000', '0.1'],
    ]);
  });

  it('keeps text exactly: spaces, a leading = and markup are text, never a formula', () => {
    const { rows } = read({
      sharedStrings: [si('  two spaces  '), si('=HYPERLINK("http://evil.test")')],
      sheetData:
        '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c>' +
        '<c r="C1" t="inlineStr"><is><t xml:space="preserve"> &lt;script&gt; </t></is></c></row>',
    });
    expect(rows).toEqual([['  two spaces  ', '=HYPERLINK("http://evil.test")', ' <script> ']]);
  });

  it('places cells by their reference, fills missing ones with blanks, and follows on when there is none', () => {
    const { rows } = read({
      sheetData:
        '<row r="1"><c r="A1"><v>1</v></c><c r="D1"><v>4</v></c></row>' +
        '<row r="2"><c><v>1</v></c><c><v>2</v></c><c r="E2"><v>5</v></c><c><v>6</v></c></row>' +
        '<row r="3"><c r="AA3"><v>27</v></c></row>',
    });
    expect(rows).toEqual([
      ['1', '', '', '4'],
      ['1', '2', '', '', '5', '6'],
      [...Array<string>(26).fill(''), '27'],
    ]);
  });

  it('numbers rows as the spreadsheet does and skips blank rows, styled empty cells included', () => {
    const { rows, rowNumbers } = read({
      sharedStrings: [si('a'), si('   ')],
      sheetData:
        '<row r="1"><c r="A1" t="s"><v>0</v></c></row>' +
        '<row r="3" ht="20" customHeight="1"/>' +
        '<row r="4"><c r="A4" s="1"/><c r="B4" t="s"><v>1</v></c></row>' +
        '<row r="7"><c r="A7"><v>7</v></c></row>' +
        '<row><c r="A8"><v>8</v></c></row>',
    });
    expect(rows).toEqual([['a'], ['7'], ['8']]);
    expect(rowNumbers).toEqual([1, 7, 8]);
  });

  it('reads elements with a namespace prefix, as some writers save them', () => {
    const sheetData =
      '<x:row r="1" xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
      '<x:c r="A1" t="inlineStr"><x:is><x:t>prefixed</x:t></x:is></x:c></x:row>';
    expect(read({ sheetData }).rows).toEqual([['prefixed']]);
  });

  it('reads the first tab, whichever part holds it', () => {
    const sheetData = '<row r="1"><c r="A1" t="inlineStr"><is><t>posts</t></is></c></row>';
    expect(read({ sheetData }).rows).toEqual([['posts']]);
    expect(read({ sheetData, otherSheetFirst: true }).rows).toEqual([['notes']]);
  });
});

describe('readXlsx: dates', () => {
  // Styles: 0 general, 1 built-in 14 (m/d/yyyy), 2 built-in 22 (m/d/yyyy h:mm), 3 custom date-time,
  // 4 custom number with "days" quoted, 5 built-in 10 (0.00%).
  const styles = {
    numFmts: { 164: 'yyyy-mm-dd hh:mm:ss', 165: '0.0 "days"' },
    cellXfs: [0, 14, 22, 164, 165, 10],
  };
  const cell = (s: number, v: string | number) => `<c s="${s}"><v>${v}</v></c>`;

  it('turns numbers in a date format into ISO dates, and leaves other numbers alone', () => {
    const { rows } = read({
      ...styles,
      sheetData: `<row r="1">${cell(0, 46082)}${cell(1, 46082)}${cell(2, 46082.583333333336)}${cell(3, 46082.583333333336)}${cell(4, 46082)}${cell(5, 0.125)}</row>`,
    });
    expect(rows).toEqual([
      [
        '46082',
        '2026-03-01T00:00:00.000Z',
        '2026-03-01T14:00:00.000Z',
        '2026-03-01T14:00:00.000Z',
        '46082',
        '0.125',
      ],
    ]);
  });

  it("keeps the 1900 system's phantom leap day and reads the 1904 system", () => {
    const sheetData = `<row r="1">${cell(1, 59)}${cell(1, 60)}${cell(1, 61)}</row>`;
    expect(read({ ...styles, sheetData }).rows).toEqual([
      ['1900-02-28T00:00:00.000Z', '1900-02-29T00:00:00.000Z', '1900-03-01T00:00:00.000Z'],
    ]);
    const in1904 = read({
      ...styles,
      date1904: true,
      sheetData: `<row r="1">${cell(2, 44620.583333333336)}</row>`,
    });
    expect(in1904.rows).toEqual([['2026-03-01T14:00:00.000Z']]);
  });
});

describe('readXlsx: limits', () => {
  const numbered = (from: number, to: number) =>
    Array.from(
      { length: to - from + 1 },
      (_, i) => `<row r="${from + i}"><c r="A${from + i}"><v>${from + i}</v></c></row>`,
    ).join('');

  it('stops one data row past the limit, blank rows not counted, and keeps only the header', () => {
    const sheetData = `${numbered(1, 2)}<row r="3"/><row r="4"><c r="A4" s="1"/></row>${numbered(5, 6)}`;
    expect(read({ sheetData }, 3)).toMatchObject({ rows: [['1'], ['2'], ['5'], ['6']], tooManyRows: false });
    expect(read({ sheetData: numbered(1, 6) }, 3)).toEqual({
      rows: [['1']],
      rowNumbers: [1],
      tooManyRows: true,
    });
  });

  it('never reads past the limit: what comes after it is not looked at', () => {
    const damagedLater = `${numbered(1, 5)}<row r="6"><c r="A6" t="s"><v>999</v></c></row>`;
    expect(read({ sheetData: damagedLater }, 3).tooManyRows).toBe(true);
    expect(refusal(() => read({ sheetData: damagedLater }, 10)).message).toBe(DAMAGED_WORKBOOK);
  });

  it('refuses a value past column 256, where a dense row would cost too much, but not an empty far cell', () => {
    const far =
      '<row r="1"><c r="A1"><v>1</v></c><c r="XFD1" s="1"/></row><row r="2"><c r="JA2"><v>1</v></c></row>';
    expect(refusal(() => read({ sheetData: far })).message).toBe(
      "row 2 has a value past column 256; use the template's columns.",
    );
  });

  it('refuses a zip bomb at once when it lies about its size', () => {
    const started = performance.now();
    const bomb = zipBombXlsx({ megabytes: 1000, declaredSize: 1000, unit: '<row/>' });
    expect(bomb.length).toBeLessThan(2_000_000);
    expect(refusal(() => readXlsx(bomb, 50_000)).message).toBe(DAMAGED_WORKBOOK);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('refuses a zip bomb that declares its size: a string table over the cap before inflating it', () => {
    const started = performance.now();
    const bomb = zipBombXlsx({
      megabytes: 1000,
      declaredSize: 1e9,
      unit: '<si><t>x</t></si>',
      part: 'sharedStrings',
    });
    expect(refusal(() => readXlsx(bomb, 50_000)).message).toBe(
      'it unpacks to more than 100 MB. Split it into smaller files.',
    );
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('refuses a sheet of more rows than Excel has, without inflating the rest or holding it', () => {
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const bomb = zipBombXlsx({ megabytes: 1000, declaredSize: 1e9, unit: '<row/>' });
    expect(refusal(() => readXlsx(bomb, 50_000)).message).toBe(DAMAGED_WORKBOOK);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(300_000_000);
  });

  it('counts every byte inflated against the cap, as they come out', () => {
    const bomb = zipBombXlsx({ megabytes: 20, declaredSize: 1e9, unit: '<c r="A1"/>' });
    const pkg = new XlsxPackage(bomb, 5_000_000);
    const ignore = { open() {}, close() {}, text() {} };
    expect(refusal(() => pkg.scan('xl/worksheets/sheet1.xml', ignore, () => false)).message).toBe(
      'it unpacks to more than 5 MB. Split it into smaller files.',
    );
  });
});

describe('readXlsx: damaged files', () => {
  const good = xlsxOf({ sheetData: '<row r="1"><c r="A1"><v>1</v></c></row>' });

  /** A copy of `bytes` with every occurrence of `from` overwritten by `to` (the same length). */
  function overwrite(bytes: Uint8Array, from: string, to: string): Uint8Array {
    const out = Buffer.from(bytes);
    for (let at = out.indexOf(from); at !== -1; at = out.indexOf(from, at + 1)) out.write(to, at);
    return new Uint8Array(out);
  }

  it('refuses a cut-off zip, a zip that is no workbook, and a workbook without a sheet', () => {
    expect(refusal(() => readXlsx(good.subarray(0, good.length - 30), 10)).message).toBe(NOT_A_WORKBOOK);
    expect(refusal(() => readXlsx(overwrite(good, '_rels/.rels', '_rels/.relx'), 10)).message).toBe(
      NOT_A_WORKBOOK,
    );
    const relationships =
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship ' +
      'Id="rId1" Type="http://purl.oclc.org/ooxml/officeDocument/relationships/officeDocument" Target="book.xml"/>' +
      '</Relationships>';
    const sheetless = zipEntries({
      '_rels/.rels': new TextEncoder().encode(relationships),
      'book.xml': new TextEncoder().encode('<workbook><sheets/></workbook>'),
    });
    expect(refusal(() => readXlsx(sheetless, 10)).message).toBe('the workbook has no sheet.');
  });

  it('refuses deflate data that is corrupt and XML that is not well formed', () => {
    const corrupt = Buffer.from(good);
    const sheetData = corrupt.indexOf('xl/worksheets/sheet1.xml') + 'xl/worksheets/sheet1.xml'.length;
    corrupt.fill(0xff, sheetData, sheetData + 40);
    expect(refusal(() => readXlsx(new Uint8Array(corrupt), 10)).message).toBe(DAMAGED_WORKBOOK);
    expect(refusal(() => read({ sheetData: '<row r="1"><c r="A1"' })).message).toBe(DAMAGED_WORKBOOK);
  });
});
