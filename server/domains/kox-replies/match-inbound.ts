import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { normalizeSubject } from '../../../src/lib/kox-inbound-mail.ts';
import type { Db } from '../../db/client.ts';
import { koxOutreachEmails } from '../../db/schema/index.ts';
import type { InboundMail } from '../../mail/inbound/parse-inbound.ts';

export type OutreachEmailRow = typeof koxOutreachEmails.$inferSelect;

/**
 * The outreach e-mail an inbound mail answers, among those sent from this user's mailbox: a bounce by the
 * returned Message-ID; otherwise by In-Reply-To / References, then by the sender being the e-mail's recipient
 * and the same normalized subject (the newest such e-mail). Null: the user's own mail, left alone.
 */
export async function matchInbound(
  db: Db,
  senderUserId: string,
  mail: InboundMail,
): Promise<OutreachEmailRow | null> {
  const fromSender = eq(koxOutreachEmails.senderUserId, senderUserId);
  const ids = mail.kind === 'bounce' ? [mail.bounce?.messageId].filter((id) => id != null) : mail.references;
  if (ids.length) {
    const [byId] = await db
      .select()
      .from(koxOutreachEmails)
      .where(and(fromSender, inArray(koxOutreachEmails.messageId, ids)))
      .orderBy(desc(koxOutreachEmails.followUpNumber))
      .limit(1);
    if (byId) return byId;
  }
  if (mail.kind === 'bounce' || !mail.from) return null;
  const subject = normalizeSubject(mail.subject);
  const candidates = await db
    .select()
    .from(koxOutreachEmails)
    .where(
      and(
        fromSender,
        isNotNull(koxOutreachEmails.sentAt),
        sql`lower(${koxOutreachEmails.toAddress}) = ${mail.from}`,
      ),
    )
    .orderBy(desc(koxOutreachEmails.sentAt));
  return candidates.find((e) => normalizeSubject(e.subject) === subject) ?? null;
}
