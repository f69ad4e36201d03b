import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ConnectionFailure } from '../../../src/lib/kox-mailbox-values.ts';
import { users } from './users.ts';

export interface SideResultRow {
  ok: boolean;
  reason: ConnectionFailure | null;
  detail: string | null;
}

/**
 * A user's mailbox (issue 13, docs/kox.md "Mailbox settings"): one per user, their own server or the sandbox.
 * The passwords are sealed with AES-256-GCM (`server/mail/secret-box.ts`); `secret_key_id` names the key that
 * sealed them, so a changed key is told apart from damaged data. The last connection test is kept on the row.
 */
export const koxMailboxes = pgTable(
  'kox_mailboxes',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['custom', 'sandbox'] }).notNull(),
    provider: text('provider').notNull().default('other'),
    senderName: text('sender_name').notNull().default(''),
    address: text('address').notNull().default(''),
    account: text('account').notNull().default(''),
    smtpHost: text('smtp_host').notNull().default(''),
    smtpPort: integer('smtp_port'),
    smtpSecurity: text('smtp_security', { enum: ['ssl', 'starttls', 'none'] })
      .notNull()
      .default('ssl'),
    imapHost: text('imap_host').notNull().default(''),
    imapPort: integer('imap_port'),
    imapSecurity: text('imap_security', { enum: ['ssl', 'starttls', 'none'] })
      .notNull()
      .default('ssl'),
    passwordSealed: text('password_sealed'),
    authPasswordSealed: text('auth_password_sealed'),
    secretKeyId: text('secret_key_id'),
    testState: text('test_state', { enum: ['testing', 'success', 'failed'] }),
    testStartedAt: timestamp('test_started_at', { withTimezone: true }),
    testFinishedAt: timestamp('test_finished_at', { withTimezone: true }),
    testSmtp: jsonb('test_smtp').$type<SideResultRow>(),
    testImap: jsonb('test_imap').$type<SideResultRow>(),
    /** Sending guardrails (issue 13): at most this many e-mails a day, at least this many seconds apart. */
    dailyCap: integer('daily_cap').notNull().default(200),
    sendSpacingSeconds: integer('send_spacing_seconds').notNull().default(30),
    /** Sending stops while set (the mailbox failed, bounces piled up); the reason is shown. */
    pausedReason: text('paused_reason'),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** The last resume: bounces of e-mails sent before it no longer count towards a pause. */
    resumedAt: timestamp('resumed_at', { withTimezone: true }),
    lastSendAt: timestamp('last_send_at', { withTimezone: true }),
    /** Where reading replies left off: the INBOX's UIDVALIDITY and the last UID read. */
    imapUidValidity: text('imap_uid_validity'),
    imapLastUid: integer('imap_last_uid'),
    lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
    pollError: text('poll_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('kox_mailboxes_kind_check', sql`${t.kind} in ('custom', 'sandbox')`),
    check(
      'kox_mailboxes_test_state_check',
      sql`${t.testState} is null or ${t.testState} in ('testing', 'success', 'failed')`,
    ),
  ],
);

/**
 * Mail the sandbox's SMTP server received (decision "Sandbox mailbox"): the sandbox's INBOX and sent folder in
 * one, read by the user it belongs to. Kept raw (RFC 5322), as an IMAP server would hand it over.
 */
export const koxSandboxMessages = pgTable(
  'kox_sandbox_messages',
  {
    id: text('id').primaryKey().$defaultFn(randomUUID),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: text('message_id'),
    mailFrom: text('mail_from').notNull(),
    rcptTo: jsonb('rcpt_to').$type<string[]>().notNull(),
    raw: text('raw').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kox_sandbox_messages_user_idx').on(t.userId, t.receivedAt)],
);
