import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { koxMailboxes, koxOutreachBatches, koxOutreachEmails } from '../../db/schema/index.ts';
import { enqueueJobs } from '../../jobs/job-queue.ts';
import type { AuthUser, TeamContext } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { newMessageId } from '../../mail/send/sender-login.ts';
import { recipientIssue } from '../../../src/lib/kox-outreach-values.ts';
import { keptMessageId, mayHaveLeft } from './kept-message-id.ts';
import { visibleBatch, visibleEmails, type EmailRow } from './outreach-queries.ts';
import { sendJobOf } from './send-job.ts';

/** A time this far in the past is still "now" (a clock a little behind, a form left open). */
const PAST_TOLERANCE_MS = 60_000;

interface Selection {
  email_ids?: string[] | undefined;
  batch_id?: string | undefined;
}

/** The e-mails named by id (all visible, or 10205), or a visible batch's e-mails in `statuses`. */
async function selectEmails(db: Db, team: TeamContext, input: Selection, statuses: EmailRow['status'][]) {
  if (input.email_ids?.length) return visibleEmails(db, team, input.email_ids);
  if (!input.batch_id)
    throw new AppError('VALIDATION', undefined, [{ path: 'email_ids', message: 'Name e-mails or a batch' }]);
  const batch = await visibleBatch(db, team, input.batch_id);
  return db
    .select()
    .from(koxOutreachEmails)
    .where(and(eq(koxOutreachEmails.batchId, batch.id), inArray(koxOutreachEmails.status, statuses)));
}

function refuseUnless(rows: EmailRow[], statuses: EmailRow['status'][]) {
  const wrong = rows.filter((r) => !statuses.includes(r.status));
  if (wrong.length)
    throw new AppError(
      'KOX_OUTREACH_STATE',
      undefined,
      wrong.slice(0, 50).map((r) => ({ path: 'email_ids', message: `${r.id}: ${r.status}` })),
    );
}

/** Spec §5 "set scheduled sending time": required for a scheduled send, and not in the past. */
function sendTimeOf(input: { mode: 'now' | 'scheduled'; scheduled_at?: string | undefined }, now: Date) {
  if (input.mode === 'scheduled' && !input.scheduled_at)
    throw new AppError('KOX_OUTREACH_SCHEDULE_TIME', undefined, [
      { path: 'scheduled_at', message: 'required' },
    ]);
  if (!input.scheduled_at) return now;
  const at = new Date(input.scheduled_at);
  if (at.getTime() < now.getTime() - PAST_TOLERANCE_MS)
    throw new AppError('KOX_OUTREACH_SCHEDULE_TIME', undefined, [
      { path: 'scheduled_at', message: 'in the past' },
    ]);
  return at.getTime() < now.getTime() ? now : at;
}

function checkContents(rows: EmailRow[], confirmEmpty: boolean) {
  for (const r of rows) {
    const issue = recipientIssue(r.toAddress);
    if (issue)
      throw new AppError(
        issue === 'multiple' ? 'KOX_OUTREACH_EMAIL_MULTIPLE' : 'KOX_OUTREACH_EMAIL_INVALID',
        undefined,
        [{ path: 'email_ids', message: r.id }],
      );
  }
  const empty = rows.filter((r) => !r.subject.trim() || !r.body.trim());
  if (empty.length && !confirmEmpty)
    throw new AppError(
      'KOX_OUTREACH_CONFIRM_EMPTY',
      undefined,
      empty.map((r) => ({ path: 'email_ids', message: r.id })),
    );
}

/** Queues one durable send job per e-mail at its time, in the caller's transaction. */
const enqueueSends = (tx: Tx, rows: { id: string; teamId: string; messageId: string; scheduledAt: Date }[]) =>
  enqueueJobs(
    tx,
    rows.map((r) => ({ teamId: r.teamId, ...sendJobOf(r) })),
  );

/**
 * Schedules drafts to be sent from the caller's mailbox (spec §5: a sender first, a time when scheduling, a
 * confirmation for an empty subject or body; every recipient valid), all or none. Each gets its sender, a new
 * Message-ID and its send job in one commit: nothing reaches SMTP before its Message-ID is stored. An e-mail that
 * may already have left (`mayHaveLeft`) keeps its Message-ID and sender, so its job finds that copy first.
 */
