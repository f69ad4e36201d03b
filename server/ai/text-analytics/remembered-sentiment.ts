import { lexiconSentiment } from './lexicon-sentiment.ts';
import type { SentimentResult } from './text-analytics-provider.ts';

/**
 * Texts whose reading is kept: about a dashboard's posts and comments several times over. A chat answer about a
 * dashboard's sentiment reads every post and comment in scope on each turn; the lexicon is fixed, so the same
 * text always reads the same and the reading can be kept (decision 88).
 */
export const REMEMBERED_TEXTS = 20_000;

/**
 * `read` (the lexicon's reading) of a text, kept for the texts read most recently: a hit moves its text to the
 * newest end, and the oldest is dropped past `capacity`. Kept readings are frozen, being shared by every caller.
 */
export function rememberedSentiment(
  capacity = REMEMBERED_TEXTS,
  read: (text: string) => SentimentResult = lexiconSentiment,
): (text: string) => SentimentResult {
  const kept = new Map<string, Readonly<SentimentResult>>();
  return (text) => {
    const known = kept.get(text);
    if (known) {
      kept.delete(text);
      kept.set(text, known);
      return known;
    }
    const reading = Object.freeze(read(text));
    kept.set(text, reading);
    if (kept.size > capacity) kept.delete(kept.keys().next().value!);
    return reading;
  };
}
