import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../define-endpoint.ts';
import {
  AUDIENCE_AGES,
  AUDIENCE_GENDERS,
  FOLLOWER_BUCKETS,
  KOX_COUNTRIES,
  KOX_LANGUAGES,
  KOX_ORIGINS,
  KOX_PLATFORMS,
  KOX_SCOPES,
  KOX_SORTS,
  KOX_TOPICS,
  LAST_ACTIVE_DAYS,
  TEAM_TAG_LENGTH_MAX,
  TEAM_TAGS_MAX,
} from '../../kox-values.ts';
import { boundedJson, boundedRecord, readers, recordId, writers } from './common.ts';
import { displayName, idArray, page, pageOf } from './org-fields.ts';

/* The creator (KOX) databases: the public one and the current team's (docs/kox.md). */

/** Values picked from a list: repeated query parameters, one comma-separated string, or a JSON array. */
const picks = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.string().max(500), z.array(z.string().max(50)).max(values.length)])
    .transform((v) => (typeof v === 'string' ? v.split(',') : v).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.enum(values)).transform((v) => [...new Set(v)]))
    .optional();

/**
 * A bound of a range as typed: checked by the server so that a wrong one gets spec §5's own message (10231
 * minimum above maximum, 10232 no range given, 10233 not digits) rather than a generic validation error.
 */
const bound = z.union([z.string().max(20), z.number()]).optional();
const percent = (fallback: number) => z.coerce.number().int().min(0).max(100).default(fallback);

export const creatorFilterFields = {
  platform: picks(KOX_PLATFORMS),
  language: picks(KOX_LANGUAGES),
  country: picks(KOX_COUNTRIES),
  followers: z.enum(FOLLOWER_BUCKETS).optional(),
  followers_min: bound,
  followers_max: bound,
  avg_views_min: bound,
  avg_views_max: bound,
  engagement_rate_min: bound,
  engagement_rate_max: bound,
  price_min: bound,
  price_max: bound,
  /** The keyword language (spec §5) over topics and hashtags, e.g. "running|跑步". */
  topics: z.string().trim().max(500).optional(),
  has_email: z.union([z.boolean(), z.stringbool()]).optional(),
  last_active: z.coerce
    .number()
    .int()
    .refine(
      (d) => (LAST_ACTIVE_DAYS as readonly number[]).includes(d),
      `One of ${LAST_ACTIVE_DAYS.join(', ')}.`,
    )
    .optional(),
  audience_gender: z.enum(AUDIENCE_GENDERS).optional(),
  audience_gender_min: percent(50),
  audience_age: z.enum(AUDIENCE_AGES).optional(),
  audience_age_min: percent(25),
  audience_country: z.enum(KOX_COUNTRIES).optional(),
  audience_country_min: percent(20),
  sort: z.enum(KOX_SORTS).default('followers'),
  order: z.enum(['asc', 'desc']).default('desc'),
};

const listPaging = {
  page: page.pipe(z.number().max(1000)),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
};
export const publicListInput = z.object({ ...creatorFilterFields, ...listPaging });
export const teamListInput = z.object({
  ...creatorFilterFields,
  client_id: recordId.optional(),
  tag: z.string().trim().min(1).max(30).optional(),
  /** Part of a nickname or handle, any case. */
  q: z.string().trim().max(100).optional(),
  ...listPaging,
});

export const creatorSchema = z.object({
  creator_id: z.string(),
  /** Made up by the built-in sample corpus: the UI labels it as sample data. */
  sample: z.boolean(),
  platform: z.enum(KOX_PLATFORMS),
  handle: z.string(),
  nickname: z.string(),
  headline: z.string(),
  topics: z.array(z.enum(KOX_TOPICS)),
  description: z.string(),
  email: z.string().nullable(),
  profile_url: z.string(),
  country: z.enum(KOX_COUNTRIES),
  language: z.enum(KOX_LANGUAGES),
  followers: z.number().int(),
  posts_per_month: z.number().int(),
  avg_views: z.number().int(),
  avg_engagement: z.number().int(),
  /** avg engagement ÷ followers, percent. */
  engagement_rate: z.number(),
  price_per_post_usd: z.number(),
  price_per_video_usd: z.number(),
  last_active_at: z.string(),
  audience: z.object({
    female_pct: z.number().int(),
    male_pct: z.number().int(),
    ages: z.record(z.enum(AUDIENCE_AGES), z.number().int()),
    countries: z.array(z.object({ country: z.enum(KOX_COUNTRIES), pct: z.number().int() })),
  }),
  hashtags: z.array(z.string()),
  /** In the current team's database (as far as the caller may see it). */
  saved: z.boolean(),
});

const usd = z.string().nullable();
export const teamEntrySchema = z.object({
  client: z.object({ client_id: z.string(), name: z.string() }).nullable(),
  notes: z.string(),
  tags: z.array(z.string()),
  /** The team's own prices, decimal strings; null: the public ones apply. */
  price_per_post_usd: usd,
  price_per_video_usd: usd,
  added_by: z.object({ user_uid: z.string(), name: z.string() }).nullable(),
  added_at: z.string(),
  updated_at: z.string(),
});
/**
 * A creator of a team's database: a sample one has every field; an imported or collected one only what its
 * file or platform gave, the rest null (never made up).
 */
