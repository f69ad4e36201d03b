import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { i18n } from '@/lib/i18n';
import { AnswerTable } from '@/tools/query-dashboard/answer-table';
import { QueryAnswer } from '@/tools/query-dashboard/query-answer';
import type { ToolOutput } from '@/tools/define-tool';
import type { queryDashboardTool } from '@/tools/query-dashboard/contract';
import { layoutWidths } from '../layout-widths.ts';

type Output = ToolOutput<typeof queryDashboardTool>;
const base: Output = {
  dashboard_id: 'd1',
  dashboard_name: 'Shoes',
  data_source: 'youtube',
  data_sources: ['youtube'],
  question: 'compare_subjects',
  metric: 'views',
  kind: 'table',
  columns: ['subject', 'posts', 'views', 'engagement_rate', 'positive_share', 'comment_negative_share'],
  rows: [
    ['Nike', 3, 1_684_567, 0.0151, 0.3333, 0.25],
    ['Adidas', 2, 620_000, 0.0732, 0.5, null],
  ],
};

const answer = (output: Output, askedSubjects?: string[]) =>
  render(<QueryAnswer output={output} questionText="主体对比" askedSubjects={askedSubjects} />);
const texts = (els: HTMLElement[]) => els.map((e) => e.textContent);

describe('query_dashboard answer', () => {
  it('a per-subject table keeps every column, shares as percentages', () => {
    answer(base);
    const table = screen.getByRole('table');
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual([
      '主体',
      '帖子数',
      '播放量',
      '互动率',
      '正面帖子占比',
      '负面评论占比',
    ]);
    expect(texts(within(within(table).getAllByRole('row')[1]!).getAllByRole('cell'))).toEqual([
      'Nike',
      '3',
      '1,684,567',
      '1.51%',
      '33.3%',
      '25.0%',
    ]);
  });

  it('the table scrolls in a focusable, labelled region and says when columns are out of view', () => {
    layoutWidths(900, 400);
    answer(base);
    const region = screen.getByRole('region', { name: '查询结果表：主体对比' });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole('table')).toBeTruthy();
    expect(screen.getByText('左右滚动查看全部 6 列')).toBeTruthy();
    act(() => {
      region.scrollLeft = 500;
      fireEvent.scroll(region);
    });
    expect(screen.getByText('左右滚动查看全部 6 列')).toBeTruthy();
  });

  it('a table that fits shows no scroll hint', () => {
    layoutWidths(400, 400);
    render(
      <AnswerTable
        columns={base.columns}
        rows={base.rows}
        label="t"
        columnLabel={(c) => c}
        cellText={(v) => String(v)}
      />,
    );
    expect(screen.queryByText(/左右滚动/)).toBeNull();
  });

  it('shows the window, the asked subjects and the split', () => {
    answer(
      {
        ...base,
        subjects: ['Nike'],
        by_subject: true,
        period: { from: '2026-01-01', to: '2026-01-31', last: 1, unit: 'month' },
      },
      ['nike'],
    );
    expect(screen.getByText('发布于 2026-01-01 至 2026-01-31 的帖子 · 分析主体：Nike · 按主体')).toBeTruthy();
  });

  it('an empty window says the window had no posts', () => {
    answer({ ...base, columns: [], rows: [], period: { from: '2025-06-01', to: '2025-06-30' } });
    expect(screen.getByText('2025-06-01 至 2025-06-30 没有发布的帖子。')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  const day: Output = {
    ...base,
    question: 'posts_on_date',
    kind: 'chart',
    columns: ['rank', 'title', 'subject', 'views'],
    rows: [[1, 'Launch film', 'Nike', 1000]],
    chart: { type: 'bar', x: ['2026-03-13', '2026-03-14'], series: [{ name: 'views', data: [300, 1000] }] },
    day: {
      date: '2026-03-14',
      posts: 1,
      total: 1000,
      around_from: '2026-03-11',
      around_to: '2026-03-17',
      median: 300,
      average: 350,
      vs_median: 3.33,
      vs_average: 2.86,
    },
  };

  it('posts on a day: the day against the days around it, the chart and the posts', async () => {
    answer(day);
    expect(
      screen.getByText('2026-03-14：1 个帖子，播放量合计 1,000，是前后几天中位数（300）的 3.3 倍'),
    ).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Launch film' })).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
    try {
      expect(
        screen.getByText('2026-03-14: 1 post, 1,000 views — 3.3× the median of the days around it (300)'),
      ).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('zh'));
    }
  });

  it('posts on a day without posts says so', () => {
    answer({ ...day, rows: [], day: { ...day.day!, posts: 0, total: 0 } });
    expect(screen.getByText('2026-03-14 没有发布的帖子。')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('query_dashboard answer over two spans', () => {
  const spans: Output = {
    ...base,
    question: 'compare_periods',
    columns: ['measure', 'current', 'versus', 'change'],
    rows: [
      ['posts', 2, 3, -1 / 3],
      ['views', 420_000, 1_884_567, -0.7771],
      ['engagement_rate', 0.0019, 0.025, null],
    ],
    period: { from: '2026-01-11', to: '2026-01-21' },
    versus: { from: '2025-12-31', to: '2026-01-10' },
  };

  it('names both spans; each measure by name, a rate as a percentage, the change signed', () => {
    answer(spans);
    expect(
      screen.getByText('发布于 2026-01-11 至 2026-01-21 的帖子 · 对比 2025-12-31 至 2026-01-10'),
    ).toBeTruthy();
    const table = screen.getByRole('table');
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual(['指标', '本期', '对比期', '变化']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => texts(within(row).getAllByRole('cell'))),
    ).toEqual([
      ['帖子数', '2', '3', '-33.33%'],
      ['播放量', '420,000', '1,884,567', '-77.71%'],
      ['互动率', '0.19%', '2.50%', '–'],
    ]);
  });

  it('with neither span holding posts, says so of both', () => {
    answer({ ...spans, columns: [], rows: [] });
    expect(
      screen.getByText('2026-01-11 至 2026-01-21 和 2025-12-31 至 2026-01-10 都没有发布的帖子。'),
    ).toBeTruthy();
  });

  it('in English, per subject', async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      answer({
        ...spans,
        by_subject: true,
        columns: ['subject', 'current', 'versus', 'change'],
        rows: [['Nike', 400_000, 1_234_567, -0.676]],
      });
      const table = screen.getByRole('table');
      expect(texts(within(table).getAllByRole('columnheader'))).toEqual([
        'Subject',
        'This period',
        'Compared period',
        'Change',
      ]);
      expect(texts(within(within(table).getAllByRole('row')[1]!).getAllByRole('cell'))).toEqual([
        'Nike',
        '400,000',
        '1,234,567',
        '-67.6%',
      ]);
      expect(screen.getByText(/compared with 2025-12-31 – 2026-01-10/)).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('zh'));
    }
  });
});
