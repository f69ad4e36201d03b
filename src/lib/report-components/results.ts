/**
 * Result schemas of the db_* MK and GENERAL components (the llm_* ones live in llm-results.ts).
 *
 * Conventions, identical on DuckDB and PostgreSQL:
 * - Counts and sums are integers; every ratio and average is computed from integer sums and is `null` when its
 *   denominator is 0 (never 0, Infinity or NaN), so "no data" differs from "zero".
 * - A post or channel collected for two subjects counts once in each subject and twice in `total`.
 * - Derived rates (spec §3 Account fields):
 *     followerEngagementRate = avgEngagements / followers
 *     followerViewRate       = avgViews / followers
 *     viewEngagementRate     = engagements / views          (also the overview's engagementRate)
 *   where avg* = sum over the channel's posts in scope / number of those posts.
 */
import { z } from 'zod';

const count = z.number().int().nonnegative();
const ratio = z.number().nullable();

export const metricTotalsSchema = z.object({
  posts: count,
  channels: count,
  views: count,
  likes: count,
  comments: count,
  shares: count,
  saves: count,
  reposts: count,
  engagements: count,
  avgViews: ratio,
  avgLikes: ratio,
  avgComments: ratio,
  avgEngagements: ratio,
  /** engagements / views */
  engagementRate: ratio,
});
export type MetricTotals = z.infer<typeof metricTotalsSchema>;

export const overviewResultSchema = z.object({
  subjects: z.array(metricTotalsSchema.extend({ subjectId: z.string() })),
  total: metricTotalsSchema,
});

export const granularitySchema = z.enum(['day', 'week', 'month']);
export type Granularity = z.infer<typeof granularitySchema>;

export const trendPointSchema = z.object({
  /** Bucket start, YYYY-MM-DD (weeks start on Monday, as date_trunc does). */
  period: z.string(),
  posts: count,
  views: count,
  likes: count,
  comments: count,
  engagements: count,
});

export const trendResultSchema = z.object({
  granularity: granularitySchema,
  subjects: z.array(z.object({ subjectId: z.string(), points: z.array(trendPointSchema) })),
});

/** The Post fields of spec §3. */
export const postItemSchema = z.object({
  subjectId: z.string(),
  platform: z.string(),
  postId: z.string(),
  title: z.string(),
  views: count,
  likes: count,
  comments: count,
  engagements: count,
  saves: count,
  shares: count,
  reposts: count,
  postedAt: z.string(),
  thumbnail_url: z.string().nullable(),
  video_url: z.string().nullable(),
  channel_title: z.string().nullable(),
  channel_url: z.string().nullable(),
  channel_logo: z.string().nullable(),
});
export type PostItem = z.infer<typeof postItemSchema>;

export const topPostsResultSchema = z.object({ items: z.array(postItemSchema).max(20) });

/** A channel with the totals of its posts in scope. */
export const channelItemSchema = z.object({
  subjectId: z.string(),
  platform: z.string(),
  channelId: z.string(),
  title: z.string(),
  url: z.string().nullable(),
  logoUrl: z.string().nullable(),
  region: z.string().nullable(),
  followers: count,
  newFollowers: count,
  posts: count,
  views: count,
  likes: count,
  comments: count,
  engagements: count,
  avgViews: ratio,
  avgEngagements: ratio,
  followerEngagementRate: ratio,
  followerViewRate: ratio,
  viewEngagementRate: ratio,
});
export type ChannelItem = z.infer<typeof channelItemSchema>;

export const topChannelsResultSchema = z.object({ items: z.array(channelItemSchema).max(20) });

export const bucketSchema = z.object({ key: z.string(), count, share: ratio });
export const distributionResultSchema = z.object({
  subjects: z.array(z.object({ subjectId: z.string(), buckets: z.array(bucketSchema) })),
  total: z.object({ buckets: z.array(bucketSchema) }),
});
export type DistributionResult = z.infer<typeof distributionResultSchema>;

/** posts = posts in scope carrying the tag */
export const hashtagItemSchema = z.object({ tag: z.string(), posts: count });
export const hashtagResultSchema = z.object({
  subjects: z.array(z.object({ subjectId: z.string(), items: z.array(hashtagItemSchema).max(20) })),
  total: z.object({ items: z.array(hashtagItemSchema).max(20) }),
});

