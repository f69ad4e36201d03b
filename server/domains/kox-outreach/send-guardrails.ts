import { and, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { koxMailboxes, koxOutreachEmails } from '../../db/schema/index.ts';

const DAY_MS = 86_400_000;

/** The start of `now`'s day (UTC): the daily cap counts from here. */
export const dayStartOf = (now: Date) => new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);

/** E-mails a mailbox handed to SMTP (sending or sent) since `since`. */
export async function sentSince(tx: Pick<Tx, 'select'>, userId: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(koxOutreachEmails)
    .where(
      and(
        eq(koxOutreachEmails.senderUserId, userId),
        inArray(koxOutreachEmails.status, ['sending', 'sent']),
        gte(koxOutreachEmails.sendingAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** When the mailbox last handed an e-mail to SMTP. */
async function lastSendingAt(tx: Tx, userId: string): Promise<Date | null> {
  const [row] = await tx
    .select({ at: sql<string | null>`max(${koxOutreachEmails.sendingAt})` })
    .from(koxOutreachEmails)
    .where(
      and(eq(koxOutreachEmails.senderUserId, userId), inArray(koxOutreachEmails.status, ['sending', 'sent'])),
    );
  return row?.at ? new Date(row.at) : null;
}

/** E-mails of a mailbox scheduled after `now` and before `until` (reserved slots and times users chose). */
async function dueLaterToday(tx: Tx, userId: string, now: Date, until: Date): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(koxOutreachEmails)
    .where(
      and(
        eq(koxOutreachEmails.senderUserId, userId),
        eq(koxOutreachEmails.status, 'scheduled'),
        gt(koxOutreachEmails.scheduledAt, now),
        lt(koxOutreachEmails.scheduledAt, until),
      ),
    );
  return row?.n ?? 0;
}

/** More than the clocks of two nodes differ by. */
const CLOCK_SKEW_MS = 60_000;

/**
 * A send time, or 0 when it lies further ahead of `now` than `ahead` (the reservations can reach) allows: only a
 * clock set back (NTP, a restored VM) makes one, and spacing against it would hold the mailbox for as long as the
 * clock went back.
 */
export const sinceClockBack = (at: number, now: Date, ahead: number): number =>
  at > now.getTime() + ahead + CLOCK_SKEW_MS ? 0 : at;

export type Gate =
  | { kind: 'go' }
  | { kind: 'paused' }
  | { kind: 'no_mailbox' }
  | { kind: 'later'; at: Date; reserved: boolean };

/**
 * Whether the mailbox may send now (issue 13 guardrails), decided with its row locked, so that on several nodes
 * one decision at a time reads and moves `last_send_at`. Over the daily cap: tomorrow. Too early for the spacing:
 * the next free slot is reserved for this e-mail (`last_send_at` moves to it), so a thousand e-mails due at once
 * wake once each at their own slot rather than all at every slot, and those the cap leaves no slot today for
 * wait for tomorrow. A job woken at its reserved slot goes. Days are UTC days.
 */
export async function gateSend(
  tx: Tx,
  opts: { userId: string; now: Date; reservedSlot: boolean },
): Promise<Gate> {
  const { userId, now } = opts;
  const [mailbox] = await tx.select().from(koxMailboxes).where(eq(koxMailboxes.userId, userId)).for('update');
  if (!mailbox) return { kind: 'no_mailbox' };
  if (mailbox.pausedReason) return { kind: 'paused' };
  const tomorrow = new Date(dayStartOf(now).getTime() + DAY_MS);
  const sent = await sentSince(tx, userId, dayStartOf(now));
  if (sent >= mailbox.dailyCap) return { kind: 'later', at: tomorrow, reserved: false };
  const spacingMs = mailbox.sendSpacingSeconds * 1000;
  // A slot is a promise of order, not of time: a job wakes at the runner's next poll after it, so the spacing is
  // kept against the last e-mail that really went.
  const earliest = sinceClockBack((await lastSendingAt(tx, userId))?.getTime() ?? 0, now, 0) + spacingMs;
  if (opts.reservedSlot && earliest > now.getTime())
    return { kind: 'later', at: new Date(earliest), reserved: true };
  const last = sinceClockBack(mailbox.lastSendAt?.getTime() ?? 0, now, mailbox.dailyCap * spacingMs);
  const next = Math.max(last + spacingMs, earliest);
  if (!opts.reservedSlot && next > now.getTime()) {
    // The e-mails already due later today take the rest of the cap first: past it, this one waits for tomorrow
    // at once instead of waking at a slot only to be put back.
    if (sent + (await dueLaterToday(tx, userId, now, tomorrow)) >= mailbox.dailyCap)
      return { kind: 'later', at: tomorrow, reserved: false };
    const slot = new Date(next);
    await tx.update(koxMailboxes).set({ lastSendAt: slot }).where(eq(koxMailboxes.userId, userId));
    return { kind: 'later', at: slot, reserved: true };
  }
  await tx
    .update(koxMailboxes)
    .set({ lastSendAt: new Date(Math.max(last, now.getTime())) })
    .where(eq(koxMailboxes.userId, userId));
  return { kind: 'go' };
}
