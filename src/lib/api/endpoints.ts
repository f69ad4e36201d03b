import { z } from 'zod';
import { access, defineEndpoint, type Endpoint } from './define-endpoint.ts';
import { MODULES, ROLE_NAMES } from '../roles.ts';

/**
 * Every HTTP endpoint: one entry that the server implements (server/domains/*) and the client calls by key
 * (src/lib/api/client.ts). Paths follow spec §7 where it names them; the others are documented in docs/api.md.
 */

const roleSchema = z.object({
  role_id: z.string(),
  role_name: z.enum(ROLE_NAMES),
  module: z.enum(MODULES),
});

export const userInfoSchema = z.object({
  user_uid: z.string(),
  account: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  designer_role: z.array(z.string()),
  writer_role: z.array(z.string()),
});

const signInResultSchema = z.object({
  token: z.string(),
  refresh_token: z.string(),
  expires_at: z.string(),
  user_info: userInfoSchema,
  user_role_list: z.array(roleSchema),
});

export const sessionSchema = z.object({
  session_id: z.string(),
  title: z.string(),
  domain: z.enum(MODULES),
  app_doi: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** A stored chat message: an AI SDK UIMessage, kept as JSON. */
export const storedMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant', 'system']),
  parts: z.array(z.looseObject({ type: z.string() })),
  metadata: z.unknown().optional(),
});

export const managedUserSchema = userInfoSchema.extend({
  status: z.enum(['active', 'disabled']),
  created_at: z.string(),
});

/* Dashboards (spec §3 Dashboard, Analysis subject, Collection task; §5 builder rules) */

export const DASHBOARD_MEDIA = ['youtube', 'tiktok', 'instagram'] as const;
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
export const SEARCH_SCOPES = ['title', 'description', 'hashtag'] as const;

const recordId = z.string().min(1).max(64);
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
  media: z.array(z.enum(DASHBOARD_MEDIA)),
  mode: z.enum(COLLECTION_MODES),
  frequency: z.enum(UPDATE_FREQUENCIES),
  status: z.enum(DASHBOARD_STATUSES),
  failure_reason: z.string().nullable(),
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
  error: z.string().nullable(),
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
  error: z.string().nullable(),
});

export const dashboardDetailSchema = dashboardSummarySchema.extend({
  subjects: z.array(subjectSchema),
  tasks: z.array(collectionTaskSchema),
  components: z.array(dashboardComponentSchema),
});

const apiKey = z
  .string()
  .regex(/^(db|llm)_[a-z0-9_]{1,80}$/, 'A report component api_key such as db_overview.');

/* Share links (spec §3 Share link, §5 extraction code, §7 project share / share_verify) */

export const SHARE_CODE_PATTERN = /^[A-Za-z0-9]{6,32}$/;
const shareCode = z
  .string()
  .regex(SHARE_CODE_PATTERN, 'The extraction code must be 6 or more letters and digits.');

