import { and, eq, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import type { JobClaim } from './job-claim.ts';

export type JobRow = typeof jobs.$inferSelect;

export interface EnqueueOptions {
  kind: string;
  /** The team whose work the job does (cascade: a deleted team's jobs go with it); null for the studio's upkeep. */
  teamId?: string | null;
  payload?: Record<string, unknown>;
  /** Not before this time (default: now). */
  runAt?: Date;
  maxAttempts?: number;
}

/** Adds a job. Pass a transaction as `db` to enqueue atomically with the caller's own writes. */
export async function enqueueJob(db: Db, opts: EnqueueOptions): Promise<string> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind: opts.kind,
      teamId: opts.teamId ?? null,
      payload: opts.payload ?? {},
      runAt: opts.runAt ?? new Date(),
      maxAttempts: opts.maxAttempts ?? 3,
    })
    .returning({ id: jobs.id });
  if (!row) throw new Error('Enqueueing a job returned nothing.');
  return row.id;
}

/** Adds several jobs in one statement (e.g. one per stored link); returns their ids in the same order. */
export async function enqueueJobs(db: Db, all: EnqueueOptions[]): Promise<string[]> {
  if (all.length === 0) return [];
  const now = new Date();
  const rows = await db
    .insert(jobs)
    .values(
      all.map((opts) => ({
        kind: opts.kind,
        teamId: opts.teamId ?? null,
        payload: opts.payload ?? {},
        runAt: opts.runAt ?? now,
        maxAttempts: opts.maxAttempts ?? 3,
      })),
    )
    .returning({ id: jobs.id });
  return rows.map((r) => r.id);
}

export async function findJob(db: Db, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Claims the oldest due job of one of `kinds`: one statement, and `for update skip locked` makes concurrent
 * claims from several nodes on PostgreSQL take different rows. Increments `attempts`.
 */
export async function claimJob(
  db: Db,
  opts: { kinds: string[]; now: Date; leaseMs: number; lockedBy: string },
): Promise<JobRow | undefined> {
  if (opts.kinds.length === 0) return undefined;
  const kinds = sql.join(
    opts.kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  const [row] = await db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedUntil: new Date(opts.now.getTime() + opts.leaseMs),
      lockedBy: opts.lockedBy,
      updatedAt: opts.now,
    })
    .where(
      eq(
        jobs.id,
        sql`(select "j"."id" from "jobs" "j" where "j"."status" = 'queued' and "j"."run_at" <= ${iso(opts.now)}
          and "j"."kind" in (${kinds}) order by "j"."run_at", "j"."created_at" limit 1 for update skip locked)`,
      ),
    )
    .returning();
  return row;
}

/** Extends the lease of a job this runner still holds; false when the claim was lost. */
export async function renewLease(
  db: Db,
  opts: { id: string; lockedBy: string; until: Date },
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: opts.until })
    .where(and(eq(jobs.id, opts.id), eq(jobs.lockedBy, opts.lockedBy), eq(jobs.status, 'running')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Whether `claim` is still held. Inside a transaction it also locks the job's row for share until the
 * transaction ends, so the claim cannot change before the transaction's writes commit: a re-queue, a re-claim or
 * a hand-back waits for them, and a write that comes after any of those finds the claim gone.
 */
export async function claimHeld(db: Db, claim: JobClaim): Promise<boolean> {
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, claim.jobId), eq(jobs.lockedBy, claim.lockedBy), eq(jobs.status, 'running')))
    .for('share');
  return rows.length > 0;
}

/**
 * Hands a running job back to the queue, due at once: another node claims it on its next poll instead of after
 * the lease. The attempt it was stopped in does not count against `max_attempts`. False when the claim was lost.
 */
export async function releaseJob(db: Db, opts: { claim: JobClaim; now: Date }): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      status: 'queued',
      runAt: opts.now,
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      lockedUntil: null,
      lockedBy: null,
      updatedAt: opts.now,
    })
    .where(
      and(eq(jobs.id, opts.claim.jobId), eq(jobs.lockedBy, opts.claim.lockedBy), eq(jobs.status, 'running')),
    )
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function markSucceeded(
  db: Db,
  opts: { id: string; lockedBy: string; now: Date; result: unknown },
): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: 'succeeded',
      result: opts.result ?? null,
      lastError: null,
      lockedUntil: null,
      lockedBy: null,
      updatedAt: opts.now,
      finishedAt: opts.now,
    })
    .where(and(eq(jobs.id, opts.id), eq(jobs.lockedBy, opts.lockedBy)));
}

/** Records a failed attempt: back to the queue at `retryAt`, or failed for good when `retryAt` is null. */
export async function markAttemptFailed(
  db: Db,
  opts: { id: string; lockedBy: string; now: Date; reason: string; retryAt: Date | null },
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      status: opts.retryAt ? 'queued' : 'failed',
      runAt: opts.retryAt ?? sql`${jobs.runAt}`,
      lastError: opts.reason,
      lockedUntil: null,
      lockedBy: null,
      updatedAt: opts.now,
      finishedAt: opts.retryAt ? null : opts.now,
    })
    .where(and(eq(jobs.id, opts.id), eq(jobs.lockedBy, opts.lockedBy)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export const INTERRUPTED = 'Interrupted: the server stopped while the job was running.';

/**
 * Running jobs whose lease lapsed (their node crashed or stopped) go back to the queue; with `all`, every
 * running job does (PGlite: only this process can hold the database, so nothing else is running them). Jobs in
 * `except` (the caller's own, still running) are left alone, and so are rows a fenced write has locked: their
 * runner still holds them until that write ends, and the next call looks again.
 * Those that already used their last attempt stay running and are returned: the runner fails each one in a
 * transaction with its domain's consequence (markAttemptFailed still matches them by their `lockedBy`).
 */
export async function requeueAbandoned(
  db: Db,
  opts: { now: Date; all?: boolean; except?: string[] },
): Promise<{ requeued: number; exhausted: JobRow[] }> {
  const abandoned = and(
    eq(jobs.status, 'running'),
    opts.all ? undefined : lt(jobs.lockedUntil, opts.now),
    opts.except?.length ? notInArray(jobs.id, opts.except) : undefined,
  );
  const requeuable = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(abandoned, lt(jobs.attempts, jobs.maxAttempts)))
    .for('update', { skipLocked: true });
  const requeued = await db
    .update(jobs)
    .set({ status: 'queued', lastError: INTERRUPTED, lockedUntil: null, lockedBy: null, updatedAt: opts.now })
    .where(inArray(jobs.id, requeuable))
    .returning({ id: jobs.id });
  const exhausted = await db
    .select()
    .from(jobs)
    .where(and(abandoned, gte(jobs.attempts, jobs.maxAttempts)))
    .for('update', { skipLocked: true });
  return { requeued: requeued.length, exhausted };
}
