import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseInbound } from '../../../server/mail/inbound/parse-inbound.ts';

const fixture = (name: string) => readFile(path.join(import.meta.dirname, 'fixtures', name));

describe('parseInbound on real-shaped mail', () => {
  it('a Gmail vacation auto-reply is an auto-reply, threaded', async () => {
    const mail = await parseInbound(await fixture('gmail-vacation.eml'));
    expect(mail).toMatchObject({
      kind: 'auto_reply',
      references: ['<invite-1@booster.test>'],
      from: 'mia.travels@gmail.com',
    });
  });
  it('an Exchange "Automatic reply" (HTML only) is an auto-reply, read as text', async () => {
    const mail = await parseInbound(await fixture('exchange-automatic-reply.eml'));
    expect(mail.kind).toBe('auto_reply');
    expect(mail.text).toContain('out of the office');
    expect(mail.text).not.toContain('<');
  });
  it('a Chinese 自动回复 is an auto-reply', async () => {
    const mail = await parseInbound(await fixture('zh-auto-reply.eml'));
    expect(mail).toMatchObject({ kind: 'auto_reply', subject: '自动回复：Re: 合作邀请' });
    expect(mail.text).toContain('休假');
  });
  it('a Postfix DSN is a bounce naming the returned Message-ID and the diagnostic', async () => {
    const mail = await parseInbound(await fixture('postfix-dsn.eml'));
    expect(mail.kind).toBe('bounce');
    expect(mail.bounce).toEqual({
      messageId: '<invite-4@booster.test>',
      diagnostic: expect.stringContaining('550 5.1.1 <nobody@creator.example>: Recipient address rejected'),
    });
  });
  it('a Gmail reply is a reply; its own words leave the quote out', async () => {
    const mail = await parseInbound(await fixture('gmail-reply-en.eml'));
    expect(mail).toMatchObject({
      kind: 'reply',
      from: 'mia.travels@gmail.com',
      messageId: '<CAF7wQreal0002@mail.gmail.com>',
    });
    expect(mail.ownText).toBe("Hi Alice, sounds good! What's the timeline?");
  });
});
