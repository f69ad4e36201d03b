import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { componentChartOption } from '@/components/report-view';
import { chartHeight } from '@/components/report-view/component-chart-option';
import { FIXTURES, SUBJECTS } from './result-fixtures.ts';

const t = i18n.getFixedT('en');
interface Series {
  type: string;
  name?: string;
  data: unknown[];
  stack?: string;
}
interface Option {
  series: Series[];
  xAxis?: { type: string; data?: string[] };
  yAxis?: { type: string; data?: string[]; inverse?: boolean };
}
const option = (key: string, result: unknown = FIXTURES[key]) =>
  componentChartOption(key, result, t, { subjects: SUBJECTS, language: 'en' }) as Option | null;

describe('componentChartOption', () => {
  it('is null where the view is not a chart: overview tiles, summary text, record lists, honest messages', () => {
    for (const key of ['db_overview', 'llm_marketing_event_summary', 'db_video_data', 'db_channel_data'])
      expect(option(key), key).toBeNull();
    expect(option('llm_audience_age_distribution')).toBeNull();
    expect(
      option('llm_video_custom_category', { status: 'needs_rules', reason: { zh: 'x', en: 'x' } }),
    ).toBeNull();
    expect(option('db_overview', 'garbage')).toBeNull();
  });

  it('trend: a line per subject over every period, missing periods as 0', () => {
    const o = option('db_video_trend_analysis')!;
    expect(o.xAxis?.data).toEqual(['2026-01-01', '2026-02-01']);
    expect(o.series.map((s) => s.type)).toEqual(['line', 'line']);
    expect(o.series[0]?.name).toBe('Nike · Views');
    expect(o.series[1]?.data).toEqual([0, 50]);
  });

  it('top lists: horizontal bars of the metric the api_key names, first item on top', () => {
    const byLikes = option('db_top5_videos_by_likes')!;
    expect(byLikes.yAxis).toMatchObject({ type: 'category', inverse: true });
    expect(byLikes.yAxis?.data).toEqual(['Nike Pegasus review', 'Adidas Boston test']);
    expect(byLikes.series[0]).toMatchObject({ type: 'bar', data: [400, 500] });
    expect(option('db_top5_videos_by_views')!.series[0]?.data).toEqual([5000, 3000]);
    expect(option('db_top5_channels_by_subscription')!.series[0]?.data).toEqual([1000, 4000]);
    expect(option('db_video_hashtag')!.yAxis?.data).toEqual(['#running', '#marathon']);
  });

  it('distributions: categories as a pie, ranges as bars with a series per subject', () => {
    const format = option('db_video_format')!;
    expect(format.series[0]).toMatchObject({
      type: 'pie',
      data: [
        { name: 'Short video', value: 3 },
        { name: 'Unknown', value: 1 },
      ],
    });
    const views = option('db_video_views_distribution')!;
    expect(views.xAxis?.data).toEqual(['0-1k', '1k-10k']);
    expect(views.series.map((s) => [s.type, s.name, s.data])).toEqual([
      ['bar', 'Nike', [1, 2]],
      ['bar', 'Adidas', [0, 1]],
    ]);
    expect(option('db_channel_media_distribution')!.series[0]?.type).toBe('pie');
  });

  it('smart analysis: themes pie, theme trend lines, stacked sentiment bars, hot word and category bars', () => {
    expect(option('llm_video_theme_distribution')!.series[0]?.data).toEqual([
      { name: 'Price', value: 3 },
      { name: 'Other', value: 1 },
    ]);
    const trend = option('llm_video_theme_distribution_trend')!;
    expect(trend.series.map((s) => [s.type, s.name, s.data])).toEqual([
      ['line', 'Price', [2, 1]],
      ['line', 'Quality', [1, 0]],
    ]);
    const sentiment = option('llm_comment_emotional_tendency')!;
    expect(sentiment.xAxis?.data).toEqual(['Nike', 'Adidas', 'Total']);
    expect(sentiment.series.map((s) => [s.name, s.stack, s.data])).toEqual([
      ['Positive', 'total', [4, 2, 6]],
      ['Neutral', 'total', [2, 1, 3]],
      ['Negative', 'total', [0, 1, 1]],
    ]);
    expect(option('llm_video_evaluation_hot_words')!.yAxis?.data).toEqual(['cushion', '舒适']);
    expect(option('llm_video_custom_category')!.series[0]?.data).toEqual([3, 1]);
    expect(option('llm_channel_category')!.series[0]?.type).toBe('pie');
    expect(option('llm_audience_gender_distribution')!.series[0]?.data).toEqual([0.4, 0.6]);
  });
});

describe('top lists and long category lists label every item', () => {
  const words = Array.from({ length: 20 }, (_, i) => ({
    word: `word-${i}-${'x'.repeat(i * 3)}`,
    count: 20 - i,
  }));
  const hotWords = { status: 'ok', documents: 40, words };

  it('draws a top-20 list as horizontal bars with every label, whole, and one row per item', () => {
    const o = componentChartOption('llm_video_evaluation_hot_words', hotWords, t, { language: 'en' })!;
    const yAxis = o.yAxis as { type: string; data: string[]; axisLabel: Record<string, unknown> };
    expect(yAxis.type).toBe('category');
    expect(yAxis.data).toEqual(words.map((w) => w.word));
    // interval 0: echarts skips no label; a label is cut with "…" only past its width (the tooltip has it).
    expect(yAxis.axisLabel).toMatchObject({ interval: 0, overflow: 'truncate', ellipsis: '…' });
    expect(chartHeight(o)).toBeGreaterThanOrEqual(20 * 24);
  });

  it('gives labels less room, never fewer labels, on narrow charts (echarts media queries)', () => {
    const o = componentChartOption('db_top5_videos_by_views', FIXTURES.db_top5_videos_by_views, t)! as {
      media: {
        query: { maxWidth: number };
        option: { yAxis: { axisLabel: { width: number; interval: number } } };
      }[];
      yAxis: { axisLabel: { width: number } };
    };
    const widths = o.media.map((m) => [m.query.maxWidth, m.option.yAxis.axisLabel.width]);
    expect(widths).toEqual([
      [560, 170],
      [380, 104],
    ]);
    expect(o.yAxis.axisLabel.width).toBe(240);
    for (const m of o.media) expect(m.option.yAxis.axisLabel.interval).toBe(0);
  });

  it('turns a distribution of many categories horizontal so each keeps its label', () => {
    const regions = ['US', 'GB', 'CA', 'AU', 'DE', 'FR', 'ES', 'IT', 'NL', 'JP'];
    const result = {
      subjects: [{ subjectId: 's1', buckets: regions.map((key) => ({ key, count: 1, share: 0.1 })) }],
      total: { buckets: regions.map((key) => ({ key, count: 1, share: 0.1 })) },
    };
    const o = componentChartOption('db_video_region', result, t, { language: 'en' }) as unknown as Option;
    expect(o.yAxis?.type).toBe('category');
    expect(o.yAxis?.data?.slice(0, 3)).toEqual(['United States', 'United Kingdom', 'Canada']);
    expect(option('db_video_views_distribution')!.xAxis?.type).toBe('category');
  });

  it('keeps the default height for charts that are not lists', () => {
    expect(
      chartHeight(componentChartOption('db_video_trend_analysis', FIXTURES.db_video_trend_analysis, t)!),
    ).toBe(300);
  });
});
