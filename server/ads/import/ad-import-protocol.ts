import type { AdDayRow } from '../ad-day-row.ts';
import type { AdExportInput, AdExportResult } from './parse-export.ts';

/** Messages between the main thread (ad-import-thread.ts) and the ad import thread (ad-import-worker.ts). */
export interface AdImportRequest extends AdExportInput {
  id: number;
  bytes: Uint8Array<ArrayBuffer>;
}

export type AdImportReply =
  | { op: 'progress'; id: number; done: number; total: number }
  /** A slice of the rows, in order: small enough that receiving it holds the event loop only briefly. */
  | { op: 'rows'; id: number; rows: AdDayRow[] }
  | { op: 'done'; id: number; result: Omit<AdExportResult, 'rows'> }
  | { op: 'failed'; id: number; detail: string };
