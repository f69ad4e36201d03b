import { and, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import { bouncePauseReason } from '../../../src/lib/kox-outreach-values.ts';
import type { Tx } from '../../db/client.ts';
import { koxMailboxes, koxOutreachEmails, koxOutreachReplies } from '../../db/schema/index.ts';

/**
 * When bounces pile up, sending pauses (decision 115). Amazon SES reviews a sender at a 5 % bounce rate and may
 * pause it at 10 %. Counted over the e-mails the
 * mailbox handed to SMTP in the last 24 h (since the last resume, and at most the last 100): at least 5 bounced
 * and at least 10 % of them. The minimum keeps one bad address in a handful of e-mails from pausing anything.
 */
export const BOUNCE_PAUSE = { windowMs: 24 * 3_600_000, lastSent: 100, minBounces: 5, minRate: 0.1 } as const;

/** A bounce came back for the e-mail (it is `send_failed` now, but was handed over). Only for a where clause. */
const bounced = sql<boolean>`exists (select 1 from ${koxOutreachReplies} where ${koxOutreachReplies.emailId} = ${koxOutreachEmails.id} and ${koxOutreachReplies.kind} = 'bounce')`;

/**
 * Pauses the sender's mailbox when the rule holds, in the caller's transaction (the one that records the bounce).
 * Returns whether it paused it now.
 */
export async function pauseOnBounces(tx: Tx, senderUserId: string, now: Date): Promise<boolean> {
  const [mailbox] = await tx
    .select()
    .from(koxMailboxes)
    .where(eq(koxMailboxes.userId, senderUserId))
    .for('update');
  if (!mailbox || mailbox.pausedReason) return false;
  const dayAgo = now.getTime() - BOUNCE_PAUSE.windowMs;
  const from = new Date(Math.max(dayAgo, mailbox.resumedAt?.getTime() ?? 0));
  const recent = await tx
    .select({ id: koxOutreachEmails.id })
    .from(koxOutreachEmails)
    .where(
      and(
        eq(koxOutreachEmails.senderUserId, senderUserId),
        gte(koxOutreachEmails.sendingAt, from),
        or(inArray(koxOutreachEmails.status, ['sending', 'sent']), bounced),
      ),
    )
    .orderBy(desc(koxOutreachEmails.sendingAt))
    .limit(BOUNCE_PAUSE.lastSent);
  const bounces = recent.length
    ? await tx
        .selectDistinct({ id: koxOutreachReplies.emailId })
        .from(koxOutreachReplies)
        .where(
          and(
            inArray(
              koxOutreachReplies.emailId,
              recent.map((r) => r.id),
            ),
            eq(koxOutreachReplies.kind, 'bounce'),
          ),
        )
    : [];
  const count = bounces.length;
  if (count < BOUNCE_PAUSE.minBounces || count < BOUNCE_PAUSE.minRate * recent.length) return false;
  await tx
    .update(koxMailboxes)
    .set({ pausedReason: bouncePauseReason(count, recent.length), pausedAt: now })
    .where(and(eq(koxMailboxes.userId, senderUserId), isNull(koxMailboxes.pausedReason)));
  return true;
}
