import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CollectedVideo } from '../../kox/sources/youtube/youtube-creator.ts';
import { KOX_STORAGE_FAILURES, KOX_STORAGE_STATES } from '../../../src/lib/kox-storage-values.ts';
import { clients, teams } from './org.ts';
import { users } from './users.ts';

/**
 * A creator stored by profile link (docs/kox.md, spec §4): the link, its state, and once collected the creator
 * it became in the team's database. One per team and profile (platform + lower-case handle or channel id);
 * a durable `kox-store-creator` job does the collecting.
 */
export const koxStorageRecords = pgTable(
  'kox_storage_records',
  {
    id: text('id').primaryKey().$defaultFn(randomUUID),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    link: text('link').notNull(),
    platform: text('platform').notNull(),
    /** The handle or YouTube channel id, lower case for handles: what makes two links the same profile. */
    profileKey: text('profile_key').notNull(),
    state: text('state', { enum: KOX_STORAGE_STATES }).notNull().default('awaiting'),
    failureReason: text('failure_reason', { enum: KOX_STORAGE_FAILURES }),
    creatorId: text('creator_id'),
    sample: boolean('sample').notNull().default(false),
    clientId: text('client_id').references(() => clients.id, { onDelete: 'set null' }),
    addedBy: text('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kox_storage_records_profile_idx').on(t.teamId, t.platform, t.profileKey),
    index('kox_storage_records_team_created_idx').on(t.teamId, t.createdAt),
    check(
      'kox_storage_records_state_check',
      sql`${t.state} in ('awaiting', 'collecting', 'completed', 'failed')`,
    ),
  ],
);

/**
 * Creators collected from a platform's API (not sample data), by `youtube-<channel id>`: what the last
 * collection read, public figures shared by every team that stores them.
 */
export const koxCollectedCreators = pgTable('kox_collected_creators', {
  id: text('id').primaryKey(),
  platform: text('platform').notNull(),
  handle: text('handle').notNull(),
  profileUrl: text('profile_url').notNull(),
  nickname: text('nickname').notNull(),
  description: text('description').notNull().default(''),
  keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
  country: text('country'),
  /** Null when the channel hides it. */
  followers: bigint('followers', { mode: 'number' }),
  recentPosts: jsonb('recent_posts').$type<CollectedVideo[]>().notNull().default([]),
  collectedAt: timestamp('collected_at', { withTimezone: true }).notNull(),
});
