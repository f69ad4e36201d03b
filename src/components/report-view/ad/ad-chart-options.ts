import type { EChartsCoreOption } from 'echarts/core';
import type { AdValueKey } from '@/lib/report-components/ad-results';
import { formatPercent } from '@/lib/format';
import { formatMetric } from './ad-metrics.ts';
import type { ParsedAd } from './ad-parse.ts';
import { spendShares } from './ad-tables.ts';
import type { AdView } from './ad-view-context.ts';
import '@/lib/i18n/namespaces/adReport';

type Data<K extends ParsedAd['kind']> = Extract<ParsedAd, { kind: K }>['data'];

/** Below these chart widths (px) axes thin out and labels get less room: half a report, then a phone. */
const NARROW = 560;
const PHONE = 380;
const GRID = { left: 8, right: 16, top: 40, bottom: 8, containLabel: true };
/** A vertical bar chart keeps this many categories readable below each other; more go horizontal. */
const MAX_VERTICAL = 8;
/** Breakdowns of a few categories without an order read best as parts of a whole. */
const PIE_DIMENSIONS: ReadonlySet<string> = new Set(['media', 'ad_type', 'objective']);
const BRAND = ['#5b5bd6', '#0ea5a4', '#f59e0b', '#ef4444', '#8b5cf6', '#10b981', '#3b82f6', '#ec4899'];

/** Axis and tooltip numbers in the metric's own format; names stay echarts' own (it escapes them). */
const axisOf = (view: AdView, metric: AdValueKey, extra: object = {}) => ({
  type: 'value',
  splitNumber: 4,
  axisLabel: {
    formatter: (v: number) => formatMetric(metric, v, view.language, { compact: true, compactFrom: 1000 }),
  },
  ...extra,
});
const valueFormatter = (view: AdView, metric: AdValueKey) => (v: unknown) =>
  formatMetric(metric, typeof v === 'number' ? v : null, view.language);

/** `2026-02-25` → `02-25`: the year is the period's, the axis has no room for it. */
const shortDay = (day: string) => day.slice(5);

/** One metric per day of the period: a line over an area, every day on the axis. */
export function trendOption(view: AdView, data: Data<'trend'>, metric: AdValueKey): EChartsCoreOption {
  return {
    color: BRAND,
    grid: { ...GRID, top: 16 },
    tooltip: { trigger: 'axis', valueFormatter: valueFormatter(view, metric) },
    xAxis: {
      type: 'category',
      data: data.days.map((d) => d.day),
      boundaryGap: false,
      axisLabel: { hideOverlap: true, formatter: shortDay },
    },
    yAxis: axisOf(view, metric),
    series: [
      {
        type: 'line',
        name: view.metricLabel(metric),
        data: data.days.map((d) => d.values[metric] ?? null),
        // Monotone: a smoothed line never dips below a day's real value (a zero day stays at zero).
        smooth: 0.3,
        smoothMonotone: 'x',
        showSymbol: data.days.length <= 31,
        symbolSize: 4,
        areaStyle: { opacity: 0.12 },
        lineStyle: { width: 2 },
      },
    ],
    media: [{ query: { maxWidth: NARROW }, option: { yAxis: { splitNumber: 2 } } }],
  };
}

/**
 * Spend by the breakdown's values: parts of a whole for media, ad type and objective; otherwise bars, with the
 * ROI as a line on its own axis when the window measures conversions and the categories fit side by side.
 */
