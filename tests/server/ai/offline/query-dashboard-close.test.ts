import { describe, expect, it } from 'vitest';
import { closeText } from '../../../../server/ai/offline/skills/query-dashboard-close.ts';
import { queryDashboardTool } from '../../../../src/tools/query-dashboard/contract.ts';
import { renderedElements, renderedText } from '../rendered-markdown.ts';

const base = { dashboard_id: 'd', dashboard_name: 'Shoes', metric: 'views', kind: 'table' } as const;
/** Outputs written as literals; the parse checks them against the contract. */
const close = (o: object, lang: 'en' | 'zh') =>
  closeText(queryDashboardTool.output.parse({ ...base, ...o }), lang);

const POSTS = [
  'rank',
  'title',
  'subject',
  'channel',
  'views',
  'likes',
  'comments',
  'engagements',
  'posted_at',
];
const postsBySubject = {
  question: 'top_posts',
  by_subject: true,
  columns: POSTS,
  rows: [
    [1, 'Marathon', 'Nike', 'runA', 1_234_567, 900, 40, 940, '2026-01-02'],
    [2, 'Vaporfly', 'Nike', 'runB', 400_000, 300, 95, 395, '2026-01-20'],
    [1, 'Boost', 'Adidas', 'kicks', 600_000, 45_000, 12, 45_012, '2026-01-02'],
  ],
} as const;

