import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../db/client.ts';
import { errorSummary } from '../lib/error-for-log.ts';
import type { JobFailure, JobRegistry } from './job-registry.ts';
import {
  claimJob,
  INTERRUPTED,
  markAttemptFailed,
  markSucceeded,
  renewLease,
  requeueAbandoned,
  type JobRow,
} from './job-queue.ts';

/** Spec §9: the analytics queue runs at most four jobs at once. */
export const ANALYTICS_CONCURRENCY = 4;

export interface JobRunnerOptions {
  db: Db;
  registry: JobRegistry;
  concurrency?: number;
  /** How long a claim lasts without renewal; renewed every third of it while the job runs. */
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
  /** Stops polling and waits up to `graceMs` for running jobs; the rest are aborted and resume after a restart. */
  stop(graceMs?: number): Promise<void>;
  readonly active: number;
}

export function exponentialBackoff(baseMs = 5_000, maxMs = 10 * 60_000): (attempt: number) => number {
  return (attempt) => Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/** What a handler sees of its job row. */
const jobOf = (row: JobRow) => ({
  id: row.id,
  kind: row.kind,
  payload: row.payload,
  attempt: row.attempts,
  maxAttempts: row.maxAttempts,
});

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
  const running = new Map<string, { done: Promise<void>; abort: AbortController }>();
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
   * until it succeeds or the runner stops; then the next start finds the job running and recovers it.
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

  async function execute(row: JobRow, lockedBy: string, abort: AbortController): Promise<void> {
    const def = registry.get(row.kind);
    const heartbeat = setInterval(
      () => {
        renewLease(db, { id: row.id, lockedBy, until: new Date(now().getTime() + leaseMs) }).catch(
          (err: unknown) => log(`[jobs] renewing the lease of ${row.id} failed: ${errorSummary(err)}`),
        );
      },
      Math.max(10, Math.floor(leaseMs / 3)),
    );
    const job = jobOf(row);
    try {
      let outcome: { ok: true; result: unknown } | { ok: false; error: unknown };
      try {
        if (!def) throw new Error(`No handler is registered for job kind "${row.kind}".`);
        outcome = { ok: true, result: await def.run({ job, db, signal: abort.signal, now, log }) };
      } catch (error) {
        outcome = { ok: false, error };
      }
      // Stopped mid-run: nothing is recorded, so the next start resumes the job (or fails it as interrupted).
      if (abort.signal.aborted) return;
      if (outcome.ok) {
        const result = outcome.result ?? null;
        await record(
          row,
          'the result',
          () => markSucceeded(db, { id: row.id, lockedBy, now: now(), result }),
          abort.signal,
        );
        return;
      }
      const detail = errorSummary(outcome.error);
      log(`[jobs] ${row.kind} ${row.id} attempt ${row.attempts}/${row.maxAttempts} failed: ${detail}`);
      if (row.attempts >= row.maxAttempts) {
        const failure: JobFailure = { kind: 'error', error: outcome.error };
        await record(row, 'the failure', () => failForGood(row, lockedBy, detail, failure), abort.signal);
        return;
      }
      const retryAt = new Date(now().getTime() + backoff(row.attempts));
      await record(
        row,
        'the failed attempt',
        () => markAttemptFailed(db, { id: row.id, lockedBy, now: now(), reason: detail, retryAt }),
        abort.signal,
      );
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Abandoned jobs go back to the queue; those without an attempt left fail as interrupted, one by one. */
  async function recoverAbandoned(all: boolean | undefined): Promise<void> {
    const { exhausted } = await requeueAbandoned(db, { now: now(), all });
    for (const row of exhausted) {
      // Still being recorded by this runner (its lease lapsed because the database refused writes).
      if (running.has(row.id)) continue;
      try {
        await failForGood(row, row.lockedBy ?? '', INTERRUPTED, { kind: 'interrupted' });
      } catch (err) {
        log(
          `[jobs] failing the interrupted ${row.kind} ${row.id} failed, tried again later: ${errorSummary(err)}`,
        );
      }
    }
  }

  function launch(row: JobRow, lockedBy: string): void {
    const abort = new AbortController();
    const done = execute(row, lockedBy, abort)
      .catch((err: unknown) =>
        log(`[jobs] job ${row.id} stays running until the next start: ${errorSummary(err)}`),
      )
      .finally(() => {
        running.delete(row.id);
        if (!stopped) void runner.tick();
      });
    running.set(row.id, { done, abort });
  }

  async function claimDue(): Promise<void> {
    await recoverAbandoned(false);
    while (!stopped && running.size < concurrency) {
      const lockedBy = `${nodeId}:${randomUUID()}`;
      const row = await claimJob(db, { kinds: registry.kinds(), now: now(), leaseMs, lockedBy });
      if (!row) break;
      launch(row, lockedBy);
    }
  }

  const runner: JobRunner = {
    get active() {
      return running.size;
    },
    async start() {
      stopped = false;
      await recoverAbandoned(opts.exclusive);
      timer = setInterval(() => {
        runner.tick().catch((err: unknown) => log(`[jobs] polling failed: ${errorSummary(err)}`));
      }, pollMs);
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
      if (timer) clearInterval(timer);
      await ticking;
      let timeout: ReturnType<typeof setTimeout> | undefined;
      const all = Promise.all([...running.values()].map((r) => r.done));
      const graceOver = new Promise<void>((resolve) => (timeout = setTimeout(resolve, graceMs)));
      await Promise.race([all, graceOver]);
      clearTimeout(timeout);
      for (const r of running.values()) r.abort.abort(new Error('The job runner stopped.'));
    },
  };
  return runner;
}
