import { describe, expect, it } from 'vitest';
import {
  judgeReplyByRules,
  type JudgedLabel,
} from '../../../src/lib/kox-label-rules/judge-reply-by-rules.ts';
import { parseLabelRule } from '../../../src/lib/kox-label-rules/label-rule.ts';
import { labelJudgmentSchema, ruleJudgmentRecord } from '../../../src/lib/kox-label-judgment.ts';
import { isWrittenInEnglish } from '../../../src/lib/kox-english.ts';
import { BUILTIN_LABEL_DEFAULTS } from '../../../src/lib/kox-builtin-labels.ts';

/* Judging a reply by the labels' rules: the built-in rules on real replies in zh and en, and the rule language. */

const builtins: JudgedLabel[] = BUILTIN_LABEL_DEFAULTS.map((d) => ({
  label_id: d.key,
  name: d.key,
  judgment_method: d.judgment_method,
  judgment_rule: d.judgment_rule,
}));
const reply = (text: string, from = 'creator@gmail.com', subject = 'Re: Collaboration') =>
  ({ kind: 'reply', from, subject, text }) as const;
const judged = (text: string, labels = builtins) => judgeReplyByRules(labels, reply(text))?.label_id ?? null;

describe('judgeReplyByRules with the built-in labels', () => {
  it.each([
    ['Hi! I am interested, could you send me the brief?', 'replied_interested'],
    ['Thanks, but I am not interested at the moment.', 'replied_declined'],
    ['No thanks, this is not a good fit for my channel.', 'replied_declined'],
    ['Sounds fun. My rate for a dedicated video is $900.', 'negotiating'],
    ["Deal! Please send the contract and I'll sign today.", 'agreed'],
    ['你好，我对这个合作很感兴趣，可以详细聊聊吗？', 'replied_interested'],
    ['谢谢邀请，不过我暂时不感兴趣。', 'replied_declined'],
    ['可以的，我的报价是一条视频 5000 元。', 'negotiating'],
    ['好的，同意这个方案，我们签合同吧。', 'agreed'],
    ['Thanks for reaching out, I will look next week.', null],
  ])('%s → %s', (text, label) => {
    expect(judged(text)).toBe(label);
  });

  it('reads the creator’s own words, not the quoted invitation below them', () => {
    const text = [
      'Let me think about it.',
      '',
      'On Tue, 24 Nov 2026 at 10:00, Brand <team@brand.com> wrote:',
      '> Are you interested? Our budget is USD 500.',
    ].join('\n');
    expect(judged(text)).toBeNull();
    expect(judged('我考虑一下。\n\n在 2026年11月24日 写道：\n> 您感兴趣吗？预算 500 美元')).toBeNull();
    expect(judged('> Are you interested?\nnot now, no thanks')).toBe('replied_declined');
    expect(
      judged('Maybe later.\n\nFrom: Brand <team@brand.com>\nSubject: Invitation\nAre you interested?'),
    ).toBeNull();
    expect(judged('稍后回复\n-----原始邮件-----\n您感兴趣吗？')).toBeNull();
  });

  it('finds Latin phrases as whole words and Chinese ones anywhere', () => {
    const feeLabel: JudgedLabel[] = [
      { label_id: 'fee', name: 'Fee', judgment_method: 'rules', judgment_rule: 'contains any: fee, 费用' },
    ];
    expect(judged('Feedback is welcome', feeLabel)).toBeNull();
    expect(judged('What is the FEE?', feeLabel)).toBe('fee');
    expect(judged('请问费用怎么算', feeLabel)).toBe('fee');
    expect(judged('ＦＥＥ please', feeLabel)).toBe('fee');
  });

  it('says which rule matched which text', () => {
    const judgment = judgeReplyByRules(builtins, reply('Hi team, I am Interested in the shoe!'));
    expect(judgment?.reason).toBe(
      'replied_interested: the reply contains "interested" ("Hi team, I am Interested in the shoe!"); contains none of "not interested", "不感兴趣".',
    );
    expect(judgment?.evidence).toEqual([
      {
        condition: 'contains_any',
        found: 'interested',
        excerpt: 'Hi team, I am Interested in the shoe!',
      },
      { condition: 'contains_none' },
    ]);
    // The same reason by condition, for a screen to word in the reader's language.
    expect(judgment?.reason_parts).toEqual([
      { kind: 'contains_any', found: 'interested', excerpt: 'Hi team, I am Interested in the shoe!' },
      { kind: 'contains_none', phrases: ['not interested', '不感兴趣'] },
    ]);
    expect(judgment?.text_read).toBe('Hi team, I am Interested in the shoe!');
    // A subject of their own is read; the "Re:" of ours is not.
    expect(judgeReplyByRules(builtins, reply('See below', 'a@b.com', 'Interested!'))?.label_id).toBe(
      'replied_interested',
    );
    expect(
      judgeReplyByRules(builtins, reply('See below', 'a@b.com', 'Re: Paid collaboration, budget inside')),
    ).toBeNull();
    expect(judgeReplyByRules(builtins, reply('稍后', 'a@b.com', '回复：合作预算'))).toBeNull();
  });

  it('labels the silence after the last e-mail only once the days have passed', () => {
    const last_sent_at = new Date('2026-11-01T09:00:00Z');
    const after = (days: number) =>
      judgeReplyByRules(builtins, {
        kind: 'no_reply',
        last_sent_at,
        now: new Date(last_sent_at.getTime() + days * 86_400_000),
      });
    expect(after(6.9)).toBeNull();
    expect(after(7)).toMatchObject({
      label_id: 'no_reply',
      reason: 'no_reply: no reply 7 days after the last e-mail (rule: 7 days).',
      reason_parts: [{ kind: 'no_reply_after', days: 7, rule_days: 7 }],
    });
  });

  it('takes the first label whose every condition holds, passing over labels the model judges', () => {
    const labels: JudgedLabel[] = [
      { label_id: 'model', name: 'Model', judgment_method: 'model', judgment_rule: 'They ask for a sample.' },
      {
        label_id: 'agency',
        name: 'Agency',
        judgment_method: 'rules',
        judgment_rule: 'from domain: mcn.cn\ncontains any: 样品',
      },
      {
        label_id: 'sample',
        name: 'Sample',
        judgment_method: 'rules',
        judgment_rule: 'contains any: "sample", 样品',
      },
    ];
    expect(judgeReplyByRules(labels, reply('能先寄样品吗', 'a@team.mcn.cn'))?.label_id).toBe('agency');
    expect(judgeReplyByRules(labels, reply('能先寄样品吗', 'a@gmail.com'))?.label_id).toBe('sample');
    expect(judgeReplyByRules(labels, reply('Can I get a sample?', 'a@mcn.cn'))?.label_id).toBe('sample');
  });

  it('gives a record that is a valid logged judgment', () => {
    const judgment = judgeReplyByRules(builtins, reply('不感兴趣，谢谢'))!;
    const record = ruleJudgmentRecord(judgment, {
      judgment_id: 'j1',
      project_creator_id: 'pc1',
      message_id: '<m1@example.com>',
      judged_at: new Date('2026-11-24T10:00:00Z'),
    });
    expect(labelJudgmentSchema.parse(record)).toMatchObject({
      label_id: 'replied_declined',
      method: 'rules',
      judged_by: 'rules',
      overridden: false,
      text_read: '不感兴趣，谢谢',
    });
  });
});

