import type { ThemeKey } from '../../../src/lib/report-components/llm-results.ts';
import { themeDictionary, themeKeys } from './theme-dictionary.ts';
import { isHan } from './tokenize.ts';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/**
 * One pattern per theme over lower-cased text: Chinese terms as substrings, other terms bounded by no Latin letter
 * or digit so "code" never hits "decode" (but does hit 优惠code). Longer terms first so a phrase wins over its first
 * word. Plain ASCII classes: Unicode property classes took hundreds of milliseconds to compile.
 */
const matchers = themeKeys.map((theme) => {
  const terms = [...themeDictionary[theme].terms].sort((a, b) => b.length - a.length);
  const alternatives = terms.map((term) =>
    isHan(term) ? escape(term) : `(?<![a-z0-9])${escape(term.toLowerCase())}(?![a-z0-9])`,
  );
  return { theme, pattern: new RegExp(alternatives.join('|'), 'gu') };
});

/** Dictionary hits per theme for one text. */
export function themeHits(text: string): Map<ThemeKey, number> {
  const hits = new Map<ThemeKey, number>();
  const lower = text.toLowerCase();
  for (const { theme, pattern } of matchers) {
    const n = lower.match(pattern)?.length ?? 0;
    if (n > 0) hits.set(theme, n);
  }
  return hits;
}

/** The theme with the most hits (dictionary order breaks ties), or null when no term occurs. */
export function bestTheme(text: string): ThemeKey | null {
  let best: ThemeKey | null = null;
  let most = 0;
  for (const [theme, n] of themeHits(text)) {
    if (n > most) {
      best = theme;
      most = n;
    }
  }
  return best;
}