describe('query_dashboard closing sentences', () => {
  it('top posts and channels per subject name each subject’s leader', () => {
    expect(close(postsBySubject, 'en')).toBe(
      'The most viewed video per subject — “Nike”: “Marathon” (1,234,567 views); “Adidas”: “Boost” (600,000 views).',
    );
    expect(close(postsBySubject, 'zh')).toBe(
      '各主体播放量最高的视频：“Nike”是“Marathon”（播放量 1,234,567）；“Adidas”是“Boost”（播放量 600,000）。',
    );
    const channels = {
      question: 'top_channels',
      metric: 'likes',
      by_subject: true,
      columns: ['rank', 'channel', 'subject', 'likes'],
      rows: [
        [1, 'runA', 'Nike', 2100],
        [1, 'kicks', 'Adidas', 45_100],
      ],
    } as const;
    expect(close(channels, 'en')).toBe(
      'The top channel by likes per subject — “Nike”: “runA” with 2,100 likes; “Adidas”: “kicks” with 45,100 likes.',
    );
    expect(close(channels, 'zh')).toBe(
      '各主体点赞量最高的频道：“Nike”是“runA”，点赞量 2,100；“Adidas”是“kicks”，点赞量 45,100。',
    );
  });

  it('compare_subjects names the leading subject of every measure', () => {
    const compare = {
      question: 'compare_subjects',
      kind: 'chart',
      columns: [
        'subject',
        'posts',
        'channels',
        'views',
        'likes',
        'comments',
        'engagements',
        'positive_share',
      ],
      rows: [
        ['Nike', 3, 2, 1_684_567, 2400, 145, 2545, 0.3333],
        ['Adidas', 2, 1, 620_000, 45_100, 312, 45_412, 0.5],
      ],
    } as const;
    expect(close(compare, 'en')).toBe(
      'Of 2 subjects, “Nike” has the most views (1,684,567). By other measures: “Nike” leads in posts (3), channels (2); “Adidas” leads in likes (45,100), comments (312), engagements (45,412), share of positive posts (50%).',
    );
    expect(close(compare, 'zh')).toBe(
      '在 2 个分析主体中，“Nike”的播放量最高（1,684,567）。其他指标：“Nike”的帖子数（3）、频道数（2）最高；“Adidas”的点赞量（45,100）、评论数（312）、互动量（45,412）、正面帖子占比（50%）最高。',
    );
  });

  it('trend per subject names each subject’s peak', () => {
    const trend = {
      question: 'trend',
      kind: 'chart',
      by_subject: true,
      columns: ['period', 'Nike', 'Adidas'],
      rows: [
        ['2026-01-02', 1_234_567, 600_000],
        ['2026-01-20', 400_000, 700_000],
      ],
    } as const;
    expect(renderedText(close(trend, 'en'))).toBe(
      'Across 2 periods, views: “Nike” peaked in the period starting 2026-01-02 (1,234,567); “Adidas” peaked in the period starting 2026-01-20 (700,000).',
    );
    expect(renderedText(close(trend, 'zh'))).toBe(
      '共 2 个时间段，播放量：“Nike”在 2026-01-02 达到最高（1,234,567）；“Adidas”在 2026-01-20 达到最高（700,000）。',
    );
  });

  it('sentiment per subject names the most positive subject of posts and of comments', () => {
    const sentiment = {
      question: 'sentiment',
      kind: 'chart',
      by_subject: true,
      columns: ['source', 'subject', 'positive', 'neutral', 'negative', 'total'],
      rows: [
        ['videos', 'Nike', 1, 1, 1, 3],
        ['videos', 'Adidas', 2, 0, 0, 2],
        ['comments', 'Nike', 3, 1, 1, 5],
        ['comments', 'Adidas', 0, 1, 1, 2],
      ],
    } as const;
    expect(close(sentiment, 'en')).toBe(
      'The most positive posts: “Adidas” (2 of 2); the most positive comments: “Nike” (3 of 5).',
    );
    expect(close(sentiment, 'zh')).toBe(
      '正面帖子占比最高的是“Adidas”（2/2）；正面评论占比最高的是“Nike”（3/5）。',
    );
  });

  it('says the window: relative in words, explicit as dates, and an empty window as no posts', () => {
    const last3 = {
      ...postsBySubject,
      by_subject: false,
      period: { from: '2026-08-24', to: '2026-11-23', last: 3, unit: 'month' },
    } as const;
    expect(close(last3, 'en')).toBe(
      'Posts published in the last 3 months: the most viewed video is “Marathon” with 1,234,567 views.',
    );
    expect(close(last3, 'zh')).toBe('最近3个月发布的帖子：播放量最高的视频是“Marathon”，播放量 1,234,567。');
    const explicit = { ...last3, period: { from: '2026-01-01', to: '2026-01-31' } };
    expect(close(explicit, 'en')).toMatch(/^Posts published from Jan 1, 2026 to Jan 31, 2026: the most/);
    expect(close(explicit, 'zh')).toMatch(/^2026年1月1日至2026年1月31日发布的帖子：/);
    const empty = { ...last3, columns: [], rows: [] };
    expect(close(empty, 'en')).toBe('**Shoes** has no posts in the last 3 months.');
    expect(close(empty, 'zh')).toBe('看板「Shoes」最近3个月没有帖子。');
    expect(close({ ...empty, period: { ...last3.period, last: 1, unit: 'week' } }, 'en')).toBe(
      '**Shoes** has no posts in the last week.',
    );
  });

  const jump = {
    question: 'posts_on_date',
    kind: 'chart',
    columns: POSTS,
    rows: [
      [1, 'Launch film', 'Nike', 'runA', 1000, 100, 1, 101, '2026-03-14'],
      [2, 'Teaser', 'Nike', 'runA', 800, 80, 1, 81, '2026-03-14'],
    ],
    day: {
      date: '2026-03-14',
      posts: 2,
      total: 1800,
      around_from: '2026-03-11',
      around_to: '2026-03-17',
      median: 530,
      average: 600,
      vs_median: 3.4,
      vs_average: 3,
    },
  } as const;

  it('posts_on_date: how far the day jumped and which posts made it', () => {
    expect(close(jump, 'en')).toBe(
      'On Mar 14, 2026, 2 posts were published with 1,800 views in total, 3.4× the median of the days around it (530). The top ones: “Launch film” (1,000), “Teaser” (800).',
    );
    expect(close(jump, 'zh')).toBe(
      '2026年3月14日发布了 2 个帖子，播放量合计 1,800，是前后几天中位数（530）的 3.4 倍。播放量最高的：“Launch film”（1,000）、“Teaser”（800）。',
    );
    const flat = { ...jump, day: { ...jump.day, median: 0, vs_median: null, average: 0, vs_average: null } };
    expect(close(flat, 'en')).toContain('1,800 views in total, against no views on the days around it.');
    const sparse = { ...jump, day: { ...jump.day, median: 0, vs_median: null, average: 300, vs_average: 6 } };
    expect(close(sparse, 'zh')).toContain('是前后几天平均值（300）的 6 倍');
  });

  it('posts_on_date: a day without posts says so', () => {
    const none = { ...jump, rows: [], day: { ...jump.day, posts: 0, total: 0 } };
    expect(close(none, 'en')).toBe('No posts were published on Mar 14, 2026 in **Shoes**.');
    expect(close(none, 'zh')).toBe('看板「Shoes」在2026年3月14日没有发布的帖子。');
  });

  it('names from the data never become markup', () => {
    const evil = '[x](https://evil.example) <img src=x> **b**';
    const outputs = [
      { ...postsBySubject, rows: [[1, evil, evil, evil, 1, 1, 1, 1, '2026-01-01']] },
      { ...jump, dashboard_name: evil, rows: [[1, evil, evil, evil, 5, 1, 1, 1, '2026-03-14']] },
      { ...jump, dashboard_name: evil, rows: [], day: { ...jump.day, posts: 0 } },
    ];
    for (const o of outputs)
      for (const lang of ['en', 'zh'] as const)
        expect(renderedElements(close(o, lang)).filter((tag) => tag !== 'strong')).toEqual([]);
  });
});