describe('the rule language', () => {
  it('reads quoted phrases with commas, domains and days', () => {
    expect(parseLabelRule('Contains ANY: "yes, please", ok\nfrom domain: @Agency.com\n')).toEqual({
      ok: true,
      conditions: [
        { kind: 'contains_any', phrases: ['yes, please', 'ok'] },
        { kind: 'from_domain', domains: ['agency.com'] },
      ],
    });
    expect(parseLabelRule('no reply after: 14 days')).toEqual({
      ok: true,
      conditions: [{ kind: 'no_reply_after', days: 14 }],
    });
  });

  it.each([
    ['mentions: price', 1, 'unknown_condition'],
    ['contains any: ok\ncontains any:', 2, 'nothing_listed'],
    ['contains any: "open quote', 1, 'unclosed_quote'],
    ['no reply after: 0 days', 1, 'days_invalid'],
    ['no reply after: a week', 1, 'days_invalid'],
    ['from domain: not a domain', 1, 'domain_invalid'],
    ['contains any: hi\nno reply after: 3 days', 2, 'no_reply_mixed'],
    ['contains any: hi\ncontains any: yo', 2, 'repeated_condition'],
  ])('%j is refused at line %i: %s', (rule, line, problem) => {
    expect(parseLabelRule(rule)).toEqual({ ok: false, line, problem });
  });
});

describe('written in English', () => {
  it.each([
    ['Confirm the address and ship the sample.', true],
    ['Offer a café voucher, naïvely 🎉 100%', true],
    ['Send 样品 now', false],
    ['Отправьте образец', false],
    ['123 !!!', false],
  ])('%s → %s', (text, english) => {
    expect(isWrittenInEnglish(text)).toBe(english);
  });
});
