import { randomUUID } from 'node:crypto';
import {
  bigint,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';
import { koxOutreachEmails } from './kox-outreach.ts';
import { teams } from './org.ts';
import { users } from './users.ts';

/**
 * One file's content in a team, addressed by its SHA-256 and shared by every e-mail that attaches it (decision
 * "Outreach attachments"). Written last, after all its chunks: a row here means the content is whole.
 */
export const koxAttachmentBlobs = pgTable(
  'kox_attachment_blobs',
  {
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    sha256: text('sha256').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    chunkCount: integer('chunk_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.sha256] })],
);

/**
 * The content in pieces of at most 1 MiB (ATTACHMENT_CHUNK_BYTES), so no statement carries 50 MB and a download
 * streams piece by piece. Keyed by content, so a repeated upload of the same file rewrites nothing. `written_at`
 * lets the upkeep delete the pieces of an upload that never became a file (sweep-abandoned-chunks.ts).
 */
export const koxAttachmentChunks = pgTable(
  'kox_attachment_chunks',
  {
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    sha256: text('sha256').notNull(),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.sha256, t.seq] })],
);

/** A file attached to one outreach e-mail: its name and type as the recipient will see them, its content by hash. */
export const koxOutreachAttachments = pgTable(
  'kox_outreach_attachments',
  {
    id: text('id').primaryKey().$defaultFn(randomUUID),
    teamId: text('team_id').notNull(),
    emailId: text('email_id')
      .notNull()
      .references(() => koxOutreachEmails.id, { onDelete: 'cascade' }),
    sha256: text('sha256').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.teamId, t.sha256],
      foreignColumns: [koxAttachmentBlobs.teamId, koxAttachmentBlobs.sha256],
    }),
    uniqueIndex('kox_outreach_attachments_email_file_idx').on(t.emailId, t.sha256, t.fileName),
    index('kox_outreach_attachments_blob_idx').on(t.teamId, t.sha256),
  ],
);
