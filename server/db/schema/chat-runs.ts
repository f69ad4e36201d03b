import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { assistantSessions } from './sessions.ts';

/**
 * The assistant turn running in a session, at most one per session whichever node runs it (server/chat/
 * chat-runs.ts). Taken in the statement that saves the user's message, removed in the one that saves the
 * answer; `lease_until` is renewed while the answer streams, so the row of a node that died expires and the
 * next turn takes it over. `node_id` says which node's stop button aborts the run.
 */
export const chatRuns = pgTable('chat_runs', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => assistantSessions.id, { onDelete: 'cascade' }),
  runId: text('run_id').notNull(),
  nodeId: text('node_id').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
});
