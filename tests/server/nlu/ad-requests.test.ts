import type { LanguageModelV4Prompt } from '@ai-sdk/provider';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { AD_QUERY_DIMENSIONS, AD_QUERY_METRICS } from '../../../src/tools/query-ad-dashboard/contract.ts';
import { planReply } from '../../../server/ai/offline/plan-reply.ts';
import {
  adDashboardRequestText,
  adQuestionText,
} from '../../../server/ai/offline/nlu/ad-dashboard-choices.ts';
import {
  readAdDashboardRequest,
  type AdDashboardRequest,
} from '../../../server/ai/offline/nlu/read-ad-dashboard-request.ts';
import { readAdQuery } from '../../../server/ai/offline/nlu/read-ad-query.ts';
import { createAdDashboardSkill } from '../../../server/ai/offline/skills/create-ad-dashboard.ts';
import { queryAdDashboardSkill } from '../../../server/ai/offline/skills/query-ad-dashboard.ts';

/* The offline model on ad requests: the readings of the sentences, asking back, closing sentences. */

const TOOLS = [
  'create_dashboard',
  'query_dashboard',
  'create_ad_dashboard',
  'query_ad_dashboard',
  'ask_user',
];
const TODAY = new Date('2026-05-01T12:00:00Z');
const ask = (text: string, lang: 'zh' | 'en' = 'en') =>
  planReply([{ role: 'user', content: [{ type: 'text', text }] }], TOOLS, lang, TODAY);

