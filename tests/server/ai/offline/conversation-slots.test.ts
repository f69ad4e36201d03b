import type { JSONObject, LanguageModelV4Prompt } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { planReply } from '../../../../server/ai/offline/plan-reply.ts';
import { offlineSkills } from '../../../../server/ai/offline/skills/index.ts';

const TOOLS = offlineSkills.map((s) => s.toolName);
const TODAY = new Date('2026-05-01T12:00:00Z');

const user = (text: string) => ({ role: 'user' as const, content: [{ type: 'text' as const, text }] });

let calls = 0;

/** An earlier turn: the request, the model's call and the tool's answer (its result, or 'failed'). */
function earlier(
  text: string,
  toolName: string,
  input: Record<string, unknown>,
  result: JSONObject | 'failed' = { status: 'done' },
): LanguageModelV4Prompt {
  const toolCallId = `t${++calls}`;
  return [
    user(text),
    { role: 'assistant', content: [{ type: 'tool-call', toolCallId, toolName, input }] },
    {
      role: 'tool',
      content: [
        {
          type: 'tool-result',
          toolCallId,
          toolName,
          output:
            result === 'failed'
              ? { type: 'error-text', value: 'UserFacingError: Which creators?' }
              : { type: 'json', value: result },
        },
      ],
    },
    { role: 'assistant', content: [{ type: 'text', text: 'ok' }] },
  ];
}

/** The request after the invitations of Summer Drop were drafted. */
const afterDrafting = (text: string): LanguageModelV4Prompt => [
  ...earlier('draft the invitations of Summer Drop', 'draft_outreach', { project: 'Summer Drop' }),
  user(text),
];

const reply = (prompt: LanguageModelV4Prompt, lang: 'en' | 'zh') => planReply(prompt, TOOLS, lang, TODAY);

