import { describe, expect, it } from 'vitest';
import { projectNameOf } from '../../../server/ai/offline/nlu/slots/kox-project.ts';
import { planReply } from '../../../server/ai/offline/plan-reply.ts';
import { sendTimeOf } from '../../../server/ai/offline/nlu/slots/send-time.ts';

const TOOLS = ['send_outreach', 'project_status', 'draft_outreach', 'add_to_kox_project', 'ask_user'];
// Wednesday 25 November 2026, 20:30 UTC: already Thursday 04:30 in Shanghai.
const NOW = new Date('2026-11-25T20:30:00Z');
const ask = (text: string, lang: 'zh' | 'en', timeZone = 'UTC') =>
  planReply([{ role: 'user', content: [{ type: 'text', text }] }], TOOLS, lang, NOW, timeZone);

describe('send times on the user’s clock', () => {
  it('“tomorrow at 9” is 9:00 of the user’s tomorrow, in their zone', () => {
    expect(sendTimeOf('send them tomorrow at 9', NOW, 'Asia/Shanghai')).toBe('2026-11-27T01:00:00.000Z');
    expect(sendTimeOf('send them tomorrow at 9', NOW, 'America/New_York')).toBe('2026-11-26T14:00:00.000Z');
    expect(sendTimeOf('明天上午9点发送', NOW, 'Asia/Shanghai')).toBe('2026-11-27T01:00:00.000Z');
    expect(sendTimeOf('后天下午3点半发', NOW, 'Asia/Shanghai')).toBe('2026-11-28T07:30:00.000Z');
    expect(sendTimeOf('send them tomorrow at 9', NOW)).toBe('2026-11-26T09:00:00.000Z');
  });

  it('a weekday is the next one after today on the user’s clock; "next"/"下" is the one in the week after', () => {
    // Thursday 26 November in Shanghai, still Wednesday 25 in UTC.
    expect(sendTimeOf('周一上午10点发送', NOW, 'Asia/Shanghai')).toBe('2026-11-30T02:00:00.000Z');
    expect(sendTimeOf('send them on Thursday at 9am', NOW, 'Asia/Shanghai')).toBe('2026-12-03T01:00:00.000Z');
    expect(sendTimeOf('send them on Thursday at 9am', NOW)).toBe('2026-11-26T09:00:00.000Z');
    expect(sendTimeOf('下周三下午3点发', NOW, 'Asia/Shanghai')).toBe('2026-12-02T07:00:00.000Z');
    expect(sendTimeOf('send them next Monday at 8', NOW)).toBe('2026-11-30T08:00:00.000Z');
    expect(sendTimeOf('星期天晚上8点发', NOW, 'Asia/Shanghai')).toBe('2026-11-29T12:00:00.000Z');
    // A weekday without a clock is no sending time.
    expect(sendTimeOf('send them on Monday', NOW)).toBeUndefined();
  });

  it('the chat request’s zone reaches send_outreach', () => {
    expect(ask('明天9点发送春季新品项目的邀约邮件', 'zh', 'Asia/Shanghai')).toEqual({
      type: 'tool-call',
      toolName: 'send_outreach',
      input: { project: '春季新品', send_at: '2026-11-27T01:00:00.000Z' },
    });
  });
});

