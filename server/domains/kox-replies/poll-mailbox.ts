import { and, eq, gt, isNotNull, min } from 'drizzle-orm';
import type { ModelReplyJudge } from '../../../src/lib/kox-label-judgment.ts';
import type { Db } from '../../db/client.ts';
import { koxMailboxes, koxOutreachEmails } from '../../db/schema/index.ts';
import type { Config } from '../../lib/config.ts';
import { errorSummary } from '../../lib/error-for-log.ts';
import { readImapInbox } from '../../mail/inbound/imap-inbox.ts';
import { parseInbound } from '../../mail/inbound/parse-inbound.ts';
import { readSandboxInbox } from '../../mail/inbound/sandbox-inbox.ts';
import { openAuthPassword } from '../kox-mailbox/mailbox-secrets.ts';
import { judgeReply, judgeUnjudged } from './judge-reply.ts';
import { matchInbound } from './match-inbound.ts';
import { recordInbound } from './record-inbound.ts';

/** Replies are looked for while the mailbox has e-mails sent this recently. */
export const OUTSTANDING_DAYS = 60;
const DAY_MS = 86_400_000;

export interface ReplyReadingDeps {
  db: Db;
  config: Config;
  /** The model's judgment through the configured provider; null with the offline model. */
  modelJudge: ModelReplyJudge | null;
}

export interface PollOutcome {
  read: number;
  kept: number;
  error: string | null;
}

export const outstandingSince = (now: Date) => new Date(now.getTime() - OUTSTANDING_DAYS * DAY_MS);

/** The oldest e-mail still waiting for an answer from this mailbox (where a changed UIDVALIDITY restarts). */
async function oldestOutstanding(db: Db, userId: string, now: Date): Promise<Date> {
  const since = outstandingSince(now);
  const [row] = await db
    .select({ at: min(koxOutreachEmails.sentAt) })
    .from(koxOutreachEmails)
    .where(
      and(
        eq(koxOutreachEmails.senderUserId, userId),
        isNotNull(koxOutreachEmails.sentAt),
        gt(koxOutreachEmails.sentAt, since),
      ),
    );
  return row?.at ?? since;
}

/**
 * Reads a user's mailbox once: every mail not read before is parsed, matched to an outreach e-mail or left alone
 * (private mail: nothing of it is stored), kept, and a reply judged. Where reading got to is written as it goes,
 * so a failure part-way loses nothing and reads nothing twice (a mail read again is recognised by its
 * Message-ID). A reply kept but not judged (a stop in between) is judged first. A failure is kept on the row as
 * `poll_error` (`last_polled_at` stays the last good read) and cleared by the next good read.
 */
export async function pollMailbox(
  deps: ReplyReadingDeps,
  userId: string,
  now = new Date(),
): Promise<PollOutcome> {
  const { db } = deps;
  const [row] = await db.select().from(koxMailboxes).where(eq(koxMailboxes.userId, userId));
  if (!row) return { read: 0, kept: 0, error: null };
  let read = 0;
  let kept = 0;
  const handle = async (raw: Buffer | string) => {
    read++;
    const mail = await parseInbound(raw);
    if (row.address && mail.from === row.address.toLowerCase()) return;
    const email = await matchInbound(db, userId, mail);
    if (!email) return;
    const reply = await recordInbound(db, userId, mail, email);
    if (!reply) return;
    kept++;
    if (reply.kind === 'reply') await judgeReply(db, reply, deps.modelJudge);
  };
  try {
    await judgeUnjudged(db, userId, deps.modelJudge);
    if (row.kind === 'sandbox') {
      for (const raw of await readSandboxInbox(db, userId, row.lastPolledAt)) await handle(raw);
    } else {
      const pass = await openAuthPassword(deps.config, row);
      await readImapInbox(
        {
          host: row.imapHost,
          port: row.imapPort!,
          security: row.imapSecurity,
          user: row.account || row.address,
          pass,
        },
        { uidValidity: row.imapUidValidity, lastUid: row.imapLastUid },
        await oldestOutstanding(db, userId, now),
        (raw) => handle(raw),
        (cursor) =>
          db
            .update(koxMailboxes)
            .set({ imapUidValidity: cursor.uidValidity, imapLastUid: cursor.lastUid })
            .where(eq(koxMailboxes.userId, userId))
            .then(() => undefined),
      );
    }
    await db
      .update(koxMailboxes)
      .set({ lastPolledAt: now, pollError: null })
      .where(eq(koxMailboxes.userId, userId));
    return { read, kept, error: null };
  } catch (err) {
    const error = errorSummary(err);
    await db.update(koxMailboxes).set({ pollError: error }).where(eq(koxMailboxes.userId, userId));
    return { read, kept, error };
  }
}