describe("reading the issue's requests", () => {
  it.each([
    [
      'make an ad dashboard from the Meta sample account for the last 30 days, 7-day click',
      'create_ad_dashboard',
      { sample_accounts: ['meta'], window: '7d_click', range: { kind: 'days', days: 30 } },
    ],
    [
      '用TikTok示例账户做一个广告看板，按产品打标签',
      'create_ad_dashboard',
      { sample_accounts: ['tiktok'], tag_by: ['product'] },
    ],
    [
      "upload last month's Meta export and tag it by product",
      'create_ad_dashboard',
      { upload: true, platform: 'meta', range: { kind: 'preset', preset: '1m' }, tag_by: ['product'] },
    ],
    [
      'which hook had the best ROI last week?',
      'query_ad_dashboard',
      {
        question: 'breakdown',
        metric: 'roi',
        by: 'hook',
        rank: 'highest',
        period: { last: 1, unit: 'week' },
      },
    ],
    [
      '哪个产品的转化成本上涨最多？',
      'query_ad_dashboard',
      { question: 'change', metric: 'cost_per_purchase', by: 'product', direction: 'up' },
    ],
    [
      'spend by country',
      'query_ad_dashboard',
      { question: 'breakdown', metric: 'amount_spent_usd', by: 'country' },
    ],
    ['表现最差的广告', 'query_ad_dashboard', { question: 'worst_ads' }],
    [
      'how did spend change week over week?',
      'query_ad_dashboard',
      { question: 'overview', metric: 'amount_spent_usd' },
    ],
    [
      '最近30天的ROI趋势',
      'query_ad_dashboard',
      { question: 'trend', metric: 'roi', period: { last: 30, unit: 'day' } },
    ],
    // 广告系列 shortened, once ads are the topic.
    [
      '广告花费最多的是哪个系列',
      'query_ad_dashboard',
      { question: 'breakdown', metric: 'amount_spent_usd', by: 'campaign', rank: 'highest' },
    ],
    ['各系列的ROI', 'query_ad_dashboard', { question: 'breakdown', metric: 'roi', by: 'campaign' }],
    // A count between the words: the worst or best ads all the same, that many of them.
    ['表现最差的5条广告', 'query_ad_dashboard', { question: 'worst_ads', limit: 5 }],
    ['效果最好的十条广告', 'query_ad_dashboard', { question: 'top_ads', limit: 10 }],
    [
      'CTR最高的5条广告',
      'query_ad_dashboard',
      { question: 'breakdown', metric: 'ctr', by: 'ad', rank: 'highest', limit: 5 },
    ],
    // Values that name their dimension; how well something performs is its ROI.
    [
      '视频广告和图片广告哪个ROI高',
      'query_ad_dashboard',
      { question: 'breakdown', metric: 'roi', by: 'type' },
    ],
    ['Reels和Feed哪个效果好', 'query_ad_dashboard', { question: 'breakdown', metric: 'roi', by: 'channel' }],
    [
      'which ad format works best',
      'query_ad_dashboard',
      { question: 'breakdown', metric: 'roi', by: 'type', rank: 'highest' },
    ],
    // The budget's pacing; what remains of it alone stays the overview's remaining budget.
    ['给我看一下投放预算消耗进度', 'query_ad_dashboard', { question: 'budget' }],
    ['how is our budget pacing', 'query_ad_dashboard', { question: 'budget' }],
    ['TikTok的预算消耗进度', 'query_ad_dashboard', { question: 'budget', platform: 'tiktok' }],
    [
      '这个月的预算还剩多少',
      'query_ad_dashboard',
      {
        question: 'overview',
        metric: 'amount_remain_usd',
        period: { from: '2026-05-01', to: '2026-05-01' },
      },
    ],
    // "converts best" asks how well: the conversion rate.
    [
      'which audience converts best?',
      'query_ad_dashboard',
      { question: 'breakdown', metric: 'overall_conversion_rate', by: 'audience', rank: 'highest' },
    ],
    // One platform named: only its ads. Facebook and Instagram ads are bought on Meta.
    [
      'TikTok的花费是多少',
      'query_ad_dashboard',
      { question: 'overview', metric: 'amount_spent_usd', platform: 'tiktok' },
    ],
    [
      'what was our CPA on TikTok last month',
      'query_ad_dashboard',
      {
        question: 'overview',
        metric: 'cost_per_purchase',
        platform: 'tiktok',
        period: { last: 1, unit: 'month' },
      },
    ],
    ['Facebook的ROAS怎么样', 'query_ad_dashboard', { question: 'overview', metric: 'roi', platform: 'meta' }],
    [
      'spend by country on Google',
      'query_ad_dashboard',
      { question: 'breakdown', metric: 'amount_spent_usd', by: 'country', platform: 'google' },
    ],
    // Which to pause is a question about the worst ads (pausing is done on the platform).
    ['哪些广告应该停掉', 'query_ad_dashboard', { question: 'worst_ads' }],
    ['which ads should we turn off', 'query_ad_dashboard', { question: 'worst_ads' }],
    [
      '哪个受众转化效果最好',
      'query_ad_dashboard',
      { question: 'breakdown', metric: 'overall_conversion_rate', by: 'audience', rank: 'highest' },
    ],
    // How the ad data looks, with or without dates, is its overview (it was asked back, and "数据" read as posts).
    [
      '这周的广告数据怎么样',
      'query_ad_dashboard',
      { question: 'overview', period: { from: '2026-04-27', to: '2026-05-01' } },
    ],
    ['广告数据怎么样', 'query_ad_dashboard', { question: 'overview' }],
    // Two platforms compared is a breakdown by media, not a new dashboard nor a social comparison.
    ['Meta和TikTok哪个ROI高', 'query_ad_dashboard', { question: 'breakdown', metric: 'roi', by: 'media' }],
    [
      'compare TikTok and Google CPA',
      'query_ad_dashboard',
      { question: 'breakdown', metric: 'cost_per_purchase', by: 'media' },
    ],
    [
      'how much have we spent on TikTok this month',
      'query_ad_dashboard',
      {
        question: 'overview',
        metric: 'amount_spent_usd',
        platform: 'tiktok',
        period: { from: '2026-05-01', to: '2026-05-01' },
      },
    ],
    // "5个广告" counts ads as "5条广告" does; "cheapest" is the lowest; "by day" is the trend.
    [
      '给我看看花费最多的5个广告',
      'query_ad_dashboard',
      { question: 'breakdown', metric: 'amount_spent_usd', by: 'ad', rank: 'highest', limit: 5 },
    ],
    [
      'which country has the cheapest CPC',
      'query_ad_dashboard',
      { question: 'breakdown', metric: 'cpc', by: 'country', rank: 'lowest' },
    ],
    ['按天看花费', 'query_ad_dashboard', { question: 'trend', metric: 'amount_spent_usd' }],
    [
      "how's the ad data this month",
      'query_ad_dashboard',
      { question: 'overview', period: { from: '2026-05-01', to: '2026-05-01' } },
    ],
    // Two spans said are compared: the later is asked about; "last month" beside "this month" is April.
    [
      '上个月和这个月的花费对比',
      'query_ad_dashboard',
      {
        question: 'compare_periods',
        metric: 'amount_spent_usd',
        period: { from: '2026-05-01', to: '2026-05-01' },
        versus: { from: '2026-04-01', to: '2026-04-30' },
      },
    ],
    [
      "compare this month's spend with last month",
      'query_ad_dashboard',
      {
        question: 'compare_periods',
        metric: 'amount_spent_usd',
        period: { from: '2026-05-01', to: '2026-05-01' },
        versus: { from: '2026-04-01', to: '2026-04-30' },
      },
    ],
    [
      'last year vs this year ROI',
      'query_ad_dashboard',
      {
        question: 'compare_periods',
        metric: 'roi',
        period: { from: '2026-01-01', to: '2026-05-01' },
        versus: { from: '2025-01-01', to: '2025-12-31' },
      },
    ],
    [
      '与上一期相比转化成本怎么样',
      'query_ad_dashboard',
      { question: 'compare_periods', metric: 'cost_per_purchase' },
    ],
    // Of the ads, this week against last week is the overview, which compares exactly those.
    ['ads this week vs last week', 'query_ad_dashboard', { question: 'overview' }],
    // "前5个广告" counts the ads; "之前7天" is the span before, not a top 7.
    [
      '花费最高的前5个广告',
      'query_ad_dashboard',
      { question: 'breakdown', metric: 'amount_spent_usd', by: 'ad', rank: 'highest', limit: 5 },
    ],
    [
      '最近7天和之前7天的花费对比',
      'query_ad_dashboard',
      { question: 'compare_periods', metric: 'amount_spent_usd', period: { last: 7, unit: 'day' } },
    ],
    // A bound on the metric keeps the values within it; ads unless a dimension is named; a rate in percent.
    [
      '哪些广告的ROI低于1',
      'query_ad_dashboard',
      { question: 'breakdown', metric: 'roi', by: 'ad', below: 1 },
    ],
    [
      'ads with ROI under 1',
      'query_ad_dashboard',
      { question: 'breakdown', metric: 'roi', by: 'ad', below: 1 },
    ],
    [
      'CTR低于1%的广告组有哪些',
      'query_ad_dashboard',
      { question: 'breakdown', metric: 'ctr', by: 'ad_set', below: 1 },
    ],
    [
      'products with ROAS above 3',
      'query_ad_dashboard',
      { question: 'breakdown', metric: 'roi', by: 'product', above: 3 },
    ],
    [
      'ROI在2以上的受众',
      'query_ad_dashboard',
      { question: 'breakdown', metric: 'roi', by: 'audience', above: 2 },
    ],
    [
      '最近30天花费超过500的广告',
      'query_ad_dashboard',
      {
        question: 'breakdown',
        metric: 'amount_spent_usd',
        by: 'ad',
        above: 500,
        period: { last: 30, unit: 'day' },
      },
    ],
    [
      'which hooks have a CTR above 2% and below 5%',
      'query_ad_dashboard',
      { question: 'breakdown', metric: 'ctr', by: 'hook', above: 2, below: 5 },
    ],
  ])('"%s" → %s', (text, toolName, input) => {
    expect(ask(text, /\p{Script=Han}/u.test(text) ? 'zh' : 'en')).toEqual({
      type: 'tool-call',
      toolName,
      input,
    });
  });

  it('asks whether "this week vs last week", naming neither, is of the ads (their overview) or of the posts', () => {
    const asked = ask('this week vs last week') as {
      input: { choices: { label: string; message: string }[] };
    };
    // The labels say which data each is of.
    expect(asked.input.choices.map((c) => c.label).sort()).toEqual([
      'Ads this week vs last week',
      'Posts against another period',
    ]);
    const read = asked.input.choices.map((c) => ask(c.message) as { toolName: string; input: object });
    expect(read).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ toolName: 'query_ad_dashboard', input: { question: 'overview' } }),
        expect.objectContaining({ toolName: 'query_dashboard' }),
      ]),
    );
  });

  it('reads back every question and request it offers as a choice, in both languages', () => {
    const misses: string[] = [];
    for (const lang of ['en', 'zh'] as const) {
      for (const metric of AD_QUERY_METRICS)
        for (const by of AD_QUERY_DIMENSIONS)
          for (const q of [
            { question: 'breakdown', metric, by, rank: 'lowest' },
            { question: 'change', metric, by, direction: 'down', period: { last: 1, unit: 'week' } },
          ] as const) {
            const text = adQuestionText(q, lang);
            if (!isDeepStrictEqual(readAdQuery(text, TODAY), q)) misses.push(text);
          }
      for (const q of [
        { question: 'breakdown', metric: 'roi', by: 'ad', below: 1 },
        { question: 'breakdown', metric: 'ctr', by: 'hook', above: 1.5, below: 4 },
        {
          question: 'breakdown',
          metric: 'cost_per_purchase',
          by: 'product',
          above: 50,
          period: { last: 1, unit: 'week' },
        },
        { question: 'compare_periods', metric: 'roi' },
        {
          question: 'compare_periods',
          period: { from: '2026-04-01', to: '2026-04-30' },
          versus: { from: '2026-03-01', to: '2026-03-31' },
        },
        {
          question: 'compare_periods',
          metric: 'amount_spent_usd',
          period: { last: 1, unit: 'month' },
          versus: { from: '2026-03-01', to: '2026-03-31' },
        },
      ] as const) {
        const text = adQuestionText(q, lang);
        if (!isDeepStrictEqual(readAdQuery(text, TODAY), q)) misses.push(text);
      }
      const request: AdDashboardRequest = {
        dataset_names: ['Spring export'],
        window: '1d_view',
        level: 'ad_set',
        range: { kind: 'preset', preset: '6m' },
        tag_by: ['audience', 'hook'],
        budget_usd: 2500,
      };
      const text = adDashboardRequestText(request, lang);
      if (!isDeepStrictEqual(readAdDashboardRequest(text, TODAY), request)) misses.push(text);
    }
    expect(misses).toEqual([]);
  });

  it('asks what to know when an ad question says nothing it can answer', () => {
    const reply = ask('看看我的广告', 'zh');
    expect(reply).toMatchObject({
      type: 'tool-call',
      toolName: 'ask_user',
      input: { question: '想了解广告看板的哪方面？' },
    });
  });

  it('offers the overview of a window the user named in words of that window, not "this week vs last week"', () => {
    const overview = { question: 'overview', period: { last: 1, unit: 'week' } } as const;
    expect(adQuestionText(overview, 'zh')).toBe('最近1周的广告数据总览');
    expect(adQuestionText(overview, 'en')).toBe('How are the ads doing in the last week?');
    const reply = ask('give me the ad numbers last week', 'en');
    expect(reply).toEqual({ type: 'tool-call', toolName: 'query_ad_dashboard', input: overview });
    const asked = ask('看看我上周的广告', 'zh');
    if (asked.type !== 'tool-call' || asked.toolName !== 'ask_user') throw new Error(JSON.stringify(asked));
    expect((asked.input as { choices: { label: string }[] }).choices[0]?.label).toBe('广告数据总览');
  });
});

