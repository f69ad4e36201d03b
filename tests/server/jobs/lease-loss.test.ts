import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { jobs } from '../../../server/db/schema/index.ts';
import { LeaseLostError } from '../../../server/jobs/job-claim.ts';
import { enqueueJob, findJob } from '../../../server/jobs/job-queue.ts';
import { JobRegistry, type JobContext } from '../../../server/jobs/job-registry.ts';
import { createJobRunner, type JobRunnerOptions } from '../../../server/jobs/job-runner.ts';
import {
  claimTestDatabase,
  runnersStoppedAfterEach,
  eventually,
  gate,
  manualClock,
  marks,
} from './claim-kit.ts';
import { refuseWrites } from './refuse-writes.ts';

/**
 * A runner that loses a job's claim stops the job and writes nothing more: when a renewal says another node
 * holds it, when renewals fail until the lease runs out, and when a fenced write finds the claim gone.
 */
const handle = claimTestDatabase();
const runners = runnersStoppedAfterEach();

function runnerWith(registry: JobRegistry, logs: string[], extra: Partial<JobRunnerOptions> = {}) {
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

/** A handler that runs until its signal aborts, then tries one more write: the fence must refuse it. */
function untilAborted(seen: { signal?: AbortSignal; lateWrite?: unknown }) {
  return async ({ job, signal, fenced }: JobContext<Record<string, unknown>>) => {
    seen.signal = signal;
    await new Promise((resolve) => signal.addEventListener('abort', resolve));
    seen.lateWrite = await fenced((tx) => tx.insert(marks).values({ jobId: job.id, by: 'late' })).catch(
      (err: unknown) => err,
    );
    return 'should not be recorded';
  };
}

describe('a runner that loses its claim', { timeout: 60_000 }, () => {
  it('stops the job at once when a renewal answers that another node holds it, and records nothing', async () => {
    const registry = new JobRegistry();
    const seen: { signal?: AbortSignal; lateWrite?: unknown } = {};
    registry.register('long', { run: untilAborted(seen) });
    const id = await enqueueJob(handle.db, { kind: 'long' });
    const logs: string[] = [];
    const runner = runnerWith(registry, logs, { leaseMs: 300 });
    await runner.tick();
    await vi.waitFor(() => expect(seen.signal).toBeDefined(), eventually);

    // Another node re-claimed it (its lease looked lapsed there).
    await handle.db.update(jobs).set({ lockedBy: 'other-node' }).where(eq(jobs.id, id));
    await vi.waitFor(() => expect(seen.signal?.aborted).toBe(true), eventually);
    await runner.whenIdle();

    expect(seen.signal?.reason).toBeInstanceOf(LeaseLostError);
    expect(seen.lateWrite).toBeInstanceOf(LeaseLostError);
    expect(logs).toContain(`[jobs] lease of job ${id} lost; stopped (long: another node holds it now)`);
    expect(await findJob(handle.db, id)).toMatchObject({
      status: 'running',
      lockedBy: 'other-node',
      attempts: 1,
      lastError: null,
      result: null,
    });
    expect(await handle.db.select().from(marks)).toEqual([]);
  });

  it('keeps renewing while renewals fail, and stops the job when its lease runs out first', async () => {
    const registry = new JobRegistry();
    const seen: { signal?: AbortSignal; lateWrite?: unknown } = {};
    registry.register('long', { run: untilAborted(seen) });
    const id = await enqueueJob(handle.db, { kind: 'long' });
    const logs: string[] = [];
    const runner = runnerWith(registry, logs, { leaseMs: 300 });
    await runner.tick();
    await vi.waitFor(() => expect(seen.signal).toBeDefined(), eventually);

    const allow = await refuseWrites(handle.db, ['jobs']);
    try {
      await vi.waitFor(() => expect(seen.signal?.aborted).toBe(true), eventually);
      await runner.whenIdle();
    } finally {
      await allow();
    }
    expect(logs.some((l) => l.startsWith(`[jobs] renewing the lease of ${id} failed`))).toBe(true);
    expect((seen.signal?.reason as Error).message).toBe(
      `lease of job ${id} lost; stopped (long: not renewed within its 300 ms)`,
    );
    expect(seen.lateWrite).toBeInstanceOf(LeaseLostError);
    expect(await findJob(handle.db, id)).toMatchObject({ status: 'running', attempts: 1, result: null });
  });

  it('on an exclusive database lets the job run on through failed renewals: no one else can take it', async () => {
    const registry = new JobRegistry();
    const stalled = gate();
    let signal: AbortSignal | undefined;
    registry.register('long', {
      run: async (ctx) => {
        signal = ctx.signal;
        await stalled.opened;
        return 'done';
      },
    });
    const id = await enqueueJob(handle.db, { kind: 'long' });
    const logs: string[] = [];
    const runner = runnerWith(registry, logs, { leaseMs: 60, exclusive: true });
    await runner.tick();
    await vi.waitFor(() => expect(signal).toBeDefined(), eventually);

    const allow = await refuseWrites(handle.db, ['jobs']);
    const from = performance.now();
    const failed = () => logs.filter((l) => l.startsWith(`[jobs] renewing the lease of ${id} failed`));
    try {
      // Several lease lengths without a renewal.
      await vi.waitFor(() => {
        expect(failed().length).toBeGreaterThan(2);
        expect(performance.now() - from).toBeGreaterThan(4 * 60);
      }, eventually);
    } finally {
      await allow();
    }
    expect(signal?.aborted).toBe(false);
    stalled.open();
    await runner.whenIdle();
    expect(await findJob(handle.db, id)).toMatchObject({ status: 'succeeded', result: 'done' });
  });

  it('writes nothing when another node took the job meanwhile, and records nothing', async () => {
    const stalled = gate();
    let reached = false;
    const nodeA = new JobRegistry();
    nodeA.register('mark', {
      run: async ({ job, fenced }) => {
        reached = true;
        await stalled.opened;
        await fenced((tx) => tx.insert(marks).values({ jobId: job.id, by: 'A' }));
        return 'A';
      },
    });
    const nodeB = new JobRegistry();
    nodeB.register('mark', {
      run: async ({ job, fenced }) => {
        await fenced((tx) => tx.insert(marks).values({ jobId: job.id, by: 'B' }));
        return 'B';
      },
    });
    const id = await enqueueJob(handle.db, { kind: 'mark' });
    const logsA: string[] = [];
    const a = runnerWith(nodeA, logsA);
    await a.tick();
    await vi.waitFor(() => expect(reached).toBe(true), eventually);

    // B's clock is past A's lease: A looks stalled to it, so B re-queues the job, claims it and runs it.
    const ahead = manualClock();
    ahead.advance(61_000);
    const b = runnerWith(nodeB, [], { now: ahead.now });
    await b.tick();
    await b.whenIdle();
    const afterB = await findJob(handle.db, id);
    expect(afterB).toMatchObject({ status: 'succeeded', result: 'B', attempts: 2 });

    stalled.open();
    await a.whenIdle();
    expect(await handle.db.select().from(marks)).toEqual([{ jobId: id, by: 'B' }]);
    expect(await findJob(handle.db, id)).toEqual(afterB);
    expect(logsA).toContain(`[jobs] lease of job ${id} lost; stopped (mark: another node holds it now)`);
  });

  it('never re-queues its own job, however long a stall let the lease lapse', async () => {
    const stalled = gate();
    let runs = 0;
    const registry = new JobRegistry();
    registry.register('mark', {
      run: async ({ job, fenced }) => {
        runs++;
        await stalled.opened;
        await fenced((tx) => tx.insert(marks).values({ jobId: job.id, by: `run ${runs}` }));
        return runs;
      },
    });
    const clock = manualClock();
    const id = await enqueueJob(handle.db, { kind: 'mark', runAt: clock.now() });
    const runner = runnerWith(registry, [], { now: clock.now });
    await runner.tick();
    await vi.waitFor(() => expect(runs).toBe(1), eventually);

    clock.advance(61_000);
    await runner.tick();
    expect(runs).toBe(1);
    expect(runner.active).toBe(1);

    stalled.open();
    await runner.whenIdle();
    expect(await findJob(handle.db, id)).toMatchObject({ status: 'succeeded', result: 1, attempts: 1 });
    expect(await handle.db.select().from(marks)).toEqual([{ jobId: id, by: 'run 1' }]);
  });
});
