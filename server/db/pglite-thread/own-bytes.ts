/**
 * Parameters as they cross to the database thread: a byte array that views part of a larger buffer (a piece of
 * an upload) is copied to its own. Structured clone copies a view's whole underlying buffer, so each 1 MiB piece
 * of a 36 MB upload would carry all 36 MB, holding the event loop ~100 ms a piece (bench/ad-server.bench.ts).
 */
export function ownBytes(params: readonly unknown[]): unknown[] {
  return params.map((p) =>
    p instanceof Uint8Array && p.byteLength !== p.buffer.byteLength ? new Uint8Array(p) : p,
  );
}
