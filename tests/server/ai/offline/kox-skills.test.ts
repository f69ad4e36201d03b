import { describe, expect, it } from 'vitest';
import { planReply } from '../../../../server/ai/offline/plan-reply.ts';
import { offlineSkills } from '../../../../server/ai/offline/skills/index.ts';
import { findKoxTool } from '../../../../src/tools/find-kox/contract.ts';
import { openKoxTool } from '../../../../src/tools/open-kox/contract.ts';

const TOOLS = offlineSkills.map((s) => s.toolName);
const ask = (text: string) => planReply([{ role: 'user', content: [{ type: 'text', text }] }], TOOLS, 'en');

describe('offline model: creators of a country the databases do not cover', () => {
  const planned = (text: string, lang: 'en' | 'zh') =>
    planReply([{ role: 'user', content: [{ type: 'text', text }] }], TOOLS, lang);

  it.each([
    [
      'find 50 YouTube creators in Japan making beauty content',
      'en',
      'Japan',
      'find 50 YouTube creators making beauty content',
    ],
    ['帮我找50个在日本做美妆内容的YouTube博主', 'zh', '日本', '帮我找50个做美妆内容的YouTube博主'],
    ['推荐20个韩国的美妆达人，推广新款精华', 'zh', '韩国', '推荐20个美妆达人，推广新款精华'],
    // Said of the creators, what a country's people are called names it too.
    ['find Japanese beauty creators on YouTube', 'en', 'Japan', 'find beauty creators on YouTube'],
    [
      'recommend 20 German creators for a running shoe',
      'en',
      'Germany',
      'recommend 20 creators for a running shoe',
    ],
  ] as const)(
    'asks before searching "%s", and offers it again without the place',
    (text, lang, place, again) => {
      const reply = planned(text, lang);
      expect(reply).toMatchObject({ type: 'tool-call', toolName: 'ask_user' });
      const input = (reply as { input: { question: string; choices: { message: string }[] } }).input;
      expect(input.question).toContain(place);
      expect(input.question).toContain(
        lang === 'zh'
          ? '美国、英国'
          : 'United States; United Kingdom; Canada; Australia; India; Philippines; Nigeria; Singapore; Malaysia; Mainland China; Taiwan, China; Hong Kong, China.',
      );
      expect(input.choices.map((c) => c.message)).toEqual([again]);
      // The request offered again is one the model answers with a search.
      expect(planned(again, lang)).toMatchObject({ type: 'tool-call' });
      expect(planned(again, lang)).not.toMatchObject({ toolName: 'ask_user' });
    },
  );

  it.each([
    [
      'recommend 20 creators for a camping tent launch in the US and Japan',
      'en',
      ['Only the US', 'recommend 20 creators for a camping tent launch in the US'],
      'recommend 20 creators for a camping tent launch',
      { toolName: 'recommend_kox', input: { country: ['US'], count: 20 } },
    ],
    [
      'find beauty creators in Japan, the US and Canada',
      'en',
      ['Only the US and Canada', 'find beauty creators in the US and Canada'],
      'find beauty creators',
      { toolName: 'find_kox', input: { country: ['US', 'CA'], topics: 'beauty' } },
    ],
    [
      'find UK and Japanese creators',
      'en',
      ['Only the UK', 'find UK creators'],
      'find creators',
      { toolName: 'find_kox', input: { country: ['GB'] } },
    ],
    [
      '推荐20个日本和美国的美妆达人，推广新款精华',
      'zh',
      ['只找美国的', '推荐20个美国的美妆达人，推广新款精华'],
      '推荐20个美妆达人，推广新款精华',
      { toolName: 'recommend_kox', input: { country: ['US'], count: 20 } },
    ],
    [
      '找日本、中国大陆的美妆博主',
      'zh',
      ['只找中国大陆的', '找中国大陆的美妆博主'],
      '找美妆博主',
      { toolName: 'find_kox', input: { country: ['CN'], topics: 'beauty' } },
    ],
  ] as const)(
    'offers "%s" with only the places covered, or without any',
    (text, lang, [label, onlyCovered], withoutPlaces, then) => {
      const reply = planned(text, lang);
      const input = (reply as { input: { question: string; choices: { label: string; message: string }[] } })
        .input;
      expect(input.question).toContain(lang === 'zh' ? `只找${label.slice(2, -1)}的` : label);
      expect(input.choices).toEqual([
        { label, message: onlyCovered },
        { label: lang === 'zh' ? '不限国家继续找' : 'Search without a country', message: withoutPlaces },
      ]);
      expect(planned(onlyCovered, lang)).toMatchObject({ type: 'tool-call', ...then });
    },
  );

  it('reads a language, not a country, in "Japanese-speaking creators"', () => {
    expect(planned('find Japanese-speaking beauty creators', 'en')).toEqual({
      type: 'tool-call',
      toolName: 'find_kox',
      input: { topics: 'beauty' },
    });
  });

  it('searches at once for a country they cover', () => {
    expect(planned('find beauty creators in the US', 'en')).toEqual({
      type: 'tool-call',
      toolName: 'find_kox',
      input: { country: ['US'], topics: 'beauty' },
    });
  });
});

