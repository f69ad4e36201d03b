import { describe, expect, it } from 'vitest';
import { byteaFromText, byteaToText } from '../../../server/db/pglite-thread/bytea-text.ts';
import { ownBytes } from '../../../server/db/pglite-thread/own-bytes.ts';

const everyByte = Uint8Array.from({ length: 256 }, (_, i) => i);

describe('bytes on their way to the database thread', () => {
  it('writes bytea as PostgreSQL hex text and reads it back, every byte value', () => {
    expect(byteaToText(new Uint8Array([0, 1, 171, 255]))).toBe('\\x0001abff');
    expect(byteaFromText('\\x0001ABff')).toEqual(new Uint8Array([0, 1, 171, 255]));
    expect(byteaFromText(byteaToText(everyByte))).toEqual(everyByte);
    expect(byteaFromText('\\x')).toEqual(new Uint8Array());
  });

  it('writes only the bytes a view shows, and refuses what is not bytes or not hex', () => {
    const big = new Uint8Array(1000).fill(7);
    big.set([1, 2, 3], 500);
    expect(byteaToText(big.subarray(500, 503))).toBe('\\x010203');
    expect(() => byteaToText('0102')).toThrow(/bytea/);
    expect(() => byteaFromText('0102')).toThrow();
    expect(() => byteaFromText('\\x01zz')).toThrow();
    expect(() => byteaFromText('\\x012')).toThrow();
  });

  it('sends a piece of a larger buffer as its own bytes, everything else as it is', () => {
    const upload = Buffer.alloc(4 * 1024 * 1024, 9);
    const piece = upload.subarray(1024 * 1024, 2 * 1024 * 1024);
    const whole = new Uint8Array(16);
    const [sent, same, text, none] = ownBytes([piece, whole, 'x', null]);
    expect(sent).toBeInstanceOf(Uint8Array);
    expect((sent as Uint8Array).buffer.byteLength).toBe(piece.length);
    expect(Buffer.from(sent as Uint8Array).equals(piece)).toBe(true);
    expect(same).toBe(whole);
    expect([text, none]).toEqual(['x', null]);
  });
});
