import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  AD_DATASET_KINDS,
  AD_DATASET_PHASES,
  AD_DATASET_STATES,
  type AdDatasetKind,
  type AdDatasetPhase,
  type AdDatasetState,
} from '../../../src/lib/ads/ad-dataset-values.ts';
import {
  AD_PLATFORMS,
  TAG_DIMENSIONS,
  type AdPlatform,
  type AttributionWindow,
  type TagDimension,
} from '../../../src/lib/ads/ad-values.ts';
import type { ApiIssue } from '../../../src/lib/api/error-codes.ts';
import { bytea } from './bytea.ts';
import { clients, teams } from './org.ts';
import { users } from './users.ts';
import { inList } from './in-list.ts';

/**
 * Where a set of ad-day rows came from (docs/ads.md "Ad data"): a bound ad account, an uploaded export, or a
 * sample account. Its rows and tags live in the analytics store under its id; this row says what they are, how
 * the last parse or sync went and what the dashboard builder needs to pick it. Team- and client-scoped like
 * dashboards: a restricted member sees only their clients' datasets.
 */
export const adDatasets = pgTable(
  'ad_datasets',
  {
    id: text('id').primaryKey().$defaultFn(randomUUID),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    clientId: text('client_id').references(() => clients.id, { onDelete: 'set null' }),
    kind: text('kind').$type<AdDatasetKind>().notNull(),
    /** An account's platform; a file's once parsed, when all its rows are of one (a template may mix them). */
    platform: text('platform').$type<AdPlatform>(),
    name: text('name').notNull(),
    /** The platform's account id (accounts and samples); an export's own when it names one. */
    accountId: text('account_id'),
    /** ISO 4217 of the account or the file's money columns. */
    currency: text('currency'),
    /** IANA time zone of the account's days; null for a file (its days are as written). */
    timeZone: text('time_zone'),
    monthlyBudgetUsd: numeric('monthly_budget_usd', { precision: 14, scale: 2, mode: 'number' }),
    /** The access token, sealed as mailbox passwords are (decision 106); `secret_key_id` names the key. */
    tokenSealed: text('token_sealed'),
    secretKeyId: text('secret_key_id'),
    fileName: text('file_name'),
    fileSize: bigint('file_size', { mode: 'number' }),
    /** Which header the file had: the template, a Meta or a TikTok export. */
    fileFormat: text('file_format'),
    /** The upload waiting to be parsed (its bytes are in ad_upload_chunks); null once parsed. */
    uploadId: text('upload_id'),
    state: text('state').$type<AdDatasetState>().notNull(),
    phase: text('phase').$type<AdDatasetPhase>(),
    /** 0–100 while parsing or syncing. */
    progress: integer('progress').notNull().default(0),
    /** The last refused file's first problems (spec §4 failed), or the sync's failure as one issue. */
    problems: jsonb('problems').$type<ApiIssue[]>().notNull().default([]),
    /** Why the last parse or sync failed: 10400 (the file's problems), 10420–10428 (the platform), 10500. */
    failureCode: integer('failure_code'),
    /** What the analytics store holds for the dataset now. */
    rowCount: integer('row_count').notNull().default(0),
    adCount: integer('ad_count').notNull().default(0),
    firstDay: date('first_day', { mode: 'string' }),
    lastDay: date('last_day', { mode: 'string' }),
    /** The attribution windows the rows carry; the others are zeros, shown as not measured. */
    windows: jsonb('windows').$type<AttributionWindow[]>().notNull().default([]),
    /** An export's own attribution setting (what its `none` conversions count), when it says. */
    attributionSetting: text('attribution_setting'),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    /** When the account is read again (daily while bound; later after a rate limit). */
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ad_datasets_team_idx').on(t.teamId, t.createdAt),
    index('ad_datasets_next_sync_idx').on(t.nextSyncAt),
    // One binding per account and team: a second would read and count the same ads twice.
    uniqueIndex('ad_datasets_account_idx')
      .on(t.teamId, t.platform, t.accountId)
      .where(sql`${t.kind} in ('account', 'sample')`),
    check('ad_datasets_kind_check', sql`${t.kind} in (${inList(AD_DATASET_KINDS)})`),
    check('ad_datasets_state_check', sql`${t.state} in (${inList(AD_DATASET_STATES)})`),
    check('ad_datasets_phase_check', sql`${t.phase} is null or ${t.phase} in (${inList(AD_DATASET_PHASES)})`),
    check(
      'ad_datasets_platform_check',
      sql`${t.platform} is null or ${t.platform} in (${inList(AD_PLATFORMS)})`,
    ),
    check('ad_datasets_progress_check', sql`${t.progress} between 0 and 100`),
    check('ad_datasets_budget_check', sql`${t.monthlyBudgetUsd} is null or ${t.monthlyBudgetUsd} >= 0`),
    check('ad_datasets_name_check', sql`length(${t.name}) between 1 and 120`),
  ],
);

/**
 * An accepted upload's bytes until its parse is done, in pieces of at most 1 MiB (as outreach attachments,
 * decision 119): a crash between accepting the file and parsing it loses nothing. Written before the dataset
 * names the upload, so they are keyed by the upload; pieces no dataset names after an hour are swept.
 */
export const adUploadChunks = pgTable(
  'ad_upload_chunks',
  {
    uploadId: text('upload_id').notNull(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.uploadId, t.seq] }),
    index('ad_upload_chunks_written_idx').on(t.writtenAt),
  ],
);

/** A dataset's tag rules per dimension, as written (spec §5's format; parsed again on every tagging run). */
export const adTagRules = pgTable(
  'ad_tag_rules',
  {
    datasetId: text('dataset_id')
      .notNull()
      .references(() => adDatasets.id, { onDelete: 'cascade' }),
    dimension: text('dimension').$type<TagDimension>().notNull(),
    rules: text('rules').notNull(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.datasetId, t.dimension] }),
    check('ad_tag_rules_dimension_check', sql`${t.dimension} in (${inList(TAG_DIMENSIONS)})`),
  ],
);

/**
 * A person's correction of one ad's tag in one dimension; `tag` null means "no tag". Kept by ad id, so it holds
 * through re-imports and re-tagging (an ad that leaves the dataset keeps its correction for when it comes back).
 */
export const adTagCorrections = pgTable(
  'ad_tag_corrections',
  {
    datasetId: text('dataset_id')
      .notNull()
      .references(() => adDatasets.id, { onDelete: 'cascade' }),
    adId: text('ad_id').notNull(),
    dimension: text('dimension').$type<TagDimension>().notNull(),
    tag: text('tag'),
    correctedBy: text('corrected_by').references(() => users.id, { onDelete: 'set null' }),
    correctedAt: timestamp('corrected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.datasetId, t.adId, t.dimension] }),
    check('ad_tag_corrections_dimension_check', sql`${t.dimension} in (${inList(TAG_DIMENSIONS)})`),
  ],
);

/** An ad's cover image uploaded by a person (spec §5's image check); shown instead of the source's creative. */
export const adCovers = pgTable(
  'ad_covers',
  {
    datasetId: text('dataset_id')
      .notNull()
      .references(() => adDatasets.id, { onDelete: 'cascade' }),
    adId: text('ad_id').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    /** Hex SHA-256 of the bytes: the cover's URL names it, so a new cover is a new URL. */
    sha256: text('sha256').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.datasetId, t.adId] })],
);
