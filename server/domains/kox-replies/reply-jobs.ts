import { and, eq, gt, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs, koxMailboxes, koxOutreachEmails } from '../../db/schema/index.ts';
import { enqueueJob, enqueueJobs } from '../../jobs/job-queue.ts';
import type { JobRegistry } from '../../jobs/job-registry.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { CreatorCatalog } from '../../kox/creator-catalog.ts';
import type { ModelDraftWriter } from '../kox-outreach/model-draft-writer.ts';
import { planFollowUps } from './follow-ups.ts';
import { FOLLOW_UP_NOW_JOB, runFollowUpNow, type FollowUpNowPayload } from './follow-up-now.ts';
import { outstandingSince, pollMailbox, type ReplyReadingDeps } from './poll-mailbox.ts';

export const POLL_MAILBOX_JOB = 'kox-replies-poll';
export const FOLLOW_UP_JOB = 'kox-replies-follow-ups';

/** After a failed read, the next waits 5 s, then 10, 20 … up to 5 minutes; a good read resets it. */
const BACKOFF_MS = { first: 5_000, max: 300_000 };

/** Per node: when a mailbox whose last read failed may be read again. */
export class PollBackoff {
  private readonly failures = new Map<string, { count: number; notBefore: number }>();
  failed(userId: string, now: Date) {
    const count = (this.failures.get(userId)?.count ?? 0) + 1;
    const wait = Math.min(BACKOFF_MS.max, BACKOFF_MS.first * 2 ** (count - 1));
    this.failures.set(userId, { count, notBefore: now.getTime() + wait });
  }
  succeeded(userId: string) {
    this.failures.delete(userId);
  }
  due(userId: string, now: Date) {
    return (this.failures.get(userId)?.notBefore ?? 0) <= now.getTime();
  }
}

/**
 * The reading jobs. Their writes are not fenced by the job's claim: a read is safe to repeat (a mail is kept once
 * per mailbox and Message-ID, a follow-up once per thread and number), so a runner that lost its claim only
 * repeats work another one also does.
 */
export function registerReplyJobs(
  registry: JobRegistry,
  deps: Omit<ReplyReadingDeps, 'db'> & {
    catalog: CreatorCatalog;
    backoff: PollBackoff;
    /** The provider that writes follow-ups; none: the offline writer's. */
    followUpWriter?: ModelDraftWriter | null;
  },
) {
  registry.register<{ userId: string }>(POLL_MAILBOX_JOB, {
    maxAttempts: 1,
    async run(ctx) {
      const outcome = await pollMailbox({ ...deps, db: ctx.db }, ctx.job.payload.userId, ctx.now());
      if (outcome.error) deps.backoff.failed(ctx.job.payload.userId, ctx.now());
      else deps.backoff.succeeded(ctx.job.payload.userId);
      return outcome;
    },
  });
  registry.register(FOLLOW_UP_JOB, {
    maxAttempts: 1,
    run: (ctx) => planFollowUps(ctx.db, deps.catalog, ctx.now(), deps.followUpWriter ?? null),
  });
  registry.register<FollowUpNowPayload>(FOLLOW_UP_NOW_JOB, {
    run: (ctx) =>
      runFollowUpNow(ctx.db, deps.catalog, deps.followUpWriter ?? null, ctx.job.payload, ctx.now()),
  });
}

/** Users whose mailbox has outreach sent in the last 60 days. */
async function mailboxesToRead(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: koxMailboxes.userId })
    .from(koxMailboxes)
    .innerJoin(koxOutreachEmails, eq(koxOutreachEmails.senderUserId, koxMailboxes.userId))
    .where(and(isNotNull(koxOutreachEmails.sentAt), gt(koxOutreachEmails.sentAt, outstandingSince(now))));
  return rows.map((r) => r.userId);
}

/**
 * Kinds with a job running or due, by user for the poll (one at a time per mailbox). A job queued for later than
 * now was queued before the clock was set back (NTP, a restored VM): it would hold the mailbox's reads and the
 * follow-ups for as long as the clock went back, so it does not count; a read repeated later is harmless.
 */
async function pending(db: Db, now: Date): Promise<{ polls: Set<string>; followUps: boolean }> {
  const rows = await db
    .select({ kind: jobs.kind, userId: sql<string | null>`${jobs.payload}->>'userId'` })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, [POLL_MAILBOX_JOB, FOLLOW_UP_JOB]),
        or(eq(jobs.status, 'running'), and(eq(jobs.status, 'queued'), lte(jobs.runAt, now))),
      ),
    );
  return {
    polls: new Set(rows.filter((r) => r.kind === POLL_MAILBOX_JOB).map((r) => r.userId!)),
    followUps: rows.some((r) => r.kind === FOLLOW_UP_JOB),
  };
}

/** Queues the reads and the follow-up pass that are due; returns how many jobs it queued. */
export async function scheduleReplyWork(
  db: Db,
  backoff: PollBackoff,
  now: Date,
  opts: { followUps: boolean },
): Promise<number> {
  const [users, busy] = await Promise.all([mailboxesToRead(db, now), pending(db, now)]);
  const due = users.filter((u) => !busy.polls.has(u) && backoff.due(u, now));
  await enqueueJobs(
    db,
    due.map((userId) => ({ kind: POLL_MAILBOX_JOB, payload: { userId }, maxAttempts: 1 })),
  );
  const followUps = opts.followUps && !busy.followUps;
  if (followUps) await enqueueJob(db, { kind: FOLLOW_UP_JOB, maxAttempts: 1 });
  return due.length + (followUps ? 1 : 0);
}

/** Whether the follow-up pass is due; a clock set back since the last pass counts as due, or it would wait that long. */
export const followUpsDue = (now: number, last: number, every: number): boolean =>
  now < last || now - last >= every;

/** Every `pollMs` the due reads, every `followUpMs` the follow-up pass; the runner is woken when work was queued. */
export function startReplyScheduling(opts: {
  db: Db;
  runner: JobRunner;
  backoff: PollBackoff;
  pollMs: number;
  followUpMs: number;
}): { stop(): Promise<void> } {
  let lastFollowUps = 0;
  let scheduling: Promise<void> = Promise.resolve();
  const schedule = () => {
    const now = new Date();
    const followUps = followUpsDue(now.getTime(), lastFollowUps, opts.followUpMs);
    if (followUps) lastFollowUps = now.getTime();
    scheduling = scheduling
      .then(() => scheduleReplyWork(opts.db, opts.backoff, now, { followUps }))
      .then((queued) => (queued ? opts.runner.tick() : undefined))
      .catch((err: unknown) => console.warn('[jobs] scheduling reply reading failed:', err));
  };
  const timer = setInterval(schedule, opts.pollMs);
  timer.unref();
  schedule();
  return {
    async stop() {
      clearInterval(timer);
      await scheduling;
    },
  };
}
