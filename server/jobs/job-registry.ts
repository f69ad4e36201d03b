import type { Db, Tx } from '../db/client.ts';
import type { JobClaim } from './job-claim.ts';

/**
 * What a handler gets. `db` is for reading: every write of a job goes through `fenced`, `holdingClaim` or
 * `finish`, so a runner that lost the job's claim (a lapsed lease, another node took it) writes nothing.
 */
export interface JobContext<P> {
  job: { id: string; kind: string; payload: P; attempt: number; maxAttempts: number };
  db: Db;
  /**
   * Aborted, with a LeaseLostError, when the claim is lost or the runner stops and hands the job back. The
   * runner then records nothing for this attempt.
   */
  signal: AbortSignal;
  now(): Date;
  /** The runner's log, for details that must not reach users (e.g. why one component failed). */
  log(message: string): void;
  /**
   * Runs `work` in a transaction of the app database that first locks the job's row and checks the claim is
   * still this runner's; otherwise throws LeaseLostError (the job is aborted) and nothing is written.
   */
  fenced<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * For a write to another store (the facts), which gets `claim` to check in its own transaction where it can
   * (PostgreSQL): the claim is checked first, and this runner does not hand the job back while `work` runs.
   */
  holdingClaim<T>(work: (claim: JobClaim) => Promise<T>): Promise<T>;
  /**
   * The job's last write: fenced, and the job is recorded as succeeded, with what `work` returns as its result,
   * in the same transaction. A replay never repeats that write: the job is either finished with it or not.
   */
  finish<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}

/** What onFailed gets: `db` is the runner's transaction that marks the job failed. */
export type FailureContext<P> = Pick<JobContext<P>, 'job' | 'db' | 'now' | 'log'>;

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
  onFailed?(ctx: FailureContext<P>, failure: JobFailure): Promise<void>;
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
