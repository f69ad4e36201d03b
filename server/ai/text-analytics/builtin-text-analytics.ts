import type { TextAnalyticsProvider } from './text-analytics-provider.ts';
import { matchRules } from './category-rules.ts';
import { writeEventSummary } from './event-summary.ts';
import { countHotWords } from './hot-words.ts';
import { lexiconSentiment } from './lexicon-sentiment.ts';
import { bestTheme } from './theme-rules.ts';

/** The analyzer that needs no model: lexicons, dictionaries, rules and counting. Deterministic. */
export function createBuiltinTextAnalytics(): TextAnalyticsProvider {
  const assign = (texts: readonly { id: string; text: string }[]) => {
    const assignments: Record<string, string> = {};
    for (const { id, text } of texts) {
      const theme = bestTheme(text);
      if (theme) assignments[id] = theme;
    }
    return { assignments };
  };
  return {
    kind: 'builtin',
    sentiment: async (texts) => texts.map(lexiconSentiment),
    hotWords: async (texts, { top }) => countHotWords(texts, top),
    themes: async (texts) => assign(texts),
    channelCategories: async (channels) => assign(channels),
    categorize: async (texts, rules) => {
      const tags: Record<string, string[]> = {};
      for (const { id, text } of texts) {
        const matched = matchRules(text, rules);
        if (matched.length) tags[id] = matched;
      }
      return { tags };
    },
    eventSummary: async (facts, locale) => writeEventSummary(facts, locale),
    // Age and gender are not in the text: guessing them from words would be inventing numbers.
    audience: async () => null,
  };
}
