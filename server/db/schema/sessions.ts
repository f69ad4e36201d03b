import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ModuleName } from '../../../src/lib/roles.ts';
import { teams } from './org.ts';
import { users } from './users.ts';

/** Assistant sessions (spec: session listByDomain / addByApp / edit / del / chatHistory). */
export const assistantSessions = pgTable(
  'assistant_sessions',
  {
    id: text('id').primaryKey().$defaultFn(randomUUID),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The team it was started in; it stays private to its author (docs/teams.md). */
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    domain: text('domain').$type<ModuleName>().notNull(),
    appDoi: text('app_doi'),
    title: text('title').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assistant_sessions_user_domain_idx').on(t.userId, t.domain, t.updatedAt),
    check('assistant_sessions_domain_check', sql`${t.domain} in ('writer', 'designer')`),
  ],
);

/**
 * Chat messages, each an AI SDK UIMessage kept as JSON. The key is (session, id) so a client-chosen message id
 * can never reach into another session.
 */
export const messages = pgTable(
  'messages',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => assistantSessions.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    role: text('role', { enum: ['user', 'assistant', 'system'] }).notNull(),
    parts: jsonb('parts').$type<Record<string, unknown>[]>().notNull(),
    metadata: jsonb('metadata'),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.id] }),
    index('messages_session_position_idx').on(t.sessionId, t.position),
    check('messages_role_check', sql`${t.role} in ('user', 'assistant', 'system')`),
  ],
);
