import type { TFunction } from 'i18next';
import type { EChartsCoreOption } from 'echarts/core';
import { formatCompactNumber, formatPercent } from '@/lib/format';
import { parseComponentResult, type ParsedResult } from './parse-component-result.ts';
import { resolveContext, type ResolvedContext } from './report-context.ts';
import type { ReportContext } from './report-table-types.ts';

const LABEL_MAX = 24;
const clip = (text: string) => (text.length > LABEL_MAX ? `${text.slice(0, LABEL_MAX - 1)}…` : text);

const valueAxis = (percent = false) => ({
  type: 'value',
  axisLabel: { formatter: (v: number) => (percent ? formatPercent(v) : formatCompactNumber(v)) },
});

const GRID = { left: 8, right: 16, top: 32, bottom: 8, containLabel: true };

/** Vertical bars over categories, one series per entry of `series`. */
function bars(
  categories: string[],
  series: { name: string; data: number[] }[],
  opts: { percent?: boolean; stacked?: boolean } = {},
): EChartsCoreOption {
  return {
    grid: GRID,
    tooltip: { trigger: 'axis' },
    ...(series.length > 1 ? { legend: { top: 0 } } : {}),
    xAxis: { type: 'category', data: categories, axisLabel: { hideOverlap: true } },
    yAxis: valueAxis(opts.percent),
    series: series.map((s) => ({
      type: 'bar',
      name: s.name,
      data: s.data,
      ...(opts.stacked ? { stack: 'total' } : {}),
    })),
  };
}

/** A top list: the first item at the top. */
function horizontalBars(labels: string[], values: number[], name: string): EChartsCoreOption {
  return {
    grid: GRID,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: valueAxis(),
    yAxis: { type: 'category', inverse: true, data: labels.map(clip) },
    series: [{ type: 'bar', name, data: values }],
  };
}

function pie(items: { name: string; value: number }[]): EChartsCoreOption {
  return {
    tooltip: { trigger: 'item' },
    legend: { type: 'scroll', bottom: 0 },
    series: [{ type: 'pie', radius: ['35%', '65%'], data: items }],
  };
}

function lines(periods: string[], series: { name: string; data: number[] }[]): EChartsCoreOption {
  return {
    grid: GRID,
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll' },
    xAxis: { type: 'category', data: periods, boundaryGap: false },
    yAxis: valueAxis(),
    series: series.map((s) => ({
      type: 'line',
      name: s.name,
      data: s.data,
      smooth: true,
      showSymbol: false,
    })),
  };
}

const TOP_POST_METRIC: Record<string, 'views' | 'likes' | 'engagements'> = {
  db_top5_videos_by_views: 'views',
  db_top5_videos_by_likes: 'likes',
  db_top5_videos_by_engagements: 'engagements',
};
const TOP_CHANNEL_METRIC: Record<string, 'views' | 'likes' | 'followers'> = {
  db_top5_channels_by_views: 'views',
  db_top5_channels_by_likes: 'likes',
  db_top5_channels_by_subscription: 'followers',
};
/** Categories without an order read best as parts of a whole; ranges and long lists as bars. */
const PIE_DISTRIBUTIONS = new Set([
  'db_video_format',
  'db_video_media_distribution',
  'db_channel_media_distribution',
]);

