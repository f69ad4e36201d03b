import { describe, expect, it } from 'vitest';
import { planReply } from '../../../../server/ai/offline/plan-reply.ts';
import { offlineSkills } from '../../../../server/ai/offline/skills/index.ts';
import { recommendKoxTool } from '../../../../src/tools/recommend-kox/contract.ts';

const TOOLS = offlineSkills.map((s) => s.toolName);
const ask = (text: string, lang: 'en' | 'zh' = 'en') =>
  planReply([{ role: 'user', content: [{ type: 'text', text }] }], TOOLS, lang);

describe('offline model: recommending creators for a brief in zh and en', () => {
  it.each(['帮我找几个博主', 'find creators', '找些达人'])(
    '"%s" says nothing to rank by: it stays a search of every creator',
    (text) => {
      expect(ask(text)).toEqual({ type: 'tool-call', toolName: 'find_kox', input: {} });
    },
  );

  it.each([
    [
      'recommend 50 creators for a trail running shoe launch in the US',
      { brief: 'a trail running shoe launch in the US', count: 50, country: ['US'] },
    ],
    ['给我推荐50个适合美国越野跑鞋新品的达人', { brief: '美国越野跑鞋新品', count: 50, country: ['US'] }],
    [
      'find me influencers for this brief: a lightweight trail shoe for women who run ultras',
      { brief: 'a lightweight trail shoe for women who run ultras', audience_gender: 'female' },
    ],
    [
      '帮我按这个brief推荐达人：越野跑鞋新品上市，面向美国女性跑者',
      { brief: '越野跑鞋新品上市，面向美国女性跑者', country: ['US'], audience_gender: 'female' },
    ],
    [
      'suggest 20 TikTok creators for a lipstick launch in the UK',
      { brief: 'a lipstick launch in the UK', count: 20, platform: ['tiktok'], country: ['GB'] },
    ],
    ['请推荐五十个适合能量饮料的达人', { brief: '能量饮料', count: 50 }],
    [
      'recommend 30 creators for a yoga mat brand that wants women aged 25 to 34',
      {
        brief: 'a yoga mat brand that wants women aged 25 to 34',
        count: 30,
        audience_gender: 'female',
        audience_age: '25-34',
      },
    ],
    ['recommend 900 creators for a global phone launch', { brief: 'a global phone launch', count: 500 }],
    // The place of the creators is their country, not part of the brief; a language they speak is a filter.
    [
      'recommend 30 US creators for our new yoga pants',
      { brief: 'our new yoga pants', count: 30, country: ['US'] },
    ],
    ['give us some creators for our serum launch', { brief: 'our serum launch' }],
    [
      '给我推荐一些适合户外露营装备推广的达人，要英文的',
      { brief: '户外露营装备推广，要英文的', language: ['en'] },
    ],
    // A place said of the creators, before or after the brief, is their country and not the brief's.
    ['给我推荐一些适合露营帐篷推广的美国达人', { brief: '露营帐篷推广', country: ['US'] }],
    ['推荐一些美国的适合露营帐篷推广的达人', { brief: '露营帐篷推广', country: ['US'] }],
    ['recommend 20 British creators for a tea brand', { brief: 'a tea brand', count: 20, country: ['GB'] }],
    // Whom the creators are for said first, the ask after it; none of these is a corpus example.
    ['我想给咖啡品牌找网红', { brief: '咖啡品牌' }],
    ['我们的咖啡品牌需要找网红', { brief: '我们的咖啡品牌' }],
    ['想为我的瑜伽服品牌找达人', { brief: '我的瑜伽服品牌' }],
    // Read as a search these have no filter (it would list every creator): what they are for is a brief.
    ['想为新出的香水找些博主', { brief: '新出的香水' }],
    ['find me 10 coffee creators', { brief: 'coffee', count: 10 }],
    // The creators' topic is part of the brief; their place right after them is their country.
    [
      'recommend 20 fitness creators in the US for our new protein bar',
      { brief: 'fitness, our new protein bar', count: 20, country: ['US'] },
    ],
    [
      'recommend 15 TikTok beauty creators in the UK for our lipstick',
      { brief: 'beauty, our lipstick', count: 15, platform: ['tiktok'], country: ['GB'] },
    ],
    ['give me a list of fitness influencers to hire', { brief: 'fitness' }],
    // A tier is the follower range, not a topic; the ask said after the brief is not part of it.
    [
      'recommend micro influencers for a vegan snack brand in Canada',
      {
        brief: 'a vegan snack brand in Canada',
        country: ['CA'],
        followers_min: 10_000,
        followers_max: 100_000,
      },
    ],
    ['我们的新品是一款降噪耳机，推荐30个合适的达人', { brief: '我们的新品是一款降噪耳机', count: 30 }],
    ['新款跑鞋上市，帮我推荐一些美国的跑步博主', { brief: '跑步，新款跑鞋上市', country: ['US'] }],
    ['find me influencers to work with for a skincare launch', { brief: 'a skincare launch' }],
    // "women over 35" is their age, not a follower bound.
    [
      'recommend influencers who fit a luxury skincare line for women over 35',
      { brief: 'a luxury skincare line for women over 35', audience_gender: 'female' },
    ],
    // Look-alikes of a creator named in Chinese, with a platform between.
    ['挑选50个像@priyaruns1这样的TikTok达人', { similar_to: '@priyaruns1', count: 50, platform: ['tiktok'] }],
    ['给我看看李佳的相似达人', { similar_to: '李佳' }],
    // A follower range is a filter of the ranking too.
    [
      '推荐一些适合推广防晒霜的女性美妆博主，粉丝10万以上',
      { brief: '推广防晒霜的女性美妆', followers_min: 100_000, audience_gender: 'female' },
    ],
    [
      'recommend 30 creators with under 50k followers for our new matcha drink',
      { brief: 'our new matcha drink', count: 30, followers_max: 50_000 },
    ],
    // So are the engagement rate, the average views and the price, and none is left in the brief.
    [
      'recommend creators with over 100k average views for our running shoes launch',
      { brief: 'our running shoes launch', avg_views_min: 100_000 },
    ],
    [
      'recommend 20 creators with engagement rate over 3% for a vegan snack brand',
      { brief: 'a vegan snack brand', count: 20, engagement_rate_min: 3 },
    ],
    [
      '推荐适合新款跑鞋的达人，报价低于800美元，互动率3%以上',
      { brief: '新款跑鞋', price_max: 800, engagement_rate_min: 3 },
    ],
  ])('"%s" → recommend_kox with %j', (text, input) => {
    expect(ask(text)).toEqual({ type: 'tool-call', toolName: 'recommend_kox', input });
    expect(recommendKoxTool.input.safeParse(input).success).toBe(true);
  });

  it.each([
    ['帮我按这个brief推荐达人', 'zh', '请说一下这次推广的brief'],
    ['recommend 50 creators', 'en', 'What is the brief?'],
  ] as const)('"%s" asks for the brief it lacks', (text, lang, question) => {
    const reply = ask(text, lang);
    expect(reply).toMatchObject({ type: 'tool-call', toolName: 'ask_user' });
    expect(reply.type === 'tool-call' && (reply.input as { question: string }).question).toContain(question);
  });

  it.each([
    ['推荐报价500美元以内的达人', 'zh', { price_max: 500 }],
    ['recommend 20 creators priced under $800 per video', 'en', { count: 20, price_max: 800 }],
  ] as const)('"%s": the example brief it offers keeps the bounds said', (text, lang, bounds) => {
    const reply = ask(text, lang);
    expect(reply).toMatchObject({ type: 'tool-call', toolName: 'ask_user' });
    const [example] = (reply as { input: { choices: { message: string }[] } }).input.choices;
    expect(ask(example!.message, lang)).toMatchObject({
      type: 'tool-call',
      toolName: 'recommend_kox',
      input: { brief: expect.any(String), ...bounds },
    });
  });

  it.each([
    ['find creators like @lily_runs', { similar_to: '@lily_runs' }],
    ['Show me creators similar to Priya Runs', { similar_to: 'Priya Runs' }],
    ['who else is like @ninaplays2?', { similar_to: '@ninaplays2' }],
    [
      'recommend 20 influencers like "Nina Plays" on TikTok',
      { similar_to: 'Nina Plays', count: 20, platform: ['tiktok'] },
    ],
    ['找和@lily_runs类似的达人', { similar_to: '@lily_runs' }],
    ['推荐几个像Priya Runs这样的博主', { similar_to: 'Priya Runs' }],
    ['帮我找Priya Runs的相似达人', { similar_to: 'Priya Runs' }],
    ['跟李佳风格类似的博主有哪些', { similar_to: '李佳' }],
    // "她" is the one creator the request mentions; a mention ends at a space.
    ['上次合作的@小鹿跑步 效果不错，再帮我找几个和她风格差不多的', { similar_to: '@小鹿跑步' }],
    ['@sweatwithsam did great for us, find more like her', { similar_to: '@sweatwithsam' }],
  ])('"%s" → creators like the one named: recommend_kox with %j', (text, input) => {
    expect(ask(text)).toEqual({ type: 'tool-call', toolName: 'recommend_kox', input });
    expect(recommendKoxTool.input.safeParse(input).success).toBe(true);
  });

  it.each([
    ['find creators like these', 'en', 'Creators like whom?'],
    ['有没有和这个博主差不多的', 'zh', '要找和哪位达人相似的？'],
    ['推荐几个和他类似的达人', 'zh', '要找和哪位达人相似的？'],
  ] as const)('"%s" asks which creator, instead of taking its words for a brief', (text, lang, question) => {
    const reply = ask(text, lang);
    expect(reply).toMatchObject({ type: 'tool-call', toolName: 'ask_user' });
    expect(reply.type === 'tool-call' && (reply.input as { question: string }).question).toContain(question);
  });

  it.each([
    ['add @priyaruns1 to Spring Launch', 'en', { project: 'Spring Launch', creators: ['priyaruns1'] }],
    ['put Priya Runs in Spring Launch', 'en', { project: 'Spring Launch', creators: ['Priya Runs'] }],
    ['把@priyaruns1加到春季新品', 'zh', { project: '春季新品', creators: ['priyaruns1'] }],
  ] as const)('adds a creator named to a project named without the word: "%s"', (text, lang, input) => {
    expect(ask(text, lang)).toEqual({ type: 'tool-call', toolName: 'add_to_kox_project', input });
  });

  it.each([
    ['open @lily_runs', { creator: '@lily_runs' }],
    ['打开@priyaruns1', { creator: '@priyaruns1' }],
    ['how many followers does @priyaruns1 have?', { creator: '@priyaruns1' }],
    ['what does @priyaruns1 charge per video?', { creator: '@priyaruns1' }],
    ['@ninaplays2的报价是多少', { creator: '@ninaplays2' }],
  ])('opens a creator named by handle, also to answer a question about them: "%s"', (text, input) => {
    expect(ask(text)).toEqual({ type: 'tool-call', toolName: 'open_kox', input });
  });

  it("answers a question about a creator with the public database's figures", () => {
    const skill = offlineSkills.find((s) => s.toolName === 'open_kox')!;
    const output = {
      creator_id: 'sample-000001',
      nickname: 'Priya Runs',
      handle: 'priyaruns1',
      platform: 'instagram',
      sample: true,
      path: '/writer/kox/detail?id=sample-000001',
      facts: {
        followers: 93_800,
        avg_views: 22_600,
        engagement_rate: 2.49,
        price_per_video_usd: 340,
        price_per_post_usd: 200,
        email: 'priyaruns1@creators.example.com',
      },
    };
    expect(skill.close(output, 'en')).toBe(
      'Found **Priya Runs** (sample data): 93.8K followers, 22.6K average views, 2.49% engagement, $340 a video and $200 a post; e-mail priyaruns1\\@creators\\.example\\.com. Open the detail from the card.',
    );
    expect(skill.close({ ...output, facts: { ...output.facts, email: null } }, 'zh')).toBe(
      '找到了达人「Priya Runs」（示例数据）：粉丝 9.4万，平均播放 2.3万，互动率 2.49%，视频报价 $340，图文报价 $200，没有公开邮箱。可在卡片中打开详情。',
    );
  });

  it.each([
    ['find TikTok beauty creators in the US', { platform: ['tiktok'], topics: 'beauty', country: ['US'] }],
    ['找美国的TikTok美妆达人', { platform: ['tiktok'], topics: 'beauty', country: ['US'] }],
  ])('leaves searches to find_kox: "%s"', (text, input) => {
    expect(ask(text)).toEqual({ type: 'tool-call', toolName: 'find_kox', input });
  });

  it('says what it ranked, naming the best match', () => {
    const skill = offlineSkills.find((s) => s.toolName === 'recommend_kox')!;
    const output = {
      session_id: 's1',
      app_name: 'smart_recommend',
      name: 'x',
      results_count: 50,
      list: [
        {
          creator_id: 'sample-000001',
          nickname: 'Trail *Mia*',
          platform: 'youtube',
          followers: 1000,
          fit: 91,
          reasons: [],
          sample: true,
        },
      ],
    };
    expect(skill.close(output, 'en')).toContain(
      'Ranked 50 creators by fit; the best match is **Trail \\*Mia\\***',
    );
    expect(skill.close(output, 'zh')).toContain('排好了 50 位达人');
    expect(skill.close(output, 'en')).not.toMatch(/brief's words/);
    // Ranked without the brief's words: it says so instead of offering to add them all.
    const unmatched = { ...output, words_matched: false };
    expect(skill.close(unmatched, 'en')).toContain("No creator's posts use the brief's words");
    expect(skill.close(unmatched, 'zh')).toContain('没有达人的内容用到需求里的词');
    // Look-alikes are told as such.
    const like = {
      ...output,
      similar_to: { creator_id: 'sample-000002', nickname: 'Nina_Plays', sample: true },
    };
    expect(skill.close(like, 'en')).toContain(
      'Found 50 creators like **Nina\\_Plays**; the closest is **Trail',
    );
    expect(skill.close(like, 'zh')).toContain('找到 50 位与「Nina\\_Plays」相似的达人');
  });
});
