import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { koxMailboxes, koxOutreachEmails } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { JobContext, JobRegistry } from '../../jobs/job-registry.ts';
import type { Config } from '../../lib/config.ts';
import { errorSummary } from '../../lib/error-for-log.ts';
import { faultPoint } from '../../lib/fault-points.ts';
import {
  recipientRejected,
  sendOutreachMessage,
  SMTP_TIMEOUT_MS,
  smtpFailureOf,
  smtpReasonOf,
} from '../../mail/send/send-outreach-message.ts';
import { rotatedMessageId, senderLogin, type SenderLogin } from '../../mail/send/sender-login.ts';
import { sentCopyExists } from '../../mail/send/sent-copy.ts';
import { SecretUnreadableError } from '../../mail/secret-box.ts';
import { attachmentsToSend } from '../kox-outreach-attachments/attachments-to-send.ts';
import { markContacted } from './contacted-label.ts';
import { gateSend } from './send-guardrails.ts';

export const SEND_OUTREACH = 'kox-outreach-send';
/** Transient failures (4xx, no connection, mailbox unreadable) are retried with the runner's backoff. */
export const SEND_MAX_ATTEMPTS = 10;

/**
 * A send job acts only while it is the e-mail's current one: same Message-ID (a new schedule picks a new one)
 * and same `scheduled_at` (a deferral moves it, and queues the job that replaces this one in the same commit).
 */
export interface SendPayload extends Record<string, unknown> {
  emailId: string;
  messageId: string;
  at: string;
  /** Woken at a slot the guardrails reserved for it: the spacing is already kept. */
  reserved?: boolean;
}

type EmailRow = typeof koxOutreachEmails.$inferSelect;

const isCurrent = (e: EmailRow | undefined, p: SendPayload): e is EmailRow =>
  e !== undefined && e.messageId === p.messageId && e.scheduledAt?.toISOString() === p.at;

export const sendJobOf = (email: { id: string; messageId: string; scheduledAt: Date }, reserved = false) => ({
  kind: SEND_OUTREACH,
  payload: { emailId: email.id, messageId: email.messageId, at: email.scheduledAt.toISOString(), reserved },
  runAt: email.scheduledAt,
  maxAttempts: SEND_MAX_ATTEMPTS,
});

/** A send that cannot succeed by trying again: recorded on the e-mail, the job is done. */
class Refused extends Error {}
/** The mailbox could not sign in: sending pauses, the e-mail waits for the resume. */
class SignInFailed extends Error {}
/** The server put the creator's address off (4xx) but may have taken the sender's copy alone. */
class RecipientDeferred extends Error {}

/** How long a creator's address put off by the server (4xx) waits before the e-mail is tried again. */
const RECIPIENT_RETRY_MS = 10 * 60_000;

