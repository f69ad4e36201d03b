import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../server/db/client.ts';
import { jobs } from '../../../server/db/schema/index.ts';
import { claimJob, enqueueJob, findJob } from '../../../server/jobs/job-queue.ts';
import { JobRegistry } from '../../../server/jobs/job-registry.ts';
import {
  createJobRunner,
  exponentialBackoff,
  nudgeJobRunners,
  type JobRunnerOptions,
} from '../../../server/jobs/job-runner.ts';
import { createMemoryDb } from '../helpers/db-snapshot.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createMemoryDb();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(jobs);
});

/** A clock the test moves by hand, so backoff and leases need no real waiting. */
function manualClock(start = new Date('2026-03-01T00:00:00Z')) {
  let t = start.getTime();
  return { now: () => new Date(t), advance: (ms: number) => (t += ms) };
}

function runnerWith(registry: JobRegistry, extra: Partial<JobRunnerOptions> = {}) {
  return createJobRunner({ db: handle.db, registry, pollMs: 60_000, log: () => {}, ...extra });
}

describe('job runner', () => {
  it('runs a job with its payload and records the result', async () => {
    const registry = new JobRegistry();
    const seen: unknown[] = [];
    registry.register<{ n: number }>('double', {
      run: ({ job }) => {
        seen.push(job.payload);
        return Promise.resolve({ doubled: job.payload.n * 2 });
      },
    });
    const id = await enqueueJob(handle.db, { kind: 'double', payload: { n: 21 } });
    const runner = runnerWith(registry);
    await runner.tick();
    await runner.whenIdle();
    expect(seen).toEqual([{ n: 21 }]);
    expect(await findJob(handle.db, id)).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      result: { doubled: 42 },
      lastError: null,
      lockedUntil: null,
    });
  });

  it('runs a job queued after the start when nudged, long before its next poll; a stopped runner is not', async () => {
    const registry = new JobRegistry();
    const ran: string[] = [];
    registry.register<{ name: string }>('note', {
      run: ({ job }) => {
        ran.push(job.payload.name);
        return Promise.resolve({});
      },
    });
    const runner = runnerWith(registry);
    await runner.start();
    await enqueueJob(handle.db, { kind: 'note', payload: { name: 'first' } });
    nudgeJobRunners();
    await expect.poll(() => ran, { timeout: 5_000 }).toEqual(['first']);
    await runner.whenIdle();
    await runner.stop();
    await enqueueJob(handle.db, { kind: 'note', payload: { name: 'second' } });
    nudgeJobRunners();
    await runner.whenIdle();
    expect(ran).toEqual(['first']);
  });

  it('records the reason of the last failure and calls onFailed once', async () => {
    const registry = new JobRegistry();
    const failures: string[] = [];
    registry.register('boom', {
      run: () => Promise.reject(new Error('source quota exhausted')),
      onFailed: (_ctx, failure) => {
        failures.push(failure.kind === 'error' ? String(failure.error) : failure.kind);
        return Promise.resolve();
      },
    });
    const clock = manualClock();
    const id = await enqueueJob(handle.db, { kind: 'boom', maxAttempts: 2, runAt: clock.now() });
    const runner = runnerWith(registry, { now: clock.now, backoff: () => 1_000 });
    await runner.tick();
    await runner.whenIdle();
    let row = await findJob(handle.db, id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'source quota exhausted' });
    expect(row!.runAt.getTime()).toBe(clock.now().getTime() + 1_000);
    expect(failures).toEqual([]);

    // Not due yet: nothing runs.
    await runner.tick();
    await runner.whenIdle();
    expect((await findJob(handle.db, id))!.attempts).toBe(1);

    clock.advance(1_000);
    await runner.tick();
    await runner.whenIdle();
    row = await findJob(handle.db, id);
    expect(row).toMatchObject({ status: 'failed', attempts: 2, lastError: 'source quota exhausted' });
    expect(row!.finishedAt).not.toBeNull();
    expect(failures).toEqual(['Error: source quota exhausted']);
  });

  it('retries with backoff and then succeeds', async () => {
    const registry = new JobRegistry();
    let calls = 0;
    registry.register('flaky', {
      run: () => (++calls < 3 ? Promise.reject(new Error(`try ${calls} failed`)) : Promise.resolve('done')),
    });
    const clock = manualClock();
    const id = await enqueueJob(handle.db, { kind: 'flaky', maxAttempts: 3, runAt: clock.now() });
    const runner = runnerWith(registry, { now: clock.now, backoff: exponentialBackoff(100, 10_000) });
    for (const wait of [0, 100, 200]) {
      clock.advance(wait);
      await runner.tick();
      await runner.whenIdle();
    }
    expect(calls).toBe(3);
    expect(await findJob(handle.db, id)).toMatchObject({
      status: 'succeeded',
      attempts: 3,
      result: 'done',
      lastError: null,
    });
  });

  it('resumes a job whose runner crashed once its lease has expired', async () => {
    const clock = manualClock();
    const id = await enqueueJob(handle.db, { kind: 'resumable', runAt: clock.now() });
    // A node claims it and dies without finishing.
    const claimed = await claimJob(handle.db, {
      kinds: ['resumable'],
      now: clock.now(),
      leaseMs: 30_000,
      lockedBy: 'dead-node',
    });
    expect(claimed?.id).toBe(id);

    const registry = new JobRegistry();
    let ran = 0;
    registry.register('resumable', { run: () => Promise.resolve(++ran) });
    const runner = runnerWith(registry, { now: clock.now });
    await runner.start();
    await runner.whenIdle();
    expect(ran).toBe(0); // the lease still holds
    expect((await findJob(handle.db, id))!.status).toBe('running');

    clock.advance(30_001);
    await runner.tick();
    await runner.whenIdle();
    await runner.stop(0);
    expect(ran).toBe(1);
    expect(await findJob(handle.db, id)).toMatchObject({ status: 'succeeded', attempts: 2, lockedBy: null });
  });

  it('on an exclusive database re-queues every running job at start', async () => {
    const clock = manualClock();
    const id = await enqueueJob(handle.db, { kind: 'resumable', runAt: clock.now() });
    await claimJob(handle.db, {
      kinds: ['resumable'],
      now: clock.now(),
      leaseMs: 600_000,
      lockedBy: 'previous-process',
    });
    const registry = new JobRegistry();
    registry.register('resumable', { run: () => Promise.resolve('again') });
    const runner = runnerWith(registry, { now: clock.now, exclusive: true });
    await runner.start();
    await runner.whenIdle();
    await runner.stop(0);
    expect(await findJob(handle.db, id)).toMatchObject({ status: 'succeeded', result: 'again' });
  });

  it('fails an interrupted job that has no attempts left, as interrupted', async () => {
    const clock = manualClock();
    const id = await enqueueJob(handle.db, { kind: 'once-only', maxAttempts: 1, runAt: clock.now() });
    await claimJob(handle.db, {
      kinds: ['once-only'],
      now: clock.now(),
      leaseMs: 1_000,
      lockedBy: 'dead-node',
    });
    const registry = new JobRegistry();
    const failures: string[] = [];
    registry.register('once-only', {
      run: () => Promise.resolve(null),
      onFailed: (_ctx, failure) => Promise.resolve(void failures.push(failure.kind)),
    });
    clock.advance(2_000);
    const runner = runnerWith(registry, { now: clock.now });
    await runner.start();
    await runner.stop(0);
    expect(await findJob(handle.db, id)).toMatchObject({
      status: 'failed',
      lastError: expect.stringMatching(/interrupted/i),
    });
    expect(failures).toEqual(['interrupted']);
  });

  it('runs at most `concurrency` jobs at once and then drains the rest', async () => {
    const registry = new JobRegistry();
    let active = 0;
    let peak = 0;
    const release: (() => void)[] = [];
    registry.register('slow', {
      run: () =>
        new Promise((resolve) => {
          active++;
          peak = Math.max(peak, active);
          release.push(() => {
            active--;
            resolve(null);
          });
        }),
    });
    for (let i = 0; i < 6; i++) await enqueueJob(handle.db, { kind: 'slow' });
    const runner = runnerWith(registry, { concurrency: 4 });
    await runner.tick();
    expect(runner.active).toBe(4);
    expect(await handle.db.$count(jobs, eq(jobs.status, 'running'))).toBe(4);
    // Finishing jobs frees slots that pick up the remaining two.
    while (release.length) {
      release.shift()!();
      await new Promise((r) => setTimeout(r, 20));
    }
    await runner.whenIdle();
    expect(peak).toBe(4);
    expect(await handle.db.$count(jobs, eq(jobs.status, 'succeeded'))).toBe(6);
  });

  it('leaves jobs of kinds it has no handler for in the queue', async () => {
    const id = await enqueueJob(handle.db, { kind: 'registered-later' });
    const runner = runnerWith(new JobRegistry());
    await runner.tick();
    await runner.whenIdle();
    expect(await findJob(handle.db, id)).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('enqueues inside the caller transaction: a rollback leaves no job', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await enqueueJob(tx, { kind: 'ghost' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await handle.db.$count(jobs, eq(jobs.kind, 'ghost'))).toBe(0);
  });

  it('stop waits for a running job to finish', async () => {
    const registry = new JobRegistry();
    let finished = false;
    registry.register('short', {
      run: () => new Promise((r) => setTimeout(() => r((finished = true)), 50)),
    });
    const id = await enqueueJob(handle.db, { kind: 'short' });
    const runner = runnerWith(registry);
    await runner.start();
    await runner.stop(2_000);
    expect(finished).toBe(true);
    expect((await findJob(handle.db, id))!.status).toBe('succeeded');
  });

  it('refuses to register a kind twice', () => {
    const registry = new JobRegistry();
    registry.register('a', { run: () => Promise.resolve(null) });
    expect(() => registry.register('a', { run: () => Promise.resolve(null) })).toThrow(/already registered/);
  });
});
