import { createHash } from 'node:crypto';
import type { Attachment } from 'mailparser';
import {
  bounceDetailOf,
  isAutoReply,
  isBounce,
  referencedMessageIds,
  type BounceDetail,
  type InboundKind,
} from '../../../src/lib/kox-inbound-mail.ts';
import { ownWordsOf } from '../../../src/lib/kox-label-rules/reply-text.ts';
import { simpleParserFunction } from '../mail-packages.ts';

/** A mail read from a mailbox, as the matcher needs it: text only, never markup. */
export interface InboundMail {
  messageId: string;
  /** In-Reply-To then References. */
  references: string[];
  from: string;
  subject: string;
  /** The plain text (an HTML-only mail is read as text). */
  text: string;
  /** The sender's own words: the text without the quoted e-mail. */
  ownText: string;
  date: Date;
  kind: InboundKind;
  bounce: BounceDetail | null;
}

const TEXT_MAX = 100_000;

const headerLine = (value: unknown): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(headerLine).join(' ');
  if (typeof value === 'object' && 'value' in value) {
    const params = 'params' in value ? (value.params as Record<string, string>) : {};
    return [String(value.value), ...Object.entries(params).map(([k, v]) => `${k}=${v}`)].join('; ');
  }
  return String(value as string);
};

const partText = (a: Attachment | undefined) => a?.content.toString('utf8') ?? '';

/** Reads one raw RFC 5322 mail. A mail without a Message-ID gets one derived from its bytes (read twice, kept once). */
export async function parseInbound(raw: Buffer | string): Promise<InboundMail> {
  const simpleParser = await simpleParserFunction();
  const mail = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true });
  const headers = new Map([...mail.headers].map(([k, v]) => [k.toLowerCase(), headerLine(v) ?? '']));
  const subject = mail.subject ?? '';
  const contentType = mail.headerLines
    .find((h) => h.key === 'content-type')
    ?.line.replace(/^content-type:\s*/i, '');
  const text = (mail.text ?? '').slice(0, TEXT_MAX);
  const bounce = isBounce(contentType)
    ? bounceDetailOf(
        // mailparser reads a message/delivery-status part into the text; an attachment when it is encoded.
        partText(mail.attachments.find((a) => a.contentType === 'message/delivery-status')) || text,
        partText(
          mail.attachments.find(
            (a) => a.contentType === 'message/rfc822' || a.contentType === 'text/rfc822-headers',
          ),
        ),
      )
    : null;
  const kind: InboundKind = bounce ? 'bounce' : isAutoReply(headers, subject) ? 'auto_reply' : 'reply';
  const from = mail.from?.value[0]?.address?.trim().toLowerCase() ?? '';
  const messageId =
    mail.messageId ?? `<${createHash('sha256').update(raw).digest('hex').slice(0, 32)}@derived.invalid>`;
  return {
    messageId,
    references: referencedMessageIds(headers.get('in-reply-to'), headers.get('references')),
    from,
    subject,
    text,
    ownText: ownWordsOf(text),
    date: mail.date ?? new Date(),
    kind,
    bounce,
  };
}