async function readEmail(db: Pick<Db, 'select'>, id: string, lock = false) {
  const query = db.select().from(koxOutreachEmails).where(eq(koxOutreachEmails.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

const setEmail = (tx: Tx, id: string, set: Partial<typeof koxOutreachEmails.$inferInsert>, now: Date) =>
  tx
    .update(koxOutreachEmails)
    .set({ ...set, updatedAt: now })
    .where(eq(koxOutreachEmails.id, id));

/** Waits for the guardrails: `go` commits `scheduled → sending` before anything reaches SMTP. */
async function claimSlot(ctx: JobContext<SendPayload>, p: SendPayload) {
  return ctx.fenced(async (tx) => {
    const email = await readEmail(tx, p.emailId, true);
    if (!isCurrent(email, p) || email.status !== 'scheduled' || !email.senderUserId)
      return { kind: 'superseded' as const };
    const now = ctx.now();
    const gate = await gateSend(tx, {
      userId: email.senderUserId,
      now,
      reservedSlot: p.reserved === true && ctx.job.attempt === 1,
    });
    if (gate.kind === 'no_mailbox') {
      await setEmail(tx, email.id, { status: 'send_failed', statusReason: 'no_mailbox' }, now);
      return gate;
    }
    if (gate.kind === 'paused') {
      // Parked: scheduled with no time, until the sender resumes sending (resumeSending queues it again).
      await setEmail(tx, email.id, { scheduledAt: null }, now);
      return gate;
    }
    if (gate.kind === 'later') {
      await setEmail(tx, email.id, { scheduledAt: gate.at }, now);
      await enqueueJob(tx, {
        teamId: email.teamId,
        ...sendJobOf({ id: email.id, messageId: email.messageId!, scheduledAt: gate.at }, gate.reserved),
      });
      return gate;
    }
    await setEmail(
      tx,
      email.id,
      { status: 'sending', sendingAt: now, sendAttempts: email.sendAttempts + 1, statusReason: null },
      now,
    );
    return { kind: 'go' as const, handedBefore: email.sendAttempts > 0, email };
  });
}

async function loginOf(db: Db, config: Config, userId: string): Promise<SenderLogin> {
  const [mailbox] = await db.select().from(koxMailboxes).where(eq(koxMailboxes.userId, userId));
  if (!mailbox) throw new Refused('no_mailbox');
  try {
    return await senderLogin({ db, config }, mailbox);
  } catch (err) {
    if (err instanceof SecretUnreadableError) throw new SignInFailed('secret_unreadable');
    throw err;
  }
}

/** Hands the message to SMTP, unless a copy shows an earlier attempt already did (decision 111). */
async function deliver(ctx: JobContext<SendPayload>, config: Config, email: EmailRow, lookFirst: boolean) {
  const login = await loginOf(ctx.db, config, email.senderUserId!);
  if (lookFirst && (await sentCopyExists(ctx.db, login, email.messageId!))) return 'found' as const;
  const attachments = await attachmentsToSend(ctx.db, email.id);
  try {
    await sendOutreachMessage(login, {
      messageId: email.messageId!,
      to: email.toAddress,
      subject: email.subject,
      text: email.body,
      inReplyTo: email.inReplyTo,
      attachments,
    });
  } catch (err) {
    const failure = smtpFailureOf(err);
    const reason = smtpReasonOf(err);
    if (failure === 'refused') throw new Refused(reason);
    if (failure === 'auth') throw new SignInFailed(reason);
    if (failure === 'deferred' && recipientRejected(err)) throw new RecipientDeferred(reason);
    if (failure === 'deferred')
      // Certainly not taken: scheduled again (same time, same job), and the retry goes through the guardrails.
      await ctx.fenced((tx) =>
        setEmail(tx, email.id, { status: 'scheduled', statusReason: reason, sendAttempts: 0 }, ctx.now()),
      );
    // `uncertain` stays `sending`: the retry looks for the copy first.
    throw err;
  }
  await faultPoint('outreach:after-smtp');
  return 'sent' as const;
}

/** `sending → sent` (and the creator "contacted"), if this job still owns the e-mail. */
const finishSent = (ctx: JobContext<SendPayload>, p: SendPayload, how: 'sent' | 'found') =>
  ctx.finish(async (tx) => {
    const email = await readEmail(tx, p.emailId, true);
    if (!isCurrent(email, p) || email.status !== 'sending') return { skipped: 'superseded' };
    const now = ctx.now();
    await setEmail(tx, email.id, { status: 'sent', sentAt: now, statusReason: null }, now);
    if (email.kind === 'invitation') await markContacted(tx, email.projectId, email.creatorId);
    return { [how]: email.messageId };
  });

/**
 * The send job of one e-mail (issue 13, decision 111): guardrails, `scheduled → sending` committed, SMTP with the
 * stored Message-ID and a Bcc to the sender, `sending → sent`. An e-mail found `sending` when its job runs
 * again was interrupted (a crash, a broken connection): the sender's copy is looked for first, and the message
 * is handed to SMTP again only when the server never took it. On PGlite (`exclusive`) no other process can be
 * mid-send; on PostgreSQL a recent `sending` is given the SMTP timeout to end on its node first.
 */
export function registerSendJob(registry: JobRegistry, opts: { config: Config; exclusive: boolean }): void {
  registry.register<SendPayload>(SEND_OUTREACH, {
    maxAttempts: SEND_MAX_ATTEMPTS,
    async run(ctx) {
      const found = await readEmail(ctx.db, ctx.job.payload.emailId);
      const p = ctx.job.payload;
      if (!isCurrent(found, p)) return { skipped: 'superseded' };
      let email = found;
      let lookFirst = true;
      if (email.status === 'scheduled') {
        const gate = await claimSlot(ctx, p);
        if (gate.kind !== 'go') return { [gate.kind]: true };
        email = gate.email;
        lookFirst = gate.handedBefore;
        await faultPoint('outreach:after-sending');
      } else if (email.status !== 'sending' || !email.senderUserId) {
        return { skipped: email.status };
      } else if (!opts.exclusive) {
        const settleMs = (email.sendingAt?.getTime() ?? 0) + 2 * SMTP_TIMEOUT_MS - ctx.now().getTime();
        if (settleMs > 0) await sleep(settleMs, undefined, { signal: ctx.signal });
      }
      try {
        return await finishSent(ctx, p, await deliver(ctx, opts.config, email, lookFirst));
      } catch (err) {
        // Refused for good: nothing reached the creator. The Message-ID changes, because a copy the sender got
        // alone must not later pass for the creator's; a resend starts clean.
        if (err instanceof Refused)
          return ctx.finish(async (tx) => {
            await setEmail(
              tx,
              email.id,
              {
                status: 'send_failed',
                statusReason: err.message,
                messageId: rotatedMessageId(email.messageId!, randomUUID()),
                sendAttempts: 0,
              },
              ctx.now(),
            );
            return { refused: err.message };
          });
        if (err instanceof RecipientDeferred)
          return ctx.finish(async (tx) => {
            const at = new Date(ctx.now().getTime() + RECIPIENT_RETRY_MS);
            const messageId = rotatedMessageId(email.messageId!, randomUUID());
            await setEmail(
              tx,
              email.id,
              { status: 'scheduled', statusReason: err.message, messageId, scheduledAt: at, sendAttempts: 0 },
              ctx.now(),
            );
            await enqueueJob(tx, {
              teamId: email.teamId,
              ...sendJobOf({ id: email.id, messageId, scheduledAt: at }),
            });
            return { deferred: err.message };
          });
        if (err instanceof SignInFailed)
          return ctx.finish(async (tx) => {
            const now = ctx.now();
            await tx
              .update(koxMailboxes)
              .set({ pausedReason: err.message, pausedAt: now })
              .where(eq(koxMailboxes.userId, email.senderUserId!));
            // Nothing was taken (the server refused the sign-in): it waits, parked, for the resume.
            await setEmail(
              tx,
              email.id,
              { status: 'scheduled', scheduledAt: null, statusReason: err.message, sendAttempts: 0 },
              now,
            );
            return { paused: err.message };
          });
        throw err;
      }
    },
    async onFailed(ctx, failure) {
      const p = ctx.job.payload;
      const reason =
        failure.kind === 'interrupted' ? 'interrupted' : `retries_exhausted: ${errorSummary(failure.error)}`;
      await ctx.db
        .update(koxOutreachEmails)
        .set({ status: 'send_failed', statusReason: reason.slice(0, 1000), updatedAt: ctx.now() })
        .where(
          and(
            eq(koxOutreachEmails.id, p.emailId),
            p.messageId ? eq(koxOutreachEmails.messageId, p.messageId) : undefined,
            inArray(koxOutreachEmails.status, ['scheduled', 'sending']),
          ),
        );
    },
  });
}
