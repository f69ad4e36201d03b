import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { koxAttachmentBlobs, koxAttachmentChunks } from '../../../server/db/schema/index.ts';
import {
  ABANDONED_CHUNKS_AFTER_MS,
  sweepAbandonedChunks,
} from '../../../server/domains/kox-outreach-attachments/sweep-abandoned-chunks.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { teamWorld } from '../teams/org-kit.ts';

/* The upkeep of attachment contents: pieces of an upload that never became a file go after an hour. */

let t: TestApp;
let teamId: string;

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  teamId = (await teamWorld(t, 'chunk-sweep')).teamId;
}, 60_000);
afterAll(() => t.close());

const piece = (sha256: string, seq: number, writtenAt: Date) => ({
  teamId,
  sha256,
  seq,
  bytes: Buffer.from([seq, 1, 2, 3]),
  writtenAt,
});

const piecesOf = async (sha256: string) =>
  (
    await t.deps.db
      .select({ seq: koxAttachmentChunks.seq })
      .from(koxAttachmentChunks)
      .where(and(eq(koxAttachmentChunks.teamId, teamId), eq(koxAttachmentChunks.sha256, sha256)))
  ).map((r) => r.seq);

describe('sweepAbandonedChunks', () => {
  it('deletes old pieces no file names, keeps a file’s pieces and an upload still going', async () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const old = new Date(now.getTime() - ABANDONED_CHUNKS_AFTER_MS - 1_000);
    const recent = new Date(now.getTime() - ABANDONED_CHUNKS_AFTER_MS / 2);
    await t.deps.db
      .insert(koxAttachmentChunks)
      .values([
        piece('abandoned', 0, old),
        piece('abandoned', 1, old),
        piece('attached', 0, old),
        piece('uploading', 0, recent),
      ]);
    await t.deps.db.insert(koxAttachmentBlobs).values({ teamId, sha256: 'attached', size: 4, chunkCount: 1 });

    expect(await sweepAbandonedChunks(t.deps.db, now)).toBe(2);
    expect(await piecesOf('abandoned')).toEqual([]);
    expect(await piecesOf('attached')).toEqual([0]);
    expect(await piecesOf('uploading')).toEqual([0]);

    // An hour later the upload that never finished goes too; the file's pieces stay.
    expect(await sweepAbandonedChunks(t.deps.db, new Date(now.getTime() + ABANDONED_CHUNKS_AFTER_MS))).toBe(
      1,
    );
    expect(await piecesOf('uploading')).toEqual([]);
    expect(await piecesOf('attached')).toEqual([0]);
  });
});
