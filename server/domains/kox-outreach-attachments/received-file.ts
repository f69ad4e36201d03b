import { createHash } from 'node:crypto';
import type { FileSink } from '../../lib/multipart-body.ts';
import { ATTACHMENT_CHUNK_BYTES } from './blob-store.ts';

/** An uploaded file as it was received: already cut into the stored chunks, hashed on the way in. */
export interface ReceivedFile {
  /** ATTACHMENT_CHUNK_BYTES each, the last one shorter. */
  chunks: Buffer[];
  size: number;
  sha256: string;
  /** The first bytes, where a type's signature is. */
  head: Uint8Array;
}

const HEAD_BYTES = 8192;

/**
 * Takes an upload's bytes as they arrive into the chunks they are stored as, hashing them on the way: the file is
 * never joined into one 50 MB buffer, nor hashed in one call, on the event loop.
 */
export function receivedFileSink(): FileSink<ReceivedFile> {
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  let filled = ATTACHMENT_CHUNK_BYTES;
  let size = 0;
  return {
    write(bytes) {
      hash.update(bytes);
      size += bytes.length;
      for (let at = 0; at < bytes.length;) {
        if (filled === ATTACHMENT_CHUNK_BYTES) {
          chunks.push(Buffer.allocUnsafe(ATTACHMENT_CHUNK_BYTES));
          filled = 0;
        }
        const taken = Math.min(bytes.length - at, ATTACHMENT_CHUNK_BYTES - filled);
        chunks.at(-1)!.set(bytes.subarray(at, at + taken), filled);
        filled += taken;
        at += taken;
      }
    },
    end() {
      if (chunks.length) chunks[chunks.length - 1] = chunks.at(-1)!.subarray(0, filled);
      const head = chunks[0]?.subarray(0, HEAD_BYTES) ?? new Uint8Array(0);
      return { chunks, size, sha256: hash.digest('hex'), head };
    },
  };
}
