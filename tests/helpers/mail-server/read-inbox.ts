import { ImapFlow, type FetchMessageObject } from 'imapflow';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { MailHarness } from './mail-harness.ts';

/** Each message of a harness user's INBOX, read-only over IMAP, fetched with `query`. */
async function readInbox<T>(
  mail: MailHarness,
  user: string,
  query: { source: true } | { envelope: true },
  each: (message: FetchMessageObject) => Promise<T> | T,
): Promise<T[]> {
  const client = new ImapFlow({
    host: mail.host,
    port: mail.imapPort,
    secure: false,
    doSTARTTLS: false,
    auth: { user, pass: mail.users[user]! },
    logger: false,
  });
  await client.connect();
  try {
    const lock = await client.getMailboxLock('INBOX', { readOnly: true });
    try {
      const found: T[] = [];
      if (client.mailbox && client.mailbox.exists)
        for await (const m of client.fetch('1:*', query)) found.push(await each(m));
      return found;
    } finally {
      lock.release();
    }
  } finally {
    await client.logout();
  }
}

/** Every message in a harness user's INBOX, parsed. */
export const inboxMessages = (mail: MailHarness, user: string): Promise<ParsedMail[]> =>
  readInbox(mail, user, { source: true }, (m) => simpleParser(m.source!));

/** The Message-IDs in a harness user's INBOX, one entry per message (duplicates stay). */
export const inboxMessageIds = (mail: MailHarness, user: string): Promise<string[]> =>
  readInbox(mail, user, { envelope: true }, (m) => m.envelope?.messageId ?? '');
