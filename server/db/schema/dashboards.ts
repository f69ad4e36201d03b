import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clients, projects, teams } from './org.ts';
import { users } from './users.ts';
import { DASHBOARD_APP_TYPES, type DashboardAppType } from '../../../src/lib/ads/ad-dashboard-values.ts';
import type { SEARCH_SCOPES } from '../../../src/lib/api/endpoints.ts';
import {
  COLLECTION_MODES,
  COMPONENT_STATES,
  DASHBOARD_STATUSES,
  FAILURE_CODES,
  INDUSTRIES,
  POST_SOURCES,
  TASK_STATUSES,
  UPDATE_FREQUENCIES,
  type DASHBOARD_MEDIA,
  type PostSource,
} from '../../../src/lib/api/endpoints.ts';
import { inList } from './in-list.ts';

export type Media = (typeof DASHBOARD_MEDIA)[number];
export type UpdateFrequency = (typeof UPDATE_FREQUENCIES)[number];
export type SearchScope = (typeof SEARCH_SCOPES)[number];

/** Spec §3 Dashboard (the value lists are shared with the endpoint table). `next_refresh_at` is null for one-time dashboards. */
export const dashboards = pgTable(
  'dashboards',
  {
    id: text('id').primaryKey().$defaultFn(randomUUID),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'set null' }),
    clientId: text('client_id').references(() => clients.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** MK: social posts collected for analysis subjects; AD: ad performance of ad datasets (ad-dashboards.ts). */
    appType: text('app_type').$type<DashboardAppType>().notNull().default('MK'),
    media: jsonb('media').$type<Media[]>().notNull(),
    mode: text('mode', { enum: COLLECTION_MODES }).notNull().default('smart'),
    frequency: text('frequency', { enum: UPDATE_FREQUENCIES }).notNull().default('once'),
    status: text('status', { enum: DASHBOARD_STATUSES }).notNull().default('generating'),
    /** Why it failed, as a code the client translates; the detail is in the job's last_error and the log. */
    failureCode: text('failure_code', { enum: FAILURE_CODES }),
    /**
     * The sources of the posts it holds now: set by each collection (which replaces the posts), joined by 'import'
     * when an import adds posts. Empty before any post is stored.
     */
    dataSources: jsonb('data_sources').$type<PostSource[]>().notNull().default([]),
    nextRefreshAt: timestamp('next_refresh_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('dashboards_owner_updated_idx').on(t.ownerId, t.updatedAt),
    index('dashboards_team_updated_idx').on(t.teamId, t.updatedAt),
    index('dashboards_next_refresh_idx').on(t.nextRefreshAt),
    check('dashboards_app_type_check', sql`${t.appType} in (${inList(DASHBOARD_APP_TYPES)})`),
    check('dashboards_frequency_check', sql`${t.frequency} in (${inList(UPDATE_FREQUENCIES)})`),
    check('dashboards_status_check', sql`${t.status} in (${inList(DASHBOARD_STATUSES)})`),
    check('dashboards_mode_check', sql`${t.mode} in (${inList(COLLECTION_MODES)})`),
    check(
      'dashboards_data_sources_check',
      sql`jsonb_typeof(${t.dataSources}) = 'array' and ${t.dataSources} <@ '[${sql.raw(POST_SOURCES.map((s) => `"${s}"`).join(', '))}]'::jsonb`,
    ),
    check(
      'dashboards_failure_code_check',
      sql`${t.failureCode} is null or ${t.failureCode} in (${inList(FAILURE_CODES)})`,
    ),
  ],
);

/** Spec §3 Analysis subject: a name and every search criterion; the criteria that are set apply together. */
export const analysisSubjects = pgTable(
  'analysis_subjects',
  {
    id: text('id').primaryKey().$defaultFn(randomUUID),
    dashboardId: text('dashboard_id')
      .notNull()
      .references(() => dashboards.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The keyword expression of spec §5 (`+` AND, `|` OR, `()`, `\` escapes), as the user typed it. */
    keywords: text('keywords').notNull().default(''),
    /** Topics without `#`. */
    topics: jsonb('topics').$type<string[]>().notNull().default([]),
    accounts: jsonb('accounts').$type<string[]>().notNull().default([]),
    excludedAccounts: jsonb('excluded_accounts').$type<string[]>().notNull().default([]),
    regions: jsonb('regions').$type<string[]>().notNull().default([]),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    followerMin: integer('follower_min'),
    followerMax: integer('follower_max'),
    contentLanguages: jsonb('content_languages').$type<string[]>().notNull().default([]),
    searchScope: jsonb('search_scope').$type<SearchScope[]>().notNull().default([]),
    paidOnly: boolean('paid_only').notNull().default(false),
    appPromotion: boolean('app_promotion').notNull().default(false),
    industry: text('industry', { enum: INDUSTRIES }),
  },
  (t) => [
    index('analysis_subjects_dashboard_idx').on(t.dashboardId, t.position),
    check(
      'analysis_subjects_industry_check',
      sql`${t.industry} is null or ${t.industry} in (${inList(INDUSTRIES)})`,
    ),
  ],
);

/** Spec §3 Collection task: one per subject and medium. PENDING is shown as "collecting". */
export const collectionTasks = pgTable(
  'collection_tasks',
  {
    id: text('id').primaryKey().$defaultFn(randomUUID),
    dashboardId: text('dashboard_id')
      .notNull()
      .references(() => dashboards.id, { onDelete: 'cascade' }),
    subjectId: text('subject_id')
      .notNull()
      .references(() => analysisSubjects.id, { onDelete: 'cascade' }),
    media: text('media').$type<Media>().notNull(),
    mode: text('mode', { enum: COLLECTION_MODES }).notNull(),
    status: text('status', { enum: TASK_STATUSES }).notNull().default('PENDING'),
    /** 0–100. */
    progress: integer('progress').notNull().default(0),
    errorCode: text('error_code', { enum: FAILURE_CODES }),
    lastUpdateAt: timestamp('last_update_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('collection_tasks_dashboard_idx').on(t.dashboardId),
    check('collection_tasks_status_check', sql`${t.status} in (${inList(TASK_STATUSES)})`),
    check('collection_tasks_progress_check', sql`${t.progress} between 0 and 100`),
    check(
      'collection_tasks_error_code_check',
      sql`${t.errorCode} is null or ${t.errorCode} in (${inList(FAILURE_CODES)})`,
    ),
  ],
);

/**
 * A report component placed on a dashboard. `data_version` is the collection run the result was computed
 * from; `stale` is spec §4's "data has changed, reanalysis required".
 */
export const dashboardComponents = pgTable(
  'dashboard_components',
  {
    id: text('id').primaryKey().$defaultFn(randomUUID),
    dashboardId: text('dashboard_id')
      .notNull()
      .references(() => dashboards.id, { onDelete: 'cascade' }),
    apiKey: text('api_key').notNull(),
    position: integer('position').notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    result: jsonb('result'),
    computedAt: timestamp('computed_at', { withTimezone: true }),
    dataVersion: integer('data_version').notNull().default(0),
    state: text('state', { enum: COMPONENT_STATES }).notNull().default('stale'),
    errorCode: text('error_code', { enum: FAILURE_CODES }),
  },
  (t) => [
    index('dashboard_components_dashboard_idx').on(t.dashboardId, t.position),
    check('dashboard_components_state_check', sql`${t.state} in (${inList(COMPONENT_STATES)})`),
    check(
      'dashboard_components_error_code_check',
      sql`${t.errorCode} is null or ${t.errorCode} in (${inList(FAILURE_CODES)})`,
    ),
  ],
);
