import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../db/client.ts';
import { errorSummary } from '../lib/error-for-log.ts';
import { resultWithin } from '../lib/result-within.ts';
import { HeldClaim } from './held-claim.ts';
import { LeaseLostError } from './job-claim.ts';
import { createJobContext, jobOf } from './job-context.ts';
import type { JobFailure, JobRegistry } from './job-registry.ts';
import {
  claimJob,
  INTERRUPTED,
  markAttemptFailed,
  markSucceeded,
  releaseJob,
  renewLease,
  requeueAbandoned,
  type JobRow,
} from './job-queue.ts';
import { keepLease } from './lease-keeper.ts';

/** Spec §9: the analytics queue runs at most four jobs at once. */
export const ANALYTICS_CONCURRENCY = 4;

export interface JobRunnerOptions {
  db: Db;
  registry: JobRegistry;
  concurrency?: number;
  /**
   * How long a claim lasts without renewal; renewed every third of it while the job runs. A job whose lease
   * could not be renewed before it ran out is stopped (unless `exclusive`: then nothing else can take it).
   */
  leaseMs?: number;
  pollMs?: number;
  /** Delay before retry n (1-based): base · 2^(n-1), capped. */
  backoff?: (attempt: number) => number;
  /** True when no other process can be running jobs (PGlite): every running job is re-queued at start. */
  exclusive?: boolean;
  /**
   * When recording a job's outcome fails (e.g. the disk is full), the runner keeps the job running and tries
   * again after this delay, doubled each time up to `leaseMs`, until it succeeds or the runner stops.
   */
  recordRetryMs?: number;
  now?: () => Date;
  log?: (message: string) => void;
}

export interface JobRunner {
  /** Re-queues abandoned jobs, then polls. */
  start(): Promise<void>;
  /** Claims due jobs up to the free capacity and starts them (does not wait for them). */
  tick(): Promise<void>;
  /** Resolves when no job of this runner is running. */
  whenIdle(): Promise<void>;
  /**
   * Stops claiming and waits up to `graceMs` for running jobs; the rest are aborted and handed back to the queue
   * at once (due now, the attempt not counted), so another node claims them on its next poll. Writes of theirs
   * already past the fence finish first; later ones write nothing. A job whose outcome is still being recorded
   * stays running and is recovered like a crashed one.
   */
  stop(graceMs?: number): Promise<void>;
  readonly active: number;
}

