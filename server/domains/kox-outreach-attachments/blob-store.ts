import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  koxAttachmentBlobs,
  koxAttachmentChunks,
  koxOutreachAttachments,
  koxOutreachEmails,
} from '../../db/schema/index.ts';

/** One row per MiB: no statement carries more, and a download streams row by row (decision "Outreach attachments"). */
export const ATTACHMENT_CHUNK_BYTES = 1024 * 1024;

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const chunkCountOf = (size: number) => Math.ceil(size / ATTACHMENT_CHUNK_BYTES);

/**
 * Writes the content's chunks, each in its own statement outside any transaction: a 50 MB file takes seconds on
 * PGlite, which must not hold the one connection for all of it. Chunks already there (the same file uploaded
 * before, or an upload that stopped part-way) are kept: they are keyed by content, so they are the same bytes.
 */
export async function writeChunks(db: Db, teamId: string, sha256: string, chunks: Buffer[]): Promise<void> {
  for (const [seq, bytes] of chunks.entries())
    await db.insert(koxAttachmentChunks).values({ teamId, sha256, seq, bytes }).onConflictDoNothing();
}

/**
 * Inside the transaction that attaches the file: the blob row, locked (a removal that would delete the same
 * content waits, or has finished). False when the chunks are not all there — a removal deleted them between
 * writeChunks and now — and the caller writes them again.
 */
export async function commitBlob(tx: Tx, teamId: string, sha256: string, size: number): Promise<boolean> {
  const chunkCount = chunkCountOf(size);
  await tx
    .insert(koxAttachmentBlobs)
    .values({ teamId, sha256, size, chunkCount })
    .onConflictDoUpdate({ target: [koxAttachmentBlobs.teamId, koxAttachmentBlobs.sha256], set: { size } });
  const [counted] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(koxAttachmentChunks)
    .where(and(eq(koxAttachmentChunks.teamId, teamId), eq(koxAttachmentChunks.sha256, sha256)));
  return counted?.n === chunkCount;
}

/** Deletes the content when no attachment names it any more (inside the transaction that removed one). */
export async function dropBlobIfUnused(tx: Tx, teamId: string, sha256: string): Promise<void> {
  await tx
    .select({ sha256: koxAttachmentBlobs.sha256 })
    .from(koxAttachmentBlobs)
    .where(and(eq(koxAttachmentBlobs.teamId, teamId), eq(koxAttachmentBlobs.sha256, sha256)))
    .for('update');
  const [used] = await tx
    .select({ id: koxOutreachAttachments.id })
    .from(koxOutreachAttachments)
    .where(and(eq(koxOutreachAttachments.teamId, teamId), eq(koxOutreachAttachments.sha256, sha256)))
    .limit(1);
  if (used) return;
  await tx
    .delete(koxAttachmentChunks)
    .where(and(eq(koxAttachmentChunks.teamId, teamId), eq(koxAttachmentChunks.sha256, sha256)));
  await tx
    .delete(koxAttachmentBlobs)
    .where(and(eq(koxAttachmentBlobs.teamId, teamId), eq(koxAttachmentBlobs.sha256, sha256)));
}

/** The content chunk by chunk, in order (one query per chunk, so at most 1 MiB is in flight). */
export async function* readBlob(db: Db, teamId: string, sha256: string): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq++) {
    const [row] = await db
      .select({ bytes: koxAttachmentChunks.bytes })
      .from(koxAttachmentChunks)
      .where(
        and(
          eq(koxAttachmentChunks.teamId, teamId),
          eq(koxAttachmentChunks.sha256, sha256),
          eq(koxAttachmentChunks.seq, seq),
        ),
      );
    if (!row) return;
    yield row.bytes;
  }
}

/** The whole content (for nodemailer), checked against its hash: a damaged store never goes out as a file. */
export async function readWholeBlob(db: Db, teamId: string, sha256: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of readBlob(db, teamId, sha256)) parts.push(part);
  const whole = Buffer.concat(parts);
  if (sha256Of(whole) !== sha256)
    throw new Error(`Attachment content ${sha256} is incomplete in the database`);
  return whole;
}

/**
 * The contents a project's e-mails attach, for deleting the project: its e-mails and their attachment rows go by
 * cascade, and each content no other e-mail names goes with them (else 50 MB a file would stay behind).
 */
export async function projectAttachmentContents(tx: Tx, projectId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ sha256: koxOutreachAttachments.sha256 })
    .from(koxOutreachAttachments)
    .innerJoin(koxOutreachEmails, eq(koxOutreachEmails.id, koxOutreachAttachments.emailId))
    .where(eq(koxOutreachEmails.projectId, projectId));
  return rows.map((r) => r.sha256);
}
