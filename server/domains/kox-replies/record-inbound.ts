import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { koxOutreachEmails, koxOutreachReplies } from '../../db/schema/index.ts';
import { pauseOnBounces } from '../kox-outreach/bounce-pause.ts';
import type { InboundMail } from '../../mail/inbound/parse-inbound.ts';
import type { OutreachEmailRow } from './match-inbound.ts';

export type ReplyRow = typeof koxOutreachReplies.$inferSelect;

export const CANCELLED_BY_REPLY =
  'The creator replied before this follow-up was sent; it went back to draft.';

/**
 * Keeps a matched mail once per mailbox and Message-ID, with what it causes in the same transaction: a bounce
 * marks the e-mail failed with the server's words and may pause the sender's mailbox (`pauseOnBounces`); a reply returns the thread's unsent follow-ups to draft.
 * Returns the new row, or null when this mail was already kept (read again).
 */
export async function recordInbound(
  db: Db,
  mailboxUserId: string,
  mail: InboundMail,
  email: OutreachEmailRow,
): Promise<ReplyRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(koxOutreachReplies)
      .values({
        teamId: email.teamId,
        projectId: email.projectId,
        creatorId: email.creatorId,
        emailId: email.id,
        mailboxUserId,
        kind: mail.kind,
        messageId: mail.messageId,
        fromAddress: mail.from,
        subject: mail.subject,
        text: mail.text,
        ownText: mail.ownText,
        receivedAt: mail.date,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    const now = new Date();
    if (mail.kind === 'bounce') {
      await tx
        .update(koxOutreachEmails)
        .set({ status: 'send_failed', statusReason: mail.bounce?.diagnostic ?? 'bounced', updatedAt: now })
        .where(eq(koxOutreachEmails.id, email.id));
      await pauseOnBounces(tx, email.senderUserId ?? mailboxUserId, now);
    }
    if (mail.kind === 'reply')
      await tx
        .update(koxOutreachEmails)
        .set({ status: 'draft', statusReason: CANCELLED_BY_REPLY, updatedAt: now })
        .where(
          and(
            eq(koxOutreachEmails.projectId, email.projectId),
            eq(koxOutreachEmails.creatorId, email.creatorId),
            eq(koxOutreachEmails.kind, 'follow_up'),
            eq(koxOutreachEmails.status, 'scheduled'),
            ne(koxOutreachEmails.id, email.id),
          ),
        );
    return row;
  });
}
