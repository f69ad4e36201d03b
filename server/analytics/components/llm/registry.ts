import type { z } from 'zod';
import {
  llmResultSchemas,
  type LlmApiKey,
  type LlmResult,
} from '../../../../src/lib/report-components/llm-results.ts';
import { audienceDistribution } from './llm-audience-distribution.ts';
import * as channelCategory from './llm-channel-category.ts';
import * as commentSentiment from './llm-comment-emotional-tendency.ts';
import * as commentHotWords from './llm-comment-evaluation-hot-words.ts';
import * as eventSummary from './llm-marketing-event-summary.ts';
import * as customCategory from './llm-video-custom-category.ts';
import * as videoSentiment from './llm-video-emotional-tendency.ts';
import * as videoHotWords from './llm-video-evaluation-hot-words.ts';
import * as themeDistribution from './llm-video-theme-distribution.ts';
import * as themeTrend from './llm-video-theme-distribution-trend.ts';
import { pairComputersWithSchemas } from '../component-registry.ts';
import type { LlmDeps, LlmScope } from './llm-scope.ts';

export interface LlmComponentEntry<K extends LlmApiKey> {
  compute(deps: LlmDeps, scope: LlmScope): Promise<LlmResult<K>>;
  resultSchema: z.ZodType<LlmResult<K>>;
}

type Computers = { [K in LlmApiKey]: (deps: LlmDeps, scope: LlmScope) => Promise<LlmResult<K>> };

const computers: Computers = {
  llm_video_theme_distribution: themeDistribution.compute,
  llm_video_theme_distribution_trend: themeTrend.compute,
  llm_video_emotional_tendency: videoSentiment.compute,
  llm_video_evaluation_hot_words: videoHotWords.compute,
  llm_comment_emotional_tendency: commentSentiment.compute,
  llm_comment_evaluation_hot_words: commentHotWords.compute,
  llm_video_custom_category: customCategory.compute,
  llm_marketing_event_summary: eventSummary.compute,
  llm_channel_category: channelCategory.compute,
  llm_audience_age_distribution: audienceDistribution('age'),
  llm_audience_gender_distribution: audienceDistribution('gender'),
};

const registry = pairComputersWithSchemas(computers, llmResultSchemas);

/** api_key → compute and result schema, for every llm_* component of the MK set. */
export const llmComponents = registry.entries as unknown as { [K in LlmApiKey]: LlmComponentEntry<K> };

export const LLM_API_KEYS = registry.keys;

export function isLlmApiKey(key: string): key is LlmApiKey {
  return registry.has(key);
}
