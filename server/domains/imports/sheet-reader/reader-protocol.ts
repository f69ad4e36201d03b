import type { SheetFormat } from './read-sheet.ts';

/** Messages between the main thread (reader-thread.ts) and a sheet reader thread (reader-worker.ts). */

export interface ReadRequest {
  id: number;
  name: string;
  bytes: Uint8Array<ArrayBuffer>;
  maxRows: number;
  /** Named by the caller (pasted lines are CSV whatever they start with); otherwise told by name and bytes. */
  format?: SheetFormat;
}

export type ReadReply =
  /** A slice of the rows read, in order; sliced so that no one message holds the event loop for long. */
  | { op: 'rows'; id: number; rows: string[][]; rowNumbers: number[] }
  | { op: 'done'; id: number; tooManyRows: boolean }
  /** `message` is fixed text of ours (UnreadableFile); `detail` is for the server log only. */
  | { op: 'failed'; id: number; message: string; detail: string; unexpected: boolean };
