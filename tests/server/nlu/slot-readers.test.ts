import { describe, expect, it } from 'vitest';
import { readDashboardRequest } from '../../../server/ai/offline/nlu/read-dashboard-request.ts';
import { readQuery } from '../../../server/ai/offline/nlu/read-query.ts';
import { daysIn } from '../../../server/ai/offline/nlu/slots/calendar-date.ts';
import { parseNumber } from '../../../server/ai/offline/nlu/slots/chinese-number.ts';
import { foldText } from '../../../server/ai/offline/nlu/slots/fold-text.ts';
import { frequencyOf } from '../../../server/ai/offline/nlu/slots/frequency.ts';
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

  it('keeps a name the user spelled ("iPhone")', () => {
    expect(readDashboardRequest('track iPhone 16 on TikTok').subjects).toEqual([
      { name: 'iPhone 16', keywords: 'iphone+16' },
    ]);
  });
});

describe('query questions', () => {
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
  ])('"%s"', (text, expected) => {
    expect(readQuery(text, TODAY)).toEqual(expected);
  });
});
