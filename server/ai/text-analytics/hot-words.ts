import type { HotWord } from './text-analytics-provider.ts';
import { mapInChunks } from './in-chunks.ts';
import { stopWords } from './stop-words.ts';
import { contentWords } from './tokenize.ts';

/** Top words by document frequency: a word repeated in one comment counts once. Ties go alphabetically. */
export async function countHotWords(texts: readonly string[], top: number): Promise<HotWord[]> {
  const counts = new Map<string, number>();
  await mapInChunks(texts, (text) => {
    for (const word of new Set(contentWords(text, stopWords))) counts.set(word, (counts.get(word) ?? 0) + 1);
  });
  return [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, top)
    .map(([word, count]) => ({ word, count }));
}
