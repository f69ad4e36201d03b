import type { LanguageModelV4Prompt } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { readDashboardRequest } from '../../../../server/ai/offline/nlu/read-dashboard-request.ts';
import { planReply } from '../../../../server/ai/offline/plan-reply.ts';
import { queryDashboardSkill } from '../../../../server/ai/offline/skills/query-dashboard.ts';
import { shareReportSkill, validDaysOf } from '../../../../server/ai/offline/skills/share-report.ts';
import { parseKeywords } from '../../../../src/lib/keyword-query/index.ts';

const TOOLS = ['open_screen', 'switch_language', 'create_dashboard', 'query_dashboard', 'share_report'];
const ask = (text: string) => planReply([{ role: 'user', content: [{ type: 'text', text }] }], TOOLS, 'en');

describe('offline create_dashboard', () => {
  it('reads subjects, media, region and frequency from an English request', () => {
    expect(ask('track Nike and Adidas running shoes on YouTube in the US, weekly')).toEqual({
      type: 'tool-call',
      toolName: 'create_dashboard',
      input: {
        subjects: [
          { name: 'Nike running shoes', keywords: 'nike+running shoes' },
          { name: 'Adidas running shoes', keywords: 'adidas+running shoes' },
        ],
        media: ['youtube'],
        regions: ['US'],
        frequency: 'weekly',
      },
    });
  });

  it('a topic dashboard is named by the topic, not "…的话题"', () => {
    expect(ask('建一个关于露营装备的话题看板')).toMatchObject({
      toolName: 'create_dashboard',
      input: { subjects: [{ name: '露营装备', keywords: '露营装备' }] },
    });
  });

  it('merges no dashboards: offers a new one tracking their subjects together', () => {
    const reply = planReply(
      [{ role: 'user', content: [{ type: 'text', text: '把Nike和Adidas的看板合并' }] }],
      [...TOOLS, 'ask_user'],
      'zh',
    );
    expect(reply).toMatchObject({
      toolName: 'ask_user',
      input: { question: '看板不能合并。要新建一个同时追踪Nike和Adidas的看板吗？原来的看板保持不变。' },
    });
    const [choice] = (reply as { input: { choices: { message: string }[] } }).input.choices;
    expect(ask(choice!.message)).toMatchObject({
      toolName: 'create_dashboard',
      input: { subjects: [{ name: 'Nike' }, { name: 'Adidas' }] },
    });
  });

  it('reads the Chinese equivalent', () => {
    expect(ask('在YouTube上追踪耐克和阿迪达斯跑鞋，美国，每周')).toEqual({
      type: 'tool-call',
      toolName: 'create_dashboard',
      input: {
        subjects: [
          { name: '耐克跑鞋', keywords: '耐克+跑鞋' },
          { name: '阿迪达斯跑鞋', keywords: '阿迪达斯+跑鞋' },
        ],
        media: ['youtube'],
        regions: ['US'],
        frequency: 'weekly',
      },
    });
  });

  it('handles lists, several media and defaults (YouTube, once)', () => {
    expect(
      ask('Monitor Apple, Samsung and Xiaomi phones on TikTok and Instagram in China monthly'),
    ).toMatchObject({
      input: {
        subjects: [{ name: 'Apple phones' }, { name: 'Samsung phones' }, { name: 'Xiaomi phones' }],
        media: ['tiktok', 'instagram'],
        regions: ['CN'],
        frequency: 'monthly',
      },
    });
    expect(ask('track Nike running shoes')).toMatchObject({
      input: {
        subjects: [{ name: 'Nike running shoes', keywords: 'nike+running shoes' }],
        media: ['youtube'],
        frequency: 'once',
      },
    });
  });

  it('writes keyword queries that the keyword language accepts', () => {
    for (const text of [
      'track Nike and Adidas running shoes on YouTube',
      '追踪耐克和阿迪达斯跑鞋',
      'monitor (weird) + names | here',
    ]) {
      const { subjects } = readDashboardRequest(text);
      expect(subjects.length).toBeGreaterThan(0);
      for (const s of subjects) expect(parseKeywords(s.keywords).ok).toBe(true);
    }
  });

  it('asks what to track when no subject is named, in the user language (as text without ask_user)', () => {
    expect(ask('create a dashboard')).toMatchObject({
      type: 'text',
      text: expect.stringMatching(
        /^Which brands or topics should the dashboard track\?[\s\S]*- Create a dashboard for/,
      ),
    });
    expect(ask('创建看板')).toMatchObject({
      type: 'text',
      text: expect.stringMatching(/^这个看板要追踪哪些品牌或话题/),
    });
  });
});

