import { describe, expect, it, vi } from 'vitest';
import { enqueueJob, findJob } from '../../../server/jobs/job-queue.ts';
import { JobRegistry } from '../../../server/jobs/job-registry.ts';
import { createJobRunner } from '../../../server/jobs/job-runner.ts';
import { claimTestDatabase, eventually, gate, marks } from './claim-kit.ts';
import { refuseWrites } from './refuse-writes.ts';

/**
 * A job's last write (JobContext.finish) and the record of its success are one transaction: a job that runs
 * again never repeats that write (e.g. queues a second analysis), and one that did not finish has not made it.
 */
const handle = claimTestDatabase();

describe('finishing a job with its last write', () => {
  it('writes it and the success together, or neither', async () => {
    const registry = new JobRegistry();
    const refused = gate();
    let started = false;
    registry.register('mark', {
      run: async ({ job, finish }) => {
        started = true;
        if (job.attempt === 1) await refused.opened;
        return finish(async (tx) => {
          await tx.insert(marks).values({ jobId: job.id, by: `attempt ${job.attempt}` });
          return { marked: job.attempt };
        });
      },
    });
    const id = await enqueueJob(handle.db, { kind: 'mark', maxAttempts: 2 });
    const logs: string[] = [];
    const runner = createJobRunner({
      db: handle.db,
      registry,
      pollMs: 60_000,
      backoff: () => 0,
      recordRetryMs: 10,
      log: (m) => logs.push(m),
    });

    // The job's row cannot be written: the success cannot be recorded, so the mark is not written either.
    await runner.tick();
    await vi.waitFor(() => expect(started).toBe(true), eventually);
    const allow = await refuseWrites(handle.db, ['jobs']);
    refused.open();
    await vi.waitFor(
      () => expect(logs.some((l) => l.includes('recording the failed attempt'))).toBe(true),
      eventually,
    );
    expect(await handle.db.select().from(marks)).toEqual([]);
    await allow();

    await runner.whenIdle();
    await runner.tick();
    await runner.whenIdle();
    expect(await findJob(handle.db, id)).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      result: { marked: 2 },
      lockedBy: null,
    });
    expect(await handle.db.select().from(marks)).toEqual([{ jobId: id, by: 'attempt 2' }]);
  });
});
