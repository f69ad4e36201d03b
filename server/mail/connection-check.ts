import type { MailSecurity } from '../../src/lib/kox-mailbox-values.ts';
import type { SideResultRow } from '../db/schema/index.ts';
import { connectionFailureOf, failureDetailOf } from './connection-failure.ts';
import { imapFlowClass, nodemailerPackage } from './mail-packages.ts';

export interface MailServerLogin {
  host: string;
  port: number;
  security: MailSecurity;
  user: string;
  pass: string;
}

/** Each side of a connection test ends within this, whatever the server does. */
export const SIDE_TIMEOUT_MS = 10_000;

const failed = (err: unknown): SideResultRow => ({
  ok: false,
  reason: connectionFailureOf(err),
  detail: failureDetailOf(err),
});

/** SMTP: connect with the chosen security, EHLO, sign in (nodemailer's verify), quit. */
export async function checkSmtp(login: MailServerLogin, timeoutMs = SIDE_TIMEOUT_MS): Promise<SideResultRow> {
  const nodemailer = await nodemailerPackage();
  const transport = nodemailer.createTransport({
    host: login.host,
    port: login.port,
    secure: login.security === 'ssl',
    requireTLS: login.security === 'starttls',
    ignoreTLS: login.security === 'none',
    auth: { user: login.user, pass: login.pass },
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  try {
    await transport.verify();
    return { ok: true, reason: null, detail: null };
  } catch (err) {
    return failed(err);
  } finally {
    transport.close();
  }
}

/** IMAP: connect with the chosen security, sign in, open INBOX read-only, log out. */
export async function checkImap(login: MailServerLogin, timeoutMs = SIDE_TIMEOUT_MS): Promise<SideResultRow> {
  const ImapFlow = await imapFlowClass();
  const client = new ImapFlow({
    host: login.host,
    port: login.port,
    secure: login.security === 'ssl',
    doSTARTTLS: login.security === 'starttls' ? true : login.security === 'none' ? false : undefined,
    auth: { user: login.user, pass: login.pass },
    logger: false,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  // A socket error after a failed command is also emitted; the command's rejection is what is reported.
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (err) {
    client.close();
    return failed(err);
  }
  try {
    await client.mailboxOpen('INBOX', { readOnly: true });
    await client.logout();
    return { ok: true, reason: null, detail: null };
  } catch (err) {
    client.close();
    return { ok: false, reason: 'mailbox_unavailable', detail: failureDetailOf(err) };
  }
}