describe('query_dashboard closing sentence of a comparison of two spans', () => {
  const spans = {
    question: 'compare_periods',
    period: { from: '2026-01-11', to: '2026-01-21' },
    versus: { from: '2025-12-31', to: '2026-01-10' },
    columns: ['measure', 'current', 'versus', 'change'],
  } as const;
  const everyMeasure = {
    ...spans,
    rows: [
      ['posts', 2, 3, -1 / 3],
      ['channels', 2, 2, 0],
      ['views', 420_000, 1_884_567, (420_000 - 1_884_567) / 1_884_567],
      ['likes', 400, 47_100, (400 - 47_100) / 47_100],
      ['comments', 395, 62, (395 - 62) / 62],
      ['engagements', 795, 47_162, (795 - 47_162) / 47_162],
      ['engagement_rate', 795 / 420_000, 47_162 / 1_884_567, null],
    ],
  };

  it('names both spans and the headline measures with their change', () => {
    expect(close(everyMeasure, 'en')).toBe(
      'Jan 11, 2026 – Jan 21, 2026 against Dec 31, 2025 – Jan 10, 2026: posts 2 against 3 (-33.33%); views 420,000 against 1,884,567 (-77.71%); engagements 795 against 47,162 (-98.31%).',
    );
    expect(close(everyMeasure, 'zh')).toBe(
      '2026年1月11日至2026年1月21日对比2025年12月31日至2026年1月10日：帖子数 2，对比期 3（-33.33%）；播放量 420,000，对比期 1,884,567（-77.71%）；互动量 795，对比期 47,162（-98.31%）。',
    );
  });

  it('the asked measure alone, a rate as a percentage, no change from nothing', () => {
    const rate = { ...spans, metric: 'engagements', rows: [['engagement_rate', 0.0019, 0.025, null]] };
    expect(close(rate, 'en')).toContain('engagement rate 0.2% against 2.5% (–)');
    expect(close(rate, 'zh')).toContain('互动率 0.2%，对比期 2.5%（–）');
    // A span of one day is that day.
    const today = { ...rate, period: { from: '2026-01-21', to: '2026-01-21' } };
    expect(close(today, 'en')).toMatch(/^Jan 21, 2026 against Dec 31, 2025 – Jan 10, 2026: /);
  });

  it('per subject: the measure, then each subject', () => {
    const perSubject = {
      ...spans,
      kind: 'chart',
      by_subject: true,
      columns: ['subject', 'current', 'versus', 'change'],
      rows: [
        ['Nike', 400_000, 1_234_567, -0.676],
        ['*Adi*', 20_000, 600_000, -0.9667],
      ],
    };
    expect(close(perSubject, 'en')).toBe(
      'Jan 11, 2026 – Jan 21, 2026 against Dec 31, 2025 – Jan 10, 2026: views: Nike 400,000 against 1,234,567 (-67.6%); \\*Adi\\* 20,000 against 600,000 (-96.67%).',
    );
  });
});