const createPrompt = (text: string, output: unknown, input: unknown = {}): LanguageModelV4Prompt => [
  { role: 'user', content: [{ type: 'text', text }] },
  {
    role: 'assistant',
    content: [{ type: 'tool-call', toolCallId: 'c1', toolName: 'create_ad_dashboard', input }],
  },
  {
    role: 'tool',
    content: [
      {
        type: 'tool-result',
        toolCallId: 'c1',
        toolName: 'create_ad_dashboard',
        output: { type: 'json', value: output as never },
      },
    ],
  },
];

const CHOOSE = {
  outcome: 'choose_source',
  candidates: [
    {
      dataset_id: 'd1',
      name: 'Spring export',
      kind: 'file',
      platform: 'meta',
      sample: false,
      state: 'success',
      days: null,
    },
    {
      dataset_id: 'd2',
      name: 'Autumn export',
      kind: 'file',
      platform: 'meta',
      sample: false,
      state: 'success',
      days: null,
    },
  ],
  samples: ['tiktok'],
  unmatched: [],
  platform: null,
  request: { window: '7d_click', tag_by: ['product'] },
};

describe('asking back after the tool', () => {
  it('turns "choose a source" into a question whose buttons each make the dashboard asked for', () => {
    const reply = planReply(
      createPrompt('make an ad dashboard, 7-day click, tag by product', CHOOSE),
      TOOLS,
      'en',
      TODAY,
    );
    expect(reply).toEqual({
      type: 'tool-call',
      toolName: 'ask_user',
      input: {
        question: 'Which ad data should the dashboard use?',
        choices: [
          {
            label: 'Spring export',
            message: 'make an ad dashboard from “Spring export”, 7-day click, tagged by product',
          },
          {
            label: 'Autumn export',
            message: 'make an ad dashboard from “Autumn export”, 7-day click, tagged by product',
          },
          {
            label: 'TikTok sample account',
            message: 'make an ad dashboard from the TikTok sample account, 7-day click, tagged by product',
          },
          {
            label: 'Upload a file',
            message: 'make an ad dashboard from an uploaded export, 7-day click, tagged by product',
          },
        ],
      },
    });
    // Each button read back is the same request with its data.
    const first = (reply as { input: { choices: { message: string }[] } }).input.choices[0]!.message;
    expect(readAdDashboardRequest(first, TODAY)).toEqual({
      dataset_names: ['Spring export'],
      window: '7d_click',
      tag_by: ['product'],
    });
  });

  it('says which name matched nothing, in Chinese', () => {
    const reply = planReply(
      createPrompt('用“冬季导出”做广告看板', { ...CHOOSE, unmatched: ['冬季导出'], request: {} }),
      TOOLS,
      'zh',
      TODAY,
    );
    expect(reply).toMatchObject({
      toolName: 'ask_user',
      input: { question: '没有找到“冬季导出”。广告看板要用哪份数据？' },
    });
  });

  it('makes the same AD dashboard again, allowed, when the user confirms after a duplicate', () => {
    const input = { sample_accounts: ['meta'] };
    const prompt: LanguageModelV4Prompt = [
      ...createPrompt(
        'make an ad dashboard from the Meta sample account',
        {
          outcome: 'duplicate',
          existing_dashboard_id: 'x',
          existing_name: 'Trailhead',
          name: 'Trailhead',
        },
        input,
      ),
      { role: 'assistant', content: [{ type: 'text', text: 'You already have **Trailhead**…' }] },
      { role: 'user', content: [{ type: 'text', text: 'create it anyway' }] },
    ];
    expect(planReply(prompt, TOOLS, 'en', TODAY)).toEqual({
      type: 'tool-call',
      toolName: 'create_ad_dashboard',
      input: { sample_accounts: ['meta'], allow_duplicate: true },
    });
  });
});

