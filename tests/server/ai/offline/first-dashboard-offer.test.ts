import type { LanguageModelV4Prompt } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { planReply } from '../../../../server/ai/offline/plan-reply.ts';
import { offlineSkills } from '../../../../server/ai/offline/skills/index.ts';
import { toolText } from '../../../../server/tools/tool-messages.ts';

const TOOLS = offlineSkills.map((s) => s.toolName);

/** The user's question, the query the model made, and the tool's failure as the model receives it. */
const failedQuery = (text: string, error: string): LanguageModelV4Prompt => [
  { role: 'user', content: [{ type: 'text', text }] },
  {
    role: 'assistant',
    content: [{ type: 'tool-call', toolCallId: 'q1', toolName: 'query_dashboard', input: {} }],
  },
  {
    role: 'tool',
    content: [
      {
        type: 'tool-result',
        toolCallId: 'q1',
        toolName: 'query_dashboard',
        output: { type: 'error-text', value: `UserFacingError: ${error}` },
      },
    ],
  },
];

describe('offline model: a question asked before any dashboard exists', () => {
  it.each([
    ['帮我看下耐克这周的数据', 'zh', '在YouTube上创建耐克的看板'],
    ['how are Nike and Adidas doing this week?', 'en', 'Create a dashboard for Nike and Adidas on YouTube'],
  ] as const)('"%s" offers the dashboard that would answer it (%s)', (text, lang, create) => {
    const reply = planReply(failedQuery(text, toolText('noDashboard', lang)), TOOLS, lang);
    expect(reply).toMatchObject({ type: 'tool-call', toolName: 'ask_user' });
    const { choices } = (reply as { input: { choices: { message: string }[] } }).input;
    expect(choices.map((c) => c.message)).toEqual([create]);
    // The button's words create that dashboard.
    expect(
      planReply([{ role: 'user', content: [{ type: 'text', text: create }] }], TOOLS, lang),
    ).toMatchObject({
      toolName: 'create_dashboard',
    });
  });

  it('says the failure as before when the question names nothing to track, or fails otherwise', () => {
    expect(planReply(failedQuery('哪个视频播放最多', toolText('noDashboard', 'zh')), TOOLS, 'zh')).toEqual({
      type: 'text',
      text: `操作没有成功：${toolText('noDashboard', 'zh')}`,
    });
    const notFound = toolText('dashboardNotFound', 'en', { name: 'Nike' });
    expect(planReply(failedQuery('how is Nike doing', notFound), TOOLS, 'en')).toMatchObject({
      type: 'text',
    });
  });
});
