import { describe, expect, it } from 'vitest';
import { projectNameOf } from '../../../server/ai/offline/nlu/slots/kox-project.ts';
import { planReply } from '../../../server/ai/offline/plan-reply.ts';
import { sendTimeOf } from '../../../server/ai/offline/nlu/slots/send-time.ts';
import { offlineSkills } from '../../../server/ai/offline/skills/index.ts';
import { followUpRequest } from '../../../server/tools/outreach/request-phrases.ts';

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
    expect(ask('send outreach emails to the influencers', 'en')).toEqual({
      type: 'tool-call',
      toolName: 'send_outreach',
      input: {},
    });
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

describe('follow_up_outreach requests', () => {
  const EVERY_TOOL = [...offlineSkills.map((s) => s.toolName), 'ask_user'];
  const askAny = (text: string, lang: 'zh' | 'en') =>
    planReply([{ role: 'user', content: [{ type: 'text', text }] }], EVERY_TOOL, lang, NOW);

  it.each([
    // Read before as a recommendation, a send, a screen to open, or a choice among status, send and cancel.
    ["follow up with the creators who didn't reply", 'en', {}],
    ["nudge the influencers who haven't answered in Spring Launch", 'en', { project: 'Spring Launch' }],
    ['send a reminder to creators who ignored our invite', 'en', {}],
    ['chase up the non-responders', 'en', {}],
    ["follow up with the creators of Spring Launch who didn't reply", 'en', { project: 'Spring Launch' }],
    ["remind the creators of the project Summer Glow who haven't replied", 'en', { project: 'Summer Glow' }],
    ['催一下没回复的达人', 'zh', {}],
    ['给春季新品项目没回复的达人发跟进邮件', 'zh', { project: '春季新品' }],
    ['再跟进一下还没回复的博主', 'zh', {}],
    ['帮我催一下夏日防晒项目没回复的达人', 'zh', { project: '夏日防晒' }],
    ['跟进一下开学季还没回信的博主', 'zh', { project: '开学季' }],
    // Asked among following up, adding creators and stopping.
    ['跟进一下春季新品项目', 'zh', { project: '春季新品' }],
    ['跟进一下项目咖啡节', 'zh', { project: '咖啡节' }],
  ] as const)('"%s" (%s) follows up with the creators who have not replied', (text, lang, input) => {
    expect(askAny(text, lang)).toEqual({ type: 'tool-call', toolName: 'follow_up_outreach', input });
  });

  it('says, once stopped, that later follow-ups follow the labels’ rule and where it is changed', () => {
    const cancel = offlineSkills.find((s) => s.toolName === 'cancel_outreach')!;
    const stopped = {
      status: 'stopped',
      project_id: 'p1',
      project_name: 'Spring',
      stopped: 2,
      on_their_way: 0,
    };
    expect(cancel.close(stopped, 'en')).toBe(
      'Returned 2 waiting e-mails of **Spring** to draft: they are not sent. Later follow-ups are still written by each progress label’s rule; a label without follow-ups, in the project’s template, stops them.',
    );
    expect(cancel.close(stopped, 'zh')).toMatch(/在项目模板中把标签的跟进次数设为 0 即可停止。$/);
  });

  it.each([
    // "don't follow up anymore" prepared a follow-up.
    ["don't follow up anymore", 'en', {}],
    ['stop following up with the creators of Spring Launch', 'en', { project: 'Spring Launch' }],
    ['不要再跟进了', 'zh', {}],
  ] as const)('"%s" (%s) stops what waits to be sent instead', (text, lang, input) => {
    expect(askAny(text, lang)).toEqual({ type: 'tool-call', toolName: 'cancel_outreach', input });
  });

  it('reads back the request its choice sends, with the project', () => {
    expect(askAny(followUpRequest('en', 'Spring Launch'), 'en')).toEqual({
      type: 'tool-call',
      toolName: 'follow_up_outreach',
      input: { project: 'Spring Launch' },
    });
    expect(askAny(followUpRequest('zh', '春季新品'), 'zh')).toEqual({
      type: 'tool-call',
      toolName: 'follow_up_outreach',
      input: { project: '春季新品' },
    });
  });

  it('keeps the verbs of a follow-up out of the project’s name', () => {
    expect(projectNameOf('催一下春季新品项目没回复的达人')).toBe('春季新品');
    expect(projectNameOf('跟进一下春季新品项目没回复的达人')).toBe('春季新品');
    expect(projectNameOf('提醒下冬季靴子没回复的达人')).toBe('冬季靴子');
    expect(projectNameOf('给没回复的达人发跟进邮件')).toBeUndefined();
    expect(
      projectNameOf("follow up with the creators of the project Spring Launch who haven't replied"),
    ).toBe('Spring Launch');
    expect(projectNameOf('the creators of the project Winter Boots replied, nudge the rest')).toBe(
      'Winter Boots',
    );
    expect(projectNameOf('send another email to the ones who never got back to us')).toBeUndefined();
    expect(projectNameOf("Spring Launch: follow up with whoever hasn't replied")).toBe('Spring Launch');
    expect(projectNameOf('ping the creators who went silent on the Summer Drop invites')).toBe('Summer Drop');
    expect(projectNameOf("follow up with the creators who didn't reply in English")).toBeUndefined();
  });

  it.each([
    ['stop the follow-ups', 'en', 'cancel_outreach'],
    ['停掉跟进邮件', 'zh', 'cancel_outreach'],
    ['who replied?', 'en', 'project_status'],
    ['谁回复了', 'zh', 'project_status'],
    ['哪些达人还没回复', 'zh', 'project_status'],
    ['send the invitations of the project Spring Launch', 'en', 'send_outreach'],
    ['write invitations to the creators of the project Spring Launch', 'en', 'draft_outreach'],
  ] as const)('"%s" (%s) stays %s', (text, lang, toolName) => {
    expect(askAny(text, lang)).toMatchObject({ type: 'tool-call', toolName });
  });
});

