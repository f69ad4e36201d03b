/**
 * Text matching for the offline model: accent- and case-insensitive, full-width folded to half-width, and
 * blind to spaces next to Chinese so "打开 KOX 列表" matches the keyword "kox列表".
 */
const CJK_CLASS = '\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff';
const CJK = new RegExp(`[${CJK_CLASS}]`);
const SPACE_BY_CJK = new RegExp(`\\s+(?=[${CJK_CLASS}])|(?<=[${CJK_CLASS}])\\s+`, 'g');
const WORD_CHAR = /[\p{Script=Latin}\p{N}]/u;

export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(SPACE_BY_CJK, '')
    .trim();
}

export function hasCjk(text: string): boolean {
  return CJK.test(text);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where `phrase` occurs in the already normalized `text`, or -1. A phrase that starts or ends with a Latin
 * letter or digit must stand as a whole word on that side ("kox" matches "打开kox列表" but not "boxkox").
 */
export function findPhrase(text: string, phrase: string): number {
  const p = normalizeText(phrase);
  if (!p) return -1;
  const head = WORD_CHAR.test(p[0] ?? '') ? '(?<![\\p{Script=Latin}\\p{N}])' : '';
  const tail = WORD_CHAR.test(p.at(-1) ?? '') ? '(?![\\p{Script=Latin}\\p{N}])' : '';
  return text.search(new RegExp(`${head}${escape(p)}${tail}`, 'u'));
}

export function mentionsAny(text: string, phrases: readonly string[]): boolean {
  return phrases.some((p) => findPhrase(text, p) >= 0);
}
