import type { z } from 'zod';
import { dbResultSchemas, type DbResult } from '@/lib/report-components/results';
import { llmResultSchemas, type LlmResult } from '@/lib/report-components/llm-results';
import { isAdComponentKey } from './ad-components.ts';

/** How a component's result is shown; several api_keys share one shape. */
export type ParsedResult =
  | { kind: 'overview'; data: DbResult<'db_overview'> }
  | { kind: 'trend'; data: DbResult<'db_video_trend_analysis'> }
  | { kind: 'topPosts'; data: DbResult<'db_top5_videos_by_views'> }
  | { kind: 'topChannels'; data: DbResult<'db_top5_channels_by_views'> }
  | { kind: 'distribution'; data: DbResult<'db_video_format'> }
  | { kind: 'hashtags'; data: DbResult<'db_video_hashtag'> }
  | { kind: 'videoData'; data: DbResult<'db_video_data'> }
  | { kind: 'channelData'; data: DbResult<'db_channel_data'> }
  | { kind: 'themes'; data: LlmResult<'llm_video_theme_distribution'> }
  | { kind: 'themeTrend'; data: LlmResult<'llm_video_theme_distribution_trend'> }
  | { kind: 'sentiment'; data: LlmResult<'llm_video_emotional_tendency'> }
  | { kind: 'hotWords'; data: LlmResult<'llm_video_evaluation_hot_words'> }
  | { kind: 'customCategory'; data: LlmResult<'llm_video_custom_category'> }
  | { kind: 'eventSummary'; data: LlmResult<'llm_marketing_event_summary'> }
  | { kind: 'channelCategory'; data: LlmResult<'llm_channel_category'> }
  | { kind: 'audience'; data: LlmResult<'llm_audience_age_distribution'> };

export type ResultKind = ParsedResult['kind'];

const KIND_OF: Record<string, ResultKind> = {
  db_overview: 'overview',
  db_video_trend_analysis: 'trend',
  db_top5_videos_by_views: 'topPosts',
  db_top5_videos_by_engagements: 'topPosts',
  db_top5_videos_by_likes: 'topPosts',
  db_top5_channels_by_views: 'topChannels',
  db_top5_channels_by_subscription: 'topChannels',
  db_top5_channels_by_likes: 'topChannels',
  db_video_views_distribution: 'distribution',
  db_video_format: 'distribution',
  db_related_channel_region_distribution: 'distribution',
  db_video_language: 'distribution',
  db_video_region: 'distribution',
  db_related_channel_subscription_distribution: 'distribution',
  db_video_media_distribution: 'distribution',
  db_channel_media_distribution: 'distribution',
  db_video_hashtag: 'hashtags',
  db_video_data: 'videoData',
  db_channel_data: 'channelData',
  llm_video_theme_distribution: 'themes',
  llm_video_theme_distribution_trend: 'themeTrend',
  llm_video_emotional_tendency: 'sentiment',
  llm_comment_emotional_tendency: 'sentiment',
  llm_video_evaluation_hot_words: 'hotWords',
  llm_comment_evaluation_hot_words: 'hotWords',
  llm_video_custom_category: 'customCategory',
  llm_marketing_event_summary: 'eventSummary',
  llm_channel_category: 'channelCategory',
  llm_audience_age_distribution: 'audience',
  llm_audience_gender_distribution: 'audience',
};

const SCHEMAS: Record<string, z.ZodType> = { ...dbResultSchemas, ...llmResultSchemas };

export function resultKindOf(apiKey: string): ResultKind | undefined {
  return KIND_OF[apiKey];
}

/** Whether this view can render an api_key: one with a result schema, or an AD one (by its own renderers). */
export const isRenderableApiKey = (apiKey: string): boolean =>
  Object.hasOwn(KIND_OF, apiKey) || isAdComponentKey(apiKey);

/** The result checked against its api_key's schema; null for an unknown key or a result of another shape. */
export function parseComponentResult(apiKey: string, result: unknown): ParsedResult | null {
  const kind = KIND_OF[apiKey];
  const schema = SCHEMAS[apiKey];
  if (!kind || !schema) return null;
  const parsed = schema.safeParse(result);
  return parsed.success ? ({ kind, data: parsed.data } as ParsedResult) : null;
}