describe('offline query_dashboard', () => {
  it.each([
    ['which video has the most views?', { question: 'top_posts', metric: 'views' }],
    ['top 5 videos by likes', { question: 'top_posts', metric: 'likes', limit: 5 }],
    ['how did views trend', { question: 'trend', metric: 'views' }],
    ['compare the subjects', { question: 'compare_subjects' }],
    ['what is the sentiment', { question: 'sentiment' }],
    ['which channels have the most views?', { question: 'top_channels', metric: 'views' }],
    ['哪个视频播放量最高？', { question: 'top_posts', metric: 'views' }],
    ['点赞最多的前3个视频', { question: 'top_posts', metric: 'likes', limit: 3 }],
    ['播放量趋势如何', { question: 'trend', metric: 'views' }],
    ['对比各主体', { question: 'compare_subjects' }],
    ['评论的情感倾向如何', { question: 'sentiment', metric: 'comments' }],
    // "这个" points at the dashboard open; it names no subject.
    ['这个看板里情感最负面的帖子是哪些', { question: 'sentiment' }],
    [
      '那个看板上周播放最多的视频',
      { question: 'top_posts', metric: 'views', period: { last: 1, unit: 'week' } },
    ],
    ['top videos in “Nike vs Adidas”', { question: 'top_posts', dashboard_name: 'Nike vs Adidas' }],
  ])('"%s"', (text, input) => {
    expect(ask(text)).toEqual({ type: 'tool-call', toolName: 'query_dashboard', input });
  });

  const output = {
    dashboard_id: 'd',
    dashboard_name: 'Shoes',
    question: 'top_posts',
    metric: 'views',
    kind: 'table',
    columns: ['rank', 'title', 'views'],
    rows: [
      [1, 'Best run', 1234567],
      [2, 'Second', 5],
    ],
  };

  it('closes with the true top answer from the output', () => {
    expect(queryDashboardSkill.close(output, 'en')).toBe(
      'The most viewed video is “Best run” with 1,234,567 views.',
    );
    expect(queryDashboardSkill.close(output, 'zh')).toBe('播放量最高的视频是“Best run”，播放量 1,234,567。');
    expect(
      queryDashboardSkill.close(
        {
          ...output,
          question: 'compare_subjects',
          metric: 'likes',
          columns: ['subject', 'likes'],
          rows: [
            ['A', 3],
            ['B', 9],
          ],
        },
        'en',
      ),
    ).toBe('Of 2 subjects, “B” has the most likes (9).');
    expect(queryDashboardSkill.close({ ...output, rows: [] }, 'en')).toBe(
      'The dashboard **Shoes** has no data for this yet.',
    );
  });

  it('says first that the answer covers one medium, and when it has no posts there', () => {
    const tiktok = { ...output, platform: 'tiktok' };
    expect(queryDashboardSkill.close(tiktok, 'en')).toBe(
      'TikTok posts only. The most viewed video is “Best run” with 1,234,567 views.',
    );
    expect(queryDashboardSkill.close(tiktok, 'zh')).toBe(
      '只看 TikTok 的帖子。播放量最高的视频是“Best run”，播放量 1,234,567。',
    );
    const week = { from: '2026-04-24', to: '2026-04-30', last: 1, unit: 'week' };
    expect(queryDashboardSkill.close({ ...tiktok, rows: [], period: week }, 'en')).toBe(
      '**Shoes** has no TikTok posts in the last week.',
    );
    expect(queryDashboardSkill.close({ ...tiktok, rows: [] }, 'zh')).toBe(
      '看板「Shoes」中还没有 TikTok 的帖子。',
    );
  });

  it('closes a breakdown with the value that leads, its measure and its posts', () => {
    const tags = {
      ...output,
      question: 'breakdown',
      by: 'region',
      columns: ['rank', 'region', 'posts', 'views', 'likes', 'comments', 'engagements'],
      rows: [
        [1, 'US', 12, 1_234_567, 900, 40, 940],
        [2, 'GB', 3, 5, 1, 0, 1],
      ],
    };
    expect(queryDashboardSkill.close(tags, 'en')).toBe(
      'The region with the most views is “United States” (1,234,567 views over 12 posts).',
    );
    expect(queryDashboardSkill.close(tags, 'zh')).toBe(
      '播放量最高的地区是“美国”（12 个帖子，播放量 1,234,567）。',
    );
  });

  it.each([
    ['language', 'ja', 'Japanese', '日语'],
    ['format', 'short', 'Short video', '短视频'],
    ['platform', 'tiktok', 'TikTok', 'TikTok'],
    // Markdown: the mark is escaped so that it shows as written.
    ['hashtag', '#running', '\\#running', '\\#running'],
    // A code the names do not know is shown as the data has it.
    ['format', 'hologram', 'hologram', 'hologram'],
  ])('a breakdown by %s names its value “%s” as the card does', (by, value, en, zh) => {
    const answer = {
      ...output,
      question: 'breakdown',
      by,
      columns: ['rank', by, 'posts', 'views', 'likes', 'comments', 'engagements'],
      rows: [[1, value, 2, 10, 1, 0, 1]],
    };
    expect(queryDashboardSkill.close(answer, 'en')).toContain(`is “${en}” (10 views`);
    expect(queryDashboardSkill.close(answer, 'zh')).toContain(`是“${zh}”（2 个帖子`);
  });

  it('does not take over screen requests', () => {
    expect(ask('open the reports')).toMatchObject({ toolName: 'open_screen' });
    expect(ask('打开达人列表')).toMatchObject({ toolName: 'open_screen' });
  });
});

