import { describe, expect, it } from 'vitest';
import { readDashboardRequest } from '../../../server/ai/offline/nlu/read-dashboard-request.ts';
import { readQuery } from '../../../server/ai/offline/nlu/read-query.ts';
import { daysIn } from '../../../server/ai/offline/nlu/slots/calendar-date.ts';
import { parseNumber } from '../../../server/ai/offline/nlu/slots/chinese-number.ts';
import { foldText } from '../../../server/ai/offline/nlu/slots/fold-text.ts';
import { frequencyOf } from '../../../server/ai/offline/nlu/slots/frequency.ts';
import { koxCreatorOf, koxFollowersOf } from '../../../server/ai/offline/nlu/slots/kox-filters.ts';
import { languagesOf } from '../../../server/ai/offline/nlu/slots/languages.ts';
import { mediaOf } from '../../../server/ai/offline/nlu/slots/media.ts';
import { periodOf } from '../../../server/ai/offline/nlu/slots/period.ts';
import { regionsOf } from '../../../server/ai/offline/nlu/slots/regions.ts';
import { subjectsFrom } from '../../../server/ai/offline/nlu/slots/subjects.ts';

const TODAY = new Date('2026-05-01T12:00:00Z');

describe('regions', () => {
  it.each([
    ['in the US, UK and Japan', ['US', 'GB', 'JP']],
    ['in Türkiye and Brazil', ['TR', 'BR']],
    ['across Saudi Arabia', ['SA']],
    ['in Kazakhstan', ['KZ']],
    ['in JP', ['JP']],
    ['在美国和日本追踪耐克', ['US', 'JP']],
    ['香港和台湾的小米手机', ['HK', 'TW']],
    ['哈萨克斯坦市场', ['KZ']],
  ])('"%s" → %j', (text, codes) => {
    expect(regionsOf(foldText(text)).values).toEqual(codes);
  });

  it('knows every ISO alpha-2 region ICU names, not a short list', () => {
    for (const [name, code] of [
      ['Bhutan', 'BT'],
      ['Fiji', 'FJ'],
      ['Uruguay', 'UY'],
      ['Mongolia', 'MN'],
    ]) {
      expect(regionsOf(`in ${name}`).values).toEqual([code]);
    }
  });

  it('leaves a place name to the institution it begins ("中国移动"), not to a brand\'s market', () => {
    const continuesName = (text: string) => (end: number) => /^(?:移动|建设银行)/u.test(text.slice(end));
    expect(regionsOf('追踪中国移动', continuesName('追踪中国移动')).values).toEqual([]);
    expect(regionsOf('在中国追踪移动', continuesName('在中国追踪移动')).values).toEqual(['CN']);
    expect(regionsOf('中国市场的建设银行', continuesName('中国市场的建设银行')).values).toEqual(['CN']);
  });

  it('reads "US only" and "for the UK" as places, "for Jordan" as a brand', () => {
    expect(regionsOf('Samsung phones, YouTube, US only').values).toEqual(['US']);
    expect(regionsOf('a Red Bull dashboard for the UK').values).toEqual(['GB']);
    expect(regionsOf('a dashboard for Jordan sneakers').values).toEqual([]);
  });

  it('needs a place word for English names and capitals for bare codes', () => {
    expect(regionsOf('Nike and Jordan sneakers').values).toEqual([]);
    expect(regionsOf('do it in no time').values).toEqual([]);
    expect(regionsOf('西班牙语内容').values).toEqual([]);
  });
});

describe('languages', () => {
  it.each([
    ['Spanish-language videos', ['es']],
    ['in French and German', ['fr', 'de']],
    ['in Swahili', ['sw']],
    ['西班牙语和英语的内容', ['es', 'en']],
    ['日文视频', ['ja']],
    ['日语和韩语', ['ja', 'ko']],
    ['in Japan and Korea, japanese and korean, monthly', ['ja', 'ko']],
    ['japanese and korean content', ['ja', 'ko']],
    ['track American Express', []],
  ])('"%s" → %j', (text, codes) => {
    expect(languagesOf(text).values).toEqual(codes);
  });
});

