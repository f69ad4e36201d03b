import type { TextAnalyticsProvider, TextItem } from './text-analytics-provider.ts';
import { matchRules } from './category-rules.ts';
import { writeEventSummary } from './event-summary.ts';
import { countHotWords } from './hot-words.ts';
import { mapInChunks } from './in-chunks.ts';
import { rememberedSentiment } from './remembered-sentiment.ts';
import { bestTheme } from './theme-rules.ts';

/** The analyzer that needs no model: lexicons, dictionaries, rules and counting. Deterministic. */
export function createBuiltinTextAnalytics(): TextAnalyticsProvider {
  const sentimentOf = rememberedSentiment();
  const assign = async (texts: readonly TextItem[]) => {
    const themes = await mapInChunks(texts, ({ text }) => bestTheme(text));
    const assignments: Record<string, string> = {};
    texts.forEach(({ id }, i) => {
      const theme = themes[i];
      if (theme) assignments[id] = theme;
    });
    return { assignments };
  };
  return {
    kind: 'builtin',
    sentiment: (texts) => mapInChunks(texts, sentimentOf),
    hotWords: (texts, { top }) => countHotWords(texts, top),
    themes: assign,
    channelCategories: assign,
    categorize: async (texts, rules) => {
      const matched = await mapInChunks(texts, ({ text }) => matchRules(text, rules));
      const tags: Record<string, string[]> = {};
      texts.forEach(({ id }, i) => {
        if (matched[i]!.length) tags[id] = matched[i]!;
      });
      return { tags };
    },
    eventSummary: async (facts, locale) => writeEventSummary(facts, locale),
    // Age and gender are not in the text: guessing them from words would be inventing numbers.
    audience: async () => null,
  };
}