export function breakdownOption(view: AdView, data: Data<'breakdown'>): EChartsCoreOption {
  const labels = data.rows.map((r) => view.valueLabel(data.dimension, r.value));
  const spend = data.rows.map((r) => r.period.amount_spent_usd ?? 0);
  const spendName = view.metricLabel('amount_spent_usd');
  if (PIE_DIMENSIONS.has(data.dimension)) {
    const shares = spendShares(data);
    return {
      color: BRAND,
      tooltip: { trigger: 'item', valueFormatter: valueFormatter(view, 'amount_spent_usd') },
      legend: { type: 'scroll', bottom: 0 },
      series: [
        {
          type: 'pie',
          name: spendName,
          radius: ['45%', '72%'],
          center: ['50%', '45%'],
          data: labels.map((name, i) => ({ name, value: spend[i] })),
          label: {
            formatter: ({ dataIndex }: { dataIndex: number }) =>
              `${labels[dataIndex] ?? ''} ${formatPercent(shares[dataIndex] ?? null)}`,
          },
        },
      ],
      media: [
        {
          query: { maxWidth: NARROW },
          option: { series: [{ radius: ['44%', '72%'], label: { show: false } }] },
        },
      ],
    };
  }
  const withRoi = view.measured('roi') && labels.length <= MAX_VERTICAL;
  const roi = data.rows.map((r) => r.period.roi ?? null);
  if (labels.length > MAX_VERTICAL)
    return {
      color: BRAND,
      grid: { ...GRID, top: 8 },
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        valueFormatter: valueFormatter(view, 'amount_spent_usd'),
      },
      xAxis: axisOf(view, 'amount_spent_usd'),
      yAxis: {
        type: 'category',
        inverse: true,
        data: labels,
        axisLabel: { interval: 0, width: 150, overflow: 'truncate', ellipsis: '…' },
      },
      series: [{ type: 'bar', name: spendName, data: spend, barMaxWidth: 18 }],
      media: [
        {
          query: { maxWidth: NARROW },
          option: { yAxis: { axisLabel: { width: 96 } }, xAxis: { splitNumber: 2 } },
        },
      ],
    };
  return {
    color: BRAND,
    grid: GRID,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0, type: 'scroll' },
    xAxis: {
      type: 'category',
      data: labels,
      axisLabel: { interval: 0, width: 96, overflow: 'truncate', ellipsis: '…' },
    },
    yAxis: [
      axisOf(view, 'amount_spent_usd'),
      ...(withRoi ? [axisOf(view, 'roi', { splitLine: { show: false } })] : []),
    ],
    series: [
      {
        type: 'bar',
        name: spendName,
        data: spend,
        barMaxWidth: 36,
        tooltip: { valueFormatter: valueFormatter(view, 'amount_spent_usd') },
      },
      ...(withRoi
        ? [
            {
              type: 'line',
              name: view.metricLabel('roi'),
              yAxisIndex: 1,
              data: roi,
              symbolSize: 7,
              tooltip: { valueFormatter: valueFormatter(view, 'roi') },
            },
          ]
        : []),
    ],
    media: [
      {
        query: { maxWidth: NARROW },
        option: {
          xAxis: {
            axisLabel:
              labels.length > 4
                ? { width: 84, rotate: 30 }
                : { width: Math.floor(380 / labels.length) - 8, rotate: 0 },
          },
        },
      },
      {
        query: { maxWidth: PHONE },
        option: { xAxis: { axisLabel: labels.length > 2 ? { width: 72, rotate: 35 } : { width: 100 } } },
      },
    ],
  };
}

/**
 * Spend to date each day against the budget: the running total, the budget as a dashed line and the even pace
 * that would reach it on the period's last day; without a budget, the running total alone.
 */
export function progressOption(view: AdView, data: Data<'progress'>): EChartsCoreOption {
  const { t } = view;
  const days = data.days.map((d) => d.day);
  const budget = data.budgetUsd;
  const money = valueFormatter(view, 'amount_spent_usd');
  return {
    color: ['#5b5bd6', '#a1a1aa', '#f59e0b'],
    grid: GRID,
    tooltip: { trigger: 'axis', valueFormatter: money },
    legend: { top: 0, type: 'scroll' },
    xAxis: {
      type: 'category',
      data: days,
      boundaryGap: false,
      axisLabel: { hideOverlap: true, formatter: shortDay },
    },
    yAxis: axisOf(view, 'amount_spent_usd'),
    series: [
      {
        type: 'line',
        name: t('adReport:col.cumulative'),
        data: data.days.map((d) => d.cumulativeUsd),
        showSymbol: false,
        areaStyle: { opacity: 0.12 },
        lineStyle: { width: 2 },
      },
      ...(budget === null
        ? []
        : [
            {
              type: 'line',
              name: t('adReport:progress.budgetLine'),
              data: days.map(() => budget),
              showSymbol: false,
              lineStyle: { type: 'dashed', width: 1.5 },
            },
            {
              type: 'line',
              name: t('adReport:progress.pace'),
              data: days.map((_, i) => (budget * (i + 1)) / days.length),
              showSymbol: false,
              lineStyle: { type: 'dotted', width: 1.5 },
            },
          ]),
    ],
    media: [{ query: { maxWidth: NARROW }, option: { yAxis: { splitNumber: 2 } } }],
  };
}