export const teamDatabaseCreatorSchema = creatorSchema.extend({
  origin: z.enum(KOX_ORIGINS),
  country: creatorSchema.shape.country.nullable(),
  language: creatorSchema.shape.language.nullable(),
  followers: z.number().int().nullable(),
  posts_per_month: z.number().int().nullable(),
  avg_views: z.number().int().nullable(),
  avg_engagement: z.number().int().nullable(),
  engagement_rate: z.number().nullable(),
  price_per_post_usd: z.number().nullable(),
  price_per_video_usd: z.number().nullable(),
  last_active_at: z.string().nullable(),
  audience: creatorSchema.shape.audience.nullable(),
});
export const teamCreatorSchema = teamDatabaseCreatorSchema.extend({ team: teamEntrySchema });

export const creatorPostSchema = z.object({
  title: z.string(),
  url: z.string(),
  views: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  published_at: z.string(),
  hashtags: z.array(z.string()),
});

export const savedSearchSchema = z.object({
  search_id: z.string(),
  name: z.string(),
  scope: z.enum(KOX_SCOPES),
  filters: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});

/** A team's price: USD with at most two decimals, or null for the public one. */
const teamPrice = z
  .number()
  .nonnegative()
  .max(9_999_999_999.99)
  .refine((n) => Math.round(n * 100) / 100 === n, 'At most 2 decimals.')
  .nullable()
  .optional();

/** Most creators one call adds (spec §9: a target of at most 500). */
export const KOX_ADD_MAX = 500;
/** Most creators a team's database holds. */
export const TEAM_DATABASE_MAX = 10_000;

export const koxEndpoints = {
  'kox.publicList': defineEndpoint({
    key: 'kox.publicList',
    method: 'GET',
    path: '/api/kox/public/list',
    input: publicListInput,
    output: pageOf(creatorSchema),
    access: readers,
    summary:
      'The public creator database, filtered (platform, country, language, followers, views, engagement, topics, e-mail, last active, audience, price), sorted and paged.',
  }),
  'kox.teamList': defineEndpoint({
    key: 'kox.teamList',
    method: 'GET',
    path: '/api/kox/team/list',
    input: teamListInput,
    output: pageOf(teamCreatorSchema),
    access: readers,
    summary:
      "The current team's creator database (a restricted member: the creators filed under their clients), with the public filters plus client and tag.",
  }),
  'kox.detail': defineEndpoint({
    key: 'kox.detail',
    method: 'GET',
    path: '/api/kox/detail',
    input: z.object({ creator_id: recordId }),
    output: teamDatabaseCreatorSchema.extend({
      recent_posts: z.array(creatorPostSchema),
      team: teamEntrySchema.nullable(),
    }),
    access: readers,
    summary: "A creator with their recent posts and, when saved, the current team's notes, tags and costs.",
  }),
  'kox.teamAdd': defineEndpoint({
    key: 'kox.teamAdd',
    method: 'POST',
    path: '/api/kox/team/add',
    input: z.object({ creator_ids: idArray(KOX_ADD_MAX), client_id: recordId.nullable().optional() }),
    output: z.object({ added: z.number().int(), already: z.number().int() }),
    access: writers,
    summary:
      "Add creators to the current team's database, all or none; those already there are left as they are (a restricted member files them under one of their clients).",
  }),
  'kox.teamUpdate': defineEndpoint({
    key: 'kox.teamUpdate',
    method: 'POST',
    path: '/api/kox/team/update',
    input: z.object({
      creator_id: recordId,
      notes: z.string().max(2000).optional(),
      tags: z
        .array(z.string().trim().min(1).max(TEAM_TAG_LENGTH_MAX))
        .max(TEAM_TAGS_MAX)
        .transform((v) => [...new Set(v)])
        .optional(),
      price_per_post_usd: teamPrice,
      price_per_video_usd: teamPrice,
      client_id: recordId.nullable().optional(),
    }),
    output: teamCreatorSchema,
    access: writers,
    summary: "Change the team's notes, tags, costs or client of a creator in its database.",
  }),
  'kox.teamRemove': defineEndpoint({
    key: 'kox.teamRemove',
    method: 'POST',
    path: '/api/kox/team/remove',
    input: z.object({ creator_ids: idArray(KOX_ADD_MAX) }),
    output: z.object({ removed: z.number().int() }),
    access: writers,
    summary: "Remove creators from the current team's database, all or none.",
  }),
  'kox.searchList': defineEndpoint({
    key: 'kox.searchList',
    method: 'GET',
    path: '/api/kox/search/list',
    input: z.object({ scope: z.enum(KOX_SCOPES).optional() }),
    output: z.array(savedSearchSchema),
    access: readers,
    summary: "The caller's saved searches in the current team, newest first.",
  }),
  'kox.searchAdd': defineEndpoint({
    key: 'kox.searchAdd',
    method: 'POST',
    path: '/api/kox/search/add',
    input: z.object({
      name: displayName(60),
      scope: z.enum(KOX_SCOPES),
      /** The list's filters as its endpoint takes them; checked like a list call. */
      filters: boundedRecord(boundedJson(600), 40),
    }),
    output: savedSearchSchema,
    access: readers,
    summary:
      'Save a search of the public or team database for oneself in the current team; names are unique per member.',
  }),
  'kox.searchDelete': defineEndpoint({
    key: 'kox.searchDelete',
    method: 'POST',
    path: '/api/kox/search/delete',
    input: z.object({ search_id: recordId }),
    output: z.object({ deleted: z.number().int() }),
    access: readers,
    summary: "Delete one of the caller's saved searches.",
  }),
} satisfies Record<string, Endpoint>;