describe('other requests about outreach, found trying the chat', () => {
  const EVERY_TOOL = [...offlineSkills.map((s) => s.toolName), 'ask_user'];
  const askAny = (text: string, lang: 'zh' | 'en') =>
    planReply([{ role: 'user', content: [{ type: 'text', text }] }], EVERY_TOOL, lang, NOW);

  it.each([
    // Read as a dashboard question, or a choice among drafting, stopping and sending.
    ['how many invites did we send today?', 'en', { period: 'today' }],
    ['这周发了多少封邀约邮件', 'zh', { period: 'this_week' }],
  ] as const)('"%s" (%s) is the project status', (text, lang, input) => {
    expect(askAny(text, lang)).toEqual({ type: 'tool-call', toolName: 'project_status', input });
  });

  it.each([
    // A follow-up prepared, or a dashboard changed: the days and counts are the template's labels'.
    ['跟进间隔设置为4天', 'zh'],
    ['把跟进次数改为3次', 'zh'],
    ['change the follow-up interval to 5 days', 'en'],
  ] as const)('"%s" (%s) opens the templates, where follow-ups are set', (text, lang) => {
    expect(askAny(text, lang)).toEqual({
      type: 'tool-call',
      toolName: 'open_screen',
      input: { screen: 'kox-templates', target: 'artifact' },
    });
  });

  it('says plainly that e-mail opens are not tracked, and never creates a client for a label', () => {
    for (const [text, lang] of [
      ["what's the open rate of the invitations?", 'en'],
      // It started a creator recommendation with this as its brief.
      ['which creators opened our email', 'en'],
      ['邀约邮件打开率怎么样', 'zh'],
      ['达人有没有打开邮件', 'zh'],
    ] as const)
      expect(askAny(text, lang)).toMatchObject({
        type: 'text',
        text: expect.stringMatching(
          /^(The studio does not record whether an e-mail was opened|工作室不记录邮件是否被打开)/,
        ),
      });
    // Opening the screen is no question of opens.
    expect(askAny('打开邮件邀约页面', 'zh')).toMatchObject({ toolName: 'open_screen' });
    // It created a client named "Sample sent".
    for (const [text, lang] of [
      ['add a progress label called Sample sent', 'en'],
      ['新建一个标签叫已寄样', 'zh'],
    ] as const)
      expect(askAny(text, lang)).toMatchObject({
        toolName: 'ask_user',
        input: { choices: [{ message: lang === 'zh' ? '打开AI 业务模板' : 'Open AI business templates' }] },
      });
  });
});

describe('follow_up_outreach answers', () => {
  const skill = offlineSkills.find((s) => s.toolName === 'follow_up_outreach')!;
  const named = { project_id: 'p1', project_name: 'Spring *Launch*' };
  const leftOut = { not_invited: 0, replied: 0, limit_reached: 0, on_their_way: 0, teammates: 0, too_old: 0 };
  const following = {
    ...named,
    creator_ids: ['c1', 'c2', 'c3'],
    sender: 'mia@brand.com',
    sandbox: false,
    paused_reason: null,
    left_out: leftOut,
  };

  it('says why nobody is followed up, only the reasons that count', () => {
    const none = { status: 'none', ...named, left_out: { ...leftOut, replied: 3, on_their_way: 1 } };
    expect(skill.close(none, 'en')).toBe(
      'Nobody in **Spring \\*Launch\\*** to follow up with now: 3 replied or bounced; 1 has an e-mail waiting or on its way.',
    );
    expect(skill.close(none, 'zh')).toBe(
      '「Spring \\*Launch\\*」现在没有要跟进的达人：3 位已回复或邀约被退信，1 位有邮件正在等待发送或发送中。',
    );
    expect(skill.close({ status: 'none', ...named, left_out: { ...leftOut, not_invited: 2 } }, 'zh')).toBe(
      '「Spring \\*Launch\\*」现在没有要跟进的达人：2 位的邀约还没有发出。',
    );
    expect(skill.close({ status: 'none', ...named, left_out: leftOut }, 'en')).toMatch(
      /no creator invited from your mailbox is waiting for a reply/,
    );
  });

  it('says a paused mailbox in words, never its stored code', () => {
    const approved = { status: 'approved', ...following, paused_reason: 'bounce_rate:6/60', queued: 3 };
    expect(skill.close(approved, 'en')).toMatch(
      /Sending from your mailbox is paused: they go out once it resumes\.$/,
    );
    expect(skill.close(approved, 'zh')).not.toContain('bounce_rate');
  });

  it('asks for approval, then says what was queued', () => {
    expect(skill.close({ status: 'awaiting_approval', ...following }, 'en')).toBe(
      'I prepared follow-ups for 3 creators of **Spring \\*Launch\\*** who haven’t replied, from mia\\@brand\\.com. They are sent only if you approve in the card.',
    );
    expect(skill.close({ status: 'awaiting_approval', ...following }, 'zh')).toMatch(
      /^我准备从 mia\\@brand\\.com 给「Spring \\\*Launch\\\*」中 3 位还没回复的达人发跟进邮件。/,
    );
    expect(skill.close({ status: 'approved', ...following, queued: 3 }, 'en')).toMatch(
      /^Queued 3 follow-ups/,
    );
    expect(skill.close({ status: 'declined', ...following }, 'zh')).toBe('已取消，没有发送任何跟进邮件。');
    expect(skill.close({ status: 'no_sender', ...named, creators: 4 }, 'en')).toMatch(/mailbox settings/);
  });
});
