import type { TFunction } from '@/lib/i18n/translator';
import type { EChartsCoreOption } from 'echarts/core';
import { formatCompactNumber, formatPercent } from '@/lib/format';
import { parseComponentResult, type ParsedResult } from './parse-component-result.ts';
import { resolveContext, type ResolvedContext } from './report-context.ts';
import type { ReportContext } from './report-table-types.ts';
import '@/lib/i18n/namespaces/dashboard';

/** Below these chart widths (px) labels get less room and axes thin out: half a report, then a phone. */
const NARROW = 560;
const PHONE = 380;
/** Room for a category label beside a horizontal bar; longer labels end in "…" (the tooltip has them whole). */
const LABEL_WIDTH = { wide: 240, narrow: 170, phone: 104 };
/** A vertical bar chart keeps this many categories readable below each other's labels; more go horizontal. */
const MAX_VERTICAL_CATEGORIES = 8;
const BAR_ROW_PX = 24;

const valueAxis = (percent = false) => ({
  type: 'value',
  splitNumber: 4,
  axisLabel: { formatter: (v: number) => (percent ? formatPercent(v) : formatCompactNumber(v)) },
});

const GRID = { left: 8, right: 16, top: 32, bottom: 8, containLabel: true };

type Series = { name: string; data: number[] };

/** Every category labelled, one row each: top lists and long category lists, the first item at the top. */
function horizontalBars(
  labels: string[],
  series: Series[],
  opts: { percent?: boolean; stacked?: boolean } = {},
): EChartsCoreOption {
  const label = (width: number) => ({ interval: 0, width, overflow: 'truncate', ellipsis: '…' });
  return {
    grid: { ...GRID, top: series.length > 1 ? 32 : 8 },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    ...(series.length > 1 ? { legend: { top: 0, type: 'scroll' } } : {}),
    xAxis: valueAxis(opts.percent),
    yAxis: { type: 'category', inverse: true, data: labels, axisLabel: label(LABEL_WIDTH.wide) },
    series: series.map((s) => ({
      type: 'bar',
      name: s.name,
      data: s.data,
      ...(opts.stacked ? { stack: 'total' } : {}),
    })),
    media: [
      {
        query: { maxWidth: NARROW },
        option: { yAxis: { axisLabel: label(LABEL_WIDTH.narrow) }, xAxis: { splitNumber: 3 } },
      },
      {
        query: { maxWidth: PHONE },
        option: { yAxis: { axisLabel: label(LABEL_WIDTH.phone) }, xAxis: { splitNumber: 2 } },
      },
    ],
  };
}

/** Bars over categories, one series per entry of `series`; long lists turn horizontal so every label shows. */
function bars(
  categories: string[],
  series: Series[],
  opts: { percent?: boolean; stacked?: boolean } = {},
): EChartsCoreOption {
  if (categories.length > MAX_VERTICAL_CATEGORIES) return horizontalBars(categories, series, opts);
  // Each label gets its share of the axis (about 860 px wide, 400 px at half width, 260 px on a phone, where
  // labels too narrow to read flat are tilted).
  const label = (axis: number) => ({
    interval: 0,
    width: Math.floor(axis / Math.max(categories.length, 1)) - 8,
    overflow: 'truncate',
    ellipsis: '…',
  });
  const phoneLabel = label(260);
  return {
    grid: GRID,
    tooltip: { trigger: 'axis' },
    ...(series.length > 1 ? { legend: { top: 0, type: 'scroll' } } : {}),
    xAxis: { type: 'category', data: categories, axisLabel: label(860) },
    yAxis: valueAxis(opts.percent),
    series: series.map((s) => ({
      type: 'bar',
      name: s.name,
      data: s.data,
      ...(opts.stacked ? { stack: 'total' } : {}),
    })),
    media: [
      { query: { maxWidth: NARROW }, option: { xAxis: { axisLabel: label(400) } } },
      {
        query: { maxWidth: PHONE },
        option: { xAxis: { axisLabel: phoneLabel.width < 56 ? { rotate: 30, width: 72 } : phoneLabel } },
      },
    ],
  };
}

function pie(items: { name: string; value: number }[]): EChartsCoreOption {
  return {
    tooltip: { trigger: 'item' },
    legend: { type: 'scroll', bottom: 0 },
    series: [{ type: 'pie', radius: ['35%', '65%'], center: ['50%', '45%'], data: items }],
    media: [
      {
        query: { maxWidth: NARROW },
        // The legend names every slice; outside labels would be cut at the edges of a phone.
        option: { series: [{ radius: ['30%', '55%'], label: { show: false } }] },
      },
    ],
  };
}

function lines(periods: string[], series: Series[]): EChartsCoreOption {
  return {
    grid: GRID,
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll' },
    xAxis: { type: 'category', data: periods, boundaryGap: false, axisLabel: { hideOverlap: true } },
    yAxis: valueAxis(),
    series: series.map((s) => ({
      type: 'line',
      name: s.name,
      data: s.data,
      smooth: true,
      showSymbol: false,
    })),
    media: [{ query: { maxWidth: NARROW }, option: { yAxis: { splitNumber: 2 } } }],
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
        [{ name: t(`dashboard:col.${metric}`), data: items.map((p) => p[metric]) }],
      );
    }
    case 'topChannels': {
      const metric = TOP_CHANNEL_METRIC[apiKey] ?? 'views';
      const items = parsed.data.items;
      return horizontalBars(
        items.map((c) => c.title),
        [{ name: t(`dashboard:col.${metric}`), data: items.map((c) => c[metric]) }],
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
        [{ name: t('dashboard:col.posts'), data: items.map((i) => i.posts) }],
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
      return horizontalBars(
        words.map((w) => w.word),
        [{ name: t('dashboard:col.count'), data: words.map((w) => w.count) }],
      );
    }
    case 'customCategory': {
      if (parsed.data.status !== 'ok') return null;
      const items = parsed.data.items;
      return horizontalBars(
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
  return parsed ? optionOf(apiKey, resolveContext(t, context, apiKey), parsed) : null;
}

/** A chart's height: a row per category of a horizontal bar chart, so no label is skipped or squeezed. */
export function chartHeight(option: EChartsCoreOption, base = 300): number {
  const yAxis = option.yAxis as { type?: string; data?: unknown[] } | undefined;
  if (yAxis?.type !== 'category' || !yAxis.data) return base;
  const legend = option.legend ? 32 : 8;
  return Math.max(160, yAxis.data.length * BAR_ROW_PX + legend + 40);
}
