import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { RecommendReason } from '../../kox/recommend/recommend-query.ts';
import { teams } from './org.ts';
import { users } from './users.ts';

export const KOX_RECOMMENDATION_STATUSES = ['pending', 'running', 'completed', 'failed'] as const;

/** One ranked creator as a session keeps it: reopening shows the same list (the creators' figures are re-read). */
export interface StoredRecommendation {
  creator_id: string;
  fit: number;
  parts: { content: number | null; audience: number | null; performance: number };
  reasons: RecommendReason[];
}

/**
 * A recommendation session (spec §3 "recommendation sessions", §4 states; docs/kox.md): the requirement form and
 * brief as asked, its state, and, once run, the ranked creators. Team-scoped; `app_name` is the path's app.
 */
export const koxRecommendations = pgTable(
  'kox_recommendations',
  {
    id: text('id').primaryKey().$defaultFn(randomUUID),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    appName: text('app_name').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** The create endpoint's input, as it accepted it. */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: KOX_RECOMMENDATION_STATUSES }).notNull().default('pending'),
    results: jsonb('results').$type<StoredRecommendation[]>(),
    /** How many creators passed the hard filters. */
    candidates: integer('candidates'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('kox_recommendations_team_idx').on(t.teamId, t.appName, t.createdAt),
    check(
      'kox_recommendations_status_check',
      sql`${t.status} in ('pending', 'running', 'completed', 'failed')`,
    ),
  ],
);
