/**
 * Width- and accent-folded text with single spaces, in the user's own letter case (names keep their
 * capitals): "Türkiye" reads as "Turkiye", "ＮＩＫＥ" as "NIKE".
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKC')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text with the spans blanked out, so later readers do not read them again. */
export const blank = (text: string, spans: readonly [number, number][]) =>
  spans.reduce((t, [from, to]) => t.slice(0, from) + ' '.repeat(to - from) + t.slice(to), text);

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An alternation of phrases, longest first, so "south korea" wins over "korea". */
export function alternation(phrases: Iterable<string>): string {
  return [...new Set(phrases)]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
}

const LATIN = '[\\p{Script=Latin}\\p{N}]';
/**
 * A phrase whose edge is a Latin letter or digit must stand as a whole word there ("ig" is not in "big");
 * Chinese has no word boundaries, so "Nike评论" still finds "评论".
 */
export const wordBounded = (pattern: string) =>
  `(?<!${LATIN}(?=${LATIN}))(?:${pattern})(?!(?<=${LATIN})${LATIN})`;
