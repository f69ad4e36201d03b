import type { SenderLogin } from './sender-login.ts';
import { nodemailerPackage } from '../mail-packages.ts';

/** A send ends within this, whatever the server does: well inside a job's lease (60 s by default). */
export const SMTP_TIMEOUT_MS = 20_000;

export interface OutgoingMessage {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  /** A follow-up's parent Message-ID: In-Reply-To and References. */
  inReplyTo: string | null;
  /** Files sent with it, each under the name and type the user saw (at most 50 MB together, spec §5). */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

/**
 * Hands one message to the sender's SMTP server with the Message-ID stored beforehand, and a Bcc to the sender's
 * own address in the same transaction: the server accepts both copies or neither, so the sender's copy tells
 * later whether the server took the message (decision 111).
 */
export async function sendOutreachMessage(login: SenderLogin, message: OutgoingMessage): Promise<void> {
  const { smtp } = login;
  const nodemailer = await nodemailerPackage();
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.security === 'ssl',
    requireTLS: smtp.security === 'starttls',
    ignoreTLS: smtp.security === 'none',
    auth: { user: smtp.user, pass: smtp.pass },
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  try {
    const info = await transport.sendMail({
      messageId: message.messageId,
      from: { name: login.from.name, address: login.from.address },
      to: message.to,
      bcc: login.from.address,
      subject: message.subject,
      text: message.text,
      attachments: message.attachments ?? [],
      ...(message.inReplyTo ? { inReplyTo: message.inReplyTo, references: [message.inReplyTo] } : {}),
    });
    // SMTP lets a server refuse one recipient and take the rest: the sender's copy then went alone.
    const rejected = (info.rejected as (string | { address: string })[]).map((r) =>
      (typeof r === 'string' ? r : r.address).toLowerCase(),
    );
    if (rejected.includes(message.to.toLowerCase())) {
      const why = (info as { rejectedErrors?: SmtpError[] }).rejectedErrors?.[0];
      throw Object.assign(new Error(why?.response ?? 'The server refused the recipient'), {
        responseCode: why?.responseCode ?? 550,
        response: why?.response,
        recipientRejected: true,
      });
    }
  } finally {
    transport.close();
  }
}

/** True when the server refused the creator's address but may have taken the sender's own copy. */
export const recipientRejected = (err: unknown) =>
  (err as { recipientRejected?: boolean } | null)?.recipientRejected === true;

/**
 * What an SMTP failure means for the e-mail: `refused` (a 5xx: the server will not take it), `auth` (the mailbox
 * cannot sign in: sending pauses), `deferred` (a 4xx, or no connection at all: certainly not taken, try later),
 * `uncertain` (the connection broke without an answer: the server may have taken it).
 */
export type SmtpFailure = 'refused' | 'auth' | 'deferred' | 'uncertain';

interface SmtpError {
  code?: string;
  command?: string;
  responseCode?: number;
  response?: string;
}

export function smtpFailureOf(err: unknown): SmtpFailure {
  const e = (err ?? {}) as SmtpError;
  if (e.code === 'EAUTH' || e.responseCode === 535) return 'auth';
  if (typeof e.responseCode === 'number') return e.responseCode >= 500 ? 'refused' : 'deferred';
  if (e.command === 'CONN' || e.code === 'ECONNECTION' || e.code === 'EDNS') return 'deferred';
  return 'uncertain';
}

/** The server's own words (its reply line), or the library's. */
export function smtpReasonOf(err: unknown): string {
  const e = (err ?? {}) as SmtpError & { message?: string };
  return (e.response ?? e.message ?? String(err)).slice(0, 1000);
}
