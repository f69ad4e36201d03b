import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';

/**
 * How long the pieces of an upload may wait for their file. An upload writes its pieces, then attaches the file in
 * one transaction within seconds (50 MB on PGlite); an hour is far past any upload still going.
 */
export const ABANDONED_CHUNKS_AFTER_MS = 3_600_000;

/**
 * Deletes the pieces no file names: an upload that stopped part-way, a client that went away, a process killed
 * between writing the pieces and attaching the file. Without this, each such upload would keep up to 50 MB in the
 * database for ever. An upload that reuses old pieces and loses them here finds them missing when it attaches
 * and writes them again (attachment-service.ts).
 */
export async function sweepAbandonedChunks(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - ABANDONED_CHUNKS_AFTER_MS);
  const deleted = rowsOf<unknown>(
    await db.execute(sql`
      delete from kox_attachment_chunks c
      where c.written_at < ${before.toISOString()}
        and not exists (
          select 1 from kox_attachment_blobs b where b.team_id = c.team_id and b.sha256 = c.sha256
        )
      returning 1`),
  );
  return deleted.length;
}
