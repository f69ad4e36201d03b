import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { BUILTIN_LABEL_KEYS, JUDGMENT_METHODS } from '../../../src/lib/kox-template-values.ts';
import { teams } from './org.ts';
import { users } from './users.ts';

/**
 * A team's AI business template (spec §3, docs/kox.md "Templates"): what the outreach drafts are written from,
 * with its fields and its progress labels. Names are unique in the team in any case.
 */
export const koxTemplates = pgTable(
  'kox_templates',
  {
    id: text('id').primaryKey().$defaultFn(randomUUID),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kox_templates_team_name_idx').on(t.teamId, sql`lower(${t.name})`),
    index('kox_templates_team_updated_idx').on(t.teamId, t.updatedAt),
  ],
);

/** A template's field, in the template's order: what the draft says about it, and the rule for writing it. */
export const koxTemplateFields = pgTable(
  'kox_template_fields',
  {
    id: text('id').primaryKey().$defaultFn(randomUUID),
    templateId: text('template_id')
      .notNull()
      .references(() => koxTemplates.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    content: text('content').notNull(),
    description: text('description').notNull(),
    rule: text('rule').notNull().default(''),
    required: boolean('required').notNull().default(false),
  },
  (t) => [uniqueIndex('kox_template_fields_position_idx').on(t.templateId, t.position)],
);

/**
 * A progress label of a template, in the order replies are judged. Built-in labels carry their key; ids stay the
 * same across saves, so creators carrying a label keep it when the template is edited.
 */
export const koxProgressLabels = pgTable(
  'kox_progress_labels',
  {
    id: text('id').primaryKey().$defaultFn(randomUUID),
    templateId: text('template_id')
      .notNull()
      .references(() => koxTemplates.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    builtinKey: text('builtin_key', { enum: BUILTIN_LABEL_KEYS }),
    name: text('name').notNull(),
    judgmentMethod: text('judgment_method', { enum: JUDGMENT_METHODS }).notNull(),
    judgmentRule: text('judgment_rule').notNull().default(''),
    /** Names of the template's fields the label's judgment and replies use. */
    fieldNames: jsonb('field_names').$type<string[]>().notNull().default([]),
    agent: text('agent').notNull().default(''),
    replyStrategy: text('reply_strategy').notNull().default(''),
    followUpCount: integer('follow_up_count').notNull(),
    followUpDays: integer('follow_up_days').notNull(),
    followUpStrategy: text('follow_up_strategy').notNull().default(''),
  },
  (t) => [
    index('kox_progress_labels_template_idx').on(t.templateId, t.position),
    uniqueIndex('kox_progress_labels_builtin_idx').on(t.templateId, t.builtinKey),
    check('kox_progress_labels_method_check', sql`${t.judgmentMethod} in ('rules', 'model')`),
  ],
);
