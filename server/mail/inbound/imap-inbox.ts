import type { MailServerLogin } from '../connection-check.ts';
import { imapFlowClass } from '../mail-packages.ts';

export interface ImapCursor {
  uidValidity: string | null;
  lastUid: number | null;
}

/** Each IMAP step ends within this: a server that stops answering is a poll error, not a hung job. */
const IMAP_TIMEOUT_MS = 15_000;

/**
 * Reads the INBOX's mail not read yet, oldest first, by UID: after `cursor.lastUid`, or, when the INBOX's
 * UIDVALIDITY changed (or was never seen), every mail that arrived since `since`. `onMail` is awaited for each
 * before the next; what it has been given is covered by the cursor it returns through `onRead`.
 */
export async function readImapInbox(
  login: MailServerLogin,
  cursor: ImapCursor,
  since: Date,
  onMail: (raw: Buffer, uid: number) => Promise<void>,
  onRead: (cursor: ImapCursor) => Promise<void>,
): Promise<void> {
  const ImapFlow = await imapFlowClass();
  const client = new ImapFlow({
    host: login.host,
    port: login.port,
    secure: login.security === 'ssl',
    doSTARTTLS: login.security === 'starttls' ? true : login.security === 'none' ? false : undefined,
    auth: { user: login.user, pass: login.pass },
    logger: false,
    connectionTimeout: IMAP_TIMEOUT_MS,
    greetingTimeout: IMAP_TIMEOUT_MS,
    socketTimeout: IMAP_TIMEOUT_MS,
  });
  // The failing command's rejection is what is reported; the socket's own error event is not.
  client.on('error', () => {});
  await client.connect();
  try {
    const box = await client.mailboxOpen('INBOX', { readOnly: true });
    const uidValidity = String(box.uidValidity);
    const same = cursor.uidValidity === uidValidity && cursor.lastUid !== null;
    const uids = same
      ? ((await client.search({ uid: `${cursor.lastUid! + 1}:*` }, { uid: true })) || []).filter(
          (u) => u > cursor.lastUid!,
        )
      : (await client.search({ since }, { uid: true })) || [];
    let lastUid = same ? cursor.lastUid! : 0;
    if (!same) await onRead({ uidValidity, lastUid: Math.max(0, (uids[0] ?? box.uidNext) - 1) });
    for (const uid of uids.sort((a, b) => a - b)) {
      const message = await client.fetchOne(String(uid), { uid: true, source: true }, { uid: true });
      if (message && message.source) await onMail(message.source, uid);
      lastUid = uid;
      await onRead({ uidValidity, lastUid });
    }
    await client.logout();
  } catch (err) {
    client.close();
    throw err;
  }
}
