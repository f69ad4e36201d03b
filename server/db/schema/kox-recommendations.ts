import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { EmbeddingNote } from '../../kox/recommend/embedding-note.ts';
import type { RecommendReason } from '../../kox/recommend/recommend-query.ts';
import { teams } from './org.ts';
import { users } from './users.ts';

export const KOX_RECOMMENDATION_STATUSES = ['pending', 'running', 'completed', 'failed'] as const;

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
    /** How many ranked creators the last completed run kept (kox_recommendation_results). */
    resultsCount: integer('results_count').notNull().default(0),
    /** How many creators passed the hard filters. */
    candidates: integer('candidates'),
    /** How the last run used the provider's embeddings; null when no embedding model is configured. */
    embeddings: jsonb('embeddings').$type<EmbeddingNote>(),
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

/**
 * The ranked creators of a session's last completed run, one row each by rank, so a page is read by rank and
 * reopening shows the same list (the creators' figures are re-read from the catalog).
 */
export const koxRecommendationResults = pgTable(
  'kox_recommendation_results',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => koxRecommendations.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    creatorId: text('creator_id').notNull(),
    fit: integer('fit').notNull(),
    parts: jsonb('parts')
      .$type<{ content: number | null; audience: number | null; performance: number }>()
      .notNull(),
    reasons: jsonb('reasons').$type<RecommendReason[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.rank] })],
);
