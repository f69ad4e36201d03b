import { describe, expect, it } from 'vitest';
import { draftOutreachEmail, type DraftInput } from '../../../server/kox/outreach/draft-email.ts';

const base: DraftInput = {
  language: 'en',
  brief: {
    topic: 'Spring trail season',
    subject: 'the Pegasus Trail 5 running shoe',
    core_info: 'It is 20% lighter than last year and grips on wet rock.',
    objective: '200k views in April',
    kox_request: 'one dedicated video',
    content_request: 'a first run on a muddy trail',
    audience: 'women 18–34 in the US who run trails',
  },
  fields: [
    { name: 'Offer', content: 'We offer a fee of $800 and two pairs for {{creator}}.', required: true },
    { name: 'Timing', content: '', required: false },
  ],
  creator: {
    nickname: 'Trail Tom',
    handle: 'trailtom',
    platform: 'youtube',
    topics: ['running'],
    recentTitles: ['Trail running shoes I trust', 'Hill repeats'],
    followers: 182_000,
  },
  sender: { name: 'Mia from Acme' },
};

describe('the offline outreach e-mail', () => {
  it("writes a personal invitation from the brief, the template's fields and the creator's own data", () => {
    const draft = draftOutreachEmail(base);
    expect(draft.status).toBe('generated');
    if (draft.status !== 'generated') return;
    expect(draft.subject).toBe('Collaboration: the Pegasus Trail 5 running shoe × Trail Tom');
    const paragraphs = draft.body.split('\n\n');
    expect(paragraphs[0]).toBe('Hi Trail Tom,');
    expect(paragraphs[1]).toBe(
      'I\'m Mia from Acme, and I\'ve been following your YouTube channel: "Trail running shoes I trust" is exactly the kind of running content our audience loves.',
    );
    expect(draft.body).toContain('It is 20% lighter than last year and grips on wet rock.');
    expect(draft.body).toContain(
      'What we would love from you: one dedicated video a first run on a muddy trail',
    );
    expect(draft.body).toContain('Who we want to reach: women 18–34 in the US who run trails');
    expect(draft.body).toContain('We offer a fee of $800 and two pairs for Trail Tom.');
    expect(draft.body.endsWith('Best regards,\nMia from Acme')).toBe(true);
    // An optional field left empty says nothing.
    expect(draft.body).not.toContain('Timing');
  });

  it('writes in Chinese for a Chinese creator, with the topic and numbers as Chinese write them', () => {
    const draft = draftOutreachEmail({
      ...base,
      language: 'zh',
      brief: { subject: '新款越野跑鞋', core_info: '比上一代轻 20%。' },
      fields: [
        { name: '报价', content: '{{creator}}（{{followers}}粉丝）的合作费用为 6000 元。', required: true },
      ],
      creator: { ...base.creator, nickname: '山野跑者', recentTitles: [] },
    });
    expect(draft).toEqual({
      status: 'generated',
      subject: '合作邀约：新款越野跑鞋 × 山野跑者',
      body: [
        '山野跑者，你好！',
        '我是Mia from Acme，一直在关注你在 YouTube 上的跑步内容。',
        '我们正在推广新款越野跑鞋，觉得和你的风格非常契合。比上一代轻 20%。',
        '山野跑者（18.2万粉丝）的合作费用为 6000 元。',
        '不知道你是否有兴趣合作？直接回复这封邮件即可，我会把详细方案发给你。',
        '祝好，\nMia from Acme',
      ].join('\n\n'),
    });
  });

  it('names what is missing instead of inventing it', () => {
    const draft = draftOutreachEmail({
      ...base,
      brief: { ...base.brief, subject: '  ' },
      fields: [
        { name: 'Offer', content: '', required: true },
        {
          name: 'Hook',
          content: 'Loved "{{recent_post}}" and your {{audience_size}} fans.',
          required: false,
        },
      ],
      creator: { ...base.creator, recentTitles: [] },
      sender: { name: '' },
    });
    expect(draft).toEqual({
      status: 'needs_info',
      missing: [
        { kind: 'brief', field: 'subject' },
        { kind: 'sender' },
        { kind: 'field', field: 'Offer' },
        { kind: 'value', value: 'recent_post', field: 'Hook' },
        { kind: 'value', value: 'audience_size', field: 'Hook' },
      ],
    });
  });

  it("keeps the creator's words as text: a title with markup stays what it was", () => {
    const draft = draftOutreachEmail({
      ...base,
      creator: { ...base.creator, recentTitles: ['<script>alert(1)</script> & {{sender}}'] },
    });
    expect(draft.status === 'generated' && draft.body).toContain('"<script>alert(1)</script> & {{sender}}"');
  });
});
