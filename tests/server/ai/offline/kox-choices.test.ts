import { describe, expect, it } from 'vitest';
import { planReply } from '../../../../server/ai/offline/plan-reply.ts';
import { findKoxSkill } from '../../../../server/ai/offline/skills/find-kox.ts';
import { offlineSkills } from '../../../../server/ai/offline/skills/index.ts';
import { recommendKoxSkill } from '../../../../server/ai/offline/skills/recommend-kox.ts';

const TOOLS = offlineSkills.map((s) => s.toolName);
const TODAY = new Date('2026-12-05T10:00:00Z');
const planned = (text: string, lang: 'en' | 'zh') =>
  planReply([{ role: 'user', content: [{ type: 'text', text }] }], TOOLS, lang);

/** A creator request offered back as a choice ("which did you mean?") is read as the same request. */
describe('offline model: a creator request offered as a choice keeps every filter', () => {
  it.each([
    ['找美国的TikTok美妆达人，粉丝10万以上，有邮箱', 'zh'],
    ['团队库里粉丝5万以下的游戏达人', 'zh'],
    ['找说中文的美食博主', 'zh'],
    ['帮我找20个美国、加拿大的健身博主', 'zh'],
    ['find TikTok beauty creators in the US with over 100k followers', 'en'],
    ['find English-speaking fitness creators in Canada with email', 'en'],
    ['find YouTube and Instagram travel creators under 50k followers in our team database', 'en'],
    ['哪个美国的美妆达人粉丝最多', 'zh'],
    ['互动率最高的TikTok健身博主', 'zh'],
    ['which gaming creators have the most engagement', 'en'],
    ['the most active running influencers in the UK', 'en'],
    ['找互动率5%以上、粉丝10万以上的美妆达人', 'zh'],
    ['互动率低于2%的游戏博主', 'zh'],
    ['find TikTok creators with engagement rate over 3.5% and email', 'en'],
    ['找平均播放量10万以上、报价500美元以内的美妆达人', 'zh'],
    ['播放量5万以下、报价在1000美元以上的游戏博主', 'zh'],
    ['find fitness creators with over 50k average views and under $800 per video', 'en'],
    ['creators with average views under 20k and a price over $2,000', 'en'],
    ['播放量最高的达人有哪些', 'zh'],
    ['粉丝在10万到50万之间、报价200到500美元的美妆博主', 'zh'],
    ['互动率2%到5%、平均播放5万到20万的健身博主', 'zh'],
    ['find creators with 100k-500k followers and an engagement rate between 2% and 4%', 'en'],
    ['creators priced $200-$500 per video with 50k to 200k average views', 'en'],
    ['团队库里标签是春季的美妆达人', 'zh'],
    ['带“我的最爱”标签的TikTok达人', 'zh'],
    ['find beauty creators in the US tagged spring launch', 'en'],
    ['our creators tagged "Q4, push" with email', 'en'],
  ] as const)('find_kox: "%s"', (text, lang) => {
    const slots = findKoxSkill.read(text, TODAY);
    expect(Object.keys(slots).length).toBeGreaterThan(0);
    const choice = findKoxSkill.choice(slots, lang, text);
    expect(choice?.label).toBe(lang === 'zh' ? '搜索达人' : 'Find creators');
    expect(planned(choice!.message, lang)).toEqual({ type: 'tool-call', toolName: 'find_kox', input: slots });
  });

  it.each([
    ['给我推荐50个适合美国越野跑鞋新品的TikTok达人，有邮箱的', 'zh'],
    ['推荐20个英国的美妆达人，推广新款精华', 'zh'],
    ['recommend 30 US creators for our new yoga pants', 'en'],
    ['推荐一些适合推广防晒霜的美妆博主，粉丝10万以上', 'zh'],
    ['recommend 30 creators with under 50k followers for our new matcha drink', 'en'],
    ['suggest 20 TikTok creators with email for a lipstick launch in the UK', 'en'],
    ['recommend 20 influencers like Nina Plays on TikTok in the US with email', 'en'],
    ['find creators like @lily_runs', 'en'],
    ['推荐10个和李佳相似的美国博主，粉丝10万以上', 'zh'],
    ['推荐平均播放量10万以上、报价500美元以内的达人：新款跑鞋上市', 'zh'],
    ['recommend 20 creators with engagement rate over 3% for a vegan snack brand', 'en'],
    ['找和@lily_runs类似的YouTube达人', 'zh'],
  ] as const)('recommend_kox: "%s"', (text, lang) => {
    const slots = recommendKoxSkill.read(text, TODAY);
    expect(slots.brief ?? slots.similar_to).toBeTruthy();
    const choice = recommendKoxSkill.choice(slots, lang, text);
    expect(planned(choice!.message, lang)).toEqual({
      type: 'tool-call',
      toolName: 'recommend_kox',
      input: { ...slots, count: slots.count ?? 50 },
    });
  });

  it('keeps a place the databases lack, so that the question about it still comes', () => {
    const text = '帮我找日本的美妆博主';
    const choice = findKoxSkill.choice(findKoxSkill.read(text, TODAY), 'zh', text);
    expect(choice?.message).toBe('找日本的美妆达人');
    expect(planned(choice!.message, 'zh')).toMatchObject({
      toolName: 'ask_user',
      input: { question: expect.stringContaining('没有日本的达人') },
    });
  });
});