describe('offline model: finding and opening creators in zh and en', () => {
  it.each([
    [
      'find TikTok beauty creators in the US with over 100k followers',
      { platform: ['tiktok'], topics: 'beauty', country: ['US'], followers_min: 100_000 },
    ],
    [
      '找美国的TikTok美妆达人，粉丝10万以上',
      { platform: ['tiktok'], topics: 'beauty', country: ['US'], followers_min: 100_000 },
    ],
    ['show me running creators with e-mail', { topics: 'running', has_email: true }],
    ['有邮箱的跑步博主', { topics: 'running', has_email: true }],
    ['团队库里粉丝5万以下的游戏达人', { scope: 'team', topics: 'gaming', followers_max: 50_000 }],
    // A place or language said of the creators themselves is a filter too.
    ['find UK beauty creators with email', { country: ['GB'], topics: 'beauty', has_email: true }],
    [
      'find English-speaking fitness creators in Canada',
      { country: ['CA'], language: ['en'], topics: 'fitness' },
    ],
    ['找说中文的美食博主', { language: ['zh'], topics: 'food' }],
    // "us" is the pronoun: only "US" is the country.
    ['show us fitness creators', { topics: 'fitness' }],
    ['find American beauty creators', { country: ['US'], topics: 'beauty' }],
    // Tiers marketers say instead of numbers.
    [
      'find me micro influencers in fitness',
      { topics: 'fitness', followers_min: 10_000, followers_max: 100_000 },
    ],
    ['找一些腰部美妆达人', { topics: 'beauty', followers_min: 100_000, followers_max: 1_000_000 }],
    ['找头部的游戏博主', { topics: 'gaming', followers_min: 1_000_000 }],
    // A number said wins over the tier.
    ['找粉丝50万以上的腰部达人', { followers_min: 500_000, followers_max: 1_000_000 }],
    // A count asked for in Chinese is still a search.
    ['帮我找20个美国的健身博主', { country: ['US'], topics: 'fitness' }],
    ['帮我找50个做美妆内容的YouTube博主', { platform: ['youtube'], topics: 'beauty' }],
    // The top of a measure is the search ranked by it (the lists rank highest first).
    ['哪个达人粉丝最多', { sort: 'followers' }],
    ['which creator has the most followers', { sort: 'followers' }],
    ['who are the biggest TikTok creators', { platform: ['tiktok'], sort: 'followers' }],
    [
      'show me the most followed beauty creators in the US',
      { country: ['US'], topics: 'beauty', sort: 'followers' },
    ],
    // The creators' engagement rate is kept, so it is not the dashboards' rate they do not compute.
    ['互动率最高的达人', { sort: 'engagement_rate' }],
    [
      'which beauty influencers have the highest engagement rate',
      { topics: 'beauty', sort: 'engagement_rate' },
    ],
    ['最活跃的跑步博主', { topics: 'running', sort: 'last_active' }],
    ['发帖最多的美食博主', { topics: 'food', sort: 'posts_per_month' }],
    // An engagement rate in percent, never read as a follower count.
    ['找互动率5%以上的美妆达人', { topics: 'beauty', engagement_rate_min: 5 }],
    ['find beauty creators with engagement rate over 3%', { topics: 'beauty', engagement_rate_min: 3 }],
    ['互动率低于2%的游戏博主', { topics: 'gaming', engagement_rate_max: 2 }],
    ['find creators with 2.5%+ engagement', { engagement_rate_min: 2.5 }],
    [
      '找粉丝10万以上、互动率3%以上的TikTok达人',
      { platform: ['tiktok'], followers_min: 100_000, engagement_rate_min: 3 },
    ],
    // Average views and the price per video (US dollars, the databases' currency), never read as followers.
    ['平均播放量超过10万的美妆达人', { topics: 'beauty', avg_views_min: 100_000 }],
    ['找场均播放10万+的TikTok美妆博主', { platform: ['tiktok'], topics: 'beauty', avg_views_min: 100_000 }],
    ['播放量5万以下的游戏博主', { topics: 'gaming', avg_views_max: 50_000 }],
    ['find fitness creators with over 50k average views', { topics: 'fitness', avg_views_min: 50_000 }],
    ['creators with average views under 20k', { avg_views_max: 20_000 }],
    ['报价低于5000的达人', { price_max: 5000 }],
    ['报价在1000美元以上的达人', { price_min: 1000 }],
    ['creators under $500 per post', { price_max: 500 }],
    ['TikTok creators charging less than 300 dollars', { platform: ['tiktok'], price_max: 300 }],
    [
      'find beauty creators with 100k+ followers and under $1,000 per video',
      { topics: 'beauty', followers_min: 100_000, price_max: 1000 },
    ],
    [
      '找粉丝10万以上、报价500美元以内的健身达人',
      { topics: 'fitness', followers_min: 100_000, price_max: 500 },
    ],
    // The followers' "10万以上" is not the views'.
    ['找粉丝10万以上的播放量最高的达人', { followers_min: 100_000, sort: 'avg_views' }],
    ['播放量最高的达人有哪些', { sort: 'avg_views' }],
    ['which creators have the most views', { sort: 'avg_views' }],
    // An engagement rate is not a price ("rate over 3").
    ['find creators with engagement rate over 3%', { engagement_rate_min: 3 }],
    // Ranges with both ends, the measure the one named beside them; a unit said once is both ends'.
    ['粉丝在10万到50万之间的美妆博主', { topics: 'beauty', followers_min: 100_000, followers_max: 500_000 }],
    ['10-50万粉丝的旅行达人', { topics: 'travel', followers_min: 100_000, followers_max: 500_000 }],
    ['find creators with 100k-500k followers', { followers_min: 100_000, followers_max: 500_000 }],
    ['creators with between 50k and 200k followers', { followers_min: 50_000, followers_max: 200_000 }],
    ['帮我找报价在200到500美元之间的达人', { price_min: 200, price_max: 500 }],
    ['find creators priced $200-$500 per video', { price_min: 200, price_max: 500 }],
    ['平均播放5万到20万的达人', { avg_views_min: 50_000, avg_views_max: 200_000 }],
    ['互动率2%到5%的健身博主', { topics: 'fitness', engagement_rate_min: 2, engagement_rate_max: 5 }],
    ['find creators with engagement rate of 2-4', { engagement_rate_min: 2, engagement_rate_max: 4 }],
    // How many creators is not a range of followers.
    ['find 20 to 30 beauty creators', { topics: 'beauty' }],
    // A tag is the team's: it is not also the topic ("美妆") or a creator.
    ['团队库里标签是春季的达人', { scope: 'team', tag: '春季' }],
    ['标签是美妆的达人有哪些', { scope: 'team', tag: '美妆' }],
    ["show our team's creators with the tag shortlist", { scope: 'team', tag: 'shortlist' }],
    ['我们团队库里标签为“待联系”的达人有几个', { scope: 'team', tag: '待联系' }],
  ])('"%s" → find_kox with %j', (text, input) => {
    expect(ask(text)).toEqual({ type: 'tool-call', toolName: 'find_kox', input });
    expect(findKoxTool.input.safeParse(input).success).toBe(true);
  });

  it.each([
    ['报价低于5000元的美妆达人', 'zh', '“报价低于5000元”', '找美妆达人'],
    [
      'find US beauty creators under 2000 RMB per video',
      'en',
      '“under 2000 RMB per video”',
      'find beauty creators in the US',
    ],
  ] as const)('asks for a price in dollars instead of converting "%s"', (text, lang, said, without) => {
    const reply = planReply([{ role: 'user', content: [{ type: 'text', text }] }], TOOLS, lang);
    expect(reply).toMatchObject({ type: 'tool-call', toolName: 'ask_user' });
    const { question, choices } = (reply as { input: { question: string; choices: unknown[] } }).input;
    expect(question).toContain(said);
    expect(question).toContain(lang === 'zh' ? '美元' : 'US dollars');
    expect(choices).toEqual([
      { label: lang === 'zh' ? '不限报价继续找' : 'Search without a price', message: without },
    ]);
  });

  it.each([
    ['open the creator Lily Chen', 'Lily Chen'],
    ['打开达人李佳的详情', '李佳'],
    ["show me @runwithmia's profile", '@runwithmia'],
  ])('"%s" → open_kox %s', (text, creator) => {
    expect(ask(text)).toEqual({ type: 'tool-call', toolName: 'open_kox', input: { creator } });
    expect(openKoxTool.input.safeParse({ creator }).success).toBe(true);
  });

  it('keeps the list screen apart from a creator', () => {
    expect(ask('打开达人列表')).toMatchObject({ toolName: 'open_screen' });
  });
});

describe('offline model: the sentence after a creator search', () => {
  const findKox = offlineSkills.find((s) => s.toolName === 'find_kox')!;
  const found = {
    scope: 'public',
    search: { sort: 'engagement_rate' },
    total: 11_315,
    list: [
      {
        creator_id: 'kox_000001',
        nickname: 'Alex_Sings',
        handle: 'alexsings',
        platform: 'tiktok',
        followers: 11_900,
        engagement_rate: 0.2974,
        sample: true,
      },
    ],
  };

  it('groups the total in the user language and escapes the name', () => {
    expect(findKox.close(found, 'en')).toBe('Found 11,315 creators; the first is **Alex\\_Sings**.');
    expect(findKox.close(found, 'zh')).toBe('找到 11,315 位达人，排在最前的是 Alex\\_Sings。');
    expect(findKox.close({ ...found, total: 0, list: [] }, 'zh')).toBe('没有符合条件的达人。');
  });
});
