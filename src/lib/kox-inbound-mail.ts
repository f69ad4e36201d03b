/*
 * Telling a creator's reply from mail that only looks like one (issue 13, docs/kox.md "Reading replies"): pure
 * functions over a mail's headers and subject, shared by the IMAP and the sandbox readers.
 */

export const INBOUND_KINDS = ['reply', 'auto_reply', 'bounce'] as const;
export type InboundKind = (typeof INBOUND_KINDS)[number];

/** Reply and forward prefixes in the languages creators write, with either colon; repeated ones all go. */
const PREFIX =
  /^\s*(?:re|fw|fwd|aw|wg|sv|vs|tr|antw|回复|回覆|答复|答覆|转发|轉寄|转寄)\s*(?:\[\d+\])?\s*[:：]\s*/i;

/** The subject a thread is known by: reply/forward prefixes stripped, spaces folded, case ignored. */
export function normalizeSubject(subject: string): string {
  let s = subject.normalize('NFKC').trim();
  for (let before = ''; before !== s;) {
    before = s;
    s = s.replace(PREFIX, '');
  }
  return s.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Header names lower-cased, values as one line. */
export type HeaderMap = ReadonlyMap<string, string>;

const AUTO_SUBJECT =
  /^\s*(?:automatic reply|auto(?:matic)?[- ]?reply|out of (?:the )?office|自动回复|自動回覆)\s*[:：]/i;

/**
 * Whether a mail was sent by a machine answering ours rather than by the creator: RFC 3834's Auto-Submitted
 * (anything but "no"), the common X-Autoreply / X-Autorespond, Precedence auto_reply, and Exchange's
 * X-Auto-Response-Suppress on a subject it prefixes "Automatic reply:".
 */
export function isAutoReply(headers: HeaderMap, subject: string): boolean {
  const submitted = headers.get('auto-submitted')?.trim().toLowerCase();
  if (submitted && !submitted.startsWith('no')) return true;
  if (headers.has('x-autoreply') || headers.has('x-autorespond')) return true;
  if (headers.get('precedence')?.trim().toLowerCase() === 'auto_reply') return true;
  return headers.has('x-auto-response-suppress') && AUTO_SUBJECT.test(subject);
}

/** A delivery-status report (RFC 3464): multipart/report with report-type=delivery-status. */
export function isBounce(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.toLowerCase();
  return type.startsWith('multipart/report') && /report-type\s*=\s*"?delivery-status"?/.test(type);
}

export interface BounceDetail {
  /** The returned e-mail's Message-ID, from the headers sent back with the report. */
  messageId: string | null;
  /** The remote server's words (Diagnostic-Code), else the status and action. */
  diagnostic: string;
}

const field = (text: string, name: string) =>
  new RegExp(`^${name}:[ \\t]*(.+(?:\\r?\\n[ \\t]+.+)*)`, 'im').exec(text)?.[1]?.replace(/\s+/g, ' ').trim();

/**
 * What a bounce says: the message/delivery-status part's diagnostic and the returned headers' Message-ID
 * (a message/rfc822 or text/rfc822-headers part).
 */
export function bounceDetailOf(status: string, returnedHeaders: string): BounceDetail {
  const diagnostic =
    field(status, 'Diagnostic-Code')?.replace(/^smtp;\s*/i, '') ??
    [field(status, 'Status'), field(status, 'Action')].filter(Boolean).join(' ');
  const messageId = /<[^<>\s]+@[^<>\s]+>/.exec(field(returnedHeaders, 'Message-ID') ?? '')?.[0] ?? null;
  return { messageId, diagnostic: diagnostic || 'delivery failed' };
}

/** Message-IDs named in In-Reply-To and References, in order, each once. */
export function referencedMessageIds(...values: (string | undefined)[]): string[] {
  const ids = values.flatMap((v) => v?.match(/<[^<>\s]+>/g) ?? []);
  return [...new Set(ids)];
}
