import { randomUUID } from 'node:crypto';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { dashboards } from './dashboards.ts';
import { teams } from './org.ts';
import { users } from './users.ts';

/** Spec §3 Share link: a random url-safe link id and an extraction code kept only as a scrypt hash. */
export const shareLinks = pgTable(
  'share_links',
  {
    id: text('id').primaryKey().$defaultFn(randomUUID),
    dashboardId: text('dashboard_id')
      .notNull()
      .references(() => dashboards.id, { onDelete: 'cascade' }),
    /** The dashboard's team, kept on the link so team lists and checks need no join. */
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    linkId: text('link_id').notNull().unique(),
    codeHash: text('code_hash').notNull(),
    validDays: integer('valid_days').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
    /** Wrong extraction codes checked against this link, from any address; shown to its owner only. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lastFailedAttemptAt: timestamp('last_failed_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('share_links_dashboard_idx').on(t.dashboardId), index('share_links_team_idx').on(t.teamId)],
);
