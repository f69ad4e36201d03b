import type { Db } from '../db/client.ts';

export interface JobContext<P> {
  job: { id: string; kind: string; payload: P; attempt: number; maxAttempts: number };
  db: Db;
  /** Aborted when the runner stops while the job is still running. */
  signal: AbortSignal;
  now(): Date;
  /** The runner's log, for details that must not reach users (e.g. why one component failed). */
  log(message: string): void;
}

/**
 * Why a job failed for good: its last attempt threw `error`, or the server stopped while that attempt ran
 * (`interrupted`: found still running at the next start, with no attempt left).
 */
export type JobFailure = { kind: 'error'; error: unknown } | { kind: 'interrupted' };

export interface JobDefinition<P = Record<string, unknown>> {
  /** Returns the job's result (stored as JSON); throwing records the message and retries with backoff. */
  run(ctx: JobContext<P>): Promise<unknown>;
  /**
   * Called once when the last attempt failed, e.g. to mark the dashboard failed. `db` is the transaction that
   * also marks the job failed: both are written or neither (then the job stays running and is recovered).
   */
  onFailed?(ctx: Omit<JobContext<P>, 'signal'>, failure: JobFailure): Promise<void>;
  /** Default attempts for jobs of this kind enqueued without `maxAttempts`. */
  maxAttempts?: number;
}

/** Maps a job kind to its handler. Domains register their kinds; the runner claims only registered kinds. */
export class JobRegistry {
  private readonly definitions = new Map<string, JobDefinition>();

  register<P extends Record<string, unknown>>(kind: string, definition: JobDefinition<P>): void {
    if (this.definitions.has(kind)) throw new Error(`Job kind "${kind}" is already registered.`);
    this.definitions.set(kind, definition as unknown as JobDefinition);
  }

  get(kind: string): JobDefinition | undefined {
    return this.definitions.get(kind);
  }

  kinds(): string[] {
    return [...this.definitions.keys()];
  }
}
