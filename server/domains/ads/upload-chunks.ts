import { and, eq, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adDatasets, adUploadChunks } from '../../db/schema/index.ts';

/** One row per MiB: no statement carries more (as outreach attachments, decision 119). */
export const UPLOAD_CHUNK_BYTES = 1024 * 1024;
/** Pieces of an upload no dataset named after this long were left by a request that died: swept. */
const ABANDONED_AFTER_MS = 60 * 60_000;

/**
 * Writes an accepted upload's bytes, each piece in its own statement outside any transaction: a 100 MB file
 * takes seconds on PGlite, which must not hold its one connection for all of it.
 */
export async function writeUploadChunks(
  db: Db,
  teamId: string,
  uploadId: string,
  bytes: Uint8Array,
): Promise<void> {
  for (let seq = 0; seq * UPLOAD_CHUNK_BYTES < bytes.length; seq++) {
    const piece = bytes.subarray(seq * UPLOAD_CHUNK_BYTES, (seq + 1) * UPLOAD_CHUNK_BYTES);
    await db
      .insert(adUploadChunks)
      .values({ uploadId, teamId, seq, bytes: Buffer.from(piece.buffer, piece.byteOffset, piece.length) })
      .onConflictDoNothing();
  }
}

/** How many of an upload's pieces are there (the dataset names it only once all of them are). */
export async function uploadChunkCount(db: Db, uploadId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(adUploadChunks)
    .where(eq(adUploadChunks.uploadId, uploadId));
  return row?.n ?? 0;
}

export const chunkCountOf = (size: number) => Math.ceil(size / UPLOAD_CHUNK_BYTES);

/** The upload's bytes, read piece by piece into one buffer; null when they are not all there (swept, lost). */
export async function readUpload(db: Db, uploadId: string, size: number): Promise<Uint8Array | null> {
  const bytes = new Uint8Array(size);
  let at = 0;
  for (let seq = 0; seq < chunkCountOf(size); seq++) {
    const [row] = await db
      .select({ bytes: adUploadChunks.bytes })
      .from(adUploadChunks)
      .where(and(eq(adUploadChunks.uploadId, uploadId), eq(adUploadChunks.seq, seq)));
    if (!row || at + row.bytes.length > size) return null;
    bytes.set(row.bytes, at);
    at += row.bytes.length;
  }
  return at === size ? bytes : null;
}

export async function deleteUpload(db: Db, uploadId: string): Promise<void> {
  await db.delete(adUploadChunks).where(eq(adUploadChunks.uploadId, uploadId));
}

/** Deletes the pieces of uploads that no dataset names and that were written over an hour ago. */
export async function sweepAbandonedUploads(db: Db, now: Date): Promise<number> {
  const swept = await db
    .delete(adUploadChunks)
    .where(
      and(
        lt(adUploadChunks.writtenAt, new Date(now.getTime() - ABANDONED_AFTER_MS)),
        notExists(
          db
            .select({ id: adDatasets.id })
            .from(adDatasets)
            .where(eq(adDatasets.uploadId, adUploadChunks.uploadId)),
        ),
      ),
    )
    .returning({ seq: adUploadChunks.seq });
  return swept.length;
}