describe('offline share_report', () => {
  it.each([
    ['share this report', 7],
    ['share the dashboard for 30 days', 30],
    ['分享这个报告', 7],
    ['分享这个看板，有效期一个月', 30],
    ['把这个报告发给客户看一下，链接两周有效', 14],
    ['分享这个看板，三天有效', 3],
    ['生成一个分享链接，有效期一个半月', 45],
    ['share this report, link good for two weeks', 14],
    ['share it for 2 months', 60],
  ])('"%s" → %i days', (text, days) => {
    expect(ask(text)).toEqual({ type: 'tool-call', toolName: 'share_report', input: { valid_days: days } });
  });

  it('reads the dashboard that is shared by name', () => {
    expect(shareReportSkill.read('把特斯拉看板分享给团队，有效期十天', new Date())).toEqual({
      valid_days: 10,
      dashboard_name: '特斯拉',
    });
    expect(shareReportSkill.read('share the Airbnb dashboard for 2 weeks', new Date())).toEqual({
      valid_days: 14,
      dashboard_name: 'Airbnb',
    });
    expect(shareReportSkill.read('share the dashboard', new Date())).toEqual({ valid_days: 7 });
    // A report is the dashboard shared, in both languages; "the weekly report" names none.
    expect(
      shareReportSkill.read('share the running shoes report with my client for 14 days', new Date()),
    ).toEqual({ valid_days: 14, dashboard_name: 'running shoes' });
    expect(shareReportSkill.read('把跑鞋报告分享给客户', new Date())).toEqual({
      valid_days: 7,
      dashboard_name: '跑鞋',
    });
    expect(shareReportSkill.read('share the weekly report', new Date())).toEqual({ valid_days: 7 });
  });

  it('bounds the days and closes by status', () => {
    expect(validDaysOf('share for 900 days')).toBe(365);
    const base = { dashboard_id: 'd', dashboard_name: 'Shoes', valid_days: 7 };
    expect(shareReportSkill.close({ status: 'awaiting_approval', ...base }, 'en')).toContain(
      'only if you approve in the card',
    );
    expect(shareReportSkill.close({ status: 'declined', ...base }, 'zh')).toBe('已取消分享「Shoes」。');
  });

  it('closes a tool error with its message, without the error class the AI SDK puts before it', () => {
    const prompt: LanguageModelV4Prompt = [
      { role: 'user', content: [{ type: 'text', text: 'share this report' }] },
      {
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolCallId: 'c',
            toolName: 'share_report',
            output: { type: 'error-text', value: 'AppError: There is no ready dashboard to use yet.' },
          },
        ],
      },
    ];
    expect(planReply(prompt, TOOLS, 'en')).toEqual({
      type: 'text',
      text: 'That did not work: There is no ready dashboard to use yet\\.',
    });
  });
});
