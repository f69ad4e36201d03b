/**
 * The columns of the post import template: the Post fields of spec §3 (title, views, likes, comments,
 * engagements, saves, shares, reposts, post time, thumbnail_url, video_url, channel_title, channel_url,
 * channel_logo) plus what the facts need to place a post (platform, post id, format, language, region,
 * hashtags, promotion flags) and the channel's own fields.
 */
export type ColumnKind =
  'text' | 'count' | 'date' | 'platform' | 'format' | 'boolean' | 'url' | 'region' | 'language' | 'hashtags';

export interface ImportColumn {
  key: string;
  kind: ColumnKind;
  required: boolean;
  /** Longest accepted text (characters). */
  max?: number;
  example: string;
}

const col = (
  key: string,
  kind: ColumnKind,
  example: string,
  required = false,
  max?: number,
): ImportColumn => ({
  key,
  kind,
  required,
  example,
  max,
});

export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  col('platform', 'platform', 'youtube', true),
  col('post_id', 'text', 'dQw4w9WgXcQ', true, 200),
  col('title', 'text', 'Nike Pegasus 41 review: 100 km later', true, 1000),
  col('description', 'text', 'Long-run test of the Pegasus 41. #running #nike', false, 10_000),
  col('format', 'format', 'video'),
  col('post_time', 'date', '2026-03-01 14:00:00', true),
  col('views', 'count', '152000', true),
  col('likes', 'count', '5100', true),
  col('comments', 'count', '320', true),
  col('shares', 'count', '85'),
  col('saves', 'count', '40'),
  col('reposts', 'count', '0'),
  col('engagements', 'count', '5545'),
  col('language', 'language', 'en'),
  col('region', 'region', 'US'),
  col('hashtags', 'hashtags', 'running, nike'),
  col('is_paid', 'boolean', 'false'),
  col('is_app_promotion', 'boolean', 'false'),
  col('thumbnail_url', 'url', 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg'),
  col('video_url', 'url', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'),
  col('channel_id', 'text', 'UCaaaaaaaaaaaaaaaaaaaaaa', false, 200),
  col('channel_title', 'text', 'Trail Runner Lab', true, 300),
  col('channel_url', 'url', 'https://www.youtube.com/@trailrunnerlab'),
  col('channel_logo', 'url', 'https://yt3.ggpht.com/trailrunnerlab=s88'),
  col('channel_followers', 'count', '1200000'),
  col('channel_region', 'region', 'US'),
  col('channel_language', 'language', 'en'),
];

export const IMPORT_HEADER = IMPORT_COLUMNS.map((c) => c.key);
export const IMPORT_EXAMPLE_ROW = IMPORT_COLUMNS.map((c) => c.example);
