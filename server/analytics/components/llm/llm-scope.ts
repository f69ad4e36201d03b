import type { TextAnalyticsProvider } from '../../../ai/text-analytics/text-analytics-provider.ts';
import type { ComponentScope } from '../scope.ts';
import type { StoreReader } from '../store-reader.ts';

export interface LlmScope extends ComponentScope {
  /** Spec §5 tag rules for llm_video_custom_category. */
  customRules?: string;
  /** Display names of the subjects for the event summary; the id stands in for a missing one. */
  subjectNames?: Record<string, string>;
}

export interface LlmDeps {
  store: StoreReader;
  textAnalytics: TextAnalyticsProvider;
}

/**
 * Text analysis reads the most-viewed posts and most-liked comments only: they carry the conversation, and the bound
 * keeps a component fast (and a model's bill small) however large the dashboard grows.
 */
export const POST_LIMIT = 2000;
export const COMMENT_LIMIT = 5000;
export const CHANNEL_LIMIT = 2000;
export const HOT_WORDS_TOP = 50;
