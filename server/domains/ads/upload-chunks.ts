import { and, eq, lt, notExists, sql } from 'drizzle-orm';
import { FIRST_LOOK_BYTES } from '../../ads/import/read-export-file.ts';
import type { Db } from '../../db/client.ts';
import { adDatasets, adUploadChunks } from '../../db/schema/index.ts';
import { handOverToDatabase } from '../../db/pglite-thread/moved-bytes.ts';
import { deflatingSink } from '../../lib/deflating-sink.ts';

/** One row per MiB: no statement carries more (as outreach attachments, decision 119). */
export const UPLOAD_CHUNK_BYTES = 1024 * 1024;
/** Pieces of an upload no dataset named after this long were left by a request that died: swept. */
const ABANDONED_AFTER_MS = 60 * 60_000;

/**
 * How an upload's bytes are stored. Exports are repetitive text, so the fastest deflate (in zlib's thread pool)
 * makes them 5–8 times smaller, and the database's time per stored byte is what an upload waited for
 * (docs/performance.md "Ad analytics through the server"). Uploads queued before that carry no encoding: as sent.
 */
export interface StoredUpload {
  /** The file's size as uploaded. */
  size: number;
  /** The size of what the pieces hold. */
  storedSize: number;
  encoding: 'deflate-raw' | 'identity';
}

/**
 * Where an upload's bytes go as they arrive: deflated, a piece per statement outside any transaction (a 100 MB
 * file takes seconds on PGlite, which must not hold its one connection for all of it). The sink's result with
 * `encoding: 'deflate-raw'` is the StoredUpload.
 */
export const uploadChunksSink = (db: Db, teamId: string, uploadId: string) =>
  deflatingSink({
    pieceBytes: UPLOAD_CHUNK_BYTES,
    headBytes: FIRST_LOOK_BYTES,
    onPiece: async (bytes, seq) => {
      // The sink's piece is a buffer of its own that nothing reads again: moved to the database thread, not copied.
      const piece = handOverToDatabase(bytes);
      await db.insert(adUploadChunks).values({ uploadId, teamId, seq, bytes: piece }).onConflictDoNothing();
    },
  });

/** How many of an upload's pieces are there (the dataset names it only once all of them are). */
export async function uploadChunkCount(db: Db, uploadId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(adUploadChunks)
    .where(eq(adUploadChunks.uploadId, uploadId));
  return row?.n ?? 0;
}

export const chunkCountOf = (size: number) => Math.ceil(size / UPLOAD_CHUNK_BYTES);

/**
 * The upload's pieces as stored (`storedSize` bytes in all, deflated or as sent), in order, each a buffer the
 * caller may hand to a thread; null when they are not all there (swept, lost) or do not add up to what was
 * stored. Neither joined nor inflated here: the ad import thread does both (`compressed` in parseAdExport), so
 * the 36 MB file never sits on the event loop's heap, and no fresh 5 MB buffer is touched there in one turn
 * (20–35 ms of page faults on this machine, docs/performance.md).
 */
export async function readStoredUpload(
  db: Db,
  uploadId: string,
  storedSize: number,
): Promise<Uint8Array[] | null> {
  const pieces: Uint8Array[] = [];
  let at = 0;
  for (let seq = 0; seq < chunkCountOf(storedSize); seq++) {
    const [row] = await db
      .select({ bytes: adUploadChunks.bytes })
      .from(adUploadChunks)
      .where(and(eq(adUploadChunks.uploadId, uploadId), eq(adUploadChunks.seq, seq)));
    if (!row || at + row.bytes.length > storedSize) return null;
    pieces.push(row.bytes);
    at += row.bytes.length;
  }
  return at === storedSize ? pieces : null;
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
