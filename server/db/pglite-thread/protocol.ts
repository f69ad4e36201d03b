import type { Results } from '@electric-sql/pglite';

/** What the main thread hands the PGlite worker at start. */
export interface PgliteWorkerOptions {
  /** The PGlite data directory; absent: in memory (tests). */
  dataDir?: string;
  /** A data-dir dump to start from (tests), as bytes: a Blob does not cross threads. */
  snapshot?: ArrayBuffer;
  postgresqlconf?: string[];
  /** Drizzle's migrations folder, applied in the thread before it answers `ready` (no round trip each). */
  migrationsFolder?: string;
}

export type RowMode = 'array' | 'object';

export type WorkerRequest =
  | { op: 'query'; id: number; txId?: number; sql: string; params: unknown[]; rowMode: RowMode }
  | { op: 'begin'; id: number }
  | { op: 'end'; id: number; txId: number; commit: boolean }
  | { op: 'close'; id: number };

/** A database error's own fields (code, constraint, severity…): structured clone keeps only an Error's message. */
export interface SerializedError {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean | null>;
}

export type WorkerReply =
  | { op: 'ready' }
  | { op: 'open-failed'; error: SerializedError }
  | { op: 'done'; id: number; value: Results | null }
  | { op: 'error'; id: number; error: SerializedError }
  | { op: 'fatal'; error: SerializedError };