describe('media and frequency', () => {
  it('reads names, nicknames and "all platforms"', () => {
    expect(mediaOf('on YT and insta')).toEqual(['youtube', 'instagram']);
    expect(mediaOf('在油管和抖音上')).toEqual(['youtube', 'tiktok']);
    expect(mediaOf('across all platforms')).toEqual(['youtube', 'tiktok', 'instagram']);
    expect(mediaOf('a big brand')).toEqual([]);
  });

  it.each([
    ['updated weekly', 'weekly'],
    ['every day', 'daily'],
    ['每个月更新一次', 'monthly'],
    ['日更', 'daily'],
    ['just once', 'once'],
    ['track Nike', 'once'],
  ])('"%s" → %s', (text, frequency) => {
    expect(frequencyOf(text)).toBe(frequency);
  });
});

describe('time windows and days', () => {
  it.each([
    ['last month', { last: 1, unit: 'month' }],
    ['past 3 months', { last: 3, unit: 'month' }],
    ['over the last two weeks', { last: 2, unit: 'week' }],
    ['last quarter', { last: 3, unit: 'month' }],
    ['this quarter', { from: '2026-04-01', to: '2026-05-01' }],
    ['本季度', { from: '2026-04-01', to: '2026-05-01' }],
    // A named quarter is this year's once it has begun, else last year's; a year said is that year's.
    ['Q1的花费', { from: '2026-01-01', to: '2026-03-31' }],
    ['spend in Q3', { from: '2025-07-01', to: '2025-09-30' }],
    ['Q3 2024 spend', { from: '2024-07-01', to: '2024-09-30' }],
    ['2025年第四季度', { from: '2025-10-01', to: '2025-12-31' }],
    ['二季度的播放量', { from: '2026-04-01', to: '2026-06-30' }],
    ['最近三个月', { last: 3, unit: 'month' }],
    ['上周', { last: 1, unit: 'week' }],
    ['过去7天', { last: 7, unit: 'day' }],
    ['近一年', { last: 1, unit: 'year' }],
    ['半年', { last: 6, unit: 'month' }],
    ['from 2026-03-01 to 2026-03-31', { from: '2026-03-01', to: '2026-03-31' }],
    ['between March 1 and March 20', { from: '2026-03-01', to: '2026-03-20' }],
    ['从3月1日到3月15日', { from: '2026-03-01', to: '2026-03-15' }],
  ])('"%s" → %j', (text, period) => {
    expect(periodOf(text, TODAY)?.value).toEqual(period);
  });

  it.each([
    ['this year', { from: '2026-01-01', to: '2026-05-01' }],
    ['今年', { from: '2026-01-01', to: '2026-05-01' }],
    ['yesterday', { from: '2026-04-30', to: '2026-04-30' }],
    ['昨天', { from: '2026-04-30', to: '2026-04-30' }],
    ['this week', { from: '2026-04-27', to: '2026-05-01' }],
    ['本周', { from: '2026-04-27', to: '2026-05-01' }],
    ['这个月', { from: '2026-05-01', to: '2026-05-01' }],
    ['上个月', { from: '2026-04-01', to: '2026-04-30' }],
  ])('"%s" is a calendar window from today: %j', (text, period) => {
    expect(periodOf(text, TODAY)?.value).toEqual(period);
  });

  it('counts "this week" from Monday and "上个月" to the month\'s last day', () => {
    const sunday = new Date('2026-03-08T08:00:00Z');
    expect(periodOf('this week', sunday)?.value).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(periodOf('上个月', sunday)?.value).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('has no window when none is said', () => {
    expect(periodOf('top videos', TODAY)).toBeNull();
  });

  it.each([
    ['why did views jump on 3/14', '03-14'],
    ['on March 14th', '03-14'],
    ['the 2nd of April', '04-02'],
    ['Mar 3, 2026', '2026-03-03'],
    ['2026-03-14', '2026-03-14'],
    ['3月14日为什么播放量暴涨', '03-14'],
    ['2026年1月9日', '2026-01-09'],
    ['11月28号', '11-28'],
  ])('"%s" → %s', (text, day) => {
    expect(daysIn(text).map((d) => d.value)).toEqual([day]);
  });

  it('reads Chinese numerals', () => {
    expect([
      parseNumber('三'),
      parseNumber('十二'),
      parseNumber('两'),
      parseNumber('三十一'),
      parseNumber('一百'),
    ]).toEqual([3, 12, 2, 31, 100]);
  });
});

describe('subjects', () => {
  it('shares a tail said once after the last brand, in both languages', () => {
    expect(subjectsFrom(['Nike', 'Adidas running shoes'])).toEqual([
      { name: 'Nike running shoes', keywords: 'nike+running shoes' },
      { name: 'Adidas running shoes', keywords: 'adidas+running shoes' },
    ]);
    expect(subjectsFrom(['小米手机', '华为手机'])).toEqual([
      { name: '小米手机', keywords: '小米+手机' },
      { name: '华为手机', keywords: '华为+手机' },
    ]);
    expect(subjectsFrom(['完美日记', '花西子'])).toEqual([
      { name: '完美日记', keywords: '完美日记' },
      { name: '花西子', keywords: '花西子' },
    ]);
  });

  it.each([
    ['Nike 和 Adidas', ['Nike', 'Adidas']],
    ['小米与华为', ['小米', '华为']],
    ['Tesla vs BYD', ['Tesla', 'BYD']],
    ['Coke and Pepsi', ['Coke', 'Pepsi']],
  ])('splits the comparison "track %s"', (list, names) => {
    expect(readDashboardRequest(`track ${list}`).subjects.map((s) => s.name)).toEqual(names);
  });

  it.each([
    ['跟踪我的世界和原神', ['我的世界', '原神']],
    ['追踪小米的口碑', ['小米']],
    ['track 中国移动 on TikTok in Japan and Korea, japanese and korean, monthly', ['中国移动']],
    ['帮我做中国建设银行的看板', ['中国建设银行']],
    ['监控美国运通在Instagram上的口碑', ['美国运通']],
    ['track American Express on Instagram in the US, in Japanese', ['American Express']],
    ['我想监控印度小米手机在抖音上的数据', ['小米手机']],
  ])('reads the whole brand in "%s"', (text, names) => {
    expect(readDashboardRequest(text).subjects.map((s) => s.name)).toEqual(names);
  });

  it('reads a brand that begins with a place as the subject, and the places and languages around it', () => {
    expect(
      readDashboardRequest('track 中国移动 on TikTok in Japan and Korea, japanese and korean, monthly'),
    ).toEqual({
      subjects: [{ name: '中国移动', keywords: '中国移动' }],
      media: ['tiktok'],
      regions: ['JP', 'KR'],
      languages: ['ja', 'ko'],
      frequency: 'monthly',
    });
    expect(readDashboardRequest('追踪中国银行在日本的声量，日语和韩语内容')).toMatchObject({
      subjects: [{ name: '中国银行' }],
      regions: ['JP'],
      languages: ['ja', 'ko'],
    });
  });

  it('does not take an unsupported platform for a subject', () => {
    expect(readDashboardRequest('在小红书上追踪完美日记').subjects.map((s) => s.name)).toEqual(['完美日记']);
  });

  it.each([
    ['给我整一个戴森吹风机的舆情看板', ['戴森吹风机']],
    ['搞个元气森林的看板', ['元气森林']],
    ['来个泡泡玛特在Instagram上的监测', ['泡泡玛特']],
    ['给华为手机建个看板，只看中文内容', ['华为手机']],
    ['帮我搭一个农夫山泉的看板，每周看一次', ['农夫山泉']],
    ['想监控一下三只松鼠和良品铺子在抖音的声量', ['三只松鼠', '良品铺子']],
    ['我想看看最近一个月耐克在抖音上的表现，做个看板吧', ['耐克']],
    ['can you set up something to watch what people say about the Tesla Cybertruck?', ['Tesla Cybertruck']],
    ["I'd like a dashboard on Oatly", ['Oatly']],
  ])('takes no verb, evaluative or window word for a subject in "%s"', (text, names) => {
    expect(readDashboardRequest(text).subjects.map((s) => s.name)).toEqual(names);
  });

  it.each([
    ['帮我建一个看板，追踪耐克和阿迪达斯在TikTok上的跑鞋内容', ['耐克跑鞋', '阿迪达斯跑鞋'], ['tiktok']],
    ['追踪耐克和阿迪达斯的跑鞋', ['耐克跑鞋', '阿迪达斯跑鞋'], []],
    ['耐克的跑鞋和阿迪达斯的跑鞋', ['耐克跑鞋', '阿迪达斯跑鞋'], []],
    ['对比小米和华为在抖音上的手机', ['小米手机', '华为手机'], ['tiktok']],
    ['耐克在抖音上的跑鞋和阿迪达斯', ['耐克跑鞋', '阿迪达斯'], ['tiktok']],
    [
      'Create a dashboard tracking Nike and Adidas running shoe content on TikTok',
      ['Nike running shoe', 'Adidas running shoe'],
      ['tiktok'],
    ],
  ])(
    'reads a product said after the brands and a 的 as theirs, not as a subject: "%s"',
    (text, names, media) => {
      const request = readDashboardRequest(text);
      expect(request.subjects.map((s) => s.name)).toEqual(names);
      expect(request.media).toEqual(media);
    },
  );

  it('keeps the 的 out of the keywords', () => {
    expect(readDashboardRequest('对比小米和华为的手机').subjects).toEqual([
      { name: '小米手机', keywords: '小米+手机' },
      { name: '华为手机', keywords: '华为+手机' },
    ]);
    expect(readDashboardRequest('追踪耐克和阿迪达斯在抖音上的跑鞋').subjects).toEqual([
      { name: '耐克跑鞋', keywords: '耐克+跑鞋' },
      { name: '阿迪达斯跑鞋', keywords: '阿迪达斯+跑鞋' },
    ]);
    // A 的 inside a name stays: "我的世界" is a game.
    expect(readDashboardRequest('跟踪我的世界和原神').subjects.map((s) => s.keywords)).toEqual([
      '我的世界',
      '原神',
    ]);
  });

  it('leaves a capitalized second word to its own brand, and keeps an apostrophe inside a name', () => {
    expect(readDashboardRequest('Lululemon vs Alo Yoga, weekly').subjects.map((s) => s.name)).toEqual([
      'Lululemon',
      'Alo Yoga',
    ]);
    expect(readDashboardRequest("track Maybelline and L'Oreal mascara").subjects.map((s) => s.name)).toEqual([
      'Maybelline mascara',
      "L'Oreal mascara",
    ]);
  });

  it('keeps a name the user spelled ("iPhone")', () => {
    expect(readDashboardRequest('track iPhone 16 on TikTok').subjects).toEqual([
      { name: 'iPhone 16', keywords: 'iphone+16' },
    ]);
  });
});

describe('query questions', () => {
  it.each([
    ['哪天的播放量最高，为什么', { question: 'posts_on_date', metric: 'views' }],
    ['why did views spike?', { question: 'posts_on_date', metric: 'views' }],
    ['on which day did engagement peak?', { question: 'posts_on_date', metric: 'engagements' }],
    [
      'which creator brought the most likes for Adidas?',
      { question: 'top_channels', metric: 'likes', subjects: ['Adidas'] },
    ],
    ['小米和华为，哪个更受欢迎', { question: 'compare_subjects', subjects: ['小米', '华为'] }],
    ['点赞最多的三个视频是哪些', { question: 'top_posts', metric: 'likes', limit: 3 }],
    ['give me the five most liked posts', { question: 'top_posts', metric: 'likes', limit: 5 }],
    [
      '安踏最近三个月的互动走势',
      { question: 'trend', metric: 'engagements', subjects: ['安踏'], period: { last: 3, unit: 'month' } },
    ],
    ['哪一天互动量突然变多了', { question: 'posts_on_date', metric: 'engagements' }],
    ['蜜雪冰城的口碑好不好', { question: 'sentiment', subjects: ['蜜雪冰城'] }],
    ['break down engagement by brand', { question: 'compare_subjects', metric: 'engagements' }],
  ])('reads "%s" without taking a verb, a day word or "popular" for a subject', (text, expected) => {
    expect(readQuery(text, TODAY)).toEqual(expected);
  });

  it.each([
    ['why did views jump on 3/14', { question: 'posts_on_date', metric: 'views', date: '03-14' }],
    [
      'compare the sentiment of Nike and Adidas last month',
      {
        question: 'sentiment',
        subjects: ['Nike', 'Adidas'],
        by_subject: true,
        period: { last: 1, unit: 'month' },
      },
    ],
    [
      '小米和华为最近三个月的播放量对比',
      {
        question: 'compare_subjects',
        metric: 'views',
        subjects: ['小米', '华为'],
        period: { last: 3, unit: 'month' },
      },
    ],
    ['top three channels by engagement', { question: 'top_channels', metric: 'engagements', limit: 3 }],
    ['前十个评论最多的视频', { question: 'top_posts', metric: 'comments', limit: 10 }],
    ['Nike看板里点赞最多的视频', { question: 'top_posts', metric: 'likes', dashboard_name: 'Nike' }],
    ['sentiment per brand', { question: 'sentiment', by_subject: true }],
    [
      'Nike和Adidas哪个点赞多',
      { question: 'compare_subjects', metric: 'likes', subjects: ['Nike', 'Adidas'] },
    ],
    ['Nike or Adidas, which does better?', { question: 'compare_subjects', subjects: ['Nike', 'Adidas'] }],
    ['tell me something', {}],
    [
      '最近三个月小米和华为哪个互动更多',
      {
        question: 'compare_subjects',
        metric: 'engagements',
        subjects: ['小米', '华为'],
        period: { last: 3, unit: 'month' },
      },
    ],
    [
      'Which had more views, Nike or Adidas?',
      { question: 'compare_subjects', metric: 'views', subjects: ['Nike', 'Adidas'] },
    ],
    ['小米和华为谁的口碑更好', { question: 'sentiment', subjects: ['小米', '华为'], by_subject: true }],
    [
      'who gets more engagement last week, Nike or Puma',
      {
        question: 'compare_subjects',
        metric: 'engagements',
        subjects: ['Nike', 'Puma'],
        period: { last: 1, unit: 'week' },
      },
    ],
    [
      'Nike or Adidas: which one has more likes?',
      { question: 'compare_subjects', metric: 'likes', subjects: ['Nike', 'Adidas'] },
    ],
    [
      '今年我的世界的播放量趋势',
      {
        question: 'trend',
        metric: 'views',
        subjects: ['我的世界'],
        period: { from: '2026-01-01', to: '2026-05-01' },
      },
    ],
    [
      '昨天哪个视频播放最多',
      { question: 'top_posts', metric: 'views', period: { from: '2026-04-30', to: '2026-04-30' } },
    ],
  ])('"%s"', (text, expected) => {
    expect(readQuery(text, TODAY)).toEqual(expected);
  });
});

describe('the creator a request names', () => {
  it.each([
    ['open the creator Lily Chen', 'Lily Chen'],
    ["what's Chef Marco's email?", 'Chef Marco'],
    ['what is the email address of TechTalk Tom', 'TechTalk Tom'],
    ["show kox_000123's contact details", 'kox_000123'],
    ['which email does Mia Runs use?', 'Mia Runs'],
    ['打开达人李佳的详情', '李佳'],
    ['小鹿跑步的邮箱是什么？', '小鹿跑步'],
    ['请给我看美食阿强的联系方式', '美食阿强'],
    ['健身小王用的是哪个邮箱', '健身小王'],
  ])('"%s" → %s', (text, creator) => {
    expect(koxCreatorOf(text)).toBe(creator);
  });

  // Offered as "Open the creator email these creators", "打开达人设置我的详情" when the model was unsure.
  it.each(['email these creators', '设置我的邮箱', '给这几个达人发邀约', 'show them all'])(
    '"%s" names no one creator',
    (text) => {
      expect(koxCreatorOf(text)).toBeUndefined();
    },
  );
});

describe('follower bounds', () => {
  it('reads an age said of people as no follower bound', () => {
    expect(koxFollowersOf('creators with over 100k followers for women over 40')).toEqual({
      followers_min: 100_000,
    });
    expect(koxFollowersOf('a skincare line for women over 35')).toEqual({});
    expect(koxFollowersOf('creators whose fans are under 25 years old')).toEqual({});
    expect(koxFollowersOf('creators with over 35k followers')).toEqual({ followers_min: 35_000 });
    expect(koxFollowersOf('creators with over 35 followers')).toEqual({ followers_min: 35 });
  });
});
