import { types } from '@electric-sql/pglite';

/**
 * bytea as PostgreSQL's hex text (`\x0102…`), through Node's native hex codec. PGlite's own codec makes a string
 * per byte and parses it back a pair at a time: seconds of the database thread for an ad upload's 36 MiB of
 * pieces (bench/ad-server.bench.ts), where this takes milliseconds.
 */
export function byteaToText(value: unknown): string {
  if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
  return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
}

export function byteaFromText(text: string): Uint8Array {
  if (!text.startsWith('\\x') || text.length % 2 !== 0)
    throw new Error('Unexpected bytea text from the database');
  const bytes = new Uint8Array((text.length - 2) / 2);
  if (Buffer.from(bytes.buffer).write(text.slice(2), 'hex') !== bytes.length)
    throw new Error('Unexpected bytea text from the database');
  return bytes;
}

/**
 * PGlite's `parsers` / `serializers` entries for bytea. The database thread passes them with every query; the
 * in-process PGlite of the unit suites takes them at construction, where its own codec took half a second per MiB.
 */
export const BYTEA_PARSERS = { [types.BYTEA]: byteaFromText };
export const BYTEA_SERIALIZERS = { [types.BYTEA]: byteaToText };
