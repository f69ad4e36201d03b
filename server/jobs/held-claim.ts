import type { JobClaim } from './job-claim.ts';

/**
 * A claim as its runner holds it while the job runs: the job's abort signal and the fenced writes in flight.
 * Losing it aborts the job at once and makes every later write throw; `holdsEnded` lets the runner hand the job
 * back only once the writes already past the fence are over. Where the facts live in another database (DuckDB)
 * that is what keeps their write inside the claim: only this process can take the claim away there.
 */
export class HeldClaim {
  readonly claim: JobClaim;
  /** Set once the handler's last write also recorded the job as succeeded (JobContext.finish). */
  finished = false;
  private readonly controller = new AbortController();
  private readonly onLost: (reason: Error) => void;
  private holds = 0;
  private waiting: (() => void)[] = [];

  constructor(claim: JobClaim, onLost: (reason: Error) => void) {
    this.claim = claim;
    this.onLost = onLost;
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Runs `work` as a write of the claim; throws the reason instead once the claim is lost. */
  async hold<T>(work: () => Promise<T>): Promise<T> {
    this.signal.throwIfAborted();
    this.holds++;
    try {
      return await work();
    } finally {
      if (--this.holds === 0) for (const resolve of this.waiting.splice(0)) resolve();
    }
  }

  /** Aborts the job with `reason` (the first reason wins; `onLost` hears it once). */
  lose(reason: Error): void {
    if (this.signal.aborted) return;
    this.controller.abort(reason);
    this.onLost(reason);
  }

  /** Resolves when no write of the claim is in flight. */
  holdsEnded(): Promise<void> {
    if (this.holds === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }
}
