import type { FactScope, FactTable, RecordedWrite, SqlValue } from './analytics-store.ts';
import type { AdFactTable } from './ad-fact-schema.ts';

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
  /** One slice of the ad fact rows (AdDayRow or AdTagRow) of write `id`, kept until its `replaceAd`. */
  | { op: 'adRows'; id: number; rows: readonly unknown[] }
  /** Replaces a dataset's rows of `table` with the slices sent for `id`, in one transaction. */
  | { op: 'replaceAd'; id: number; table: AdFactTable; datasetId: string }
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
