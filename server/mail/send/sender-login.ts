import type { Config } from '../../lib/config.ts';
import type { Db } from '../../db/client.ts';
import type { koxMailboxes } from '../../db/schema/index.ts';
import { openAuthPassword } from '../../domains/kox-mailbox/mailbox-secrets.ts';
import type { MailServerLogin } from '../connection-check.ts';
import { sandboxMailServer, SANDBOX_DOMAIN } from '../sandbox/sandbox-mail-server.ts';

type MailboxRow = typeof koxMailboxes.$inferSelect;

/** How to reach a sender's mailbox: SMTP to send, and where a copy of what it sent can be looked up. */
export interface SenderLogin {
  kind: 'custom' | 'sandbox';
  userId: string;
  from: { name: string; address: string };
  smtp: MailServerLogin;
  /** The user's own IMAP server (custom); the sandbox's copies are in `kox_sandbox_messages`. */
  imap: MailServerLogin | null;
}

/**
 * The sender's saved mailbox, ready to sign in: their own servers with the sealed authorization password, or the
 * sandbox server's login for them. Throws SecretUnreadableError when the password was sealed with another key.
 */
export async function senderLogin(deps: { db: Db; config: Config }, row: MailboxRow): Promise<SenderLogin> {
  const from = { name: row.senderName, address: row.address };
  if (row.kind === 'sandbox') {
    const server = await sandboxMailServer(deps.db);
    const login = server.loginOf(row.userId);
    return {
      kind: 'sandbox',
      userId: row.userId,
      from,
      smtp: { host: server.host, port: server.port, security: 'none', ...login },
      imap: null,
    };
  }
  const pass = await openAuthPassword(deps.config, row);
  const user = row.account || row.address;
  return {
    kind: 'custom',
    userId: row.userId,
    from,
    smtp: { host: row.smtpHost, port: row.smtpPort ?? 0, security: row.smtpSecurity, user, pass },
    imap: { host: row.imapHost, port: row.imapPort ?? 0, security: row.imapSecurity, user, pass },
  };
}

/** `<uuid@domain>` at the sender's own domain (the sandbox's for a sandbox mailbox). */
export function newMessageId(address: string, uuid: string): string {
  const domain = address.split('@')[1]?.trim() || SANDBOX_DOMAIN;
  return `<${uuid}@${domain}>`;
}

/** A new Message-ID at the same domain as `messageId`. */
export const rotatedMessageId = (messageId: string, uuid: string) =>
  newMessageId(messageId.replace(/^<|>$/g, ''), uuid);