function optionOf(apiKey: string, ctx: ResolvedContext, parsed: ParsedResult): EChartsCoreOption | null {
  const { t } = ctx;
  switch (parsed.kind) {
    case 'trend': {
      const periods = [...new Set(parsed.data.subjects.flatMap((s) => s.points.map((p) => p.period)))].sort();
      return lines(
        periods,
        parsed.data.subjects.map((s) => {
          const views = new Map(s.points.map((p) => [p.period, p.views]));
          return {
            name: `${ctx.subjectName(s.subjectId)} · ${t('dashboard:col.views')}`,
            data: periods.map((p) => views.get(p) ?? 0),
          };
        }),
      );
    }
    case 'topPosts': {
      const metric = TOP_POST_METRIC[apiKey] ?? 'views';
      const items = parsed.data.items;
      return horizontalBars(
        items.map((p) => p.title),
        items.map((p) => p[metric]),
        t(`dashboard:col.${metric}`),
      );
    }
    case 'topChannels': {
      const metric = TOP_CHANNEL_METRIC[apiKey] ?? 'views';
      const items = parsed.data.items;
      return horizontalBars(
        items.map((c) => c.title),
        items.map((c) => c[metric]),
        t(`dashboard:col.${metric}`),
      );
    }
    case 'distribution': {
      const buckets = parsed.data.total.buckets;
      if (PIE_DISTRIBUTIONS.has(apiKey))
        return pie(buckets.map((b) => ({ name: ctx.bucket(b.key), value: b.count })));
      const keys = buckets.map((b) => b.key);
      const series =
        parsed.data.subjects.length > 1
          ? parsed.data.subjects.map((s) => {
              const counts = new Map(s.buckets.map((b) => [b.key, b.count]));
              return { name: ctx.subjectName(s.subjectId), data: keys.map((k) => counts.get(k) ?? 0) };
            })
          : [{ name: t('dashboard:col.count'), data: buckets.map((b) => b.count) }];
      return bars(keys.map(ctx.bucket), series);
    }
    case 'hashtags': {
      const items = parsed.data.total.items;
      return horizontalBars(
        items.map((i) => `#${i.tag}`),
        items.map((i) => i.posts),
        t('dashboard:col.posts'),
      );
    }
    case 'themes':
    case 'channelCategory':
      return pie(parsed.data.items.map((i) => ({ name: ctx.localized(i.label), value: i.count })));
    case 'themeTrend': {
      const months = parsed.data.months;
      return lines(
        months.map((m) => m.month),
        parsed.data.themes.map((th) => ({
          name: ctx.localized(th.label),
          data: months.map((m) => m.counts[th.theme] ?? 0),
        })),
      );
    }
    case 'sentiment': {
      const groups = [
        ...parsed.data.subjects.map((s) => ({ name: ctx.subjectName(s.subjectId), split: s })),
        { name: t('dashboard:report.total'), split: parsed.data.overall },
      ];
      return bars(
        groups.map((g) => g.name),
        (['positive', 'neutral', 'negative'] as const).map((k) => ({
          name: t(`dashboard:col.${k}`),
          data: groups.map((g) => g.split[k]),
        })),
        { stacked: true },
      );
    }
    case 'hotWords': {
      const words = parsed.data.words.slice(0, 20);
      return bars(
        words.map((w) => w.word),
        [{ name: t('dashboard:col.count'), data: words.map((w) => w.count) }],
      );
    }
    case 'customCategory': {
      if (parsed.data.status !== 'ok') return null;
      const items = parsed.data.items;
      return bars(
        items.map((i) => i.tag),
        [{ name: t('dashboard:col.count'), data: items.map((i) => i.count) }],
      );
    }
    case 'audience': {
      if (parsed.data.status !== 'ok') return null;
      const items = parsed.data.items;
      return bars(
        items.map((i) => ctx.bucket(i.bucket)),
        [{ name: t('dashboard:col.share'), data: items.map((i) => i.share) }],
        { percent: true },
      );
    }
    // KPI tiles, markdown text and long record lists are not charts.
    case 'overview':
    case 'eventSummary':
    case 'videoData':
    case 'channelData':
      return null;
  }
}

/**
 * The echarts option of a component's chart view, or null when the result is not a chart (overview tiles,
 * the event summary text, record lists, a result that needs a model or rules, an unreadable result).
 */
export function componentChartOption(
  apiKey: string,
  result: unknown,
  t: TFunction,
  context?: ReportContext,
): EChartsCoreOption | null {
  const parsed = parseComponentResult(apiKey, result);
  return parsed ? optionOf(apiKey, resolveContext(t, context), parsed) : null;
}
