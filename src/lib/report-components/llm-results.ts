import { z } from 'zod';

/**
 * Result schemas of the llm_* report components of spec §3. Every result is a union on `status`: `ok` with data,
 * `needs_model` when the analysis cannot be done honestly without a language model, `needs_rules` / `invalid_rules`
 * for the custom category when its tag rules are missing or malformed.
 */

export const sentimentSchema = z.enum(['positive', 'neutral', 'negative']);
export type Sentiment = z.infer<typeof sentimentSchema>;

export const themeKeySchema = z.enum([
  'price',
  'quality',
  'design',
  'performance',
  'unboxing',
  'comparison',
  'promotion',
  'tutorial',
  'lifestyle',
]);
export type ThemeKey = z.infer<typeof themeKeySchema>;
/** Texts that match no theme count as `other`, so shares add up to 1. */
export const themeOrOtherSchema = z.union([themeKeySchema, z.literal('other')]);
export type ThemeOrOther = z.infer<typeof themeOrOtherSchema>;

/** Labels that come with the data (themes, categories) carry both languages. */
const localizedSchema = z.object({ zh: z.string(), en: z.string() });

const needsModelSchema = z.object({ status: z.literal('needs_model'), reason: localizedSchema });
export type NeedsModel = z.infer<typeof needsModelSchema>;

const countShare = { count: z.number().int().nonnegative(), share: z.number().min(0).max(1) };

export const themeDistributionResultSchema = z.object({
  status: z.literal('ok'),
  total: z.number().int().nonnegative(),
  items: z.array(z.object({ theme: themeOrOtherSchema, label: localizedSchema, ...countShare })),
});

export const themeTrendResultSchema = z.object({
  status: z.literal('ok'),
  themes: z.array(z.object({ theme: themeOrOtherSchema, label: localizedSchema })),
  /** One row per month (`YYYY-MM`), a count per theme key. */
  months: z.array(
    z.object({ month: z.string(), counts: z.record(z.string(), z.number().int().nonnegative()) }),
  ),
});

const sentimentSplitSchema = z.object({
  total: z.number().int().nonnegative(),
  positive: z.number().int().nonnegative(),
  neutral: z.number().int().nonnegative(),
  negative: z.number().int().nonnegative(),
});

export const emotionalTendencyResultSchema = z.object({
  status: z.literal('ok'),
  overall: sentimentSplitSchema,
  subjects: z.array(sentimentSplitSchema.extend({ subjectId: z.string() })),
});

export const hotWordsResultSchema = z.object({
  status: z.literal('ok'),
  documents: z.number().int().nonnegative(),
  words: z.array(z.object({ word: z.string(), count: z.number().int().positive() })),
});

export const ruleErrorSchema = z.object({ line: z.number().int().positive(), message: localizedSchema });

export const customCategoryResultSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('ok'),
    total: z.number().int().nonnegative(),
    uncategorized: z.number().int().nonnegative(),
    items: z.array(z.object({ tag: z.string(), ...countShare })),
  }),
  z.object({ status: z.literal('needs_rules'), reason: localizedSchema }),
  z.object({ status: z.literal('invalid_rules'), errors: z.array(ruleErrorSchema) }),
]);

export const eventSummaryResultSchema = z.object({
  status: z.literal('ok'),
  summary: localizedSchema,
});

export const channelCategoryResultSchema = z.object({
  status: z.literal('ok'),
  total: z.number().int().nonnegative(),
  items: z.array(
    z.object({
      category: z.union([themeKeySchema, z.literal('other')]),
      label: localizedSchema,
      ...countShare,
    }),
  ),
});

export const audienceResultSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('ok'),
    /** Estimated by the model from comments, not measured. */
    estimated: z.literal(true),
    items: z.array(z.object({ bucket: z.string(), share: z.number().min(0).max(1) })),
  }),
  needsModelSchema,
]);

export const llmResultSchemas = {
  llm_video_theme_distribution: themeDistributionResultSchema,
  llm_video_theme_distribution_trend: themeTrendResultSchema,
  llm_video_emotional_tendency: emotionalTendencyResultSchema,
  llm_video_evaluation_hot_words: hotWordsResultSchema,
  llm_comment_emotional_tendency: emotionalTendencyResultSchema,
  llm_comment_evaluation_hot_words: hotWordsResultSchema,
  llm_video_custom_category: customCategoryResultSchema,
  llm_marketing_event_summary: eventSummaryResultSchema,
  llm_channel_category: channelCategoryResultSchema,
  llm_audience_age_distribution: audienceResultSchema,
  llm_audience_gender_distribution: audienceResultSchema,
} as const;

export type LlmApiKey = keyof typeof llmResultSchemas;
export type LlmResult<K extends LlmApiKey> = z.infer<(typeof llmResultSchemas)[K]>;
