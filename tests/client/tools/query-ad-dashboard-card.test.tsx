import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { i18n } from '@/lib/i18n';
import userEvent from '@testing-library/user-event';
import type { UIMessage } from 'ai';
import { useArtifactStore } from '@/artifacts/artifact-store';
import { renderThread, signInForTest } from '../chat/chat-kit.tsx';

afterEach(() => useArtifactStore.setState({ bySession: {} }));

const thread = (input: unknown, output: unknown): UIMessage[] => [
  { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'ask' }] },
  {
    id: 'a1',
    role: 'assistant',
    parts: [
      {
        type: 'tool-query_ad_dashboard',
        toolCallId: 'c1',
        state: 'output-available',
        input,
        output,
      } as never,
    ],
  },
];

const weeks = {
  thisWeek: { from: '2026-10-25', to: '2026-10-31' },
  lastWeek: { from: '2026-10-18', to: '2026-10-24' },
};

const hooks = {
  dashboard_id: 'd1',
  dashboard_name: 'Meta ads',
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
    ['Pain point', 3.456, 3.1, 2.5, 0.24],
    [null, 1.2, 1.1, 1.3, -0.1538],
  ],
  chart: { type: 'bar', x: ['Pain point', '未打标签'], series: [{ name: 'roi', data: [3.456, 1.2] }] },
  period: { from: '2026-10-25', to: '2026-10-31', last: 1, unit: 'week' },
  weeks,
  window: '7d_click',
  level: 'ad',
  not_measured: ['TikTok export'],
  data_days: null,
};

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('query_ad_dashboard card', () => {
  it('a breakdown: the table in the report view formats (spec §9: at most two decimals), its chart, the period, sample and not-measured notes', async () => {
    signInForTest();
    await renderThread('qa-1', thread({ question: 'breakdown', metric: 'roi', by: 'hook' }, hooks));
    const card = await screen.findByRole('group', { name: '按钩子的ROI · Meta ads' });
    const table = within(card).getByRole('region', { name: '查询结果表：按钩子的ROI' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['钩子', '本期', '本周', '上周', '周环比']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(cells(rows[0]!)).toEqual(['Pain point', '3.46', '3.1', '2.5', '+24%']);
    expect(cells(rows[1]!)).toEqual(['未打标签', '1.2', '1.1', '1.3', '-15.38%']);
    expect(within(card).getByLabelText('图表：Meta ads的按钩子的ROI')).toBeTruthy();
    // Asked for last week: its dates once, with the week it is compared with.
    expect(
      within(card).getByText('本周 2026-10-25 至 2026-10-31，上周 2026-10-18 至 2026-10-24 · 归因：7 天点击'),
    ).toBeTruthy();
    expect(within(card).getByRole('button', { name: /示例数据/ })).toBeTruthy();
    expect(within(card).getByRole('note').textContent).toBe(
      'TikTok export未报告「7 天点击」归因窗口：其转化在此按零计算，并非实测。',
    );
    await userEvent.click(within(card).getByRole('button', { name: '打开Meta ads' }));
    expect(useArtifactStore.getState().bySession['qa-1']?.tabs[0]).toMatchObject({
      id: 'dashboard:d1',
      sourceMessageId: 'a1',
    });
  });

  it('a breakdown within bounds says them and how many kept to them; none kept says so', async () => {
    signInForTest();
    const bounded = { ...hooks, metric: 'ctr', rank: 'lowest', below: 1.5, above: 0.5, matched: 12 };
    await renderThread('qa-bounds', thread({ question: 'breakdown', metric: 'ctr', by: 'hook' }, bounded));
    const card = await screen.findByRole('group', { name: '按钩子的点击率 · Meta ads' });
    expect(within(card).getByText('只看点击率高于0.5%且低于1.5%的：共 12 个，显示前 2 个')).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
    try {
      expect(
        within(card).getByText('Only CTR above 0.5% and below 1.5%: 12 in all, the first 2 shown'),
      ).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('zh'));
    }
  });

  it('a breakdown within bounds that nothing keeps to says so', async () => {
    signInForTest();
    const none = { ...hooks, rows: [], chart: undefined, above: 100, below: null, matched: 0 };
    await renderThread('qa-bounds-none', thread({ question: 'breakdown', metric: 'roi', by: 'hook' }, none));
    const card = await screen.findByRole('group', { name: '按钩子的ROI · Meta ads' });
    expect(within(card).getByText('这段时间没有ROI高于100的项。')).toBeTruthy();
  });

  it('a breakdown by country names the countries, not their codes', async () => {
    signInForTest();
    const countries = {
      ...hooks,
      by: 'country',
      rows: [
        ['US', 3.456, 3.1, 2.5, 0.24],
        ['DE', 1.2, 1.1, 1.3, -0.1538],
      ],
      chart: { type: 'bar', x: ['US', 'DE'], series: [{ name: 'roi', data: [3.456, 1.2] }] },
    };
    await renderThread('qa-9', thread({ question: 'breakdown', metric: 'roi', by: 'country' }, countries));
    const card = await screen.findByRole('group', { name: '按国家/地区的ROI · Meta ads' });
    const rows = within(card).getAllByRole('row').slice(1);
    expect(rows.map((row) => cells(row)[0])).toEqual(['美国', '德国']);
  });

  it('a period against another: both spans named, the compared value and its change', async () => {
    signInForTest();
    const compared = {
      ...hooks,
      question: 'compare_periods',
      metric: 'amount_spent_usd',
      by: null,
      rank: null,
      kind: 'table',
      columns: ['metric', 'period', 'versus', 'change'],
      rows: [['amount_spent_usd', 1200, 900, 1 / 3]],
      chart: undefined,
      period: { from: '2026-11-01', to: '2026-11-30' },
      versus: { from: '2026-10-01', to: '2026-10-31' },
      not_measured: [],
    };
    await renderThread(
      'qa-10',
      thread({ question: 'compare_periods', metric: 'amount_spent_usd' }, compared),
    );
    const card = await screen.findByRole('group', { name: '花费与另一时段对比 · Meta ads' });
    expect(within(card).getByText(/2026-11-01 至 2026-11-30，对比 2026-10-01 至 2026-10-31/)).toBeTruthy();
    expect(
      within(card)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['指标', '本期', '对比期', '变化']);
    expect(cells(within(card).getAllByRole('row')[1]!)).toEqual(['花费', '$1,200', '$900', '+33.33%']);
  });

  it('a change by product: money to the cent, the change signed; in English', async () => {
    signInForTest();
    await act(() => i18n.changeLanguage('en'));
    await renderThread(
      'qa-2',
      thread(
        { question: 'change' },
        {
          ...hooks,
          sample: false,
          data_sources: ['ad_account'],
          question: 'change',
          metric: 'cost_per_purchase',
          by: 'product',
          rank: null,
          direction: 'up',
          columns: ['value', 'this_week', 'last_week', 'change'],
          rows: [['Trail shoes', 42.5, 30, 0.416667]],
          chart: { type: 'bar', x: ['Trail shoes'], series: [{ name: 'change', data: [0.416667] }] },
          not_measured: [],
        },
      ),
    );
    const card = await screen.findByRole('group', {
      name: 'Change in Cost per purchase by Product · Meta ads',
    });
    const row = within(card).getAllByRole('row')[1]!;
    expect(cells(row)).toEqual(['Trail shoes', '$42.5', '$30', '+41.67%']);
    expect(within(card).queryByRole('note')).toBeNull();
    expect(within(card).queryByRole('button', { name: /Sample/ })).toBeNull();
    await act(() => i18n.changeLanguage('zh'));
  });

  it('an overview words each row in its own metric', async () => {
    signInForTest();
    await renderThread(
      'qa-3',
      thread(
        { question: 'overview' },
        {
          ...hooks,
          question: 'overview',
          metric: null,
          by: null,
          rank: null,
          kind: 'table',
          chart: undefined,
          columns: ['metric', 'period', 'this_week', 'last_week', 'change'],
          rows: [
            ['amount_spent_usd', 1234.5, 300, 200, 0.5],
            ['ctr', 0.0123, 0.01, 0.02, -0.5],
          ],
        },
      ),
    );
    const card = await screen.findByRole('group', { name: '概览 · Meta ads' });
    const rows = within(card).getAllByRole('row').slice(1);
    expect(cells(rows[0]!)).toEqual(['花费', '$1,234.5', '$300', '$200', '+50%']);
    expect(cells(rows[1]!)).toEqual(['点击率', '1.23%', '1%', '2%', '-50%']);
    expect(within(card).queryByRole('img')).toBeNull();
  });

  it('names the one platform an answer holds, in both languages', async () => {
    signInForTest();
    const tiktok = {
      ...hooks,
      question: 'overview',
      metric: 'amount_spent_usd',
      by: null,
      rank: null,
      platform: 'tiktok',
      kind: 'table',
      chart: undefined,
      columns: ['metric', 'period', 'this_week', 'last_week', 'change'],
      rows: [['amount_spent_usd', 120, 40, 80, -0.5]],
    };
    const asked = { question: 'overview', metric: 'amount_spent_usd', platform: 'tiktok' };
    await renderThread('qa-p', thread(asked, tiktok));
    expect(await screen.findByRole('group', { name: '花费概览（仅 TikTok） · Meta ads' })).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
    expect(
      await screen.findByRole('group', { name: 'Overview of Spend · TikTok only · Meta ads' }),
    ).toBeTruthy();
    await act(() => i18n.changeLanguage('zh'));
  });

  it("says there are none of the platform's ads, not that the period has no data", async () => {
    signInForTest();
    const none = { ...hooks, platform: 'google', rows: [], chart: undefined };
    await renderThread(
      'qa-g',
      thread({ question: 'breakdown', metric: 'roi', by: 'hook', platform: 'google' }, none),
    );
    const card = await screen.findByRole('group', { name: '按钩子的ROI（仅 Google） · Meta ads' });
    expect(within(card).getByText('这段时间没有 Google 的广告数据。')).toBeTruthy();
  });

  it("the budget's pacing: budget, spend, what remains, and the shares of the budget and of the period", async () => {
    signInForTest();
    const pacing = {
      ...hooks,
      question: 'budget',
      metric: 'amount_spent_usd',
      by: null,
      rank: null,
      period: { from: '2026-10-01', to: '2026-10-31' },
      columns: ['amount_budget_usd', 'amount_spent_usd', 'amount_remain_usd', 'spent_share', 'elapsed_share'],
      rows: [[5000, 1234.5, 3765.5, 0.2469, 0.5]],
      chart: {
        type: 'line',
        x: ['2026-10-01', '2026-10-02'],
        series: [{ name: 'amount_spent_usd', data: [600, 1234.5] }],
      },
    };
    await renderThread('qa-b', thread({ question: 'budget' }, pacing));
    const card = await screen.findByRole('group', { name: '预算消耗进度 · Meta ads' });
    const table = within(card).getByRole('region', { name: '查询结果表：预算消耗进度' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['预算', '花费', '剩余预算', '预算已用', '时间已过']);
    expect(cells(within(table).getAllByRole('row')[1]!)).toEqual([
      '$5,000',
      '$1,234.5',
      '$3,765.5',
      '24.69%',
      '50%',
    ]);
    expect(within(card).getByLabelText('图表：Meta ads的预算消耗进度')).toBeTruthy();
  });

  it('a window without data says where the data is', async () => {
    signInForTest();
    await renderThread(
      'qa-4',
      thread(
        { question: 'trend' },
        {
          ...hooks,
          question: 'trend',
          columns: [],
          rows: [],
          chart: undefined,
          period: { from: '2026-06-01', to: '2026-06-30' },
          data_days: { from: '2026-10-01', to: '2026-10-31' },
        },
      ),
    );
    const card = await screen.findByRole('group', { name: /Meta ads$/ });
    expect(
      within(card).getByText(
        '2026-06-01 至 2026-06-30 没有数据；数据覆盖 2026-10-01 至 2026-10-31，请询问这段时间。',
      ),
    ).toBeTruthy();
    expect(within(card).queryByRole('table')).toBeNull();
  });

  it('a tool error says what to do', async () => {
    signInForTest();
    await renderThread('qa-5', [
      { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'ask' }] },
      {
        id: 'a1',
        role: 'assistant',
        parts: [
          {
            type: 'tool-query_ad_dashboard',
            toolCallId: 'c1',
            state: 'output-error',
            input: { question: 'overview' },
            errorText: 'There is no AD dashboard yet.',
          } as never,
        ],
      },
    ]);
    const card = await screen.findByRole('group', { name: '询问广告看板' });
    expect(card.dataset.state).toBe('error');
    expect(within(card).getByText(/请指明广告看板，或在面板中打开它/)).toBeTruthy();
  });
});
