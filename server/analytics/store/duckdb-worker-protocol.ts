import type { FactScope, FactTable, RecordedWrite, SqlValue } from './analytics-store.ts';

/** Messages from the main thread to the DuckDB worker (duckdb-worker.ts). */
export type WorkerRequest =
  | { op: 'all'; id: number; sql: string; params: readonly SqlValue[] }
  /**
   * One slice of the rows of one table for write `id`; the rows are kept until `insert` or `writeFacts` (or
   * `discard`) for that id.
   */
  | { op: 'rows'; id: number; table: FactTable; rows: readonly Record<string, SqlValue>[] }
  | { op: 'insert'; id: number; table: FactTable }
  /** The rows sent for `id`, table by table in the order of `tables`, in one transaction. */
  | { op: 'writeFacts'; id: number; tables: FactTable[]; replace?: FactScope; record?: RecordedWrite }
  | { op: 'fenceWrite'; id: number; record: RecordedWrite }
  | { op: 'discard'; id: number }
  | { op: 'deleteFacts'; id: number; scope: FactScope }
  | { op: 'close'; id: number }
  /** One slice of the ad tags of write `id`, kept until its `replaceAdTags`. */
  | { op: 'adRows'; id: number; rows: readonly unknown[] }
  /** Replaces a dataset's tags with the slices sent for `id`, in one transaction. */
  | { op: 'replaceAdTags'; id: number; datasetId: string }
  /** Starts a replacement of a dataset's ad days (AdDaysReplacement); answers its handle. */
  | { op: 'adBegin'; id: number; datasetId: string; fromDay?: string }
  /** One slice of ad days for replacement `handle`, kept until its `adAppend`. */
  | { op: 'adStage'; handle: number; rows: readonly unknown[] }
  /** The same, packed where the rows were made (server/ads/packed-ad-days.ts), its bytes moved here. */
  | { op: 'adStagePacked'; handle: number; bytes: Uint8Array<ArrayBuffer> }
  /** Appends the slices sent for `handle` since the last `adAppend`. */
  | { op: 'adAppend'; id: number; handle: number }
  | { op: 'adCommit'; id: number; handle: number }
  | { op: 'adAbort'; id: number; handle: number }
  | { op: 'deleteAdDataset'; id: number; datasetId: string };

/** Messages from the worker: `ready` (or `failed`) once after opening, then one reply per request with an id. */
export type WorkerReply =
  | { op: 'ready' }
  | { op: 'failed'; error: WorkerError }
  | { op: 'done'; id: number; value: unknown }
  | { op: 'error'; id: number; error: WorkerError };

export interface WorkerError {
  message: string;
  name: string;
}

export interface WorkerOptions {
  /** The DuckDB file, or ':memory:'. */
  file: string;
}