describe('project_status requests', () => {
  it('reads the project and the period, zh and en', () => {
    expect(ask('who replied this week in the project Spring Launch?', 'en')).toEqual({
      type: 'tool-call',
      toolName: 'project_status',
      input: { project: 'Spring Launch', period: 'this_week' },
    });
    expect(ask('春季新品项目这周谁回复了？', 'zh')).toEqual({
      type: 'tool-call',
      toolName: 'project_status',
      input: { project: '春季新品', period: 'this_week' },
    });
    expect(ask('春季新品项目今天有谁回信了', 'zh')).toMatchObject({
      toolName: 'project_status',
      input: { project: '春季新品', period: 'today' },
    });
    // Without the word "project": the name after the invitations or the replies.
    for (const text of ['who replied in Spring Launch this week?', 'who replied this week in Spring Launch?'])
      expect(ask(text, 'en')).toEqual({
        type: 'tool-call',
        toolName: 'project_status',
        input: { project: 'Spring Launch', period: 'this_week' },
      });
    // A project's status asked by its name alone, in capitals or quotes; "my ads" is no project.
    for (const [text, project] of [
      ["what's the status of Summer Drop", 'Summer Drop'],
      ['how is “Q3 Launch” going?', 'Q3 Launch'],
      ['reply rate of Summer Drop', 'Summer Drop'],
    ] as const)
      expect(ask(text, 'en')).toEqual({ type: 'tool-call', toolName: 'project_status', input: { project } });
    expect(projectNameOf('Summer Glow progress')).toBe('Summer Glow');
    expect(projectNameOf('Spring Launch response rate')).toBe('Spring Launch');
    expect(projectNameOf('夏日防晒的回复率怎么样')).toBe('夏日防晒');
    expect(projectNameOf('回复率怎么样')).toBeUndefined();
    expect(projectNameOf("what's the status of my ads")).toBeUndefined();
    // ...not "the invitations" said after the name.
    expect(ask('which creators replied to the Summer Drop invitations', 'en')).toMatchObject({
      toolName: 'project_status',
      input: { project: 'Summer Drop' },
    });
    expect(ask('who replied to the Spring Launch emails this week', 'en')).toMatchObject({
      toolName: 'project_status',
      input: { project: 'Spring Launch', period: 'this_week' },
    });
    expect(ask('send the invitations of the Trail Week tomorrow at 9am', 'en')).toMatchObject({
      toolName: 'send_outreach',
      input: { project: 'Trail Week' },
    });
    // ...but creators are not a project.
    expect(ask('send outreach emails to the influencers', 'en')).toMatchObject({ toolName: 'ask_user' });
    // The name after the word, unquoted.
    for (const text of ['查看项目春季新品的进度', '看一下项目开学季的进展'])
      expect(ask(text, 'zh')).toEqual({
        type: 'tool-call',
        toolName: 'project_status',
        input: { project: text.includes('春季新品') ? '春季新品' : '开学季' },
      });
    expect(ask('how is the outreach of the project Trail Run going this month?', 'en')).toMatchObject({
      toolName: 'project_status',
      input: { project: 'Trail Run', period: 'this_month' },
    });
  });

  it('names no project when none is said: the tool takes the only one or offers the latest', () => {
    for (const [text, lang] of [
      ['who replied this week?', 'en'],
      ['谁回复了邀约邮件', 'zh'],
      ['who replied to the outreach emails', 'en'],
    ] as const)
      expect(ask(text, lang)).toMatchObject({ type: 'tool-call', toolName: 'project_status' });
    expect(ask('who replied to the outreach emails', 'en')).toMatchObject({ input: {} });
  });
});

describe('invitations asked for the creators just listed', () => {
  const question = (text: string, lang: 'zh' | 'en') => {
    const reply = ask(text, lang);
    if (reply.type !== 'tool-call' || reply.toolName !== 'ask_user') throw new Error(JSON.stringify(reply));
    return reply.input as { question: string; choices: { message: string }[] };
  };

  it('says they go into a project first, with a button that adds them to one', () => {
    for (const [text, lang, addThem] of [
      ['send invitations to these creators', 'en', 'add these creators to a project'],
      ['给这几个达人发邀约', 'zh', '把这些达人加到项目里'],
      ['给刚才推荐的达人发邀约', 'zh', '把这些达人加到项目里'],
    ] as const) {
      const { question: said, choices } = question(text, lang);
      expect(said).toMatch(/project first|先把这些达人加到一个项目/);
      expect(choices[0]?.message).toBe(addThem);
      // The button's message reads as the request to add them, asking which project.
      expect(ask(addThem, lang)).toMatchObject({ toolName: 'ask_user' });
      expect(question(addThem, lang).question).toMatch(/Which project should they go to|要加到哪个项目/);
    }
  });

  it('still asks which project when "them" are the invitations', () => {
    expect(question('send them tomorrow at 9am', 'en').question).toBe(
      'Which project’s invitations should I send? Give its name.',
    );
  });
});
