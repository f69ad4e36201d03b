import { alternation } from './fold-text.ts';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const TWO_LETTER = [...LETTERS].flatMap((a) => [...LETTERS].map((b) => a + b));

/**
 * Every code of one kind that ICU names, with its names in English and Chinese (long and short styles), from
 * Intl.DisplayNames: all ISO 3166 alpha-2 regions, all ISO 639-1 languages, without a list kept here.
 */
export function namedCodes(
  type: 'region' | 'language',
  skip: ReadonlySet<string>,
): Map<string, { en: string[]; zh: string[] }> {
  const names = new Map<string, { en: string[]; zh: string[] }>();
  const styles = ['long', 'short'] as const;
  const display = (locale: string) =>
    styles.map((style) => new Intl.DisplayNames([locale], { type, style, fallback: 'code' }));
  const [enNames, zhNames] = [display('en'), display('zh')];
  for (const raw of TWO_LETTER) {
    const code = type === 'region' ? raw.toUpperCase() : raw;
    if (skip.has(code)) continue;
    const en = enNames.map((d) => d.of(code) ?? code);
    if (en.every((n) => n.toLowerCase() === raw)) continue;
    const zh = zhNames.map((d) => d.of(code) ?? code);
    names.set(code, { en: [...new Set(en)], zh: [...new Set(zh)] });
  }
  return names;
}

/** A lookup from a lower-cased name to its code, and the alternation that finds the names in a text. */
export function nameIndex(entries: Iterable<[string, readonly string[]]>): {
  codeOf: Map<string, string>;
  pattern: string;
} {
  const codeOf = new Map<string, string>();
  for (const [code, names] of entries) {
    for (const name of names) {
      const key = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      if (!codeOf.has(key)) codeOf.set(key, code);
    }
  }
  return { codeOf, pattern: alternation(codeOf.keys()) };
}
