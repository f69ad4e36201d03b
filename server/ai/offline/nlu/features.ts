import { normalizeText } from '../normalize-text.ts';

const LATIN_WORD = /[\p{Script=Latin}\d']+/gu;
const LATIN_CHAR = /^[\p{Script=Latin}\d]$/u;

/**
 * The features the intent classifier sees: character 1–3-grams of the normalized text (so Chinese needs no
 * word segmenter and typos still share most grams; single Latin letters say nothing), plus whole Latin words
 * and word pairs. Digits all read as "0": "top 5" and "top 10" are the same request.
 */
export function featuresOf(text: string): string[] {
  const t = `^${normalizeText(text).replace(/\d+/g, '0')}$`;
  const features: string[] = [];
  const chars = [...t];
  for (let i = 0; i < chars.length; i++) {
    let gram = '';
    for (let n = 0; n < 3 && i + n < chars.length; n++) {
      gram += chars[i + n];
      if (gram.trim() && (n > 0 || !LATIN_CHAR.test(gram))) features.push(gram);
    }
  }
  const words = t.match(LATIN_WORD) ?? [];
  words.forEach((w, i) => {
    features.push(`w:${w}`);
    if (i > 0) features.push(`b:${words[i - 1]} ${w}`);
  });
  return features;
}
