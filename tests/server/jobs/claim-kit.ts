import { sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Db, DbHandle } from '../../../server/db/client.ts';
import { jobs } from '../../../server/db/schema/index.ts';
import type { JobRunner } from '../../../server/jobs/job-runner.ts';
import { createMemoryDb } from '../helpers/db-snapshot.ts';

/** A promise the test opens by hand: a handler waits on it, as on a stalled source. */
export function gate(): { opened: Promise<void>; open(): void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** What a test handler writes: one row per write, naming the runner ("node") that wrote it. */
export const marks = pgTable('job_marks', { jobId: text('job_id'), by: text('by') });

export async function createMarks(db: Db): Promise<void> {
  await db.execute(sql`create table if not exists job_marks (job_id text, by text)`);
}

/** A clock the test moves by hand: a runner whose clock is ahead sees the others' leases as lapsed. */
export function manualClock(start = new Date()) {
  let t = start.getTime();
  return { now: () => new Date(t), advance: (ms: number) => (t += ms) };
}

/** Polls for a condition (never a fixed wait): the machine is shared and slow at times. */
export const eventually = { timeout: 20_000, interval: 10 };

/** For a test file: one in-memory database with the marks table, emptied of jobs and marks before each test. */
export function claimTestDatabase(): { readonly db: Db } {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createMemoryDb();
    await createMarks(handle.db);
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await handle.db.delete(jobs);
    await handle.db.delete(marks);
  });
  return {
    get db() {
      return handle.db;
    },
  };
}

/** Runners a test file starts; each is stopped (no grace) after every test. */
export function runnersStoppedAfterEach(): JobRunner[] {
  const runners: JobRunner[] = [];
  afterEach(async () => {
    for (const runner of runners.splice(0)) await runner.stop(0);
  });
  return runners;
}
