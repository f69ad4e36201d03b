import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import type { JobRegistry } from './job-registry.ts';
import {
  claimJob,
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

function reasonOf(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return (text || 'Unknown error').slice(0, 2_000);
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
  const nodeId = randomUUID();
  const running = new Map<string, { done: Promise<void>; abort: AbortController }>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let ticking: Promise<void> | undefined;
  let stopped = false;

  async function reportFailed(row: JobRow, reason: string): Promise<void> {
    const def = registry.get(row.kind);
    if (!def?.onFailed) return;
    const job = jobOf(row);
    try {
      await def.onFailed({ job, db, now }, reason);
    } catch (err) {
      log(`[jobs] onFailed of ${row.kind} ${row.id} threw: ${reasonOf(err)}`);
    }
  }

  async function execute(row: JobRow, lockedBy: string, abort: AbortController): Promise<void> {
    const def = registry.get(row.kind);
    const heartbeat = setInterval(
      () => {
        renewLease(db, { id: row.id, lockedBy, until: new Date(now().getTime() + leaseMs) }).catch(
          (err: unknown) => log(`[jobs] renewing the lease of ${row.id} failed: ${reasonOf(err)}`),
        );
      },
      Math.max(10, Math.floor(leaseMs / 3)),
    );
    const job = jobOf(row);
    try {
      if (!def) throw new Error(`No handler is registered for job kind "${row.kind}".`);
      const result = await def.run({ job, db, signal: abort.signal, now });
      await markSucceeded(db, { id: row.id, lockedBy, now: now(), result: result ?? null });
    } catch (err) {
      const reason = reasonOf(err);
      const last = row.attempts >= row.maxAttempts;
      const retryAt = last ? null : new Date(now().getTime() + backoff(row.attempts));
      const recorded = await markAttemptFailed(db, { id: row.id, lockedBy, now: now(), reason, retryAt });
      if (recorded && last) await reportFailed(row, reason);
    } finally {
      clearInterval(heartbeat);
    }
  }

  function launch(row: JobRow, lockedBy: string): void {
    const abort = new AbortController();
    const done = execute(row, lockedBy, abort)
      .catch((err: unknown) => log(`[jobs] recording job ${row.id} failed: ${reasonOf(err)}`))
      .finally(() => {
        running.delete(row.id);
        if (!stopped) void runner.tick();
      });
    running.set(row.id, { done, abort });
  }

  async function claimDue(): Promise<void> {
    const { failed } = await requeueAbandoned(db, { now: now() });
    for (const row of failed) await reportFailed(row, row.lastError ?? 'Interrupted.');
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
      const { failed } = await requeueAbandoned(db, { now: now(), all: opts.exclusive });
      for (const row of failed) await reportFailed(row, row.lastError ?? 'Interrupted.');
      timer = setInterval(() => {
        runner.tick().catch((err: unknown) => log(`[jobs] polling failed: ${reasonOf(err)}`));
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
