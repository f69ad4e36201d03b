/**
 * Text as the tag matcher reads it: NFKC (full-width letters and digits become ASCII), lower case, and each run
 * of separators (spaces, `_`, `-`, `|`, `/`, dashes) one space, so "Free_Shipping", "free-shipping" and
 * "ＦＲＥＥ ＳＨＩＰＰＩＮＧ" (full width) all read "free shipping". `boundary[i]` says whether a word boundary lies before
 * `text[i]`, judged on the text's own case: "TrailShoe_Women25" has boundaries around "trail", "shoe",
 * "women" and "25", and "women" has none before "men".
 */
export interface NormalizedText {
  text: string;
  /** One more than text.length: 1 where a word starts or ends. */
  boundary: Uint8Array;
}

const enum Kind {
  Separator,
  Upper,
  Lower,
  Digit,
  /** Han, kana and Hangul: written without spaces, so a word in them is any substring. */
  Cjk,
  /** Punctuation and symbols: a boundary, but kept in the text ("50% off", "#ugc"). */
  Other,
}

const NON_ASCII_SEPARATOR = /[\s\u2010-\u2015\u2212]/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const UPPER = /\p{Lu}|\p{Lt}/u;
const LETTER = /\p{L}|\p{M}/u;
const DIGIT = /\p{N}/u;

/** `char` is the character for a non-ASCII `code`; ASCII is told by its code alone. */
function kindOf(code: number, char: string): Kind {
  if (code < 128) {
    if (code >= 97 && code <= 122) return Kind.Lower;
    if (code >= 65 && code <= 90) return Kind.Upper;
    if (code >= 48 && code <= 57) return Kind.Digit;
    // space, tab, newline, _, -, |, /
    if (code <= 32 || code === 95 || code === 45 || code === 124 || code === 47) return Kind.Separator;
    return Kind.Other;
  }
  if (NON_ASCII_SEPARATOR.test(char)) return Kind.Separator;
  if (CJK.test(char)) return Kind.Cjk;
  if (UPPER.test(char)) return Kind.Upper;
  if (LETTER.test(char)) return Kind.Lower;
  if (DIGIT.test(char)) return Kind.Digit;
  return Kind.Other;
}

const isWordKind = (kind: Kind) => kind === Kind.Upper || kind === Kind.Lower || kind === Kind.Digit;

/** Whether `before`, `at` and the kind after `at` put a word boundary between `before` and `at`. */
function isBoundary(before: Kind, at: Kind, after: Kind | undefined): boolean {
  if (!isWordKind(before) || !isWordKind(at)) return true;
  if ((before === Kind.Digit) !== (at === Kind.Digit)) return true;
  if (before === Kind.Lower && at === Kind.Upper) return true;
  // The end of a capitalised abbreviation: "UGCVideo" is "UGC" and "Video".
  return before === Kind.Upper && at === Kind.Upper && after === Kind.Lower;
}

/** The matcher's reading of `raw` (see the module comment). */
export function normalizeText(raw: string): NormalizedText {
  const source = raw.normalize('NFKC');
  // Lower case never lengthens what is kept (a letter whose lower case would is kept as it is).
  const codes = new Uint16Array(source.length);
  const kinds = new Uint8Array(source.length);
  /** Where each output character (one or two code units) starts. */
  const starts = new Uint32Array(source.length);
  let chars = 0;
  let length = 0;
  for (let i = 0; i < source.length;) {
    const code = source.codePointAt(i)!;
    const units = code > 0xffff ? 2 : 1;
    const char = code < 128 ? '' : source.slice(i, i + units);
    const kind = kindOf(code, char);
    i += units;
    if (kind === Kind.Separator) {
      if (chars > 0 && kinds[chars - 1] !== Kind.Separator) {
        starts[chars] = length;
        kinds[chars++] = Kind.Separator;
        codes[length++] = 32;
      }
      continue;
    }
    starts[chars] = length;
    kinds[chars++] = kind;
    if (code < 128) codes[length++] = kind === Kind.Upper ? code + 32 : code;
    else {
      const low = kind === Kind.Upper ? char.toLowerCase() : char;
      const kept = low.length === char.length ? low : char;
      for (let u = 0; u < kept.length; u++) codes[length++] = kept.charCodeAt(u);
    }
  }
  if (chars > 0 && kinds[chars - 1] === Kind.Separator) {
    chars--;
    length--;
  }
  let text = '';
  for (let i = 0; i < length; i += 4096)
    text += String.fromCharCode(...codes.subarray(i, Math.min(length, i + 4096)));
  const boundary = new Uint8Array(length + 1);
  for (let i = 0; i < chars; i++)
    if (i === 0 || isBoundary(kinds[i - 1]!, kinds[i]!, i + 1 < chars ? kinds[i + 1] : undefined))
      boundary[starts[i]!] = 1;
  boundary[length] = 1;
  return { text, boundary };
}

/** A search word as the matcher reads it; "" when it holds nothing but separators. */
export function normalizeWord(word: string): string {
  return normalizeText(word).text;
}

/** Whether a word's end must fall on a word boundary: it ends in a letter or digit of a spaced script. */
export function needsBoundary(char: string): boolean {
  const code = char.codePointAt(0)!;
  return isWordKind(kindOf(code, code < 128 ? '' : char));
}
