import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ATTACHMENT_CHUNK_BYTES } from '../../../server/domains/kox-outreach-attachments/blob-store.ts';
import { receivedFileSink } from '../../../server/domains/kox-outreach-attachments/received-file.ts';

describe('receivedFileSink', () => {
  it('cuts the bytes into the stored chunks as they arrive, hashes them, and keeps the head', async () => {
    const whole = Buffer.alloc(2 * ATTACHMENT_CHUNK_BYTES + 12_345);
    for (let i = 0; i < whole.length; i++) whole[i] = (i * 31 + (i >> 11)) & 255;
    const sink = receivedFileSink();
    // Pieces of uneven sizes, so some straddle a chunk's end.
    for (let at = 0, size = 1; at < whole.length; at += size, size = (size * 7 + 65_537) % 300_000)
      await sink.write(whole.subarray(at, at + size));
    const file = await sink.end();
    expect(file.chunks.map((c) => c.length)).toEqual([
      ATTACHMENT_CHUNK_BYTES,
      ATTACHMENT_CHUNK_BYTES,
      12_345,
    ]);
    expect(Buffer.concat(file.chunks).equals(whole)).toBe(true);
    expect(file.size).toBe(whole.length);
    expect(file.sha256).toBe(createHash('sha256').update(whole).digest('hex'));
    expect(Buffer.from(file.head).equals(whole.subarray(0, 8192))).toBe(true);
  });

  it('takes an empty file as no chunks', async () => {
    const file = await receivedFileSink().end();
    expect(file).toMatchObject({ chunks: [], size: 0, head: new Uint8Array(0) });
    expect(file.sha256).toBe(createHash('sha256').digest('hex'));
  });

  it('ends a file of whole chunks without an empty one', async () => {
    const sink = receivedFileSink();
    await sink.write(new Uint8Array(ATTACHMENT_CHUNK_BYTES));
    expect((await sink.end()).chunks.map((c) => c.length)).toEqual([ATTACHMENT_CHUNK_BYTES]);
  });
});
