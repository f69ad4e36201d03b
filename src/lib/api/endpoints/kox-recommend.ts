import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../define-endpoint.ts';
import { AUDIENCE_AGES, AUDIENCE_GENDERS, KOX_COUNTRIES } from '../../kox-values.ts';
import {
  KOX_BRIEF_FIELDS,
  KOX_RECOMMEND_APPS,
  KOX_RECOMMEND_DEFAULT,
  KOX_RECOMMEND_MAX,
  KOX_RECOMMEND_STATUSES,
  KOX_SIMILAR_MAX,
} from '../../kox-recommend-values.ts';
import { readers, recordId, writers } from './common.ts';
import { creatorFilterFields, creatorSchema } from './kox.ts';
import { idArray, page, pageOf, pageSize } from './org-fields.ts';

/* Smart recommendation of creators: sessions kept per team, run in the index worker (docs/kox.md). */

const appName = z.enum(KOX_RECOMMEND_APPS);
const { sort: _sort, order: _order, ...hardFilterFields } = creatorFilterFields;
/** The hard filters: the list's (platform, country, followers, …, e-mail, last active, audience ratios). */
export const recommendFilters = z.object(hardFilterFields);

export const recommendBrief = z.object(
  Object.fromEntries(KOX_BRIEF_FIELDS.map((f) => [f, z.string().trim().max(1000).optional()])) as Record<
    (typeof KOX_BRIEF_FIELDS)[number],
    z.ZodOptional<z.ZodString>
  >,
);

/** Who the campaign wants to reach, scored against each creator's audience (not a filter). */
export const recommendTarget = z.object({
  gender: z.enum(AUDIENCE_GENDERS).optional(),
  age: z.enum(AUDIENCE_AGES).optional(),
  countries: z.array(z.enum(KOX_COUNTRIES)).max(KOX_COUNTRIES.length).optional(),
});

export const recommendCreateInput = z.object({
  app_name: appName,
  name: z.string().trim().max(80).optional(),
  /** Free text: what the campaign is about, in any words. */
  brief_text: z.string().trim().max(4000).optional(),
  brief: recommendBrief.optional(),
  filters: recommendFilters.optional(),
  target: recommendTarget.optional(),
  count: z.coerce.number().int().min(1).max(KOX_RECOMMEND_MAX).default(KOX_RECOMMEND_DEFAULT),
  /** Creators like this one (its words and audience stand for the brief). */
  similar_to: recordId.optional(),
});

export const recommendReasonSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('content'),
    phrase: z.string(),
    cadence: z.enum(['daily', 'weekly', 'monthly']),
  }),
  z.object({
    kind: z.literal('audience'),
    gender: z.enum(AUDIENCE_GENDERS).nullable(),
    gender_pct: z.number().nullable(),
    age: z.enum(AUDIENCE_AGES).nullable(),
    age_pct: z.number().nullable(),
    country: z.enum(KOX_COUNTRIES).nullable(),
    country_pct: z.number().nullable(),
  }),
  z.object({ kind: z.literal('engagement'), top_pct: z.number(), tier: z.string() }),
  z.object({ kind: z.literal('cpm'), cpm_usd: z.number(), team_median_usd: z.number() }),
]);

export const recommendationSchema = z.object({
  creator: creatorSchema,
  /** 0–100. */
  fit: z.number().int(),
  parts: z.object({
    content: z.number().int().nullable(),
    audience: z.number().int().nullable(),
    performance: z.number().int(),
  }),
  reasons: z.array(recommendReasonSchema).max(3),
});

export const recommendSessionSchema = z.object({
  session_id: z.string(),
  app_name: appName,
  name: z.string(),
  status: z.enum(KOX_RECOMMEND_STATUSES),
  count: z.number().int(),
  /** How many creators passed the hard filters; null until run. */
  candidates: z.number().int().nullable(),
  results_count: z.number().int(),
  /**
   * How the last run used the provider's embedding model: null when none is configured (ranked by words only);
   * `used` with how many creators were embedded now and read from the cache; `failed` (ranked by words).
   */
  embeddings: z
    .discriminatedUnion('status', [
      z.object({
        model: z.string(),
        status: z.literal('used'),
        embedded: z.number().int(),
        cached: z.number().int(),
      }),
      z.object({
        model: z.string(),
        status: z.literal('failed'),
        reason: z.enum(['timeout', 'provider_error']),
      }),
    ])
    .nullable(),
  created_by: z.object({ user_uid: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  /** Ranked from the built-in sample corpus: the UI labels it. */
  sample: z.boolean(),
});

const sessionRef = { app_name: appName, session_id: recordId };

export const koxRecommendEndpoints = {
  'koxRecommend.list': defineEndpoint({
    key: 'koxRecommend.list',
    method: 'GET',
    path: '/api/kox/recommend/{app_name}/list',
    input: z.object({ app_name: appName, page, page_size: pageSize }),
    output: pageOf(recommendSessionSchema),
    access: readers,
    summary: "The current team's recommendation sessions of an app, newest first.",
  }),
  'koxRecommend.create': defineEndpoint({
    key: 'koxRecommend.create',
    method: 'POST',
    path: '/api/kox/recommend/{app_name}/create',
    input: recommendCreateInput,
    output: recommendSessionSchema,
    access: readers,
    summary:
      'A recommendation session from the requirement form (hard filters, target audience, count ≤ 500) and a brief (free text or spec §3 fields), or from a creator ("similar creators"); checked, not yet run.',
  }),
  'koxRecommend.runAsync': defineEndpoint({
    key: 'koxRecommend.runAsync',
    method: 'POST',
    path: '/api/kox/recommend/{app_name}/run_async',
    input: z.object(sessionRef),
    output: recommendSessionSchema,
    access: readers,
    summary:
      'Starts ranking a session in the background; its progress and result stream from GET /api/kox/recommend/{app_name}/result (SSE).',
  }),
  'koxRecommend.detail': defineEndpoint({
    key: 'koxRecommend.detail',
    method: 'GET',
    path: '/api/kox/recommend/{app_name}/detail',
    input: z.object({
      ...sessionRef,
      page,
      page_size: z.coerce.number().int().min(1).max(100).default(50),
    }),
    output: recommendSessionSchema.extend({
      request: recommendCreateInput.omit({ app_name: true }),
      results: z.array(recommendationSchema.extend({ saved: z.boolean() })),
    }),
    access: readers,
    summary:
      'A session with its request and, once completed, a page of its ranked creators (in rank order; results_count in all) with fit and reasons.',
  }),
  'koxRecommend.teamAdd': defineEndpoint({
    key: 'koxRecommend.teamAdd',
    method: 'POST',
    path: '/api/kox/recommend/{app_name}/team_add',
    input: z.object({
      ...sessionRef,
      /** Some of the session's creators; none: all of them. */
      creator_ids: idArray(KOX_RECOMMEND_MAX).optional(),
      client_id: recordId.nullable().optional(),
    }),
    output: z.object({ added: z.number().int(), already: z.number().int() }),
    access: writers,
    summary: "Adds a completed session's creators (all, or those named) to the team database in one call.",
  }),
  'koxRecommend.similar': defineEndpoint({
    key: 'koxRecommend.similar',
    method: 'GET',
    path: '/api/kox/recommend/similar',
    input: z.object({
      creator_id: recordId,
      count: z.coerce.number().int().min(1).max(KOX_SIMILAR_MAX).default(10),
    }),
    output: z.object({ list: z.array(recommendationSchema) }),
    access: readers,
    summary: 'The creators most like one creator: their words, audience and performance.',
  }),
} satisfies Record<string, Endpoint>;
