import type { LanguageModelV4Prompt } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { planReply } from '../../../../server/ai/offline/plan-reply.ts';
import { normalizeText } from '../../../../server/ai/offline/normalize-text.ts';
import { matchScreen } from '../../../../server/ai/offline/skills/open-screen.ts';
import { matchTargetLanguage } from '../../../../server/ai/offline/skills/switch-language.ts';

const TOOLS = ['open_screen', 'switch_language'];
const ask = (text: string, tools = TOOLS): ReturnType<typeof planReply> =>
  planReply([{ role: 'user', content: [{ type: 'text', text }] }], tools, 'zh');

describe('offline model: opening a screen', () => {
  it.each([
    ['open KOX list', 'kox-list'],
    ['show the kox list', 'kox-list'],
    ['Please open the influencer list', 'kox-list'],
    ['打开达人列表', 'kox-list'],
    ['打开 KOX 列表', 'kox-list'],
    ['打开ＫＯＸ列表', 'kox-list'],
    ['open the reports', 'app-report'],
    ['go to team settings', 'teammanage-teamsetting'],
    ['查看团队成员', 'teammanage-member'],
    ['show me the user stats', 'stats-user-dashboard'],
    ['KOX list', 'kox-list'],
  ])('"%s" → open_screen %s in the side panel', (text, screen) => {
    expect(ask(text)).toEqual({
      type: 'tool-call',
      toolName: 'open_screen',
      input: { screen, target: 'artifact' },
    });
  });

  it('asks for a page when the user says so, in both languages', () => {
    expect(ask('open the KOX list as a page')).toMatchObject({
      input: { screen: 'kox-list', target: 'page' },
    });
    expect(ask('整页打开达人列表')).toMatchObject({ input: { screen: 'kox-list', target: 'page' } });
  });

  it('prefers the longest keyword: "team settings" beats "team"', () => {
    expect(matchScreen(normalizeText('open team settings'))).toEqual({ screen: 'teammanage-teamsetting' });
    expect(matchScreen(normalizeText('open team'))).toEqual({ screen: 'teammanage-member' });
  });

  it('opens a view of a screen: the ad dashboards of the report app', () => {
    for (const text of ['open the ad dashboard list', '打开广告看板列表', 'show my ad dashboards as a page'])
      expect(ask(text)).toMatchObject({
        toolName: 'open_screen',
        input: { screen: 'app-report', view: 'ad-dashboards' },
      });
    expect(ask('我的看板有哪些')).toMatchObject({ toolName: 'open_screen', input: { screen: 'app-report' } });
    // The plain report list stays the screen.
    expect(ask('open the reports')).toEqual({
      type: 'tool-call',
      toolName: 'open_screen',
      input: { screen: 'app-report', target: 'artifact' },
    });
  });

  it('opens the team database as the KOX list’s team tab, and the list itself on its public one', () => {
    for (const text of ['open the team database', '打开团队达人库'])
      expect(ask(text)).toMatchObject({
        toolName: 'open_screen',
        input: { screen: 'kox-list', view: 'kox-team' },
      });
    expect(ask('open the public database')).toEqual({
      type: 'tool-call',
      toolName: 'open_screen',
      input: { screen: 'kox-list', target: 'artifact' },
    });
  });

  it('opens the creator import, template included, however the import is put', () => {
    for (const text of [
      'download the creator import template',
      'I have an Excel of influencers to import',
      '批量导入达人',
      '把我们的红人名单导入进来',
    ])
      expect(ask(text)).toMatchObject({
        toolName: 'open_screen',
        input: { screen: 'kox-list', view: 'kox-import' },
      });
    // Creators already imported are the team database itself, not a new import.
    for (const text of ['open the imported creators in the KOX list', '打开达人列表里已导入的达人'])
      expect(ask(text)).toEqual({
        type: 'tool-call',
        toolName: 'open_screen',
        input: { screen: 'kox-list', target: 'artifact' },
      });
  });

  it('ignores case and accents, and needs whole words for Latin keywords', () => {
    expect(matchScreen(normalizeText('ÖPEN THE KÖX LIST'))).toEqual({ screen: 'kox-list' });
    expect(matchScreen(normalizeText('open boxkox'))).toBeNull();
  });

  it('asks which screen was meant for an unknown one, in the user language', () => {
    const en = ask('open the spaceship', [...TOOLS, 'ask_user']);
    expect(en).toMatchObject({
      type: 'tool-call',
      toolName: 'ask_user',
      input: { question: expect.stringMatching(/could not find that screen/) },
    });
    const input =
      en.type === 'tool-call' ? (en.input as { choices: { message: string }[] }) : { choices: [] };
    expect(input.choices).toHaveLength(4);
    for (const c of input.choices) expect(ask(c.message)).toMatchObject({ toolName: 'open_screen' });
    const zh = ask('打开宇宙飞船');
    expect(zh.type === 'text' && zh.text).toMatch(/^没有找到这个页面，你想打开哪一个？\n\n- 打开/);
  });

  it('does not call a tool that the request did not offer', () => {
    expect(ask('open KOX list', ['switch_language']).type).toBe('text');
  });
});

