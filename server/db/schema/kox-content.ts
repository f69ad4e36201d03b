import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { teams } from './org.ts';
import { users } from './users.ts';

/**
 * Creators a team imported that no source knows (docs/kox.md, "Imports"): the profile the file gave. Their id
 * (`imported-…`) is what the team's database row names, like a sample creator's id.
 */
export const koxImportedCreators = pgTable(
  'kox_imported_creators',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => `imported-${randomUUID()}`),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: ['youtube', 'tiktok', 'instagram'] }).notNull(),
    handle: text('handle').notNull(),
    profileUrl: text('profile_url').notNull(),
    nickname: text('nickname').notNull().default(''),
    email: text('email'),
    followers: bigint('followers', { mode: 'number' }),
    avgViews: bigint('avg_views', { mode: 'number' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('kox_imported_creators_handle_idx').on(t.teamId, t.platform, t.handle)],
);

export const COOPERATION_TYPE_VALUES = ['full_campaign', 'product_placement', 'creator_incentive'] as const;

/**
 * A team's content record (spec §3 content): a post by a creator, its price and cooperation type. `post_key`
 * (platform and the post's id in it) makes one post one record per team.
 */
export const koxContents = pgTable(
  'kox_contents',
  {
    id: text('id').primaryKey().$defaultFn(randomUUID),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    link: text('link').notNull(),
    platform: text('platform', { enum: ['youtube', 'tiktok', 'instagram'] }).notNull(),
    postKey: text('post_key').notNull(),
    /** The creator it belongs to when known: a sample or imported creator id. */
    creatorId: text('creator_id'),
    title: text('title').notNull().default(''),
    views: bigint('views', { mode: 'number' }).notNull(),
    priceUsd: numeric('price_usd', { precision: 12, scale: 2 }).notNull(),
    cooperationType: text('cooperation_type', { enum: COOPERATION_TYPE_VALUES }).notNull(),
    deal: boolean('deal').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kox_contents_post_idx').on(t.teamId, t.postKey),
    index('kox_contents_creator_idx').on(t.teamId, t.creatorId),
    check('kox_contents_figures_check', sql`${t.views} >= 0 and ${t.priceUsd} >= 0`),
  ],
);

/** The views of a content record over time: one row each time they were read or imported. */
export const koxContentSnapshots = pgTable(
  'kox_content_snapshots',
  {
    contentId: text('content_id')
      .notNull()
      .references(() => koxContents.id, { onDelete: 'cascade' }),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
    views: bigint('views', { mode: 'number' }).notNull(),
    likes: integer('likes'),
  },
  (t) => [index('kox_content_snapshots_idx').on(t.contentId, t.takenAt)],
);
