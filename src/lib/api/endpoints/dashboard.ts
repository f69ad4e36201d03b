import { z } from 'zod';
import { access, defineEndpoint, type Endpoint } from '../define-endpoint.ts';
import { DASHBOARD_APP_TYPES } from '../../ads/ad-dashboard-values.ts';
import { adDashboardBlockSchema } from './ad-dashboard-fields.ts';
import { boundedJson, boundedRecord, readers, recordId, writers } from './common.ts';

/* Dashboards (spec §3 Dashboard, Analysis subject, Collection task; §5 builder rules) */

export const DASHBOARD_MEDIA = ['youtube', 'tiktok', 'instagram'] as const;
/** How a medium is written in a sentence, the same in both languages (screens use the `enums:media` names). */
export const DASHBOARD_MEDIA_NAMES: Record<(typeof DASHBOARD_MEDIA)[number], string> = {
  youtube: 'YouTube',
  tiktok: 'TikTok',
  instagram: 'Instagram',
};
export const UPDATE_FREQUENCIES = ['once', 'daily', 'weekly', 'monthly'] as const;
export const DASHBOARD_STATUSES = ['generating', 'ready', 'failed'] as const;
export const COLLECTION_MODES = ['smart', 'custom'] as const;
export const TASK_STATUSES = ['PENDING', 'SUCCESS', 'FAILURE'] as const;
export const COMPONENT_STATES = ['fresh', 'stale', 'failed'] as const;
export const INDUSTRIES = [
  'app_promotion',
  'consumer_electronics',
  'gaming',
  'automotive',
  'others',
] as const;
export type Industry = (typeof INDUSTRIES)[number];
export const SEARCH_SCOPES = ['title', 'description', 'hashtag'] as const;

/**
 * Why a dashboard, a collection task or a component failed. The API carries the code, never the exception's
 * text (that stays in the job's last_error and the server log); the client says it in the user's language
 * (dashboards:failure.<code>) with what to do about it.
 */
export const FAILURE_CODES = [
  'storage_full',
  'source_quota',
  'source_rejected',
  'source_unavailable',
  'not_wired',
  'interrupted',
  'collection_failed',
  'analysis_failed',
  'unsupported_component',
  'ad_data_unavailable',
  'invalid_result',
  'ad_no_sources',
  'ad_sources_failed',
] as const;
export type FailureCode = (typeof FAILURE_CODES)[number];

/** Where a dashboard's posts come from: the built-in sample source (generated, not real), YouTube, or a file import. */
export const POST_SOURCES = ['sample', 'youtube', 'import'] as const;
export type PostSource = (typeof POST_SOURCES)[number];
/**
 * Sample posts and channels link here, never to a platform: a reserved name (RFC 6761 `.invalid`) cannot resolve,
 * so a generated link cannot be taken for, or land on, a real post.
 */
export const SAMPLE_LINK_ORIGIN = 'https://sample.invalid';

/**
 * Where a dashboard's data comes from: its posts' sources (MK), or for an AD dashboard its ad datasets' kinds
 * (a sample account `sample`, an uploaded file `import`, a bound ad account `ad_account`).
 */
export const DASHBOARD_SOURCES = [...POST_SOURCES, 'ad_account'] as const;
export type DashboardSource = (typeof DASHBOARD_SOURCES)[number];

/** A dashboard's `data_source`: its one source, `mixed` when several, null before any data is stored. */
export const DATA_SOURCES = [...DASHBOARD_SOURCES, 'mixed'] as const;
export type DataSource = (typeof DATA_SOURCES)[number];

const textList = (maxItems: number, maxLength = 200) =>
  z.array(z.string().trim().min(1).max(maxLength)).max(maxItems).default([]);
const followerCount = z.number().int().min(0).nullable().default(null);

/**
 * The builder's fields are lenient on purpose: an empty name, media list or subject list reaches the server's
 * builder rules, which answer with spec §5's own messages (10211–10215) rather than a generic 10201.
 */
