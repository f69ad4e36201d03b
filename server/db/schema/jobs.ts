import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { teams } from './org.ts';

export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * The durable background queue (server/jobs). A running job holds a lease (`locked_until`) renewed while it
 * runs; `locked_by` fences the claim, so a node whose lease lapsed cannot overwrite the next node's outcome.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey().$defaultFn(randomUUID),
    kind: text('kind').notNull(),
    /** The team whose work it does; null for the studio's own upkeep. A deleted team's jobs go with it. */
    teamId: text('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx').on(t.status, t.runAt),
    index('jobs_kind_idx').on(t.kind, t.status),
    check('jobs_status_check', sql`${t.status} in ('queued', 'running', 'succeeded', 'failed')`),
    check('jobs_attempts_check', sql`${t.maxAttempts} >= 1`),
  ],
);
