import { z } from 'zod';
import {
  FOLLOWER_BUCKETS,
  KOX_COUNTRIES,
  KOX_LANGUAGES,
  KOX_PLATFORMS,
  KOX_SCOPES,
  KOX_SORTS,
  LAST_ACTIVE_DAYS,
} from '../../lib/kox-values.ts';
import { defineTool } from '../define-tool.ts';

/** The buckets a person names in chat; a custom range is for the list screen's own fields. */
const NAMED_BUCKETS = FOLLOWER_BUCKETS.filter((b) => b !== 'custom') as [
  Exclude<(typeof FOLLOWER_BUCKETS)[number], 'custom'>,
  ...Exclude<(typeof FOLLOWER_BUCKETS)[number], 'custom'>[],
];

/** How many rows the card shows; the list screen has the rest. */
export const FIND_KOX_ROWS = 5;

export const findKoxInput = z.object({
  scope: z.enum(KOX_SCOPES).optional(),
  platform: z.array(z.enum(KOX_PLATFORMS)).max(KOX_PLATFORMS.length).optional(),
  country: z.array(z.enum(KOX_COUNTRIES)).max(KOX_COUNTRIES.length).optional(),
  language: z.array(z.enum(KOX_LANGUAGES)).max(KOX_LANGUAGES.length).optional(),
  followers: z.enum(NAMED_BUCKETS).optional(),
  /** A range said as numbers ("over 100k followers"), used when no bucket is named. */
  followers_min: z.number().int().min(0).optional(),
  followers_max: z.number().int().min(0).optional(),
  topics: z.string().trim().min(1).max(200).optional(),
  has_email: z.boolean().optional(),
  last_active: z
    .number()
    .int()
    .refine(
      (d) => (LAST_ACTIVE_DAYS as readonly number[]).includes(d),
      `One of ${LAST_ACTIVE_DAYS.join(', ')}.`,
    )
    .optional(),
  sort: z.enum(KOX_SORTS).optional(),
});

export const findKoxTool = defineTool({
  name: 'find_kox',
  description: `Search the creator (KOX, influencer) database with filters and show the top ${FIND_KOX_ROWS} rows and the total. scope "public" (default) is the public database, "team" the team's own. platform, country (ISO codes), language, followers bucket or followers_min / followers_max, topics (keywords, "|" for or, e.g. "running|跑步"), has_email, last_active (days), sort.`,
  input: findKoxInput,
  output: z.object({
    scope: z.enum(KOX_SCOPES),
    total: z.number().int(),
    list: z.array(
      z.object({
        creator_id: z.string(),
        nickname: z.string(),
        handle: z.string(),
        platform: z.enum(KOX_PLATFORMS),
        followers: z.number().int(),
        engagement_rate: z.number(),
        sample: z.boolean(),
      }),
    ),
  }),
  needsApproval: false,
});
