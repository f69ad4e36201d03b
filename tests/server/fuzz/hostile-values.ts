import { RawBytes, RawJson } from './special-values.ts';

const bytes = (...list: number[]) => new Uint8Array(list);

/** Text the database cannot store or UTF-8 cannot encode; each must be refused with 10201, never a 500. */
export const NUL_AND_SURROGATES: readonly [string, string][] = [
  ['NUL alone', '\u0000'],
  ['NUL inside', 'fu\u0000zz'],
  ['lone high surrogate', '\ud800'],
  ['lone low surrogate', 'fuzz\udc00'],
  ['reversed surrogate pair', '\udc00\ud800'],
];

/** Invalid UTF-8 in a text value, as raw bytes: a decoder must replace them, never crash. */
export const INVALID_UTF8: readonly [string, RawBytes][] = [
  ['UTF-8 of a surrogate (ED A0 80)', new RawBytes(bytes(0xed, 0xa0, 0x80))],
  ['overlong NUL (C0 80)', new RawBytes(bytes(0xc0, 0x80))],
  ['byte FF', new RawBytes(bytes(0x66, 0xff, 0x66))],
];

/** Strings shaped like attacks on SQL, LIKE patterns, templates, HTML, Markdown, paths and terminals. */
export const INJECTION_STRINGS: readonly string[] = [
  "' OR 1=1--",
  '"; drop table users;--',
  '$1',
  '\\',
  '%_%',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '${7*7}',
  '{{7*7}}',
  '![x](http://evil.test/x.png)',
  '[click](javascript:alert(1))',
  '\u202egnp.exe',
  '👩‍👩‍👧‍👦🚀𝕏',
  "=cmd|' /C calc'!A0",
  '\r\nX-Injected: 1\r\n\r\n',
  '\u0001\u001b[31m\u007f',
  '\ufeff\u200b\u00a0',
  '__proto__',
  'null',
  '１２３ＡＢＣ',
];

/** Things a number field should never accept (strings here; JSON has no NaN or Infinity literal). */
export const NUMBER_LIKE_STRINGS: readonly string[] = [
  'NaN',
  'Infinity',
  '-1e999',
  '0x1F',
  ' 7 ',
  '1e3',
  '-0',
];

export const EXTREME_NUMBERS: readonly [string, number | RawJson][] = [
  ['negative', -1],
  ['zero', 0],
  ['fraction', 1.5],
  ['huge', 1e308],
  ['past safe integers', 2 ** 53 + 2],
  ['negative huge', -1e308],
  ['1e999 literal (Infinity)', new RawJson('1e999')],
  ['long digit literal', new RawJson('9'.repeat(400))],
];

export const DEEP_NESTING = 10_000;
export const deepArray = () => new RawJson(`${'['.repeat(DEEP_NESTING)}${']'.repeat(DEEP_NESTING)}`);
export const deepObject = () => new RawJson(`${'{"a":'.repeat(DEEP_NESTING)}1${'}'.repeat(DEEP_NESTING)}`);

/** About 150 kB of three-byte characters. */
export const LONG_UNICODE = '字'.repeat(50_000);
/** Close to the 1 MB API body limit, with room for the rest of the body. */
export const NEAR_LIMIT_TEXT = 'x'.repeat(900_000);
/** Past the 1 MB API body limit (10203). */
export const OVER_LIMIT_TEXT = 'x'.repeat(1_100_000);
