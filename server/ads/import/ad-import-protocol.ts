import type { PackedAdDays } from '../packed-ad-days.ts';
import type { AdExportInput, AdExportResult } from './parse-export.ts';

/** Bytes sent raw-deflated (an upload as stored, upload-chunks.ts); inflated, the file is `size` bytes. */
export interface CompressedFile {
  size: number;
}

/** Messages between the main thread (ad-import-thread.ts) and the ad import thread (ad-import-worker.ts). */
export type AdImportRequest =
  /** A piece of the file, copied and sent a turn of the event loop apart: copying 100 MB at once stalls it. */
  | { op: 'chunk'; id: number; bytes: Uint8Array<ArrayBuffer> }
  /** The file's chunks (`size` bytes) are all sent: parse them, inflated first when they are `compressed`. */
  | (Omit<AdExportInput, 'bytes'> & { op: 'parse'; id: number; size: number; compressed?: CompressedFile })
  /** The main thread wants one more slice of rows (or the end): one slice per turn of its event loop. */
  | { op: 'more'; id: number }
  /** The caller failed to take a slice: the rest is dropped and the parse ends at once, failed. */
  | { op: 'stop'; id: number };

export type AdImportReply =
  | { op: 'progress'; id: number; done: number; total: number }
  /**
   * A slice of the rows, in order, as they are made: small enough that receiving it holds the event loop only
   * briefly. Slices stop at the file's first problem; the end says whether there was one.
   */
  | { op: 'rows'; id: number; rows: PackedAdDays }
  | { op: 'done'; id: number; result: Omit<AdExportResult, 'rows'> }
  /** `damaged`: compressed bytes that do not inflate to the file's size (the stored upload is not whole). */
  | { op: 'failed'; id: number; detail: string; damaged?: true };