describe('offline model: switching language', () => {
  it.each([
    ['switch to English', 'en'],
    ['change language to zh', 'zh'],
    ['切换到中文', 'zh'],
    ['切换成英文', 'en'],
    ['switch from English to Chinese', 'zh'],
    ['把语言从中文切换成英文', 'en'],
  ])('"%s" → switch_language %s', (text, language) => {
    expect(ask(text)).toEqual({ type: 'tool-call', toolName: 'switch_language', input: { language } });
  });

  it('needs a target language', () => {
    expect(matchTargetLanguage(normalizeText('switch role'))).toBeNull();
    expect(ask('switch role')).toMatchObject({ type: 'tool-call', input: { screen: 'select-role' } });
  });
});

describe('offline model: help and what it cannot do', () => {
  it('lists what exists now, in English and in Chinese', () => {
    const en = ask('what can you do?');
    expect(en.type === 'text' && en.text).toMatch(/Open a screen[\s\S]*Switch language[\s\S]*Help/);
    const zh = ask('帮助');
    expect(zh.type === 'text' && zh.text).toMatch(/打开页面[\s\S]*切换语言/);
  });

  it('says plainly what it cannot do yet, in the user language', () => {
    const en = ask('write me a poem about shoes');
    expect(en.type === 'text' && en.text).toMatch(
      /^I can't do that yet\..*open any screen.*switch the interface language/,
    );
    const zh = ask('给我写一首诗');
    expect(zh.type === 'text' && zh.text).toMatch(/^这个我现在还做不到。/);
  });

  it('answers a bare question mark with help, in the interface locale', () => {
    const reply = planReply([{ role: 'user', content: [{ type: 'text', text: '?' }] }], TOOLS, 'en');
    expect(reply.type === 'text' && reply.text).toMatch(/Here is what I can do/);
  });
});

describe('offline model: after a tool result', () => {
  const withResult = (userText: string, toolName: string, value: unknown): LanguageModelV4Prompt => [
    { role: 'user', content: [{ type: 'text', text: userText }] },
    { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'c1', toolName, input: {} }] },
    {
      role: 'tool',
      content: [
        { type: 'tool-result', toolCallId: 'c1', toolName, output: { type: 'json', value: value as never } },
      ],
    },
  ];

  it('writes one closing sentence naming the opened screen', () => {
    const value = { screen: 'kox-list', target: 'artifact', path: '/writer/kox/list' };
    const en = planReply(withResult('open KOX list', 'open_screen', value), TOOLS, 'zh');
    expect(en).toEqual({
      type: 'text',
      text: expect.stringMatching(/^Opened \*\*.+\*\* in the side panel\.$/),
    });
    const zh = planReply(withResult('打开达人列表', 'open_screen', value), TOOLS, 'en');
    expect(zh).toEqual({ type: 'text', text: expect.stringMatching(/^已在侧边面板打开「.+」。$/) });
  });

  it('says how many dashboards a search found, and how to look again when it found none', () => {
    const searched = (search: string, found: number) => ({
      screen: 'app-report',
      target: 'artifact',
      path: `/writer/app/report?q=${search}`,
      search,
      found,
    });
    expect(
      planReply(withResult('which dashboards track Nike', 'open_screen', searched('Nike', 2)), TOOLS, 'en'),
    ).toEqual({
      type: 'text',
      text: 'Found 2 dashboards whose name, subjects or keywords contain **Nike**; they are listed in the side panel.',
    });
    expect(
      planReply(withResult('哪些看板在追踪耐克', 'open_screen', searched('耐克', 0)), TOOLS, 'zh'),
    ).toEqual({
      type: 'text',
      text: '没有看板的名称、分析对象或关键词含「耐克」。可以换个写法再找（例如品牌的英文名），或新建一个看板来追踪它。',
    });
  });

  it('confirms the language switch and reports tool errors', () => {
    expect(
      planReply(withResult('switch to English', 'switch_language', { language: 'en' }), TOOLS, 'zh'),
    ).toEqual({
      type: 'text',
      text: 'Done. The interface is now in English.',
    });
    const failed: LanguageModelV4Prompt = [
      ...withResult('打开达人列表', 'open_screen', {}).slice(0, 2),
      {
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolCallId: 'c1',
            toolName: 'open_screen',
            output: { type: 'error-text', value: 'boom' },
          },
        ],
      },
    ];
    expect(planReply(failed, TOOLS, 'zh')).toEqual({ type: 'text', text: '操作没有成功：boom' });
  });
});
