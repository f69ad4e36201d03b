import { z } from 'zod';
import {
  FOLLOWER_BUCKETS,
  KOX_COUNTRIES,
  KOX_LANGUAGES,
  KOX_PLATFORMS,
  KOX_SCOPES,
  KOX_SORTS,
  LAST_ACTIVE_DAYS,
  TEAM_TAG_LENGTH_MAX,
} from '../../lib/kox-values.ts';
import { CREATOR_BOUNDS } from '../creator-bounds.ts';
import { defineTool } from '../define-tool.ts';

/** How many rows the card shows; the list screen has the rest. */
export const FIND_KOX_ROWS = 5;

export const findKoxInput = z.object({
  scope: z.enum(KOX_SCOPES).optional(),
  platform: z.array(z.enum(KOX_PLATFORMS)).max(KOX_PLATFORMS.length).optional(),
  country: z.array(z.enum(KOX_COUNTRIES)).max(KOX_COUNTRIES.length).optional(),
  language: z.array(z.enum(KOX_LANGUAGES)).max(KOX_LANGUAGES.length).optional(),
  // A custom range is given as followers_min / followers_max instead.
  followers: z.enum(FOLLOWER_BUCKETS).exclude(['custom']).optional(),
  /** Numbers said ("over 100k followers", "互动率5%以上"); followers only when no bucket is named. */
  ...CREATOR_BOUNDS,
  topics: z.string().trim().min(1).max(200).optional(),
  has_email: z.boolean().optional(),
  last_active: z.literal(LAST_ACTIVE_DAYS).optional(),
  sort: z.enum(KOX_SORTS).optional(),
  /** A tag the team put on creators: searches the team database. */
  tag: z.string().trim().min(1).max(TEAM_TAG_LENGTH_MAX).optional(),
});

export const findKoxTool = defineTool({
  name: 'find_kox',
  slash: 'kox',
  description:
    'Search the creator (KOX) databases; answers the top rows and the total. scope public (default) or team; topics are keywords, "|" for or ("running|跑步"); followers is a bucket, or give followers_min / followers_max; engagement_rate_min / _max in percent ("互动率5%以上" = engagement_rate_min 5); avg_views_min / _max bound the average views ("平均播放量10万以上"); price_min / _max the price per video in US dollars ("under $500 per video"; a price in yuan cannot be converted: ask for dollars); sort ranks highest first (followers by default: "which creator has the most followers"; engagement_rate for "highest engagement rate", avg_views for "most views", last_active for "most active"); tag is a tag the team put on creators in its database ("标签是春季的达人", "creators tagged spring") and searches the team database.',
  input: findKoxInput,
  output: z.object({
    scope: z.enum(KOX_SCOPES),
    /** The search as asked, so the list opens with the same filters. */
    search: findKoxInput,
    total: z.number().int(),
    list: z.array(
      z.object({
        creator_id: z.string(),
        nickname: z.string(),
        handle: z.string(),
        platform: z.enum(KOX_PLATFORMS),
        followers: z.number().int().nullable(),
        engagement_rate: z.number().nullable(),
        // Absent from answers kept before they were added.
        avg_views: z.number().int().nullable().default(null),
        price_per_video_usd: z.number().nullable().default(null),
        sample: z.boolean(),
      }),
    ),
  }),
  needsApproval: false,
});
