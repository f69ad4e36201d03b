import { types } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../../../server/db/open-pglite.ts';
import { byteaFromText, byteaToText } from '../../../server/db/pglite-thread/bytea-text.ts';
import {
  handOverToDatabase,
  paramsToSend,
  resultBuffers,
  TRANSFER_FROM_BYTES,
} from '../../../server/db/pglite-thread/moved-bytes.ts';
import { migratedSnapshot } from '../helpers/db-snapshot.ts';

const everyByte = Uint8Array.from({ length: 256 }, (_, i) => i);

describe('bytes on their way to the database thread', () => {
  it('writes bytea as PostgreSQL hex text and reads it back, every byte value', () => {
    expect(byteaToText(new Uint8Array([0, 1, 171, 255]))).toBe('\\x0001abff');
    expect(byteaFromText('\\x0001ABff')).toEqual(new Uint8Array([0, 1, 171, 255]));
    expect(byteaFromText(byteaToText(everyByte))).toEqual(everyByte);
    expect(byteaFromText('\\x')).toEqual(new Uint8Array());
  });

  it('is also the codec of the in-process PGlite the unit suites open', async () => {
    const snapshot = await migratedSnapshot();
    const { client, close } = await openPglite({ inProcess: true, snapshot, onFatal: () => {} });
    try {
      expect(client.serializers[types.BYTEA]).toBe(byteaToText);
      expect(client.parsers[types.BYTEA]).toBe(byteaFromText);
      const { rows } = await client.query<{ b: Uint8Array }>('select $1::bytea as b', [everyByte]);
      expect(rows[0]!.b).toEqual(everyByte);
    } finally {
      await close();
    }
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

  it('sends a piece of a larger buffer as its own bytes, moved; everything else as it is', () => {
    const upload = Buffer.alloc(4 * 1024 * 1024, 9);
    const piece = upload.subarray(1024 * 1024, 2 * 1024 * 1024);
    const whole = new Uint8Array(16);
    const { params, transfer } = paramsToSend([piece, whole, 'x', null]);
    const [sent, same, text, none] = params;
    expect(sent).toBeInstanceOf(Uint8Array);
    expect((sent as Uint8Array).buffer.byteLength).toBe(piece.length);
    expect(Buffer.from(sent as Uint8Array).equals(piece)).toBe(true);
    expect(transfer).toEqual([(sent as Uint8Array).buffer]);
    expect(same).toBe(whole);
    expect([text, none]).toEqual(['x', null]);
  });

  it('moves a large buffer only when the caller handed it over, once, and never a small one', () => {
    const kept = new Uint8Array(TRANSFER_FROM_BYTES);
    const given = handOverToDatabase(new Uint8Array(TRANSFER_FROM_BYTES));
    const small = handOverToDatabase(new Uint8Array(TRANSFER_FROM_BYTES - 1));
    const smallView = new Uint8Array(2 * TRANSFER_FROM_BYTES).subarray(0, 16);
    const { params, transfer } = paramsToSend([kept, given, given, small, smallView]);
    expect(transfer).toEqual([given.buffer]);
    for (const [at, value] of [kept, given, given, small].entries()) expect(params[at]).toBe(value);
    // A handed-over buffer moves with one message; the next sends it as any other.
    expect(paramsToSend([given]).transfer).toEqual([]);
  });

  it("finds a result's large bytea values by column name or position", () => {
    const large = new Uint8Array(TRANSFER_FROM_BYTES);
    const other = new Uint8Array(TRANSFER_FROM_BYTES);
    const view = new Uint8Array(2 * TRANSFER_FROM_BYTES).subarray(TRANSFER_FROM_BYTES);
    const rows = [
      { bytes: large, name: 'a' },
      { bytes: new Uint8Array(8), name: 'b' },
      { bytes: view, name: 'c' },
      { bytes: null, name: new Uint8Array(TRANSFER_FROM_BYTES) },
    ];
    expect(resultBuffers(rows, ['bytes'])).toEqual([large.buffer]);
    expect(
      resultBuffers(
        [
          [1, other],
          [2, other],
        ],
        [1],
      ),
    ).toEqual([other.buffer]);
    expect(resultBuffers(rows, [])).toEqual([]);
  });
});