export const shareLinkSchema = z.object({
  share_id: z.string(),
  dashboard_id: z.string(),
  link_id: z.string(),
  valid_days: z.number().int(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  status: z.enum(['active', 'expired', 'revoked']),
  view_count: z.number().int(),
  last_viewed_at: z.string().nullable(),
  created_at: z.string(),
});

const writers = access.roles('admin', 'editor');

const empty = z.object({}).strict();
const sessionId = z.string().min(1).max(64);

export const endpoints = {
  'auth.loginByPassword': defineEndpoint({
    key: 'auth.loginByPassword',
    method: 'POST',
    path: '/api/auth/loginByPassword',
    input: z.object({ account: z.string().trim().min(1).max(128), password: z.string().min(1).max(256) }),
    output: signInResultSchema,
    access: access.public,
    summary: 'Sign in with account and password; rate-limited per account and address.',
  }),
  'auth.loadTokenByKey': defineEndpoint({
    key: 'auth.loadTokenByKey',
    method: 'GET',
    path: '/api/auth/loadTokenByKey',
    input: z.object({ token_key: z.string().min(8).max(256) }),
    output: signInResultSchema,
    access: access.public,
    summary: 'Exchange a one-time login key (issued by `npm run issue-key`) for a token.',
  }),
  'auth.loginByFeishuQr': defineEndpoint({
    key: 'auth.loginByFeishuQr',
    method: 'GET',
    path: '/api/auth/loginByFeishuQr/',
    input: z.object({ code: z.string().min(1).max(512), redirect_uri: z.string().url().max(2048) }),
    output: signInResultSchema,
    access: access.public,
    summary: 'Exchange a workplace-chat OAuth code for a token.',
  }),
  'auth.loginOptions': defineEndpoint({
    key: 'auth.loginOptions',
    method: 'GET',
    path: '/api/auth/loginOptions',
    input: empty,
    output: z.object({
      password: z.boolean(),
      qr: z.object({ authorize_url: z.string(), client_id: z.string() }).nullable(),
    }),
    access: access.public,
    summary: 'Which sign-in methods this server offers.',
  }),
  'auth.logout': defineEndpoint({
    key: 'auth.logout',
    method: 'GET',
    path: '/api/auth/logout/',
    input: empty,
    output: z.null(),
    access: access.user,
    summary: 'Revoke the current token.',
  }),
  'user.refreshToken': defineEndpoint({
    key: 'user.refreshToken',
    method: 'POST',
    path: '/api/user/refreshToken',
    input: z.object({ refresh_token: z.string().min(1).max(256) }),
    output: z.object({ token: z.string(), refresh_token: z.string(), expires_at: z.string() }),
    access: access.public,
    summary: 'Trade a refresh token for a new token pair (the old pair is revoked).',
  }),
  'perm.user': defineEndpoint({
    key: 'perm.user',
    method: 'GET',
    path: '/api/perm/user',
    input: empty,
    output: z.object({
      role_name: z.enum(ROLE_NAMES),
      modules: z.array(z.enum(MODULES)),
      permissions: z.array(z.string()),
    }),
    access: access.user,
    summary: "The signed-in user's effective role and permissions.",
  }),
  'user.info': defineEndpoint({
    key: 'user.info',
    method: 'POST',
    path: '/api/user/info',
    input: empty,
    output: userInfoSchema,
    access: access.user,
    summary: 'The signed-in user.',
  }),
  'user.roleList': defineEndpoint({
    key: 'user.roleList',
    method: 'GET',
    path: '/api/user/role/list',
    input: empty,
    output: z.array(roleSchema),
    access: access.user,
    summary: "The signed-in user's roles, one per module.",
  }),
  'users.list': defineEndpoint({
    key: 'users.list',
    method: 'GET',
    path: '/api/users/list',
    input: z.object({
      keyword: z.string().trim().max(100).optional(),
      page: z.coerce.number().int().min(1).default(1),
      page_size: z.coerce.number().int().min(1).max(100).default(20),
    }),
    output: z.object({ list: z.array(managedUserSchema), total: z.number().int() }),
    access: access.roles('admin'),
    summary: 'Every user, oldest first, filtered by account or name (administrators).',
  }),
  'users.statusUpdate': defineEndpoint({
    key: 'users.statusUpdate',
    method: 'POST',
    path: '/api/users/user/status/update',
    input: z.object({ user_uid: z.string().min(1).max(64), status: z.enum(['active', 'disabled']) }),
    output: z.null(),
    access: access.roles('admin'),
    summary: 'Enable or disable an account; disabling ends its open sign-ins (administrators).',
  }),
  'session.listByDomain': defineEndpoint({
    key: 'session.listByDomain',
    method: 'GET',
    path: '/api/session/listByDomain',
    input: z.object({ domain: z.enum(MODULES).default('writer'), keyword: z.string().max(100).optional() }),
    output: z.array(sessionSchema),
    access: access.user,
    summary: "The caller's assistant sessions, newest first, optionally filtered by title.",
  }),
  'session.addByApp': defineEndpoint({
    key: 'session.addByApp',
    method: 'POST',
    path: '/api/session/addByApp',
    input: z.object({
      domain: z.enum(MODULES).default('writer'),
      app_doi: z.string().max(200).nullable().default(null),
      title: z.string().trim().max(120).default(''),
    }),
    output: sessionSchema,
    access: access.user,
    summary: 'Start a new assistant session.',
  }),
  'session.edit': defineEndpoint({
    key: 'session.edit',
    method: 'POST',
    path: '/api/session/edit',
    input: z.object({ session_id: sessionId, title: z.string().trim().min(1).max(120) }),
    output: sessionSchema,
    access: access.user,
    summary: 'Rename a session.',
  }),
  'session.del': defineEndpoint({
    key: 'session.del',
    method: 'POST',
    path: '/api/session/del',
    input: z.object({ session_id: sessionId }),
    output: z.null(),
    access: access.user,
    summary: 'Delete a session and its messages.',
  }),
  'session.chatHistory': defineEndpoint({
    key: 'session.chatHistory',
    method: 'GET',
    path: '/api/session/chatHistory',
    input: z.object({ session_id: sessionId }),
    output: z.array(storedMessageSchema),
    access: access.user,
    summary: "A session's messages, oldest first.",
  }),
  'monitor.record': defineEndpoint({
    key: 'monitor.record',
    method: 'POST',
    path: '/api/monitor/record',
    input: z.object({
      level: z.enum(['info', 'warn', 'error']),
      message: z.string().min(1).max(500),
      data: z
        .record(z.string(), z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]))
        .default({}),
    }),
    output: z.null(),
    access: access.public,
    summary:
      'Record a client event (route change, script error) in the server log; rate-limited per address.',
  }),
  'dashboard.list': defineEndpoint({
    key: 'dashboard.list',
    method: 'GET',
    path: '/api/dashboard/list',
    input: z.object({
      keyword: z.string().trim().max(100).optional(),
      sort: z.enum(['updated', 'created', 'name']).default('updated'),
      page: z.coerce.number().int().min(1).default(1),
      page_size: z.coerce.number().int().min(1).max(100).default(20),
    }),
    output: z.object({ list: z.array(dashboardSummarySchema), total: z.number().int() }),
    access: access.user,
    summary:
      "The caller's dashboards, searched by name and sorted (updated, created, name), one page at a time.",
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
    summary: 'Create a dashboard (spec §5 builder rules) and queue its collection; it starts as generating.',
  }),
  'dashboard.detail': defineEndpoint({
    key: 'dashboard.detail',
    method: 'GET',
    path: '/api/dashboard/detail',
    input: z.object({ dashboard_id: recordId }),
    output: dashboardDetailSchema,
    access: access.user,
    summary: 'A dashboard with its analysis subjects, collection tasks and components.',
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
    summary: 'Rename a dashboard or change its update frequency (reschedules the next refresh).',
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
    summary: 'Collect a failed dashboard again (10206 unless it failed).',
  }),
  'dashboard.reanalyze': defineEndpoint({
    key: 'dashboard.reanalyze',
    method: 'POST',
    path: '/api/dashboard/reanalyze',
    input: z.object({ dashboard_id: recordId, component_ids: z.array(recordId).max(100).optional() }),
    output: z.array(dashboardComponentSchema),
    access: writers,
    summary: 'Mark components (all by default) as "data has changed, reanalysis required".',
  }),
  'dashboard.componentAdd': defineEndpoint({
    key: 'dashboard.componentAdd',
    method: 'POST',
    path: '/api/dashboard/component/add',
    input: z.object({
      dashboard_id: recordId,
      api_key: apiKey,
      settings: z.record(z.string(), z.unknown()).default({}),
    }),
    output: dashboardComponentSchema,
    access: writers,
    summary: 'Append a report component to a dashboard (state stale until analysed).',
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
  'share.add': defineEndpoint({
    key: 'share.add',
    method: 'POST',
    path: '/api/project/share',
    input: z.object({
      dashboard_id: recordId,
      valid_days: z.number().int().min(1).max(365),
      code: shareCode.optional(),
    }),
    output: shareLinkSchema.extend({ code: z.string() }),
    access: writers,
    summary: 'Create a share link; without `code` one is generated. The code is returned only here.',
  }),
  'share.list': defineEndpoint({
    key: 'share.list',
    method: 'GET',
    path: '/api/project/share/list',
    input: z.object({ dashboard_id: recordId }),
    output: z.array(shareLinkSchema),
    access: access.user,
    summary: "A dashboard's share links, newest first, with view counts, expiry and revocation.",
  }),
  'share.revoke': defineEndpoint({
    key: 'share.revoke',
    method: 'POST',
    path: '/api/project/share/revoke',
    input: z.object({ share_id: recordId }),
    output: z.null(),
    access: writers,
    summary: 'Revoke a share link at once.',
  }),
  'share.verify': defineEndpoint({
    key: 'share.verify',
    method: 'POST',
    path: '/api/project/share_verify',
    input: z.object({ link: z.string().trim().min(1).max(64), code: z.string().trim().min(1).max(64) }),
    output: z.object({ dashboard_id: z.string(), name: z.string(), expires_at: z.string() }),
    access: access.public,
    summary:
      'Check a share link and code (10102 / 403 when expired, revoked or wrong; rate-limited); counts a view.',
  }),
  'share.dashboard': defineEndpoint({
    key: 'share.dashboard',
    method: 'GET',
    path: '/api/share/dashboard',
    input: z.object({ dashboard_id: recordId.optional() }),
    output: dashboardDetailSchema,
    access: access.share,
    summary:
      'The shared dashboard for `sb-share-link` + `sb-share-password`, or an own dashboard when signed in.',
  }),
} satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointKey = keyof Endpoints;
