import { describe, expect, it } from 'vitest';
import { excelDateText, isDateFormat } from '../../../server/domains/imports/sheet-reader/excel-dates.ts';

describe('isDateFormat', () => {
  it('knows the built-in date and time formats, including the East Asian ones', () => {
    for (const id of [14, 17, 22, 27, 31, 36, 45, 47, 50, 58]) expect(isDateFormat(id, undefined)).toBe(true);
    for (const id of [0, 1, 2, 9, 10, 11, 37, 44, 49]) expect(isDateFormat(id, undefined)).toBe(false);
  });

  it('reads custom codes: a d, m, y, h or s outside quotes, brackets and escapes is a date', () => {
    const dates = [
      'yyyy-mm-dd hh:mm',
      'm/d/yy',
      '[$-409]mmmm d, yyyy;@',
      'yyyy"年"m"月"d"日"',
      'hh:mm:ss AM/PM',
    ];
    const numbers = [
      '0.0 "days"',
      '[Red]#,##0;[Blue]-#,##0',
      '#,##0\\ \\d',
      '0.00%',
      '@',
      'General',
      '[h]',
      '_(* #,##0_)',
    ];
    for (const code of dates) expect(isDateFormat(200, code)).toBe(true);
    for (const code of numbers) expect(isDateFormat(200, code)).toBe(false);
  });

  it('takes a format code written in the file over the built-in meaning of its id', () => {
    expect(isDateFormat(14, '0.00')).toBe(false);
  });
});

describe('excelDateText', () => {
  it('counts days from 1899-12-30, with the fraction as time of day', () => {
    expect(excelDateText(46082.583333333336, false)).toBe('2026-03-01T14:00:00.000Z');
    expect(excelDateText(61, false)).toBe('1900-03-01T00:00:00.000Z');
  });

  it("keeps Excel's phantom 29 February 1900: earlier serials are a day later, serial 60 is no real date", () => {
    expect(excelDateText(1, false)).toBe('1900-01-01T00:00:00.000Z');
    expect(excelDateText(59, false)).toBe('1900-02-28T00:00:00.000Z');
    expect(excelDateText(60.5, false)).toBe('1900-02-29T12:00:00.000Z');
  });

  it('counts from 1904-01-01 in the 1904 date system', () => {
    expect(excelDateText(0, true)).toBe('1904-01-01T00:00:00.000Z');
    expect(excelDateText(44620.583333333336, true)).toBe('2026-03-01T14:00:00.000Z');
  });

  it('rounds to the millisecond without spilling into the next day, and leaves out what Excel cannot show', () => {
    expect(excelDateText(46082.99999999999, false)).toBe('2026-03-02T00:00:00.000Z');
    expect(excelDateText(-1, false)).toBeNull();
    expect(excelDateText(2_958_466, false)).toBeNull();
  });
});
