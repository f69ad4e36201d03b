import { describe, expect, it } from 'vitest';
import { readCsv } from '../../../server/domains/imports/sheet-reader/read-csv.ts';
import { refusal } from './refusal.ts';

const csv = (text: string) => new TextEncoder().encode(text);

describe('readCsv', () => {
  it('drops the BOM, skips blank lines and numbers rows as records, a quoted line break inside one', () => {
    const { rows, rowNumbers } = readCsv(csv('\uFEFFa,b\r\n\r\n1,"two\r\nlines"\r\n , \r\n3,4\r\n'), 10);
    expect(rows).toEqual([
      ['a', 'b'],
      ['1', 'two\r\nlines'],
      ['3', '4'],
    ]);
    expect(rowNumbers).toEqual([1, 3, 5]);
  });

  it('stops one data row past the limit, blank lines not counted, and keeps only the header', () => {
    expect(readCsv(csv('h\n1\n\n2\n3\n'), 3)).toMatchObject({
      rows: [['h'], ['1'], ['2'], ['3']],
      tooManyRows: false,
    });
    expect(readCsv(csv('h\n1\n2\n3\n4\n5\n'), 3)).toEqual({
      rows: [['h']],
      rowNumbers: [1],
      tooManyRows: true,
    });
  });

  it('never parses past the limit: a broken quote after it is not looked at', () => {
    const brokenLater = csv('h\n1\n2\n3\n4\n"never closed\n');
    expect(readCsv(brokenLater, 3).tooManyRows).toBe(true);
    expect(refusal(() => readCsv(brokenLater, 10)).message).toBe('a quoted field is never closed (row 6).');
  });

  it('names the row of a quoting error in its own words', () => {
    expect(refusal(() => readCsv(csv('a,b\n"x"y,2\n'), 10)).message).toBe(
      'a closing quote is followed by other characters (row 2).',
    );
  });

  it('refuses text that is not UTF-8, and binary files', () => {
    const latin1 = new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x0a]); // "café" in ISO-8859-1
    const notUtf8 = refusal(() => readCsv(latin1, 10));
    expect(notUtf8.message).toBe('it is not UTF-8 text. Save the CSV as UTF-8 or use the XLSX template.');
    expect(notUtf8.detail).toMatch(/TypeError/);
    expect(refusal(() => readCsv(csv('a\u0000b'), 10)).message).toBe('it is a binary file, not CSV text.');
  });
});
