/**
 * The fencing token of a job: its id and the `locked_by` its runner wrote when it claimed it. Every claim writes
 * a new `locked_by`, and a re-queue or a hand-back clears it, so a claim is held exactly while the job's row is
 * `running` with that `locked_by`.
 */
export interface JobClaim {
  jobId: string;
  lockedBy: string;
}

interface JobNamed {
  id: string;
  kind: string;
}

/**
 * Thrown, and the job's signal aborted with it, when its runner no longer holds the claim: another node took the
 * job after its lease lapsed, the lease could not be renewed before it ran out, or the runner handed the job back
 * as it stopped. Writes fenced by the claim then write nothing.
 */
export class LeaseLostError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LeaseLostError';
  }

  static takenOver(job: JobNamed): LeaseLostError {
    return new LeaseLostError(
      `lease of job ${job.id} lost; stopped (${job.kind}: another node holds it now)`,
    );
  }

  static expired(job: JobNamed, leaseMs: number): LeaseLostError {
    return new LeaseLostError(
      `lease of job ${job.id} lost; stopped (${job.kind}: not renewed within its ${leaseMs} ms)`,
    );
  }

  static released(job: JobNamed): LeaseLostError {
    return new LeaseLostError(
      `job ${job.id} handed back to the queue; stopped (${job.kind}: the runner is stopping)`,
    );
  }
}

/**
 * The fence in SQL, for a store in the app's PostgreSQL database (the `analytics` schema), run first in the
 * store's own transaction: a row only while the claim is held, and the row stays locked for share until that
 * transaction ends, so no re-queue, re-claim or hand-back of the job can commit in between.
 */
export const CLAIM_HELD_SQL = `select 1 from public.jobs where id = $1 and locked_by = $2 and status = 'running'
  for share`;
