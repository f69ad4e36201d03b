import { and, eq } from 'drizzle-orm';
import type { ImapFlow } from 'imapflow';
import type { Db } from '../../db/client.ts';
import { koxSandboxMessages } from '../../db/schema/index.ts';
import type { SenderLogin } from './sender-login.ts';
import { SMTP_TIMEOUT_MS } from './send-outreach-message.ts';
import { imapFlowClass } from '../mail-packages.ts';

/** Looks in one IMAP folder for a message by its Message-ID header. */
async function folderHas(client: ImapFlow, folder: string, messageId: string): Promise<boolean> {
  const lock = await client.getMailboxLock(folder, { readOnly: true });
  try {
    const found = await client.search({ header: { 'message-id': messageId } }, { uid: true });
    return Array.isArray(found) && found.length > 0;
  } finally {
    lock.release();
  }
}

/**
 * Whether the sender's mailbox holds a copy of the message (its own Bcc, decision 111): in the INBOX or the
 * Sent folder of their IMAP server, or in the sandbox's table. Throws when the mailbox cannot be read: then
 * nothing is known and the caller tries again later.
 */
export async function sentCopyExists(db: Db, login: SenderLogin, messageId: string): Promise<boolean> {
  if (!login.imap) {
    const [row] = await db
      .select({ id: koxSandboxMessages.id })
      .from(koxSandboxMessages)
      .where(and(eq(koxSandboxMessages.userId, login.userId), eq(koxSandboxMessages.messageId, messageId)))
      .limit(1);
    return row !== undefined;
  }
  const { imap } = login;
  const ImapFlow = await imapFlowClass();
  const client = new ImapFlow({
    host: imap.host,
    port: imap.port,
    secure: imap.security === 'ssl',
    doSTARTTLS: imap.security === 'starttls' ? true : imap.security === 'none' ? false : undefined,
    auth: { user: imap.user, pass: imap.pass },
    logger: false,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  client.on('error', () => {});
  await client.connect();
  try {
    if (await folderHas(client, 'INBOX', messageId)) return true;
    const folders = await client.list();
    const sent = folders.find((f) => f.specialUse === '\\Sent');
    return sent ? folderHas(client, sent.path, messageId) : false;
  } finally {
    await client.logout().catch(() => client.close());
  }
}
