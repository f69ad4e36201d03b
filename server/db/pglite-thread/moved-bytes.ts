/**
 * Byte arrays no smaller than this cross between the server and the database thread by transfer, not copy: a
 * copy of an upload's 1 MiB piece took the event loop ≈ 6 ms of fresh pages (docs/performance.md), while a
 * transfer of many small values (a creator's 256-byte embedding) costs more than their copy in one message.
 */
export const TRANSFER_FROM_BYTES = 64 * 1024;

const handedOver = new WeakSet<ArrayBufferLike>();

/**
 * Marks bytes the caller will not touch again (an upload's piece on its way to be stored): the database thread's
 * client may then move their buffer to the thread, which leaves it empty here. Only a Uint8Array that is its whole
 * buffer can be moved; anything else is copied as before.
 */
export function handOverToDatabase<T extends Uint8Array>(bytes: T): T {
  if (bytes.byteLength === bytes.buffer.byteLength) handedOver.add(bytes.buffer);
  return bytes;
}

/** Parameters as they cross to the database thread, and the buffers that may move with them. */
export interface ParamsToSend {
  params: unknown[];
  transfer: ArrayBuffer[];
}

/** The buffer of large bytes that are all of it, which a transfer can move; otherwise undefined. */
function movable(bytes: Uint8Array): ArrayBuffer | undefined {
  const { buffer } = bytes;
  return bytes.byteLength >= TRANSFER_FROM_BYTES &&
    bytes.byteLength === buffer.byteLength &&
    buffer instanceof ArrayBuffer
    ? buffer
    : undefined;
}

/**
 * A byte array that views part of a larger buffer (a piece of an upload) is copied to its own, and that copy moves
 * to the thread: structured clone copies a view's whole underlying buffer, so each 1 MiB piece of a 36 MB upload
 * would carry all 36 MB, holding the event loop ~100 ms a piece (bench/ad-server.bench.ts). A caller's own buffer
 * moves only when it was handed over; otherwise it is cloned, since the caller may use it again.
 */
export function paramsToSend(params: readonly unknown[]): ParamsToSend {
  const transfer = new Set<ArrayBuffer>();
  const sent = params.map((p) => {
    if (!(p instanceof Uint8Array)) return p;
    if (p.byteLength !== p.buffer.byteLength) {
      const own = new Uint8Array(p);
      const buffer = movable(own);
      if (buffer) transfer.add(buffer);
      return own;
    }
    const buffer = movable(p);
    if (buffer && handedOver.delete(buffer)) transfer.add(buffer);
    return p;
  });
  return { params: sent, transfer: [...transfer] };
}

/** The large byte arrays of a result's rows (bytea columns), each its own buffer, to move with the answer. */
export function resultBuffers(
  rows: readonly unknown[],
  columns: readonly (string | number)[],
): ArrayBuffer[] {
  if (columns.length === 0) return [];
  const transfer = new Set<ArrayBuffer>();
  for (const row of rows) {
    const values = row as Record<string | number, unknown>;
    for (const column of columns) {
      const value = values[column];
      const buffer = value instanceof Uint8Array ? movable(value) : undefined;
      if (buffer) transfer.add(buffer);
    }
  }
  return [...transfer];
}