export async function scheduleEmails(
  db: Db,
  user: AuthUser,
  team: TeamContext,
  input: Selection & { mode: 'now' | 'scheduled'; scheduled_at?: string | undefined; confirm_empty: boolean },
) {
  const rows = await selectEmails(db, team, input, ['draft']);
  const [mailbox] = await db.select().from(koxMailboxes).where(eq(koxMailboxes.userId, user.id));
  if (!mailbox) throw new AppError('KOX_OUTREACH_NO_SENDER');
  const now = new Date();
  const at = sendTimeOf(input, now);
  refuseUnless(rows, ['draft']);
  if (!rows.length) throw new AppError('KOX_OUTREACH_STATE', 'There are no drafts to send.');
  checkContents(rows, input.confirm_empty);
  const projectId = rows[0]!.projectId;

  const batchId = await db.transaction(async (tx) => {
    const [batch] = await tx
      .insert(koxOutreachBatches)
      .values({ teamId: team.id, projectId, kind: 'send', total: rows.length, createdBy: user.id })
      .returning({ id: koxOutreachBatches.id });
    const scheduled = [];
    for (const r of rows) {
      const again = mayHaveLeft(r);
      const messageId = again ? r.messageId : newMessageId(mailbox.address, randomUUID());
      const [row] = await tx
        .update(koxOutreachEmails)
        .set({
          status: 'scheduled',
          statusReason: null,
          senderUserId: again ? r.senderUserId : user.id,
          messageId,
          scheduledAt: at,
          batchId: batch!.id,
          updatedBy: user.id,
          updatedAt: now,
        })
        .where(and(eq(koxOutreachEmails.id, r.id), eq(koxOutreachEmails.status, 'draft')))
        .returning();
      // Changed meanwhile (edited, scheduled by someone else): all or none.
      if (!row) throw new AppError('KOX_OUTREACH_STATE', undefined, [{ path: 'email_ids', message: r.id }]);
      scheduled.push({ id: row.id, teamId: row.teamId, messageId, scheduledAt: at });
    }
    await enqueueSends(tx, scheduled);
    return batch!.id;
  });
  return { batch_id: batchId, scheduled: rows.length, scheduled_at: at.toISOString() };
}

/**
 * Scheduled (not yet sending) or failed e-mails back to draft; their queued jobs find them changed and stop. A
 * Message-ID something may have left under is kept (`keptMessageId`).
 */
export async function returnToDraft(
  db: Db,
  user: AuthUser,
  team: TeamContext,
  input: { email_ids: string[] },
) {
  const rows = await visibleEmails(db, team, input.email_ids);
  refuseUnless(rows, ['scheduled', 'send_failed']);
  const changed = await db
    .update(koxOutreachEmails)
    .set({
      status: 'draft',
      scheduledAt: null,
      messageId: keptMessageId,
      statusReason: null,
      updatedBy: user.id,
      updatedAt: new Date(),
    })
    .where(
      and(
        inArray(
          koxOutreachEmails.id,
          rows.map((r) => r.id),
        ),
        inArray(koxOutreachEmails.status, ['scheduled', 'send_failed']),
      ),
    )
    .returning({ id: koxOutreachEmails.id });
  return { changed: changed.length, email_ids: changed.map((r) => r.id) };
}

/**
 * Sends failed e-mails again (by id, or the failed ones of a batch) from the mailbox that sent them, with the
 * same Message-ID: the job looks for a copy first, so one the server did take is not sent twice.
 */
export async function resendEmails(db: Db, user: AuthUser, team: TeamContext, input: Selection) {
  const rows = await selectEmails(db, team, input, ['send_failed']);
  refuseUnless(rows, ['send_failed']);
  const now = new Date();
  const changed = await db.transaction(async (tx) => {
    const updated = rows.length
      ? await tx
          .update(koxOutreachEmails)
          .set({
            status: 'scheduled',
            scheduledAt: now,
            statusReason: null,
            updatedBy: user.id,
            updatedAt: now,
          })
          .where(
            and(
              inArray(
                koxOutreachEmails.id,
                rows.map((r) => r.id),
              ),
              eq(koxOutreachEmails.status, 'send_failed'),
            ),
          )
          .returning()
      : [];
    await enqueueSends(
      tx,
      updated.map((r) => ({ id: r.id, teamId: r.teamId, messageId: r.messageId!, scheduledAt: now })),
    );
    return updated;
  });
  return { changed: changed.length, email_ids: changed.map((r) => r.id) };
}

/** E-mails of a sender parked by a pause (scheduled, no time): queued again from now. */
export async function requeueParked(tx: Tx, userId: string, now: Date): Promise<number> {
  const parked = await tx
    .update(koxOutreachEmails)
    .set({ scheduledAt: now, updatedAt: now })
    .where(
      and(
        eq(koxOutreachEmails.senderUserId, userId),
        eq(koxOutreachEmails.status, 'scheduled'),
        isNull(koxOutreachEmails.scheduledAt),
      ),
    )
    .returning();
  await enqueueSends(
    tx,
    parked.map((r) => ({ id: r.id, teamId: r.teamId, messageId: r.messageId!, scheduledAt: now })),
  );
  return parked.length;
}
