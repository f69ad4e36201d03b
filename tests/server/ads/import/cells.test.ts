import { describe, expect, it } from 'vitest';
import { parseDayCell, orderEvidence } from '../../../../server/ads/import/day-cell.ts';
import { headerKey } from '../../../../server/ads/import/header-names.ts';
import { decimalEvidence, parseNumberCell } from '../../../../server/ads/import/number-cell.ts';
import { plainText } from '../../../../server/ads/import/text-cell.ts';

describe('number cells', () => {
  it.each([
    ['1 234,56', ',', 1234.56],
    ['1\u00A0234,56', ',', 1234.56],
    ['1\u202F234,56', ',', 1234.56],
    ['1.234,56', ',', 1234.56],
    ['1,234.56', '.', 1234.56],
    ['1,234', '.', 1234],
    ['1.234', ',', 1234],
    ['1.234', '.', 1.234],
    ['12%', '.', 0.12],
    ['12,5 %', ',', 0.125],
    ['$1,234', '.', 1234],
    ['1.234,56 €', ',', 1234.56],
    ['0', '.', 0],
    ['45210', '.', 45210],
    ['45210', ',', 45210],
    ['0.44', '.', 0.44],
    ['12,75', ',', 12.75],
    ['007', '.', 7],
  ] as const)('reads %j with %s decimals as %d', (text, mark, value) => {
    expect(parseNumberCell(text, mark)).toEqual({ ok: true, value });
  });

  it.each(['', '-', '—', '–'])('reads %j as no value', (text) => {
    expect(parseNumberCell(text, '.')).toEqual({ ok: true, value: null });
  });

  it.each(['-3', 'ten', '1,23,4', '1.2.3', '1e5', '=1+1', '1,234.56.7', '2000000000000000', '0x10'])(
    'refuses %j',
    (text) => {
      expect(parseNumberCell(text, '.').ok).toBe(false);
    },
  );

  it('tells the decimal mark only from cells that can be read one way', () => {
    expect(decimalEvidence('1.234,56')).toBe(',');
    expect(decimalEvidence('12,5')).toBe(',');
    expect(decimalEvidence('1,234.56')).toBe('.');
    expect(decimalEvidence('0.44')).toBe('.');
    expect(decimalEvidence('1,234')).toBeNull();
    expect(decimalEvidence('45210')).toBeNull();
  });
});

describe('day cells', () => {
  it.each([
    ['2026-10-01', 'mdy', '2026-10-01'],
    ['2026-10-01T00:00:00.000Z', 'mdy', '2026-10-01'],
    ['2026/10/01', 'dmy', '2026-10-01'],
    ['2026年10月1日', 'dmy', '2026-10-01'],
    ['01.10.2026', 'mdy', '2026-10-01'],
    ['10/01/2026', 'mdy', '2026-10-01'],
    ['01/10/2026', 'dmy', '2026-10-01'],
  ] as const)('reads %j (%s) as %s', (text, order, day) => {
    expect(parseDayCell(text, order)).toBe(day);
  });

  it.each(['2026-02-30', '2026-13-01', '13/13/2026', 'yesterday', ''])('refuses %j', (text) => {
    expect(parseDayCell(text, 'dmy')).toBeNull();
  });

  it('reads the order only from a part over 12', () => {
    expect(orderEvidence('13/10/2026')).toBe('dmy');
    expect(orderEvidence('10/13/2026')).toBe('mdy');
    expect(orderEvidence('10/01/2026')).toBeNull();
  });
});

describe('header names and text cells', () => {
  it('compares headers without case, spaces, BOM, `*` or full-width punctuation', () => {
    expect(headerKey('\uFEFF Amount  spent(USD) *')).toBe('amount spent (usd)');
    expect(headerKey('点击量（目标页面）＊')).toBe(headerKey('点击量(目标页面)'));
  });

  it('keeps formulas as text, drops control characters and cuts long text', () => {
    expect(plainText('=HYPERLINK("http://evil.example","x")')).toBe('=HYPERLINK("http://evil.example","x")');
    expect(plainText('a\u0000b\u001Bc\u202Ed\r\n')).toBe('a b c d');
    expect(plainText('x'.repeat(10_000))).toHaveLength(400);
    expect(plainText(`${'x'.repeat(399)}😀`)).toHaveLength(399);
  });
});
