import type { Db } from '../db/client.ts';
import type { HeldClaim } from './held-claim.ts';
import { LeaseLostError } from './job-claim.ts';
import { claimHeld, markSucceeded, type JobRow } from './job-queue.ts';
import type { JobContext } from './job-registry.ts';

/** What a handler sees of its job row. */
export const jobOf = (row: JobRow) => ({
  id: row.id,
  kind: row.kind,
  payload: row.payload,
  attempt: row.attempts,
  maxAttempts: row.maxAttempts,
});

/** The handler's context for one claim: its reads, and its writes fenced by `held` (see JobContext). */
export function createJobContext(
  row: JobRow,
  held: HeldClaim,
  deps: { db: Db; now: () => Date; log: (message: string) => void },
): JobContext<Record<string, unknown>> {
  const { db, now, log } = deps;

  async function checkClaim(on: Db): Promise<void> {
    if (await claimHeld(on, held.claim)) return;
    held.lose(LeaseLostError.takenOver(row));
    throw held.signal.reason;
  }

  return {
    job: jobOf(row),
    db,
    signal: held.signal,
    now,
    log,
    fenced: (work) =>
      held.hold(() =>
        db.transaction(async (tx) => {
          await checkClaim(tx);
          return work(tx);
        }),
      ),
    holdingClaim: (work) =>
      held.hold(async () => {
        await checkClaim(db);
        return work(held.claim);
      }),
    async finish(work) {
      const result = await held.hold(() =>
        db.transaction(async (tx) => {
          await checkClaim(tx);
          const value = await work(tx);
          await markSucceeded(tx, { id: row.id, lockedBy: held.claim.lockedBy, now: now(), result: value });
          return value;
        }),
      );
      held.finished = true;
      return result;
    },
  };
}
