import type { ThemeKey } from '../../../src/lib/report-components/llm-results.ts';
import { themeDictionary, themeKeys } from './theme-dictionary.ts';
import { isHan } from './tokenize.ts';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** One matcher per term: Chinese as a substring, other terms bounded by non-letters so "code" never hits "decode". */
const matchers = themeKeys.map((theme) => ({
  theme,
  patterns: themeDictionary[theme].terms.map((term) =>
    isHan(term)
      ? new RegExp(escape(term), 'gu')
      : new RegExp(`(?<![\\p{L}\\p{N}])${escape(term)}(?![\\p{L}\\p{N}])`, 'giu'),
  ),
}));

/** Dictionary hits per theme for one text. */
export function themeHits(text: string): Map<ThemeKey, number> {
  const hits = new Map<ThemeKey, number>();
  for (const { theme, patterns } of matchers) {
    let n = 0;
    for (const p of patterns) n += text.match(p)?.length ?? 0;
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
