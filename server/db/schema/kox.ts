import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients, teams } from './org.ts';
import { users } from './users.ts';

/**
 * A team's database (docs/kox.md): the creators the team saved, with its own notes, tags and costs. The
 * creators themselves live in the public index (server/kox/); a row names one by id. `client_id` files it under
 * a client, for members restricted to some clients (docs/teams.md); deleting the client unfiles it.
 */
export const koxTeamCreators = pgTable(
  'kox_team_creators',
  {
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    creatorId: text('creator_id').notNull(),
    clientId: text('client_id').references(() => clients.id, { onDelete: 'set null' }),
    notes: text('notes').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** The team's own prices (USD); null: the creator's public ones apply. */
    pricePerPostUsd: numeric('price_per_post_usd', { precision: 12, scale: 2 }),
    pricePerVideoUsd: numeric('price_per_video_usd', { precision: 12, scale: 2 }),
    /** The creator's quoted price range (USD), when an import gave one. */
    quoteMinUsd: numeric('quote_min_usd', { precision: 12, scale: 2 }),
    quoteMaxUsd: numeric('quote_max_usd', { precision: 12, scale: 2 }),
    addedBy: text('added_by').references(() => users.id, { onDelete: 'set null' }),
    /** Weekly refresh of followers and recent posts (on for creators stored by link); see kox-storage. */
    monitoring: boolean('monitoring').notNull().default(false),
    nextRefreshAt: timestamp('next_refresh_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.creatorId] }),
    index('kox_team_creators_refresh_idx').on(t.nextRefreshAt),
    index('kox_team_creators_client_idx').on(t.teamId, t.clientId),
    /** The teams holding a collected creator, for migration 0024's change count. */
    index('kox_team_creators_creator_idx').on(t.creatorId),
    check('kox_team_creators_prices_check', sql`${t.pricePerPostUsd} >= 0 and ${t.pricePerVideoUsd} >= 0`),
  ],
);

export const KOX_SEARCH_SCOPES = ['public', 'team'] as const;

/** A member's saved search of the public or team database, in the team it was saved in. */
export const koxSavedSearches = pgTable(
  'kox_saved_searches',
  {
    id: text('id').primaryKey().$defaultFn(randomUUID),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope', { enum: KOX_SEARCH_SCOPES }).notNull(),
    /** The list endpoint's filters, as it accepts them. */
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kox_saved_searches_name_idx').on(t.teamId, t.userId, sql`lower(${t.name})`),
    check('kox_saved_searches_scope_check', sql`${t.scope} in ('public', 'team')`),
  ],
);

/** A monitored team creator's follower count at each refresh: the detail's trend. */
export const koxFollowerHistory = pgTable(
  'kox_follower_history',
  {
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    creatorId: text('creator_id').notNull(),
    followers: bigint('followers', { mode: 'number' }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.creatorId, t.recordedAt] })],
);

/**
 * A team's database changes: database triggers (migration 0024) count one up for every statement that writes the
 * team's entries, its imported creators or a collected creator it holds, whichever node or job wrote it. The team
 * list keeps what it reads in memory until the count moves (server/domains/kox/team-list-cache.ts).
 */
export const koxTeamRevisions = pgTable('kox_team_revisions', {
  teamId: text('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  revision: bigint('revision', { mode: 'number' }).notNull(),
});
