export interface LeaseKeeping {
  /** Extends the lease by `leaseMs` from now; false when the claim was lost. */
  renew(): Promise<boolean>;
  leaseMs: number;
  /** performance.now() when the claim was asked for: its lease runs from then. */
  since: number;
  /** Whether running out of lease ends the job: not where no other process can take it (PGlite). */
  expires: boolean;
  onLost(why: 'taken' | 'expired'): void;
  onRenewError(error: unknown): void;
}

/**
 * Renews a claim's lease every third of it. A renewal answering "claim lost" ends the job at once. A renewal that
 * fails (the database unreachable) is tried again, sooner, and when the lease as this process last extended it
 * runs out first, the job ends too: another node may hold it by then. The deadline is measured on the monotonic
 * clock from when each successful renewal was sent, so it never outlives the lease the database has. Returns the
 * function that stops renewing.
 */
export function keepLease(o: LeaseKeeping): () => void {
  const every = Math.max(10, Math.floor(o.leaseMs / 3));
  let stopped = false;
  let beat: ReturnType<typeof setTimeout> | undefined;
  let deadline: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    stopped = true;
    clearTimeout(beat);
    clearTimeout(deadline);
  };
  const lost = (why: 'taken' | 'expired') => {
    if (stopped) return;
    stop();
    o.onLost(why);
  };
  const extendFrom = (sentAt: number) => {
    if (!o.expires) return;
    clearTimeout(deadline);
    deadline = setTimeout(() => lost('expired'), Math.max(0, sentAt + o.leaseMs - performance.now()));
  };
  const renewIn = (ms: number) => {
    beat = setTimeout(() => void renew(), ms);
  };

  async function renew(): Promise<void> {
    const sentAt = performance.now();
    try {
      const held = await o.renew();
      if (stopped) return;
      if (!held) return lost('taken');
      extendFrom(sentAt);
      renewIn(every);
    } catch (error) {
      if (stopped) return;
      o.onRenewError(error);
      renewIn(Math.max(10, Math.floor(every / 4)));
    }
  }

  extendFrom(o.since);
  renewIn(every);
  return stop;
}
