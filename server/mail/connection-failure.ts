import type { ConnectionFailure } from '../../src/lib/kox-mailbox-values.ts';

interface MailError {
  code?: string;
  responseCode?: number;
  response?: string;
  responseText?: string;
  authenticationFailed?: boolean;
  message?: string;
  cause?: unknown;
}

const TLS_WORDS = /wrong version number|ssl routines|tls|handshake|packet length too long|ERR_SSL|EPROTO/i;

/**
 * Reads why a mail server refused, from what nodemailer and imapflow attach to their errors (the socket's errno,
 * the SMTP reply code, imapflow's authentication flag). `other` keeps the error's own text for the screen.
 */
export function connectionFailureOf(err: unknown): ConnectionFailure {
  const e = (err ?? {}) as MailError;
  const code = e.code ?? (e.cause as MailError | undefined)?.code;
  const text = `${e.message ?? ''} ${e.response ?? ''} ${e.responseText ?? ''} ${code ?? ''}`;
  if (e.authenticationFailed || code === 'EAUTH' || e.responseCode === 535 || e.responseCode === 534)
    return 'auth_failed';
  // nodemailer wraps the socket's errno (`ESOCKET`, `EDNS`) and keeps it in the message only.
  if (code === 'EDNS' || /\b(ENOTFOUND|EAI_AGAIN)\b/.test(text)) return 'host_not_found';
  if (/\bECONNREFUSED\b/.test(text)) return 'connection_refused';
  if (TLS_WORDS.test(text)) return 'tls_mismatch';
  if (code === 'ETIMEDOUT' || code === 'ETIMEOUT' || /timed? ?out/i.test(text)) return 'timeout';
  return 'other';
}

/** The server's or the socket's own words, short enough for a line on the screen. */
export function failureDetailOf(err: unknown): string | null {
  const e = (err ?? {}) as MailError;
  const words = e.response ?? e.responseText ?? e.message;
  return words ? words.trim().slice(0, 300) : null;
}