export function exponentialBackoff(baseMs = 5_000, maxMs = 10 * 60_000): (attempt: number) => number {
  return (attempt) => Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/** A job this runner is running: its claim, and whether its handler is done and its outcome being recorded. */
interface Running {
  row: JobRow;
  held: HeldClaim;
  recording: boolean;
  done: Promise<void>;
}

/** The runners started in this process, for nudgeJobRunners. */
const startedRunners = new Set<JobRunner>();

/**
 * Asks this process's runners to look for due jobs now rather than at their next poll: for a job a user waits
 * on, queued here a moment ago (an upload's parse). Runners of other nodes find it at their poll as before.
 */
export function nudgeJobRunners(): void {
  // A failed look (the database unreachable) is left to the next poll, which logs it.
  for (const runner of startedRunners) runner.tick().catch(() => undefined);
}

export function createJobRunner(opts: JobRunnerOptions): JobRunner {
  const { db, registry } = opts;
  const concurrency = opts.concurrency ?? ANALYTICS_CONCURRENCY;
  const leaseMs = opts.leaseMs ?? 60_000;
  const pollMs = opts.pollMs ?? 1_000;
  const backoff = opts.backoff ?? exponentialBackoff();
  const now = opts.now ?? (() => new Date());
  const log = opts.log ?? ((m: string) => console.warn(m));
  const recordRetryMs = opts.recordRetryMs ?? 1_000;
  const nodeId = randomUUID();
  const running = new Map<string, Running>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let ticking: Promise<void> | undefined;
  let stopped = false;

  /**
   * Marks the job failed for good and lets its kind write the consequence (dashboard failed …) in the same
   * transaction. A job this runner no longer holds (`lockedBy` changed) is left alone.
   */
  async function failForGood(row: JobRow, lockedBy: string, detail: string, failure: JobFailure) {
    const def = registry.get(row.kind);
    await db.transaction(async (tx) => {
      const held = await markAttemptFailed(tx, {
        id: row.id,
        lockedBy,
        now: now(),
        reason: detail,
        retryAt: null,
      });
      if (held && def?.onFailed) await def.onFailed({ job: jobOf(row), db: tx, now, log }, failure);
    });
  }

  /**
   * Writes a job's outcome. While that fails the job stays `running` and the write is tried again, with backoff,
   * until it succeeds, the runner stops or the lease is lost; then the job is recovered like a crashed one.
   */
  async function record(row: JobRow, what: string, write: () => Promise<unknown>, signal: AbortSignal) {
    for (let attempt = 0; ; attempt++) {
      try {
        await write();
        return;
      } catch (err) {
        log(`[jobs] recording ${what} of ${row.kind} ${row.id} failed: ${errorSummary(err)}`);
        if (signal.aborted) throw err;
        const delay = Math.min(leaseMs, recordRetryMs * 2 ** attempt);
        await sleep(delay, undefined, { signal }).catch(() => undefined);
        if (signal.aborted) throw err;
      }
    }
  }

  async function execute(run: Running, since: number): Promise<void> {
    const { row, held } = run;
    const { lockedBy } = held.claim;
    const def = registry.get(row.kind);
    const stopRenewing = keepLease({
      renew: () => renewLease(db, { id: row.id, lockedBy, until: new Date(now().getTime() + leaseMs) }),
      leaseMs,
      since,
      expires: !opts.exclusive,
      onLost: (why) =>
        held.lose(why === 'taken' ? LeaseLostError.takenOver(row) : LeaseLostError.expired(row, leaseMs)),
      onRenewError: (err) => log(`[jobs] renewing the lease of ${row.id} failed: ${errorSummary(err)}`),
    });
    try {
      let outcome: { ok: true; result: unknown } | { ok: false; error: unknown };
      try {
        if (!def) throw new Error(`No handler is registered for job kind "${row.kind}".`);
        outcome = { ok: true, result: await def.run(createJobContext(row, held, { db, now, log })) };
      } catch (error) {
        if (error instanceof LeaseLostError) held.lose(LeaseLostError.takenOver(row));
        outcome = { ok: false, error };
      }
      run.recording = true;
      // Lost or handed back mid-run: this runner records nothing, whoever holds the job now does. A job that
      // finished itself was recorded with its last write.
      if (held.signal.aborted || held.finished) return;
      if (outcome.ok) {
        const result = outcome.result ?? null;
        await record(
          row,
          'the result',
          () => markSucceeded(db, { id: row.id, lockedBy, now: now(), result }),
          held.signal,
        );
        return;
      }
      const detail = errorSummary(outcome.error);
      log(`[jobs] ${row.kind} ${row.id} attempt ${row.attempts}/${row.maxAttempts} failed: ${detail}`);
      if (row.attempts >= row.maxAttempts) {
        const failure: JobFailure = { kind: 'error', error: outcome.error };
        await record(row, 'the failure', () => failForGood(row, lockedBy, detail, failure), held.signal);
        return;
      }
      const retryAt = new Date(now().getTime() + backoff(row.attempts));
      await record(
        row,
        'the failed attempt',
        () => markAttemptFailed(db, { id: row.id, lockedBy, now: now(), reason: detail, retryAt }),
        held.signal,
      );
    } finally {
      stopRenewing();
    }
  }

  /** Abandoned jobs go back to the queue; those without an attempt left fail as interrupted, one by one. */
  async function recoverAbandoned(all: boolean | undefined): Promise<void> {
    // This runner's own jobs are never abandoned while it runs them, however long a stall let their leases lapse.
    const { exhausted } = await requeueAbandoned(db, { now: now(), all, except: [...running.keys()] });
    for (const row of exhausted) {
      try {
        await failForGood(row, row.lockedBy ?? '', INTERRUPTED, { kind: 'interrupted' });
      } catch (err) {
        log(
          `[jobs] failing the interrupted ${row.kind} ${row.id} failed, tried again later: ${errorSummary(err)}`,
        );
      }
    }
  }

  function launch(row: JobRow, lockedBy: string, since: number): void {
    const held = new HeldClaim({ jobId: row.id, lockedBy }, (reason) => {
      if (reason instanceof LeaseLostError) log(`[jobs] ${reason.message}`);
    });
    const run: Running = { row, held, recording: false, done: Promise.resolve() };
    run.done = execute(run, since)
      .catch((err: unknown) =>
        log(`[jobs] job ${row.id} stays running until the next start: ${errorSummary(err)}`),
      )
      .finally(() => {
        if (running.get(row.id) === run) running.delete(row.id);
        if (!stopped) poll();
      });
    running.set(row.id, run);
  }

  /** A tick nobody awaits: a failure (the database unreachable) is logged, and the next poll tries again. */
  function poll(): void {
    runner.tick().catch((err: unknown) => log(`[jobs] polling failed: ${errorSummary(err)}`));
  }

  /** Aborts a job stopped mid-run and, once its writes in flight are over, hands it back to the queue. */
  async function handBack(run: Running): Promise<void> {
    run.held.lose(LeaseLostError.released(run.row));
    await run.held.holdsEnded();
    try {
      await releaseJob(db, { claim: run.held.claim, now: now() });
    } catch (err) {
      log(`[jobs] handing job ${run.row.id} back failed; it waits for its lease: ${errorSummary(err)}`);
    }
  }

  async function claimDue(): Promise<void> {
    await recoverAbandoned(false);
    while (!stopped && running.size < concurrency) {
      const lockedBy = `${nodeId}:${randomUUID()}`;
      const since = performance.now();
      const row = await claimJob(db, { kinds: registry.kinds(), now: now(), leaseMs, lockedBy });
      if (!row) break;
      launch(row, lockedBy, since);
    }
  }

  const runner: JobRunner = {
    get active() {
      return running.size;
    },
    async start() {
      stopped = false;
      startedRunners.add(runner);
      await recoverAbandoned(opts.exclusive);
      timer = setInterval(poll, pollMs);
      timer.unref();
      await runner.tick();
    },
    tick() {
      if (stopped) return Promise.resolve();
      // One claim loop at a time; a tick asked for meanwhile is served by the loop that is running.
      ticking ??= claimDue().finally(() => {
        ticking = undefined;
      });
      return ticking;
    },
    async whenIdle() {
      while (ticking || running.size) {
        await ticking;
        await Promise.all([...running.values()].map((r) => r.done));
      }
    },
    async stop(graceMs = 5_000) {
      stopped = true;
      startedRunners.delete(runner);
      if (timer) clearInterval(timer);
      await ticking;
      await resultWithin(Promise.all([...running.values()].map((r) => r.done)), graceMs, undefined);
      await Promise.all(
        [...running.values()].map((run) =>
          run.recording ? run.held.lose(new Error('The job runner stopped.')) : handBack(run),
        ),
      );
    },
  };
  return runner;
}
