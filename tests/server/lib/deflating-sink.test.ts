import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflatingSink } from '../../../server/lib/deflating-sink.ts';

/** Text that deflates a few times smaller, as exports do, but not to nothing. */
function exportLike(bytes: number): Buffer {
  const lines: string[] = [];
  for (let i = 0, length = 0; length < bytes; i++) {
    const line = `2026-01-${String((i % 28) + 1).padStart(2, '0')},campaign ${i % 37},ad ${(i * 7919) % 100_003},${(i * 31) % 997}.${i % 100}\n`;
    lines.push(line);
    length += line.length;
  }
  return Buffer.from(lines.join('')).subarray(0, bytes);
}

describe('deflatingSink', () => {
  it('hands on pieces of the size asked, each in a buffer of its own, that inflate to the file', async () => {
    const file = exportLike(3_000_000);
    const pieces: Buffer[] = [];
    const sink = deflatingSink({
      pieceBytes: 64 * 1024,
      headBytes: 100,
      onPiece: (piece, seq) => {
        expect(seq).toBe(pieces.length);
        pieces.push(piece);
      },
    });
    for (let at = 0; at < file.length; at += 50_000) await sink.write(file.subarray(at, at + 50_000));
    const result = await sink.end();

    expect(pieces.length).toBeGreaterThan(2);
    expect(pieces.slice(0, -1).every((p) => p.length === 64 * 1024)).toBe(true);
    expect(pieces.at(-1)!.length).toBeLessThanOrEqual(64 * 1024);
    expect(pieces.every((p) => p.byteOffset === 0 && p.byteLength === p.buffer.byteLength)).toBe(true);
    expect(result).toEqual({
      size: file.length,
      head: file.subarray(0, 100),
      storedSize: pieces.reduce((n, p) => n + p.length, 0),
    });
    expect(inflateRawSync(Buffer.concat(pieces)).equals(file)).toBe(true);
  });
});
