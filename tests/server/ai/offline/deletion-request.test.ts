import { describe, expect, it } from 'vitest';
import { planReply } from '../../../../server/ai/offline/plan-reply.ts';
import { offlineSkills } from '../../../../server/ai/offline/skills/index.ts';

const TOOLS = offlineSkills.map((s) => s.toolName);
const ask = (text: string, lang: 'en' | 'zh') =>
  planReply([{ role: 'user', content: [{ type: 'text', text }] }], TOOLS, lang);

/** The assistant deletes nothing: a request to delete is told where that is done, with a button to the screen. */
describe('offline model: requests to delete', () => {
  it.each([
    ['删除耐克看板', 'zh', '报告', '看板', '删除'],
    ['把耐克看板删掉', 'zh', '报告', '看板', '删除'],
    ['把这个项目删了', 'zh', '项目中心', '项目', '删除'],
    ['移除这个客户', 'zh', '团队客户', '客户', '删除'],
    ['把这个达人从团队库里删除', 'zh', '达人列表', '团队库里的达人', '移除'],
    ['删掉上个月上传的广告数据', 'zh', '广告数据', '广告数据', '删除'],
    ['delete the Nike dashboard', 'en', 'Reports', 'the dashboard', 'Delete'],
    ['remove the client Adidas', 'en', 'Team clients', 'the client', 'Delete'],
    ['please delete the placement Homepage banner', 'en', 'Team placements', 'the placement', 'Delete'],
    ['remove @lily_runs from our creators', 'en', 'KOX list', 'the creator in the team database', 'Remove'],
  ] as const)('"%s" points to %s', (text, lang, screen, thing, action) => {
    const reply = ask(text, lang);
    expect(reply).toMatchObject({ type: 'tool-call', toolName: 'ask_user' });
    const input = (reply as { input: { question: string; choices: { label: string; message: string }[] } })
      .input;
    expect(input.question).toContain(lang === 'zh' ? '我不能在对话中删除内容' : 'I cannot delete anything');
    expect(input.question).toContain(lang === 'zh' ? `「${screen}」` : ` in ${screen} `);
    expect(input.question).toContain(thing);
    expect(input.question).toContain(action);
    expect(input.choices).toEqual([
      { label: screen, message: lang === 'zh' ? `打开${screen}` : `Open ${screen}` },
    ]);
    // The button opens the screen.
    expect(ask(input.choices[0]!.message, lang)).toMatchObject({
      type: 'tool-call',
      toolName: 'open_screen',
    });
  });

  it('leaves other requests alone', () => {
    expect(ask('remove Tom from the team', 'en')).toMatchObject({
      toolName: 'ask_user',
      input: { question: expect.stringContaining('removing a member is done on the Team members screen') },
    });
    expect(ask('去掉粉丝限制，找美妆达人', 'zh')).toEqual({
      type: 'tool-call',
      toolName: 'find_kox',
      input: { topics: 'beauty' },
    });
    expect(ask('把跑鞋报告分享给客户', 'zh')).toEqual({
      type: 'tool-call',
      toolName: 'share_report',
      input: { valid_days: 7, dashboard_name: '跑鞋' },
    });
  });
});

/** The studio reads ad data: pausing an ad is done on its platform, and the worst ads are offered instead. */
describe('offline model: requests to pause ads', () => {
  it.each([
    ['pause the worst ad', 'en', 'The studio reads ad data and changes nothing', 'show the 5 worst ads'],
    [
      'stop the TikTok campaign',
      'en',
      'pause or edit the ad in that platform’s ads manager',
      'show the 5 worst ads',
    ],
    ['暂停表现最差的广告', 'zh', '工作室只读取广告数据', '表现最差的5条广告'],
  ] as const)('"%s" says where that is done', (text, lang, said, choice) => {
    const reply = ask(text, lang);
    expect(reply).toMatchObject({ type: 'tool-call', toolName: 'ask_user' });
    const input = (reply as { input: { question: string; choices: { message: string }[] } }).input;
    expect(input.question).toContain(said);
    expect(input.choices.map((c) => c.message)).toEqual([choice]);
    expect(ask(choice, lang)).toMatchObject({
      toolName: 'query_ad_dashboard',
      input: { question: 'worst_ads' },
    });
  });

  it('leaves "stop updating this dashboard" to update_dashboard', () => {
    expect(ask('stop updating this dashboard', 'en')).toEqual({
      type: 'tool-call',
      toolName: 'update_dashboard',
      input: { frequency: 'once' },
    });
  });
});