export const sortOrderSchema = z.enum(['asc', 'desc']);

export const VIDEO_SORT_FIELDS = [
  'views',
  'likes',
  'comments',
  'engagements',
  'saves',
  'shares',
  'reposts',
  'postedAt',
] as const;
export const videoDataQuerySchema = z.object({
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
  sort: z.enum(VIDEO_SORT_FIELDS).default('views'),
  order: sortOrderSchema.default('desc'),
});
export type VideoDataQuery = z.input<typeof videoDataQuerySchema>;

export const videoDataResultSchema = z.object({
  total: count,
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  sort: z.enum(VIDEO_SORT_FIELDS),
  order: sortOrderSchema,
  rows: z.array(postItemSchema),
});

const medians = z.object({
  views: ratio,
  likes: ratio,
  comments: ratio,
  engagements: ratio,
  saves: ratio,
  shares: ratio,
  reposts: ratio,
});

/** The Account fields of spec §3. */
export const channelRowSchema = channelItemSchema.extend({
  shares: count,
  saves: count,
  reposts: count,
  average: medians,
  median: medians,
  /** posts in scope × 30 / days of the scope window (see monthlyPostingFrequency) */
  monthlyPostingFrequency: ratio,
  /** the channel's posts / its subject's posts, in scope */
  brandShare: ratio,
});
export type ChannelRow = z.infer<typeof channelRowSchema>;

export const CHANNEL_SORT_FIELDS = [
  'followers',
  'newFollowers',
  'posts',
  'views',
  'likes',
  'comments',
  'engagements',
] as const;
export const channelDataQuerySchema = z.object({
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
  sort: z.enum(CHANNEL_SORT_FIELDS).default('followers'),
  order: sortOrderSchema.default('desc'),
});
export type ChannelDataQuery = z.input<typeof channelDataQuerySchema>;

export const channelDataResultSchema = z.object({
  total: count,
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  sort: z.enum(CHANNEL_SORT_FIELDS),
  order: sortOrderSchema,
  rows: z.array(channelRowSchema),
});

/** Bucket keys of db_video_views_distribution: [lower, upper) views. */
export const VIEW_BUCKETS = [
  { key: '0-1k', min: 0, max: 1_000 },
  { key: '1k-10k', min: 1_000, max: 10_000 },
  { key: '10k-100k', min: 10_000, max: 100_000 },
  { key: '100k-1m', min: 100_000, max: 1_000_000 },
  { key: '1m+', min: 1_000_000, max: null },
] as const;

/** Follower buckets of spec §9: [lower, upper) followers. */
export const FOLLOWER_BUCKETS = [
  { key: '0-200k', min: 0, max: 200_000 },
  { key: '200k-500k', min: 200_000, max: 500_000 },
  { key: '500k-1m', min: 500_000, max: 1_000_000 },
  { key: '1m+', min: 1_000_000, max: null },
] as const;

/** Zero-safe ratio: null when the denominator is 0 or missing. */
export function safeRatio(numerator: number, denominator: number | null | undefined): number | null {
  return denominator ? numerator / denominator : null;
}

export const dbResultSchemas = {
  db_overview: overviewResultSchema,
  db_video_trend_analysis: trendResultSchema,
  db_top5_videos_by_views: topPostsResultSchema,
  db_top5_videos_by_engagements: topPostsResultSchema,
  db_top5_videos_by_likes: topPostsResultSchema,
  db_top5_channels_by_views: topChannelsResultSchema,
  db_top5_channels_by_subscription: topChannelsResultSchema,
  db_top5_channels_by_likes: topChannelsResultSchema,
  db_video_views_distribution: distributionResultSchema,
  db_video_format: distributionResultSchema,
  db_related_channel_region_distribution: distributionResultSchema,
  db_video_language: distributionResultSchema,
  db_video_region: distributionResultSchema,
  db_video_hashtag: hashtagResultSchema,
  db_related_channel_subscription_distribution: distributionResultSchema,
  db_video_data: videoDataResultSchema,
  db_channel_data: channelDataResultSchema,
  db_video_media_distribution: distributionResultSchema,
  db_channel_media_distribution: distributionResultSchema,
} as const;
export type DbApiKey = keyof typeof dbResultSchemas;
export type DbResult<K extends DbApiKey> = z.infer<(typeof dbResultSchemas)[K]>;
