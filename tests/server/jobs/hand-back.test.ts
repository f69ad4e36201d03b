import { describe, expect, it, vi } from 'vitest';
import { LeaseLostError } from '../../../server/jobs/job-claim.ts';
import { enqueueJob, findJob } from '../../../server/jobs/job-queue.ts';
import { JobRegistry } from '../../../server/jobs/job-registry.ts';
import { createJobRunner, type JobRunnerOptions } from '../../../server/jobs/job-runner.ts';
import { claimTestDatabase, runnersStoppedAfterEach, eventually, gate, marks } from './claim-kit.ts';

/**
 * A runner that stops hands its unfinished jobs back to the queue at once, so another node runs them without
 * waiting for their lease; the handler it stopped can no longer write.
 */
const handle = claimTestDatabase();
const runners = runnersStoppedAfterEach();

function runnerWith(registry: JobRegistry, logs: string[] = [], extra: Partial<JobRunnerOptions> = {}) {
  const runner = createJobRunner({
    db: handle.db,
    registry,
    pollMs: 60_000,
    log: (m) => logs.push(m),
    ...extra,
  });
  runners.push(runner);
  return runner;
}

/** A handler that writes one mark for `by`, after `stalled` opens. */
function marking(by: string, stalled?: Promise<void>, seen: { started?: boolean; error?: unknown } = {}) {
  const registry = new JobRegistry();
  registry.register('mark', {
    run: async ({ job, fenced }) => {
      seen.started = true;
      await stalled;
      try {
        await fenced((tx) => tx.insert(marks).values({ jobId: job.id, by }));
      } catch (err) {
        seen.error = err;
        throw err;
      }
      return by;
    },
  });
  return registry;
}

describe('stopping a runner', { timeout: 60_000 }, () => {
  it('hands a running job back, due at once and its attempt not counted; another runner takes it at once', async () => {
    const stalled = gate();
    const seenA: { started?: boolean; error?: unknown } = {};
    const id = await enqueueJob(handle.db, { kind: 'mark', maxAttempts: 1 });
    const logsA: string[] = [];
    const a = runnerWith(marking('A', stalled.opened, seenA), logsA);
    await a.tick();
    await vi.waitFor(() => expect(seenA.started).toBe(true), eventually);

    await a.stop(0);
    const released = await findJob(handle.db, id);
    expect(released).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null, lockedUntil: null });
    expect(released!.runAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(logsA).toContain(
      `[jobs] job ${id} handed back to the queue; stopped (mark: the runner is stopping)`,
    );

    // Its lease (60 s) is far from over: B claims it only because it was handed back.
    const b = runnerWith(marking('B'));
    await b.tick();
    await b.whenIdle();
    expect(await findJob(handle.db, id)).toMatchObject({ status: 'succeeded', result: 'B', attempts: 1 });

    stalled.open();
    await a.whenIdle();
    expect(seenA.error).toBeInstanceOf(LeaseLostError);
    expect(await handle.db.select().from(marks)).toEqual([{ jobId: id, by: 'B' }]);
    expect(await findJob(handle.db, id)).toMatchObject({ status: 'succeeded', result: 'B' });
  });

  it('hands a job back only once its write already past the fence is over; later writes are refused', async () => {
    const inside = gate();
    const writing = gate();
    let lateWrite: unknown;
    let signal: AbortSignal | undefined;
    const registry = new JobRegistry();
    registry.register('mark', {
      run: async ({ job, holdingClaim, db, ...ctx }) => {
        signal = ctx.signal;
        // A write to another store (as the facts on DuckDB), under the claim.
        await holdingClaim(async () => {
          inside.open();
          await writing.opened;
          await db.insert(marks).values({ jobId: job.id, by: 'inside' });
        });
        lateWrite = await holdingClaim(() => db.insert(marks).values({ jobId: job.id, by: 'late' })).catch(
          (err: unknown) => err,
        );
        return 'done';
      },
    });
    const id = await enqueueJob(handle.db, { kind: 'mark' });
    const runner = runnerWith(registry);
    await runner.tick();
    await inside.opened;

    let handedBack = false;
    const stopping = runner.stop(0).then(() => (handedBack = true));
    // The stop has begun (the job is aborted), yet the job stays claimed while the write runs.
    await vi.waitFor(() => expect(signal?.aborted).toBe(true), eventually);
    expect(handedBack).toBe(false);
    expect(await findJob(handle.db, id)).toMatchObject({ status: 'running', attempts: 1 });

    writing.open();
    await stopping;
    await runner.whenIdle();
    expect(await findJob(handle.db, id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });
    expect(lateWrite).toBeInstanceOf(LeaseLostError);
    expect(await handle.db.select().from(marks)).toEqual([{ jobId: id, by: 'inside' }]);
  });
});