describe('closing sentences', () => {
  it('says what was made, that the data is sample and how the ads are tagged', () => {
    const created = {
      outcome: 'created',
      dashboard_id: 'd',
      name: 'Trailhead Outdoor · TikTok',
      status: 'generating',
      sources: [],
      sample: true,
      window: 'none',
      level: 'ad',
      range: { kind: 'preset', preset: '1m' },
      tag_by: ['product'],
      bound_samples: ['tiktok'],
    };
    expect(createAdDashboardSkill.close(created, 'zh')).toBe(
      '已创建广告看板「Trailhead Outdoor · TikTok」（示例数据）。数据读取完成后会自动计算，卡片会显示进度。广告已按产品打标签，可在卡片中调整标签规则。',
    );
    expect(
      createAdDashboardSkill.close(
        {
          outcome: 'needs_upload',
          platform: 'meta',
          upload: {
            path: '/p',
            check_path: '/c',
            template: { csv: '/t', xlsx: '/x' },
            accept: ['.csv'],
            max_bytes: 1,
            client_id: null,
          },
          then: {},
        },
        'en',
      ),
    ).toBe(
      'Upload the Meta export in the card (CSV or XLSX; the template is there too), and the ad dashboard is made from it.',
    );
  });

  const answer = (over: Record<string, unknown>) => ({
    dashboard_id: 'd',
    dashboard_name: 'Spring ads',
    data_sources: ['sample'],
    sample: true,
    question: 'breakdown',
    metric: 'roi',
    by: 'hook',
    rank: 'highest',
    direction: null,
    platform: null,
    kind: 'chart',
    columns: ['value', 'period', 'this_week', 'last_week', 'change'],
    rows: [
      ['Scarcity', 50, 50, null, null],
      [null, 0, 0, 0, null],
    ],
    period: { from: '2026-02-25', to: '2026-03-03', last: 1, unit: 'week' },
    weeks: {
      thisWeek: { from: '2026-02-25', to: '2026-03-03' },
      lastWeek: { from: '2026-02-18', to: '2026-02-24' },
    },
    window: 'none',
    level: 'ad',
    not_measured: [],
    data_days: null,
    ...over,
  });

  it('words only the numbers of the answer, with the sample label', () => {
    expect(queryAdDashboardSkill.close(answer({}), 'en')).toBe(
      'From 2026-02-25 to 2026-03-03, the hook with the highest ROI is “Scarcity”: 50.00 (sample data).',
    );
    expect(
      queryAdDashboardSkill.close(
        answer({
          question: 'change',
          metric: 'cost_per_purchase',
          by: 'product',
          rank: null,
          direction: 'up',
          columns: ['value', 'this_week', 'last_week', 'change'],
          rows: [['Running shoes', 18.3636, 12.5, 0.469]],
          data_sources: ['import'],
          sample: false,
          not_measured: ['TikTok October'],
        }),
        'zh',
      ),
    ).toBe(
      '转化成本上涨最多的产品是“Running shoes”：从上周（2026-02-18至2026-02-24）的$12.50到本周的$18.36（+46.9%）。 “TikTok October”未提供默认归因的数据，其转化按 0 计。',
    );
    expect(
      queryAdDashboardSkill.close(
        answer({
          rows: [],
          columns: [],
          data_days: { from: '2026-02-10', to: '2026-03-03' },
          data_sources: ['import'],
        }),
        'en',
      ),
    ).toBe(
      "There is no ad data from 2026-02-25 to 2026-03-03; this dashboard's data runs from 2026-02-10 to 2026-03-03.",
    );
  });

  it("words the budget's pacing, or says there is no budget and how to set one", () => {
    const pacing = (row: unknown[]) =>
      answer({
        question: 'budget',
        metric: 'amount_spent_usd',
        by: null,
        rank: null,
        columns: [
          'amount_budget_usd',
          'amount_spent_usd',
          'amount_remain_usd',
          'spent_share',
          'elapsed_share',
        ],
        rows: [row],
        data_sources: ['import'],
        sample: false,
      });
    expect(queryAdDashboardSkill.close(pacing([5000, 442, 4558, 0.0884, 0.5]), 'en')).toBe(
      'Of the $5,000.00 budget from 2026-02-25 to 2026-03-03, $442.00 is spent (8.84%) and $4,558.00 remains, with 50.00% of the period gone.',
    );
    expect(queryAdDashboardSkill.close(pacing([null, 442, null, null, 1]), 'zh')).toBe(
      '2026-02-25至2026-03-03已花费$442.00；这个看板没有设置预算，可以在看板设置中设置，或者说“把预算改成5000美元”。',
    );
  });

  it("says first when the answer holds one platform's ads only", () => {
    expect(queryAdDashboardSkill.close(answer({ platform: 'tiktok' }), 'zh')).toBe(
      '只看 TikTok 的广告。2026-02-25至2026-03-03，ROI最高的钩子是“Scarcity”：50.00（示例数据）。',
    );
  });
});

describe('the budget asked about in other words', () => {
  it('reads "over budget" as the pacing and "budget left" as the remaining budget', () => {
    expect(readAdQuery('广告花费超预算了吗')).toEqual({ question: 'budget' });
    expect(readAdQuery('are we over budget')).toEqual({ question: 'budget' });
    expect(readAdQuery('how much budget is left')).toEqual({
      question: 'overview',
      metric: 'amount_remain_usd',
    });
  });
});