describe('offline model: a request that leaves the project to the conversation', () => {
  it.each([
    ['write them in Chinese instead', 'en', 'zh'],
    ['rewrite the drafts in English', 'en', 'en'],
    ['用中文重写这些邀请邮件', 'zh', 'zh'],
    ['把这些邮件改成英文', 'zh', 'en'],
  ] as const)(
    '"%s" after drafting writes that project’s unsent invitations again (%s), not the interface',
    (text, lang, language) => {
      expect(reply(afterDrafting(text), lang)).toEqual({
        type: 'tool-call',
        toolName: 'draft_outreach',
        input: { project: 'Summer Drop', language, rewrite: true },
      });
    },
  );

  it.each([
    ['cancel the scheduled invitations', 'en'],
    ["don't send them", 'en'],
    ['取消定时发送的邀约', 'zh'],
    ['暂停发送', 'zh'],
  ] as const)('"%s" after sending was set up stops that project’s waiting e-mails (%s)', (text, lang) => {
    const prompt: LanguageModelV4Prompt = [
      ...earlier('send the invitations of Summer Drop tomorrow at 9', 'send_outreach', {
        project: 'Summer Drop',
      }),
      user(text),
    ];
    expect(reply(prompt, lang)).toEqual({
      type: 'tool-call',
      toolName: 'cancel_outreach',
      input: { project: 'Summer Drop' },
    });
  });

  it.each([
    ["follow up with the ones who didn't reply", 'en'],
    ['nudge the creators who haven’t answered', 'en'],
    ['催一下没回复的达人', 'zh'],
    ['给还没回复的博主发跟进邮件', 'zh'],
  ] as const)('"%s" after the invitations were sent follows up in that project (%s)', (text, lang) => {
    for (const before of [
      earlier('send the invitations of Summer Drop', 'send_outreach', { project: 'Summer Drop' }),
      earlier('draft the invitations of Summer Drop', 'draft_outreach', { project: 'Summer Drop' }),
    ])
      expect(reply([...before, user(text)], lang)).toEqual({
        type: 'tool-call',
        toolName: 'follow_up_outreach',
        input: { project: 'Summer Drop' },
      });
  });

  it('a follow-up’s project is the one the next request leaves unsaid', () => {
    const prompt = [
      ...earlier('status of Spring Launch', 'project_status', { project: 'Spring Launch' }),
      ...earlier("follow up with Summer Drop's non-responders", 'follow_up_outreach', {
        project: 'Summer Drop',
      }),
      user('how is the project going?'),
    ];
    expect(reply(prompt, 'en')).toMatchObject({
      toolName: 'project_status',
      input: { project: 'Summer Drop' },
    });
  });

  it.each([
    ['resend the failed ones', 'en'],
    ['重新发送失败的邀约', 'zh'],
  ] as const)('"%s" after sending resends that project’s failed e-mails (%s)', (text, lang) => {
    const prompt: LanguageModelV4Prompt = [
      ...earlier('send the invitations of Summer Drop', 'send_outreach', { project: 'Summer Drop' }),
      user(text),
    ];
    expect(reply(prompt, lang)).toEqual({
      type: 'tool-call',
      toolName: 'send_outreach',
      input: { project: 'Summer Drop', failed: true },
    });
  });

  it('"switch to Chinese" after drafting still switches the interface', () => {
    expect(reply(afterDrafting('switch to Chinese'), 'en')).toEqual({
      type: 'tool-call',
      toolName: 'switch_language',
      input: { language: 'zh' },
    });
  });

  it.each([
    ['send them tomorrow at 9am', 'en'],
    ['明天早上9点发给他们', 'zh'],
    ['send the invitations', 'en'],
    ['ok send them now', 'en'],
    ['发送吧', 'zh'],
    ['现在发送', 'zh'],
    ['send it', 'en'],
    ['发吧', 'zh'],
  ] as const)(
    '"%s" after the invitations of a project were drafted sends that project’s (%s)',
    (text, lang) => {
      expect(reply(afterDrafting(text), lang)).toMatchObject({
        type: 'tool-call',
        toolName: 'send_outreach',
        input: { project: 'Summer Drop' },
      });
    },
  );

  it('keeps the time it was asked for', () => {
    const { input } = reply(afterDrafting('send them tomorrow at 9am'), 'en') as {
      input: { send_at?: string };
    };
    expect(input.send_at).toMatch(/^2026-05-02T09:00/);
  });

  it("asks how it is going of the project just filled (the latest project named, not an earlier one's)", () => {
    const prompt = [
      ...earlier('status of Spring Launch', 'project_status', { project: 'Spring Launch' }),
      ...earlier('add these creators to Summer Drop', 'add_to_kox_project', { project: 'Summer Drop' }),
      user('how is the project going?'),
    ];
    expect(reply(prompt, 'en')).toMatchObject({
      toolName: 'project_status',
      input: { project: 'Summer Drop' },
    });
  });

  const NEW_PROJECT = {
    project_id: null,
    project_name: 'Autumn Trail',
    creator_ids: ['c1'],
    source: 'recommendation',
  };
  /** "write the invitations" after a status of Spring Launch, then adding creators to Autumn Trail with `result`. */
  const writeAfterAdding = (result: JSONObject | 'failed') =>
    reply(
      [
        ...earlier('status of Spring Launch', 'project_status', { project: 'Spring Launch' }),
        ...earlier(
          'add them to a new project called Autumn Trail',
          'add_to_kox_project',
          { project: 'Autumn Trail', create: true },
          result,
        ),
        user('write the invitations'),
      ],
      'en',
    );

  it.each([
    ['failed (it was never made)', 'failed' as const],
    ['was declined by the user', { status: 'declined', ...NEW_PROJECT }],
    ['asked which project was meant', { status: 'choose', question: 'Which project?', choices: [] }],
  ])('a project whose call %s is not taken', (_what, result) => {
    expect(writeAfterAdding(result)).toMatchObject({
      toolName: 'draft_outreach',
      input: { project: 'Spring Launch' },
    });
  });

  it('a project the user approved adding creators to is taken', () => {
    const approved = { status: 'approved', ...NEW_PROJECT, project_id: 'p1', added: 1, already: 0 };
    expect(writeAfterAdding(approved)).toMatchObject({ input: { project: 'Autumn Trail' } });
  });

  it('"send the report" after drafting shares the report, not the invitations', () => {
    expect(reply(afterDrafting('send the report'), 'en')).toMatchObject({ toolName: 'share_report' });
  });

  it('a project the request names wins over the conversation', () => {
    expect(reply(afterDrafting('send the invitations of the project Spring Launch'), 'en')).toMatchObject({
      input: { project: 'Spring Launch' },
    });
  });

  it('adding creators still asks which project (the button offered before e-mailing unlisted creators)', () => {
    expect(reply(afterDrafting('add these creators to a project'), 'en')).toMatchObject({
      type: 'tool-call',
      toolName: 'ask_user',
    });
  });

  it.each([
    ['with no project in the conversation', [] as LanguageModelV4Prompt],
    [
      'when only a dashboard was made',
      earlier('track Nike', 'create_dashboard', { name: 'Nike', subjects: ['Nike'] }),
    ],
  ])('asks which project %s', (_what, before) => {
    const answer = reply([...before, user('send them tomorrow at 9am')], 'en');
    expect(answer).toMatchObject({ type: 'tool-call', toolName: 'ask_user' });
    expect((answer as { input: { question: string } }).input.question).toMatch(/Which project/);
  });
});
