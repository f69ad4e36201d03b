import { sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../server/db/client.ts';
import { jobs } from '../../../server/db/schema/index.ts';
import { enqueueJob, findJob, INTERRUPTED } from '../../../server/jobs/job-queue.ts';
import { JobRegistry, type JobFailure } from '../../../server/jobs/job-registry.ts';
import { createJobRunner, type JobRunnerOptions } from '../../../server/jobs/job-runner.ts';
import { createMemoryDb } from '../helpers/db-snapshot.ts';
import { refuseWrites } from './refuse-writes.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createMemoryDb();
  await handle.db.execute(sql`create table job_outcomes (job_id text, failure text)`);
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(jobs);
  await handle.db.delete(jobOutcomes);
});

/** What onFailed writes: the consequence of a job's failure, in a table of this test. */
const jobOutcomes = pgTable('job_outcomes', { jobId: text('job_id'), failure: text('failure') });

const outcomes = () => handle.db.select().from(jobOutcomes);

const describeFailure = (f: JobFailure) => (f.kind === 'error' ? String(f.error) : f.kind);

/** `fragile` fails on every attempt; its consequence (a row in job_outcomes) is written by onFailed. */
function fragileRegistry(run: () => Promise<unknown>) {
  const registry = new JobRegistry();
  registry.register('fragile', {
    run,
    onFailed: async ({ db, job }, failure) => {
      await db.insert(jobOutcomes).values({ jobId: job.id, failure: describeFailure(failure) });
    },
  });
  return registry;
}

const failing = () => Promise.reject(new Error('the source broke'));

function runnerWith(registry: JobRegistry, logs: string[], extra: Partial<JobRunnerOptions> = {}) {
  return createJobRunner({
    db: handle.db,
    registry,
    pollMs: 60_000,
    recordRetryMs: 10,
    log: (m) => logs.push(m),
    ...extra,
  });
}

async function until(what: string, check: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`Timed out waiting for ${what}.`);
}

describe('recording a job that failed for good', () => {
  it('writes the failed job and its consequence together, or neither, and retries until it can', async () => {
    const id = await enqueueJob(handle.db, { kind: 'fragile', maxAttempts: 1 });
    const allow = await refuseWrites(handle.db, ['job_outcomes']);
    const logs: string[] = [];
    const runner = runnerWith(fragileRegistry(failing), logs);
    await runner.tick();
    await until('a refused recording', () => logs.some((l) => l.includes('recording the failure')));

    // The consequence could not be written, so neither is the failure: the job is still running.
    expect(await findJob(handle.db, id)).toMatchObject({ status: 'running', finishedAt: null });
    expect(await outcomes()).toEqual([]);
    expect(logs.find((l) => l.includes('recording the failure'))).toMatch(/No space left on device/);

    await allow();
    await runner.whenIdle();
    expect(await findJob(handle.db, id)).toMatchObject({
      status: 'failed',
      lastError: 'the source broke',
      lockedBy: null,
    });
    expect(await outcomes()).toEqual([{ jobId: id, failure: 'Error: the source broke' }]);
  });

  it('leaves the job running when the runner stops meanwhile; the next start fails it as interrupted', async () => {
    const id = await enqueueJob(handle.db, { kind: 'fragile', maxAttempts: 1 });
    const allow = await refuseWrites(handle.db, ['job_outcomes']);
    const logs: string[] = [];
    const first = runnerWith(fragileRegistry(failing), logs);
    await first.tick();
    await until('a refused recording', () => logs.some((l) => l.includes('recording the failure')));
    await first.stop(0);
    await allow();
    expect(await findJob(handle.db, id)).toMatchObject({ status: 'running' });

    // A restart on PGlite (exclusive): no attempt is left, so the job fails, with its consequence.
    const next = runnerWith(fragileRegistry(failing), logs, { exclusive: true });
    await next.start();
    await next.stop(0);
    expect(await findJob(handle.db, id)).toMatchObject({ status: 'failed', lastError: INTERRUPTED });
    expect(await outcomes()).toEqual([{ jobId: id, failure: 'interrupted' }]);
  });

  it('fails an abandoned job as interrupted only together with its consequence', async () => {
    const id = await enqueueJob(handle.db, { kind: 'fragile', maxAttempts: 1 });
    // Its node died with the last attempt: the lease has lapsed.
    await handle.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedBy: 'dead-node', lockedUntil: new Date(0) });
    const allow = await refuseWrites(handle.db, ['job_outcomes']);
    const logs: string[] = [];
    const runner = runnerWith(fragileRegistry(failing), logs, { exclusive: true });
    await runner.start();
    expect(await findJob(handle.db, id)).toMatchObject({ status: 'running', lockedBy: 'dead-node' });
    expect(logs.some((l) => l.includes('tried again later'))).toBe(true);

    await allow();
    await runner.tick();
    await runner.stop(0);
    expect(await findJob(handle.db, id)).toMatchObject({ status: 'failed' });
    expect(await outcomes()).toEqual([{ jobId: id, failure: 'interrupted' }]);
  });

  it('hands a job stopped mid-run back to the queue without counting the attempt; the next start runs it', async () => {
    let calls = 0;
    const registry = new JobRegistry();
    registry.register('long', {
      run: ({ signal }) =>
        ++calls === 1
          ? new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)))
          : Promise.resolve('done'),
    });
    // Its only attempt: counted, the stop would leave it to fail as interrupted.
    const id = await enqueueJob(handle.db, { kind: 'long', maxAttempts: 1 });
    const logs: string[] = [];
    const first = runnerWith(registry, logs);
    await first.tick();
    await first.stop(0);
    await first.whenIdle();
    expect(await findJob(handle.db, id)).toMatchObject({
      status: 'queued',
      attempts: 0,
      lockedBy: null,
      lastError: null,
    });

    const next = runnerWith(registry, logs, { exclusive: true });
    await next.start();
    await next.whenIdle();
    await next.stop(0);
    expect(await findJob(handle.db, id)).toMatchObject({ status: 'succeeded', attempts: 1, result: 'done' });
  });
});