export const subjectInputSchema = z
  .object({
    name: z.string().trim().max(100).default(''),
    description: z.string().trim().max(2000).default(''),
    keywords: z.string().trim().max(1000).default(''),
    /** Topics without `#`; a leading `#` is dropped. */
    topics: z
      .array(z.string().trim().max(100))
      .max(50)
      .default([])
      .transform((list) => list.map((t) => t.replace(/^#+/, '').trim()).filter(Boolean)),
    accounts: textList(1000, 500),
    excluded_accounts: textList(1000, 500),
    regions: z
      .array(
        z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{2}$/, 'ISO 3166 alpha-2 code'),
      )
      .max(250)
      .default([]),
    languages: textList(100, 16),
    follower_min: followerCount,
    follower_max: followerCount,
    content_languages: textList(100, 16),
    search_scope: z.array(z.enum(SEARCH_SCOPES)).max(3).default([]),
    paid_only: z.boolean().default(false),
    app_promotion: z.boolean().default(false),
    industry: z.enum(INDUSTRIES).nullable().default(null),
  })
  .refine((s) => s.follower_min === null || s.follower_max === null || s.follower_min <= s.follower_max, {
    message: 'The minimum cannot exceed the maximum.',
    path: ['follower_min'],
  });

export const subjectSchema = z.object({
  subject_id: z.string(),
  name: z.string(),
  description: z.string(),
  keywords: z.string(),
  topics: z.array(z.string()),
  accounts: z.array(z.string()),
  excluded_accounts: z.array(z.string()),
  regions: z.array(z.string()),
  languages: z.array(z.string()),
  follower_min: z.number().nullable(),
  follower_max: z.number().nullable(),
  content_languages: z.array(z.string()),
  search_scope: z.array(z.enum(SEARCH_SCOPES)),
  paid_only: z.boolean(),
  app_promotion: z.boolean(),
  industry: z.enum(INDUSTRIES).nullable(),
});

export const dashboardSummarySchema = z.object({
  dashboard_id: z.string(),
  name: z.string(),
  /** MK: social posts of analysis subjects; AD: ad performance of ad datasets (`ad` in the detail). */
  app_type: z.enum(DASHBOARD_APP_TYPES),
  media: z.array(z.enum(DASHBOARD_MEDIA)),
  mode: z.enum(COLLECTION_MODES),
  frequency: z.enum(UPDATE_FREQUENCIES),
  status: z.enum(DASHBOARD_STATUSES),
  failure_code: z.enum(FAILURE_CODES).nullable(),
  data_source: z.enum(DATA_SOURCES).nullable(),
  /** Every source its data comes from, so a `mixed` dashboard still says whether sample data is among them. */
  data_sources: z.array(z.enum(DASHBOARD_SOURCES)),
  team_id: z.string().nullable(),
  project_id: z.string().nullable(),
  client_id: z.string().nullable(),
  next_refresh_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const collectionTaskSchema = z.object({
  task_id: z.string(),
  subject_id: z.string(),
  media: z.enum(DASHBOARD_MEDIA),
  mode: z.enum(COLLECTION_MODES),
  status: z.enum(TASK_STATUSES),
  progress: z.number().int(),
  error_code: z.enum(FAILURE_CODES).nullable(),
  last_update_at: z.string(),
});

export const dashboardComponentSchema = z.object({
  component_id: z.string(),
  api_key: z.string(),
  position: z.number().int(),
  settings: z.record(z.string(), z.unknown()),
  state: z.enum(COMPONENT_STATES),
  result: z.unknown(),
  computed_at: z.string().nullable(),
  data_version: z.number().int(),
  error_code: z.enum(FAILURE_CODES).nullable(),
});

/** An MK dashboard has subjects and tasks and no `ad`; an AD dashboard has `ad` and no subjects or tasks. */
export const dashboardDetailSchema = dashboardSummarySchema.extend({
  subjects: z.array(subjectSchema),
  tasks: z.array(collectionTaskSchema),
  components: z.array(dashboardComponentSchema),
  ad: adDashboardBlockSchema.nullable(),
});

/** Spec §9 time-range quick picks; every window ends now. */
export const TIME_RANGES = ['1m', '3m', '6m', '1y', 'all'] as const;
export type TimeRange = (typeof TIME_RANGES)[number];

export const POST_SORTS = ['views', 'likes', 'comments', 'engagements', 'posted_at'] as const;

/** One post of a dashboard (spec §3 Post fields), as the posts endpoint lists them. */
export const dashboardPostSchema = z.object({
  post_id: z.string(),
  subject_id: z.string(),
  platform: z.string(),
  title: z.string(),
  channel_title: z.string().nullable(),
  views: z.number(),
  likes: z.number(),
  comments: z.number(),
  shares: z.number(),
  engagements: z.number(),
  posted_at: z.string(),
  video_url: z.string().nullable(),
});

const apiKey = z
  .string()
  .regex(/^(db|llm)_[a-z0-9_]{1,80}$/, 'A report component api_key such as db_overview.');

/** Dashboards, their analysis subjects, collection tasks and components. */
export const dashboardEndpoints = {
  'dashboard.list': defineEndpoint({
    key: 'dashboard.list',
    method: 'GET',
    path: '/api/dashboard/list',
    input: z.object({
      keyword: z.string().trim().max(100).optional(),
      client_id: recordId.optional(),
      project_id: recordId.optional(),
      app_type: z.enum(DASHBOARD_APP_TYPES).optional(),
      sort: z.enum(['updated', 'created', 'name']).default('updated'),
      page: z.coerce.number().int().min(1).default(1),
      page_size: z.coerce.number().int().min(1).max(100).default(20),
    }),
    output: z.object({ list: z.array(dashboardSummarySchema), total: z.number().int() }),
    access: readers,
    summary:
      "The current team's dashboards the caller sees (a restricted member: their clients'), searched by name, optionally of one client, project or app type (MK, AD), sorted (updated, created, name), one page at a time.",
  }),
  'dashboard.add': defineEndpoint({
    key: 'dashboard.add',
    method: 'POST',
    path: '/api/dashboard/add',
    input: z.object({
      name: z.string().trim().max(100).default(''),
      media: z.array(z.enum(DASHBOARD_MEDIA)).max(DASHBOARD_MEDIA.length).default([]),
      mode: z.enum(COLLECTION_MODES).default('smart'),
      frequency: z.enum(UPDATE_FREQUENCIES).default('once'),
      team_id: recordId.nullable().default(null),
      project_id: recordId.nullable().default(null),
      client_id: recordId.nullable().default(null),
      subjects: z.array(subjectInputSchema).max(20).default([]),
      components: z.array(apiKey).max(60).default([]),
    }),
    output: dashboardDetailSchema,
    access: writers,
    summary:
      'Create a dashboard in the current team (spec §5 builder rules) and queue its collection; it starts as generating. A restricted member must name one of their clients.',
  }),
  'dashboard.detail': defineEndpoint({
    key: 'dashboard.detail',
    method: 'GET',
    path: '/api/dashboard/detail',
    input: z.object({ dashboard_id: recordId }),
    output: dashboardDetailSchema,
    access: readers,
    summary:
      'A dashboard of the current team with its components and, for MK, its analysis subjects and collection tasks; for AD, `ad`: its settings, data sources and notices.',
  }),
  'dashboard.update': defineEndpoint({
    key: 'dashboard.update',
    method: 'POST',
    path: '/api/dashboard/update',
    input: z.object({
      dashboard_id: recordId,
      name: z.string().trim().max(100).optional(),
      frequency: z.enum(UPDATE_FREQUENCIES).optional(),
    }),
    output: dashboardSummarySchema,
    access: writers,
    summary:
      'Rename a dashboard or change its update frequency (reschedules the next refresh; an AD dashboard has none: 10201).',
  }),
  'dashboard.del': defineEndpoint({
    key: 'dashboard.del',
    method: 'POST',
    path: '/api/dashboard/del',
    input: z.object({ dashboard_id: recordId }),
    output: z.null(),
    access: writers,
    summary: 'Delete a dashboard with its subjects, tasks, components and share links.',
  }),
  'dashboard.retry': defineEndpoint({
    key: 'dashboard.retry',
    method: 'POST',
    path: '/api/dashboard/retry',
    input: z.object({ dashboard_id: recordId }),
    output: dashboardSummarySchema,
    access: writers,
    summary: 'Collect (AD: compute) a failed dashboard again (10206 unless it failed).',
  }),
  'dashboard.reanalyze': defineEndpoint({
    key: 'dashboard.reanalyze',
    method: 'POST',
    path: '/api/dashboard/reanalyze',
    input: z.object({ dashboard_id: recordId, component_ids: z.array(recordId).max(100).optional() }),
    output: z.array(dashboardComponentSchema),
    access: writers,
    summary:
      'Mark components (all by default) as "data has changed, reanalysis required" and queue their analysis (a ready dashboard).',
  }),
  'dashboard.componentAdd': defineEndpoint({
    key: 'dashboard.componentAdd',
    method: 'POST',
    path: '/api/dashboard/component/add',
    input: z.object({
      dashboard_id: recordId,
      api_key: apiKey,
      settings: boundedRecord(boundedJson(10_000), 20).default({}),
    }),
    output: dashboardComponentSchema,
    access: writers,
    summary:
      "Append a report component to a dashboard (stale until analysed; a ready dashboard analyses it at once). An AD dashboard takes AD components only, with their settings checked (the pivot's dimensions and metrics, the detail's page size and sort).",
  }),
  'dashboard.componentEdit': defineEndpoint({
    key: 'dashboard.componentEdit',
    method: 'POST',
    path: '/api/dashboard/component/edit',
    input: z.object({
      dashboard_id: recordId,
      component_id: recordId,
      settings: boundedRecord(boundedJson(10_000), 20),
    }),
    output: dashboardComponentSchema,
    access: writers,
    summary:
      "Replace a component's settings (checked as componentAdd checks them); it turns stale and a ready dashboard analyses it again.",
  }),
  'dashboard.componentDel': defineEndpoint({
    key: 'dashboard.componentDel',
    method: 'POST',
    path: '/api/dashboard/component/del',
    input: z.object({ dashboard_id: recordId, component_id: recordId }),
    output: z.null(),
    access: writers,
    summary: 'Remove a component from a dashboard.',
  }),
  'dashboard.componentReorder': defineEndpoint({
    key: 'dashboard.componentReorder',
    method: 'POST',
    path: '/api/dashboard/component/reorder',
    input: z.object({ dashboard_id: recordId, component_ids: z.array(recordId).max(100) }),
    output: z.array(dashboardComponentSchema),
    access: writers,
    summary: "Set the components' order; the list must name every component of the dashboard once.",
  }),
  'dashboard.compute': defineEndpoint({
    key: 'dashboard.compute',
    method: 'POST',
    path: '/api/dashboard/compute',
    input: z.object({
      dashboard_id: recordId,
      range: z.enum(TIME_RANGES),
      subject_ids: z.array(recordId).max(20).optional(),
    }),
    output: z.object({
      range: z.enum(TIME_RANGES),
      since: z.string().nullable(),
      until: z.string(),
      components: z.array(dashboardComponentSchema),
    }),
    access: access.share,
    summary:
      'The components over a time window ending now (1, 3, 6 calendar months, 1 year or all): db_* computed live, llm_* as analysed. Team reader or share viewer.',
  }),
  'dashboard.posts': defineEndpoint({
    key: 'dashboard.posts',
    method: 'GET',
    path: '/api/dashboard/posts',
    input: z.object({
      dashboard_id: recordId,
      sort: z.enum(POST_SORTS).default('views'),
      limit: z.coerce.number().int().min(1).max(100).default(20),
      subject_id: recordId.optional(),
    }),
    output: z.array(dashboardPostSchema),
    access: access.share,
    summary:
      "A dashboard's posts, highest first by the sort (newest first for posted_at), at most 100. Team reader or share viewer.",
  }),
} satisfies Record<string, Endpoint>;
