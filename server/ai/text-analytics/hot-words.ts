import type { HotWord } from './text-analytics-provider.ts';
import { stopWords } from './stop-words.ts';
import { contentWords } from './tokenize.ts';

/** Top words by document frequency: a word repeated in one comment counts once. Ties go alphabetically. */
export function countHotWords(texts: readonly string[], top: number): HotWord[] {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const word of new Set(contentWords(text, stopWords))) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, top)
    .map(([word, count]) => ({ word, count }));
}
