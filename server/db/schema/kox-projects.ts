import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { clients, teams } from './org.ts';
import { users } from './users.ts';

/**
 * A team's KOX project (spec §3, docs/kox.md "Projects"): its name, start, batch outreach and the brief's eight
 * fields. `client_id` files it like the team's other work; a restricted member sees only their clients'.
 * `template_id` names an outreach template without a foreign key: templates live in their own schema.
 */
export const koxProjects = pgTable(
  'kox_projects',
  {
    id: text('id').primaryKey().$defaultFn(randomUUID),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    clientId: text('client_id').references(() => clients.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    batchOutreach: boolean('batch_outreach').notNull().default(false),
    templateId: text('template_id'),
    topic: text('topic').notNull().default(''),
    subject: text('subject').notNull().default(''),
    coreInfo: text('core_info').notNull().default(''),
    objective: text('objective').notNull().default(''),
    koxRequest: text('kox_request').notNull().default(''),
    audience: text('audience').notNull().default(''),
    contentRequest: text('content_request').notNull().default(''),
    other: text('other').notNull().default(''),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kox_projects_team_idx').on(t.teamId, t.createdAt),
    check('kox_projects_name_check', sql`length(${t.name}) between 1 and 100`),
  ],
);

export const KOX_PROJECT_SOURCES = ['list', 'recommendation', 'import', 'chat'] as const;

/**
 * A creator of a project: a public (sample) creator or a team-only one, by the id the KOX lists use.
 * `label_id` is the creator's progress label in the project's outreach (labels live in their own schema).
 */
export const koxProjectCreators = pgTable(
  'kox_project_creators',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => koxProjects.id, { onDelete: 'cascade' }),
    creatorId: text('creator_id').notNull(),
    source: text('source', { enum: KOX_PROJECT_SOURCES }).notNull(),
    labelId: text('label_id'),
    addedBy: text('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.creatorId] }),
    index('kox_project_creators_creator_idx').on(t.creatorId),
    check(
      'kox_project_creators_source_check',
      sql`${t.source} in ('list', 'recommendation', 'import', 'chat')`,
    ),
  ],
);
