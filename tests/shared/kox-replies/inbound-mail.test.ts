import { describe, expect, it } from 'vitest';
import {
  bounceDetailOf,
  isAutoReply,
  isBounce,
  normalizeSubject,
  referencedMessageIds,
} from '../../../src/lib/kox-inbound-mail.ts';
import { ownWordsOf } from '../../../src/lib/kox-label-rules/reply-text.ts';

const headers = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe('normalizeSubject', () => {
  it.each([
    ['Re: Paid collaboration', 'paid collaboration'],
    ['RE: re: Fwd:  Paid   collaboration ', 'paid collaboration'],
    ['回复：合作邀请', '合作邀请'],
    ['答复: 回复：合作邀请', '合作邀请'],
    ['转发：Re: 合作  邀请', '合作 邀请'],
    ['Re[2]: Paid collaboration', 'paid collaboration'],
    ['Ｒｅ：Paid collaboration', 'paid collaboration'],
  ])('%s → %s', (subject, normalized) => expect(normalizeSubject(subject)).toBe(normalized));

  it('keeps a subject that only starts with the letters of a prefix', () =>
    expect(normalizeSubject('Reels idea: Glow')).toBe('reels idea: glow'));
});

describe('isAutoReply', () => {
  it('follows RFC 3834: anything but "no"', () => {
    expect(isAutoReply(headers({ 'auto-submitted': 'auto-replied' }), 'Re: x')).toBe(true);
    expect(isAutoReply(headers({ 'auto-submitted': 'auto-generated' }), 'x')).toBe(true);
    expect(isAutoReply(headers({ 'auto-submitted': 'no' }), 'Re: x')).toBe(false);
  });
  it('knows the common headers', () => {
    expect(isAutoReply(headers({ 'x-autoreply': 'yes' }), 'x')).toBe(true);
    expect(isAutoReply(headers({ 'x-autorespond': 'on' }), 'x')).toBe(true);
    expect(isAutoReply(headers({ precedence: 'auto_reply' }), 'x')).toBe(true);
    expect(isAutoReply(headers({ precedence: 'bulk' }), 'x')).toBe(false);
  });
  it('knows Exchange’s "Automatic reply:" only with its suppress header', () => {
    const exchange = headers({ 'x-auto-response-suppress': 'All' });
    expect(isAutoReply(exchange, 'Automatic reply: Paid collaboration')).toBe(true);
    expect(isAutoReply(exchange, 'Re: Paid collaboration')).toBe(false);
    expect(isAutoReply(headers({}), 'Automatic reply: Paid collaboration')).toBe(false);
  });
});

describe('bounces', () => {
  it('are delivery-status reports', () => {
    expect(isBounce('multipart/report; report-type=delivery-status; boundary="x"')).toBe(true);
    expect(isBounce('multipart/report; report-type="delivery-status"')).toBe(true);
    expect(isBounce('multipart/report; report-type=disposition-notification')).toBe(false);
    expect(isBounce('multipart/mixed')).toBe(false);
  });
  it('name the returned Message-ID and the diagnostic, folded lines joined', () => {
    const detail = bounceDetailOf(
      'Action: failed\nStatus: 5.1.1\nDiagnostic-Code: smtp; 550 5.1.1 User unknown\n    in virtual table\n',
      'From: a@b.test\nMessage-ID: <invite-4@booster.test>\n',
    );
    expect(detail).toEqual({
      messageId: '<invite-4@booster.test>',
      diagnostic: '550 5.1.1 User unknown in virtual table',
    });
  });
  it('fall back to the status without a diagnostic', () =>
    expect(bounceDetailOf('Action: failed\nStatus: 5.0.0\n', '')).toEqual({
      messageId: null,
      diagnostic: '5.0.0 failed',
    }));
});

it('referencedMessageIds reads In-Reply-To then References, once each', () =>
  expect(referencedMessageIds('<b@x>', '<a@x> <b@x>\n <c@x>')).toEqual(['<b@x>', '<a@x>', '<c@x>']));

describe('the creator’s own words (quoted e-mail stripped)', () => {
  it('en: Gmail’s "On … wrote:" and ">" lines', () =>
    expect(
      ownWordsOf(
        'Sounds good, what is the timeline?\n\nOn Mon, Mar 3, 2025 at 9:00 AM Alice <a@b.c> wrote:\n> Interested? Budget 500.',
      ),
    ).toBe('Sounds good, what is the timeline?'));
  it('en: Outlook’s "-----Original Message-----"', () =>
    expect(ownWordsOf('No thanks.\n-----Original Message-----\nFrom: Alice\nAre you interested?')).toBe(
      'No thanks.',
    ));
  it('zh: "在 … 写道：" and "-----原始邮件-----"', () => {
    expect(
      ownWordsOf('可以合作，报价多少？\n\n在 2025年3月3日 周一 09:00，Alice <a@b.c> 写道：\n> 您感兴趣吗？'),
    ).toBe('可以合作，报价多少？');
    expect(
      ownWordsOf('不感兴趣，谢谢。\n------------------ 原始邮件 ------------------\n发件人: Alice'),
    ).toBe('不感兴趣，谢谢。');
  });
  it('zh: a "发件人：" block after a blank line', () =>
    expect(ownWordsOf('好的，同意。\n\n发件人：Alice\n主题：合作邀请')).toBe('好的，同意。'));
});
