import { sql } from 'drizzle-orm';
import { koxOutreachEmails } from '../../db/schema/index.ts';
import type { EmailRow } from './outreach-queries.ts';

/**
 * An e-mail handed to SMTP at least once (`send_attempts` > 0) may have left without its `sent` being committed
 * (a crash, a lost connection, retries exhausted while uncertain). Its Message-ID is how the sender's copy is
 * found again (decision 111), so an edit or a return to draft keeps it; one never handed over drops it.
 */
export const keptMessageId = sql<
  string | null
>`case when ${koxOutreachEmails.sendAttempts} > 0 then ${koxOutreachEmails.messageId} end`;

/** Scheduled again, such an e-mail keeps its Message-ID and the mailbox it may have left from. */
export const mayHaveLeft = (row: EmailRow): row is EmailRow & { messageId: string; senderUserId: string } =>
  row.sendAttempts > 0 && row.messageId !== null && row.senderUserId !== null;
