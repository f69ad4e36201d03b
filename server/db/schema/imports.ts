import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { analysisSubjects, dashboards } from './dashboards.ts';
import { teams } from './org.ts';
import { users } from './users.ts';

export const POST_IMPORT_STATUSES = ['writing', 'applied', 'failed'] as const;

/**
 * One upload of posts into a subject. Its facts are written in one transaction of the analytics store, recorded
 * there under this id (analytics.fact_writes), so a crash between the two databases is settled by looking:
 * `writing` becomes `applied` when the facts are there, `failed` when they are not (and can never be written).
 */
export const postImports = pgTable(
  'post_imports',
  {
    id: text('id').primaryKey().$defaultFn(randomUUID),
    dashboardId: text('dashboard_id')
      .notNull()
      .references(() => dashboards.id, { onDelete: 'cascade' }),
    subjectId: text('subject_id')
      .notNull()
      .references(() => analysisSubjects.id, { onDelete: 'cascade' }),
    /** The dashboard's team. */
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    posts: integer('posts').notNull(),
    status: text('status', { enum: POST_IMPORT_STATUSES }).notNull().default('writing'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('post_imports_subject_status_idx').on(t.subjectId, t.status),
    // One import at a time per subject: two writers of the same file would both pass the duplicate check.
    uniqueIndex('post_imports_one_writing_idx')
      .on(t.subjectId)
      .where(sql`${t.status} = 'writing'`),
    check(
      'post_imports_status_check',
      sql`${t.status} in (${sql.raw(POST_IMPORT_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
  ],
);
