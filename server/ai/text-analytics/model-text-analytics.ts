import type { LanguageModel } from 'ai';
import { z } from 'zod';
import { sentimentSchema, themeKeySchema } from '../../../src/lib/report-components/llm-results.ts';
import { loadAiSdk } from '../ai-sdk.ts';
import type { AskModel } from './model-ask.ts';
import { modelEventSummary } from './model-event-summary.ts';
import { modelHotWords } from './model-hot-words.ts';
import type {
  AudienceDimension,
  SentimentResult,
  TextAnalyticsProvider,
  TextItem,
} from './text-analytics-provider.ts';

/** Texts per model call: small enough for any context window, large enough to keep calls few. */
const BATCH = 40;
/** Characters of one text sent to the model; titles and comments rarely need more. */
const CLIP = 400;

export const audienceBuckets: Record<AudienceDimension, readonly string[]> = {
  age: ['13-17', '18-24', '25-34', '35-44', '45-54', '55+'],
  gender: ['female', 'male'],
};

export interface ModelTextAnalyticsOptions {
  model: LanguageModel;
  /** Serves whatever the model fails on or answers invalidly. */
  fallback: TextAnalyticsProvider;
  log?: (message: string, error: unknown) => void;
}

const clip = (text: string) => (text.length > CLIP ? `${text.slice(0, CLIP)}…` : text);

function batches<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

const sentimentOutput = z.object({
  items: z.array(
    z.object({ index: z.number().int(), label: sentimentSchema, score: z.number().min(-1).max(1) }),
  ),
});
const themeOutput = z.object({
  items: z.array(z.object({ id: z.string(), theme: z.union([themeKeySchema, z.literal('none')]) })),
});
const tagOutput = z.object({ items: z.array(z.object({ id: z.string(), tags: z.array(z.string()) })) });
const audienceOutput = z.object({
  items: z.array(z.object({ bucket: z.string(), share: z.number().min(0) })),
});

const themeList = themeKeySchema.options.join(', ');

/**
 * Classifies with the configured language model through structured output, one batch per call. Any failure (network,
 * invalid JSON, schema mismatch) falls back to the built-in analyzer for that call and is logged.
 */
export function createModelTextAnalytics({
  model,
  fallback,
  log = (message, error) => console.warn(`[${new Date().toISOString()}] ${message}`, error),
}: ModelTextAnalyticsOptions): TextAnalyticsProvider {
  const ask: AskModel = async <T>(
    schema: z.ZodType<T>,
    instructions: string,
    prompt: unknown,
  ): Promise<T> => {
    const { generateText, Output } = await loadAiSdk();
    const result = await generateText({
      model,
      instructions,
      prompt: JSON.stringify(prompt),
      output: Output.object({ schema }),
      maxRetries: 1,
    });
    return result.output;
  };
  // Optional chaining: a test's provider may create its mock model only after the app has started.
  Object.assign(ask, {
    modelName: typeof model === 'string' ? model : (model as { modelId?: string } | undefined)?.modelId,
  });

  async function withFallback<T>(task: string, run: () => Promise<T>, rescue: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      log(`text analytics: the model failed on ${task}; using the built-in analyzer.`, error);
      return rescue();
    }
  }

  async function assignThemes(texts: readonly TextItem[], what: string): Promise<Record<string, string>> {
    const assignments: Record<string, string> = {};
    for (const batch of batches(texts)) {
      const out = await ask(
        themeOutput,
        `Assign each ${what} to the one marketing theme it is mostly about: ${themeList}; or "none". Answer for every id.`,
        batch.map((t) => ({ id: t.id, text: clip(t.text) })),
      );
      const ids = new Set(batch.map((t) => t.id));
      for (const item of out.items)
        if (ids.has(item.id) && item.theme !== 'none') assignments[item.id] = item.theme;
    }
    return assignments;
  }

  return {
    kind: 'model',
    ask,
    sentiment: (texts) =>
      withFallback(
        'sentiment',
        async () => {
          const results: SentimentResult[] = [];
          for (const batch of batches(texts)) {
            const out = await ask(
              sentimentOutput,
              'Classify the sentiment of each social-media text (Chinese or English) as positive, neutral or negative, with a score from -1 to 1. Answer for every index.',
              batch.map((text, index) => ({ index, text: clip(text) })),
            );
            const byIndex = new Map(out.items.map((i) => [i.index, i]));
            const missing = batch.filter((_, i) => !byIndex.has(i));
            const rescued = missing.length ? await fallback.sentiment(missing) : [];
            let r = 0;
            batch.forEach((_, i) => {
              const got = byIndex.get(i);
              results.push(got ? { label: got.label, score: got.score } : rescued[r++]!);
            });
          }
          return results;
        },
        () => fallback.sentiment(texts),
      ),
    hotWords: (texts, opts) =>
      withFallback(
        'hot words',
        () => modelHotWords(ask, texts, opts.top),
        () => fallback.hotWords(texts, opts),
      ),
    themes: (texts) =>
      withFallback(
        'themes',
        async () => ({ assignments: await assignThemes(texts, 'post') }),
        () => fallback.themes(texts),
      ),
    channelCategories: (channels) =>
      withFallback(
        'channel categories',
        async () => ({ assignments: await assignThemes(channels, 'channel (its title and post titles)') }),
        () => fallback.channelCategories(channels),
      ),
    categorize: (texts, rules) =>
      withFallback(
        'custom categories',
        async () => {
          const known = new Set(rules.map((r) => r.tag));
          const tags: Record<string, string[]> = {};
          for (const batch of batches(texts)) {
            const out = await ask(
              tagOutput,
              `Tag each text with every tag whose rule applies. Rules as "tag: search word": ${rules
                .map((r) => `${r.tag}: ${r.search}`)
                .join(
                  '; ',
                )}. A text matches a rule when it is about the search word, in any language. Use only these tags.`,
              batch.map((t) => ({ id: t.id, text: clip(t.text) })),
            );
            const ids = new Set(batch.map((t) => t.id));
            for (const item of out.items) {
              const valid = [...new Set(item.tags.filter((t) => known.has(t)))];
              if (ids.has(item.id) && valid.length) tags[item.id] = valid;
            }
          }
          return { tags };
        },
        () => fallback.categorize(texts, rules),
      ),
    eventSummary: (facts, locale) =>
      facts.totalPosts === 0
        ? fallback.eventSummary(facts, locale)
        : withFallback(
            'the event summary',
            () => modelEventSummary(ask, facts, locale),
            () => fallback.eventSummary(facts, locale),
          ),
    audience: (texts, dimension) =>
      withFallback(
        `audience ${dimension}`,
        async () => {
          const buckets = audienceBuckets[dimension];
          const out = await ask(
            audienceOutput,
            `Estimate the ${dimension} distribution of the people who wrote these comments. Buckets: ${buckets.join(', ')}. Shares sum to 1.`,
            texts.slice(0, BATCH * 5).map(clip),
          );
          const shares = new Map(buckets.map((b) => [b, 0]));
          for (const item of out.items) if (shares.has(item.bucket)) shares.set(item.bucket, item.share);
          const sum = [...shares.values()].reduce((a, b) => a + b, 0);
          if (sum <= 0) throw new Error('the model returned no usable shares');
          return buckets.map((bucket) => ({
            bucket,
            share: Math.round((shares.get(bucket)! / sum) * 1000) / 1000,
          }));
        },
        () => fallback.audience(texts, dimension),
      ),
  };
}
