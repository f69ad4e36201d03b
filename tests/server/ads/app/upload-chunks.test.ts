import { randomUUID } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { adUploadChunks } from '../../../../server/db/schema/index.ts';
import {
  readStoredUpload,
  UPLOAD_CHUNK_BYTES,
  uploadChunksSink,
} from '../../../../server/domains/ads/upload-chunks.ts';
import { metaExportCsv } from '../import/meta-export-fixture.ts';
import { noModel } from '../../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { teamWorld } from '../../teams/org-kit.ts';

/* An accepted upload's stored pieces: compressed, read back as stored (the import thread inflates them), none
   when one is missing or of another size. */

let t: TestApp;
let teamId: string;

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  ({ teamId } = await teamWorld(t, 'upload-chunks'));
}, 180_000);
afterAll(() => t.close());

/** Stores the bytes as a request brings them: in pieces of 64 KiB. */
async function storeUpload(uploadId: string, bytes: Uint8Array) {
  const sink = uploadChunksSink(t.deps.db, teamId, uploadId);
  for (let at = 0; at < bytes.length; at += 65_536) await sink.write(bytes.subarray(at, at + 65_536));
  return sink.end();
}

const piecesOf = (uploadId: string) =>
  t.deps.db.select().from(adUploadChunks).where(eq(adUploadChunks.uploadId, uploadId));

describe('the stored pieces of an upload', () => {
  it('hold an export compressed as it arrived, in pieces of 1 MiB (the last shorter), read back as stored, inflating to the very bytes', async () => {
    const bytes = metaExportCsv(40_000);
    const uploadId = randomUUID();
    const stored = await storeUpload(uploadId, bytes);
    expect(stored.size).toBe(bytes.length);
    expect(Buffer.from(stored.head).equals(Buffer.from(bytes.subarray(0, 65_536)))).toBe(true);
    expect(stored.storedSize).toBeLessThan(bytes.length / 4);
    const pieces = await piecesOf(uploadId);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.length).toBe(Math.ceil(stored.storedSize / UPLOAD_CHUNK_BYTES));
    pieces.sort((a, b) => a.seq - b.seq);
    expect(pieces.slice(0, -1).every((p) => p.bytes.length === UPLOAD_CHUNK_BYTES)).toBe(true);
    const read = await readStoredUpload(t.deps.db, uploadId, stored.storedSize);
    expect(read).toHaveLength(pieces.length);
    expect(read!.map((piece) => piece.length)).toEqual(pieces.map((p) => p.bytes.length));
    expect(inflateRawSync(Buffer.concat(read!)).equals(Buffer.from(bytes))).toBe(true);
  });

  it('reads an upload stored as sent, as jobs queued before compression name it', async () => {
    const bytes = new TextEncoder().encode('Ad name,Day\nA,2026-10-01\n');
    const uploadId = randomUUID();
    await t.deps.db.insert(adUploadChunks).values({ uploadId, teamId, seq: 0, bytes: Buffer.from(bytes) });
    const read = await readStoredUpload(t.deps.db, uploadId, bytes.length);
    expect(new TextDecoder().decode(Buffer.concat(read!))).toBe('Ad name,Day\nA,2026-10-01\n');
  });

  it('reads nothing when a piece is missing or not the size stored, never part of a file', async () => {
    const bytes = metaExportCsv(20_000);
    const uploadId = randomUUID();
    const stored = await storeUpload(uploadId, bytes);
    await t.deps.db
      .update(adUploadChunks)
      .set({ bytes: Buffer.from('not what was stored') })
      .where(and(eq(adUploadChunks.uploadId, uploadId), eq(adUploadChunks.seq, 0)));
    expect(await readStoredUpload(t.deps.db, uploadId, stored.storedSize)).toBeNull();
    await t.deps.db.delete(adUploadChunks).where(eq(adUploadChunks.uploadId, uploadId));
    expect(await readStoredUpload(t.deps.db, uploadId, stored.storedSize)).toBeNull();
  });
});
