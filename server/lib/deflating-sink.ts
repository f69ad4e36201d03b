import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { createDeflateRaw } from 'node:zlib';
import type { FileSink } from './multipart-body.ts';

/** A file as a deflating sink took it in. */
export interface DeflatedFile {
  /** The file's size as sent. */
  size: number;
  /** Its first bytes as sent (up to `headBytes`): enough to tell what kind of file it is. */
  head: Uint8Array;
  /** The size of the deflated bytes handed on. */
  storedSize: number;
}

export interface DeflatingSink extends FileSink<DeflatedFile> {
  /** Stops deflating (the upload failed); what was handed on is the caller's to remove. */
  abandon(): void;
}

/**
 * A file deflated (raw, the fastest level, in zlib's thread pool) as its bytes arrive and handed on in order, in
 * pieces of `pieceBytes` (the last may be shorter): an export of tens of MB is never held whole on the event
 * loop's heap. Exports are repetitive text, so the stored file is 5–8 times smaller.
 */
export function deflatingSink(options: {
  pieceBytes: number;
  headBytes: number;
  onPiece: (piece: Buffer, seq: number) => Promise<void> | void;
}): DeflatingSink {
  const { pieceBytes, headBytes, onPiece } = options;
  const deflate = createDeflateRaw({ level: 1, chunkSize: 64 * 1024 });
  const output: Buffer[] = [];
  let outputBytes = 0;
  deflate.on('data', (bytes: Buffer) => {
    output.push(bytes);
    outputBytes += bytes.length;
  });
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  let storedSize = 0;
  let seq = 0;

  /**
   * The next `length` deflated bytes in a buffer of their own, the one allocation a piece makes on the event loop:
   * the database thread's client sends a whole buffer as it is, where a slice of a joined buffer was copied again
   * (fresh memory costs this machine ≈ 0.8 ms a MB to touch the first time, docs/performance.md).
   */
  const takePiece = (length: number): Buffer => {
    const piece = Buffer.allocUnsafeSlow(length);
    for (let at = 0; at < length;) {
      const first = output[0]!;
      const taken = Math.min(first.length, length - at);
      first.copy(piece, at, 0, taken);
      at += taken;
      if (taken === first.length) output.shift();
      else output[0] = first.subarray(taken);
    }
    outputBytes -= length;
    return piece;
  };

  const handOn = async (all: boolean) => {
    while (outputBytes >= pieceBytes || (all && outputBytes > 0)) {
      const piece = takePiece(Math.min(pieceBytes, outputBytes));
      storedSize += piece.length;
      await onPiece(piece, seq++);
    }
  };

  return {
    async write(bytes) {
      size += bytes.length;
      if (headLength < headBytes) {
        const start = Buffer.from(bytes.subarray(0, headBytes - headLength));
        head.push(start);
        headLength += start.length;
      }
      if (!deflate.write(bytes)) await once(deflate, 'drain');
      await handOn(false);
    },
    async end() {
      deflate.end();
      await finished(deflate);
      await handOn(true);
      return { size, head: Buffer.concat(head), storedSize };
    },
    abandon: () => void deflate.destroy(),
  };
}
