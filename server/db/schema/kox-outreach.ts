import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { koxProjects } from './kox-projects.ts';
import { teams } from './org.ts';
import { users } from './users.ts';
import type { ReasonPart } from '../../../src/lib/kox-label-rules/judge-reply-by-rules.ts';

/**
 * An outreach e-mail's life (spec §4, issue 13): generation (`generating` → `draft` | `needs_info` |
 * `generation_failed`), then sending (`draft` → `scheduled` → `sending` → `sent` | `send_failed`; a failed one
 * is resent or returned to draft, a scheduled one can be returned to draft).
 */
export const OUTREACH_EMAIL_STATUSES = [
  'generating',
  'needs_info',
  'generation_failed',
  'draft',
  'scheduled',
  'sending',
  'sent',
  'send_failed',
] as const;
export type OutreachEmailStatus = (typeof OUTREACH_EMAIL_STATUSES)[number];

export const OUTREACH_EMAIL_KINDS = ['invitation', 'follow_up'] as const;

/**
 * One e-mail to one creator of a KOX project: the invitation, or its n-th follow-up (`follow_up_number` ≥ 1,
 * threaded under the invitation by `in_reply_to`). `message_id` is chosen and stored before the e-mail is handed
 * to SMTP, so a send interrupted by a crash is looked up by it and never sent twice. `sender_user_id` names
 * whose mailbox sends it (mailboxes are per user).
 */
export const koxOutreachEmails = pgTable(
  'kox_outreach_emails',
  {
    id: text('id').primaryKey().$defaultFn(randomUUID),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    projectId: text('project_id')
      .notNull()
      .references(() => koxProjects.id, { onDelete: 'cascade' }),
    creatorId: text('creator_id').notNull(),
    kind: text('kind', { enum: OUTREACH_EMAIL_KINDS }).notNull().default('invitation'),
    followUpNumber: integer('follow_up_number').notNull().default(0),
    status: text('status', { enum: OUTREACH_EMAIL_STATUSES }).notNull(),
    /** Why it failed (generation or sending), in the library's or server's words; null otherwise. */
    statusReason: text('status_reason'),
    /** For `needs_info`: what the draft lacks (placeholders or brief fields), by key. */
    missing: jsonb('missing').$type<string[]>().notNull().default([]),
    toAddress: text('to_address').notNull().default(''),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull().default(''),
    language: text('language', { enum: ['zh', 'en'] })
      .notNull()
      .default('en'),
    /** The batch (draft generation or a send) it was made or scheduled in, for progress and "resend the failed". */
    batchId: text('batch_id'),
    senderUserId: text('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    messageId: text('message_id'),
    inReplyTo: text('in_reply_to'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    sendingAt: timestamp('sending_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sendAttempts: integer('send_attempts').notNull().default(0),
    /** Who wrote the subject and body: the provider's model id, `template` (the offline writer), or `person`. */
    writtenBy: text('written_by'),
    /** Why the provider's text was not used (its error, or what was wrong with its answer). */
    writerFallback: text('writer_fallback'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kox_outreach_emails_thread_idx').on(t.projectId, t.creatorId, t.followUpNumber),
    uniqueIndex('kox_outreach_emails_message_id_idx').on(t.messageId),
    index('kox_outreach_emails_due_idx').on(t.status, t.scheduledAt),
    index('kox_outreach_emails_batch_idx').on(t.batchId),
    check(
      'kox_outreach_emails_status_check',
      sql`${t.status} in ('generating', 'needs_info', 'generation_failed', 'draft', 'scheduled', 'sending', 'sent', 'send_failed')`,
    ),
    check('kox_outreach_emails_kind_check', sql`${t.kind} in ('invitation', 'follow_up')`),
  ],
);

/** A batch of outreach work a user started: drafts generated for a project's creators, or a send. */
export const koxOutreachBatches = pgTable(
  'kox_outreach_batches',
  {
    id: text('id').primaryKey().$defaultFn(randomUUID),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    projectId: text('project_id')
      .notNull()
      .references(() => koxProjects.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['draft', 'send'] }).notNull(),
    total: integer('total').notNull(),
    status: text('status', { enum: ['running', 'done', 'failed'] })
      .notNull()
      .default('running'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('kox_outreach_batches_project_idx').on(t.projectId, t.createdAt)],
);

export const INBOUND_MAIL_KINDS = ['reply', 'auto_reply', 'bounce'] as const;

/**
 * A mail that came back to a sender's mailbox and was matched to a creator's thread (by In-Reply-To /
 * References, then sender and normalized subject). Auto-replies (RFC 3834) and bounces (delivery-status reports)
 * are kept and shown but are not replies. Stored once per mailbox and Message-ID however often it is read.
 */
export const koxOutreachReplies = pgTable(
  'kox_outreach_replies',
  {
    id: text('id').primaryKey().$defaultFn(randomUUID),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    projectId: text('project_id')
      .notNull()
      .references(() => koxProjects.id, { onDelete: 'cascade' }),
    creatorId: text('creator_id').notNull(),
    /** The outreach e-mail it answers. */
    emailId: text('email_id').references(() => koxOutreachEmails.id, { onDelete: 'set null' }),
    mailboxUserId: text('mailbox_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: INBOUND_MAIL_KINDS }).notNull(),
    messageId: text('message_id').notNull(),
    fromAddress: text('from_address').notNull(),
    subject: text('subject').notNull().default(''),
    /** The plain text of the mail (HTML is read as text, never stored as markup). */
    text: text('text').notNull().default(''),
    /** The creator's own words: the text without the quoted e-mail under it. */
    ownText: text('own_text').notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kox_outreach_replies_message_idx').on(t.mailboxUserId, t.messageId),
    index('kox_outreach_replies_thread_idx').on(t.projectId, t.creatorId, t.receivedAt),
    check('kox_outreach_replies_kind_check', sql`${t.kind} in ('reply', 'auto_reply', 'bounce')`),
  ],
);

/**
 * How a project's creator came to carry its progress label: every automatic judgment (rules or model) with its
 * reason and the text it read, and every person's override, which names the judgment it replaces (kept).
 */
export const koxLabelJudgments = pgTable(
  'kox_label_judgments',
  {
    id: text('id').primaryKey().$defaultFn(randomUUID),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    projectId: text('project_id')
      .notNull()
      .references(() => koxProjects.id, { onDelete: 'cascade' }),
    creatorId: text('creator_id').notNull(),
    replyId: text('reply_id').references(() => koxOutreachReplies.id, { onDelete: 'set null' }),
    labelId: text('label_id'),
    labelName: text('label_name'),
    method: text('method', { enum: ['rules', 'model'] }),
    judgedBy: text('judged_by', { enum: ['rules', 'model', 'person'] }).notNull(),
    reason: text('reason').notNull(),
    /** A rules judgment's reason, one part per condition (the screen says it in the reader's language). */
    reasonParts: jsonb('reason_parts').$type<ReasonPart[]>(),
    textRead: text('text_read').notNull(),
    overridesJudgmentId: text('overrides_judgment_id'),
    judgedByUserId: text('judged_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    judgedAt: timestamp('judged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kox_label_judgments_creator_idx').on(t.projectId, t.creatorId, t.judgedAt)],
);
