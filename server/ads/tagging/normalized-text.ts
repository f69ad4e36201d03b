/**
 * Text as the tag matcher reads it: NFKC (full-width letters and digits become ASCII), lower case, and each run
 * of separators (spaces, `_`, `-`, `|`, `/`, dashes) one space, so "Free_Shipping", "free-shipping" and
 * "ＦＲＥＥ　ＳＨＩＰＰＩＮＧ" all read "free shipping". `boundary[i]` says whether a word boundary lies before
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

const lower = (char: string) => {
  const low = char.toLowerCase();
  return low.length === char.length ? low : char;
};

/** The matcher's reading of `raw` (see the module comment). */
export function normalizeText(raw: string): NormalizedText {
  const source = raw.normalize('NFKC');
  const chars: string[] = [];
  const kinds: Kind[] = [];
  for (const char of source) {
    const kind = kindOf(char.codePointAt(0)!, char);
    if (kind === Kind.Separator) {
      if (kinds.length > 0 && kinds[kinds.length - 1] !== Kind.Separator) {
        chars.push(' ');
        kinds.push(Kind.Separator);
      }
      continue;
    }
    chars.push(kind === Kind.Upper ? lower(char) : char);
    kinds.push(kind);
  }
  if (kinds[kinds.length - 1] === Kind.Separator) {
    chars.pop();
    kinds.pop();
  }
  const text = chars.join('');
  const boundary = new Uint8Array(text.length + 1);
  let offset = 0;
  for (let i = 0; i < chars.length; i++) {
    if (i === 0 || isBoundary(kinds[i - 1]!, kinds[i]!, kinds[i + 1])) boundary[offset] = 1;
    offset += chars[i]!.length;
  }
  boundary[text.length] = 1;
  return { text, boundary };
}

/** A search word as the matcher reads it; "" when it holds nothing but separators. */
export function normalizeWord(word: string): string {
  return normalizeText(word).text;
}

/** Whether a word's end must fall on a word boundary: it ends in a letter or digit of a spaced script. */
export function needsBoundary(char: string): boolean {
  const kind = kindOf(char.codePointAt(0)!, char);
  return isWordKind(kind);
}
