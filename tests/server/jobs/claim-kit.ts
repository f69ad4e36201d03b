import { sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import type { Db } from '../../../server/db/client.ts';

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
