import { randomUUID } from 'node:crypto';
import type { SIMULATED_REPLY_KINDS } from '../../../src/lib/api/endpoints/kox-outreach-replies.ts';
import type { Language } from '../../../src/tools/switch-language/contract.ts';

export type SimulatedReplyKind = (typeof SIMULATED_REPLY_KINDS)[number];

/** Every simulated mail says what it is, in a header and in its text: it is sample data, not a creator's words. */
export const SIMULATED_HEADER = 'X-Booster-Simulated: sample data (sandbox)';

const WORDS: Record<Language, Record<Exclude<SimulatedReplyKind, 'bounce'>, string> & { note: string }> = {
  en: {
    interested:
      "Hi, thanks for reaching out! I'm interested. Could you send me the brief and the deliverables you have in mind?",
    declined:
      "Thanks for thinking of me, but I'm not interested in this one. Best of luck with the campaign!",
    asks_price:
      "Thanks for the invitation. What's the budget for this? My rate for a dedicated video is 800 USD.",
    auto_reply:
      "I'm travelling until next week with limited access to e-mail. I'll get back to you when I return.",
    note: '[Simulated creator reply: sandbox sample data]',
  },
  zh: {
    interested: '你好，谢谢邀请！我对这次合作很感兴趣，可以把详细方案和需要的内容发给我吗？',
    declined: '谢谢你想到我，不过这次合作我不感兴趣，祝活动顺利！',
    asks_price: '你好，谢谢邀请。请问这次合作的预算是多少？我单条视频的报价是 5000 元。',
    auto_reply: '您好，我目前正在休假，回来后会尽快回复您。',
    note: '[模拟的达人回复：沙盒示例数据]',
  },
};

const AUTO_SUBJECT: Record<Language, string> = { en: 'Automatic reply: ', zh: '自动回复：' };

const encodedWord = (s: string) =>
  /^[\x20-\x7e]*$/.test(s) ? s : `=?UTF-8?B?${Buffer.from(s).toString('base64')}?=`;
const base64Lines = (s: string) =>
  Buffer.from(s)
    .toString('base64')
    .replace(/.{1,76}/g, '$&\r\n');

export interface SimulatedSource {
  /** The e-mail answered: its recipient answers (or its mail server bounces it). */
  messageId: string;
  subject: string;
  body: string;
  to: string;
  from: string;
  sentAt: Date;
}

/** A realistic raw RFC 5322 mail a creator (or their server) would send back, threaded under `source`. */
export function simulatedMail(
  source: SimulatedSource,
  kind: SimulatedReplyKind,
  language: Language,
  now: Date,
): { messageId: string; from: string; raw: string } {
  const creatorDomain = source.to.split('@')[1] ?? 'creator.invalid';
  const senderDomain = source.from.split('@')[1] ?? 'booster-sandbox.invalid';
  const date = now.toUTCString().replace('GMT', '+0000');
  if (kind === 'bounce') {
    const messageId = `<${randomUUID()}@${senderDomain}>`;
    const boundary = `bounce-${randomUUID()}`;
    const from = `mailer-daemon@${senderDomain}`;
    const raw = [
      `From: Mail Delivery System <${from}>`,
      `To: ${source.from}`,
      'Subject: Undelivered Mail Returned to Sender',
      `Date: ${date}`,
      `Message-ID: ${messageId}`,
      'Auto-Submitted: auto-replied',
      SIMULATED_HEADER,
      'MIME-Version: 1.0',
      `Content-Type: multipart/report; report-type=delivery-status; boundary="${boundary}"`,
      '',
      `--${boundary}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      `${WORDS[language].note}`,
      `Your message to <${source.to}> could not be delivered: the recipient's mailbox does not exist.`,
      '',
      `--${boundary}`,
      'Content-Type: message/delivery-status',
      '',
      `Reporting-MTA: dns; ${senderDomain}`,
      '',
      `Final-Recipient: rfc822; ${source.to}`,
      'Action: failed',
      'Status: 5.1.1',
      `Diagnostic-Code: smtp; 550 5.1.1 <${source.to}>: Recipient address rejected: User unknown (simulated)`,
      '',
      `--${boundary}`,
      'Content-Type: text/rfc822-headers',
      '',
      `From: ${source.from}`,
      `To: ${source.to}`,
      `Subject: ${encodedWord(source.subject)}`,
      `Message-ID: ${source.messageId}`,
      '',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    return { messageId, from, raw };
  }
  const messageId = `<${randomUUID()}@${creatorDomain}>`;
  const quoteHead =
    language === 'zh'
      ? `在 ${source.sentAt.toISOString().slice(0, 10)}，<${source.from}> 写道：`
      : `On ${source.sentAt.toUTCString()}, <${source.from}> wrote:`;
  const quoted = source.body
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\r\n');
  // The note goes below the quoted e-mail: shown with the mail, never read as the creator's words by the rules.
  const text = [WORDS[language][kind], '', quoteHead, quoted, '', WORDS[language].note].join('\r\n');
  const subject =
    kind === 'auto_reply' ? `${AUTO_SUBJECT[language]}${source.subject}` : `Re: ${source.subject}`;
  const raw = [
    `From: ${source.to}`,
    `To: ${source.from}`,
    `Subject: ${encodedWord(subject)}`,
    `Date: ${date}`,
    `Message-ID: ${messageId}`,
    `In-Reply-To: ${source.messageId}`,
    `References: ${source.messageId}`,
    ...(kind === 'auto_reply' ? ['Auto-Submitted: auto-replied', 'X-Autoreply: yes'] : []),
    SIMULATED_HEADER,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(text),
  ].join('\r\n');
  return { messageId, from: source.to, raw };
}
