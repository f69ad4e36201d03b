import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { dbResultSchemas } from '@/lib/report-components/results';
import { llmResultSchemas } from '@/lib/report-components/llm-results';
import { componentTable, formatCell, parseComponentResult, tablesToRows } from '@/components/report-view';
import { FIXTURES, SUBJECTS } from './result-fixtures.ts';

const t = i18n.getFixedT('en');
const ctx = { subjects: SUBJECTS, language: 'en' as const };
const table = (key: string, result: unknown = FIXTURES[key]) => componentTable(key, result, t, ctx);
const labels = (key: string, result?: unknown) => table(key, result).columns.map((c) => c.label);

describe('componentTable', () => {
  it('has a schema-valid fixture and a non-empty table for every api_key with a result schema', () => {
    for (const key of [...Object.keys(dbResultSchemas), ...Object.keys(llmResultSchemas)]) {
      expect(parseComponentResult(key, FIXTURES[key]), key).not.toBeNull();
      const result = table(key);
      expect(result.columns.length > 0 || Boolean(result.note), key).toBe(true);
    }
  });

  it('overview: a row per subject by name, then the total, with the engagement rate as a percentage', () => {
    const { rows, columns } = table('db_overview');
    expect(rows.map((r) => r.subject)).toEqual(['Nike', 'Adidas', 'Total']);
    expect(rows[2]).toMatchObject({ posts: 4, views: 10000, engagements: 400, engagementRate: 0.04 });
    expect(columns.find((c) => c.key === 'engagementRate')?.format).toBe('percent');
  });

  it('trend: one row per subject and period', () => {
    const { rows } = table('db_video_trend_analysis');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ period: '2026-01-01', subject: 'Nike', views: 100, engagements: 6 });
    expect(rows[2]).toMatchObject({ period: '2026-02-01', subject: 'Adidas', posts: 1 });
  });

  it('top videos and video data: ranked posts with their link; video data adds saves, shares, reposts', () => {
    const top = table('db_top5_videos_by_views');
    expect(top.rows[0]).toMatchObject({
      rank: 1,
      title: 'Nike Pegasus review',
      subject: 'Nike',
      views: 5000,
    });
    expect(top.rows[1]?.url).toBe('https://youtube.com/watch?v=p2');
    expect(labels('db_video_data')).toEqual(expect.arrayContaining(['Saves', 'Shares', 'Reposts']));
    expect(table('db_video_data').rows[0]).toMatchObject({ saves: 1, shares: 2 });
  });

  it('top channels and channel data: followers, rates, medians and brand share', () => {
    expect(table('db_top5_channels_by_subscription').rows[1]).toMatchObject({
      rank: 2,
      channel: 'Track Talk',
      followers: 4000,
      followerEngagementRate: 25 / 4000,
    });
    expect(table('db_channel_data').rows[0]).toMatchObject({
      medianViews: 100,
      monthlyPostingFrequency: 1.5,
      brandShare: 0.25,
    });
  });

  it('distribution: buckets with count and share, a column per subject, "unknown" translated', () => {
    const { rows, columns } = table('db_video_format');
    expect(columns.map((c) => c.label)).toEqual(['Group', 'Count', 'Share', 'Nike', 'Adidas']);
    expect(rows[0]).toMatchObject({ bucket: 'Short video', count: 3, 'subject:s1': 2, 'subject:s2': 1 });
    expect(rows[1]?.bucket).toBe('Unknown');
    expect(rows[0]?.share).toBeCloseTo(0.75);
  });

  it('shows codes by name in the current language: regions, languages, media, formats, platforms', () => {
    const buckets = (key: string, language: 'zh' | 'en') =>
      componentTable(key, FIXTURES[key], i18n.getFixedT(language), { subjects: SUBJECTS, language }).rows.map(
        (r) => r.bucket,
      );
    expect(buckets('db_related_channel_region_distribution', 'en')).toEqual(['United States', 'China']);
    expect(buckets('db_related_channel_region_distribution', 'zh')).toEqual(['美国', '中国']);
    expect(buckets('db_video_region', 'zh')).toEqual(['美国']);
    expect(buckets('db_video_language', 'en')).toEqual(['English', 'Chinese']);
    expect(buckets('db_video_language', 'zh')).toEqual(['英语', '中文']);
    expect(buckets('db_video_media_distribution', 'en')).toEqual(['YouTube', 'TikTok']);
    expect(buckets('db_video_format', 'zh')).toEqual(['短视频', '未知']);
    // Ranges are not codes: they stay as written.
    expect(buckets('db_video_views_distribution', 'zh')).toEqual(['0-1k', '1k-10k']);

    const zh = i18n.getFixedT('zh');
    const channel = componentTable('db_channel_data', FIXTURES.db_channel_data, zh, {
      subjects: SUBJECTS,
      language: 'zh',
    }).rows[0];
    expect(channel).toMatchObject({ platform: 'YouTube', region: '美国' });
    expect(table('db_video_data').rows[0]?.platform).toBe('YouTube');
  });

  it('hashtags and hot words: ranked', () => {
    expect(table('db_video_hashtag').rows).toEqual([
      { rank: 1, tag: '#running', posts: 3 },
      { rank: 2, tag: '#marathon', posts: 1 },
    ]);
    expect(table('llm_comment_evaluation_hot_words').rows[1]).toEqual({ rank: 2, word: '舒适', count: 4 });
  });

  it('themes, theme trend and channel categories use the label of the current language', () => {
    expect(table('llm_video_theme_distribution').rows[0]).toEqual({ theme: 'Price', count: 3, share: 0.75 });
    expect(
      componentTable('llm_video_theme_distribution', FIXTURES.llm_video_theme_distribution, t, {
        language: 'zh',
      }).rows[0]?.theme,
    ).toBe('价格');
    expect(labels('llm_video_theme_distribution_trend')).toEqual(['Month', 'Price', 'Quality']);
    expect(table('llm_video_theme_distribution_trend').rows[1]).toEqual({
      month: '2026-02',
      'theme:price': 1,
      'theme:quality': 0,
    });
    expect(table('llm_channel_category').rows[0]).toEqual({ category: 'Performance', count: 2, share: 1 });
  });

  it('sentiment: counts and shares per subject and overall', () => {
    const { rows } = table('llm_video_emotional_tendency');
    expect(rows.map((r) => r.subject)).toEqual(['Nike', 'Adidas', 'Total']);
    expect(rows[2]).toMatchObject({ positive: 6, negative: 1, positiveShare: 0.6, negativeShare: 0.1 });
  });

  it('custom categories: tags plus uncategorized; missing or bad rules become a note', () => {
    const ok = table('llm_video_custom_category');
    expect(ok.rows.at(-1)).toEqual({ tag: 'Uncategorized', count: 1, share: 0.2 });
    const needs = table('llm_video_custom_category', {
      status: 'needs_rules',
      reason: { zh: '请先添加规则', en: 'Add category rules first' },
    });
    expect(needs).toEqual({ columns: [], rows: [], note: 'Add category rules first' });
    const invalid = table('llm_video_custom_category', {
      status: 'invalid_rules',
      errors: [{ line: 2, message: { zh: '缺少标签词', en: 'Missing tag word' } }],
    });
    expect(invalid.rows).toEqual([{ line: 2, message: 'Missing tag word' }]);
  });

  it('event summary is one text row; audience that needs a model says so instead of numbers', () => {
    expect(table('llm_marketing_event_summary').rows).toEqual([{ summary: '**Nike** leads.\n\n- 3 posts' }]);
    const age = table('llm_audience_age_distribution');
    expect(age).toEqual({ columns: [], rows: [], note: 'Audience age needs an AI model.' });
    const gender = table('llm_audience_gender_distribution');
    expect(gender.rows).toEqual([
      { bucket: 'female', share: 0.4 },
      { bucket: 'male', share: 0.6 },
    ]);
    expect(gender.note).toMatch(/estimated/i);
  });

  it('an unknown key or a result of another shape is a note, not a crash', () => {
    expect(table('db_nothing', {}).note).toBe('This result cannot be shown.');
    expect(table('db_overview', { items: [] }).note).toBe('This result cannot be shown.');
  });
});

describe('formatCell and tablesToRows', () => {
  it('formats numbers, percentages, dates and missing values (spec §9)', () => {
    expect(formatCell({ key: 'v', label: 'V', format: 'number' }, 1234567.891)).toBe('1,234,567.89');
    expect(formatCell({ key: 'r', label: 'R', format: 'percent' }, 0.12345)).toBe('12.35%');
    expect(formatCell({ key: 'r', label: 'R', format: 'percent' }, null)).toBe('-');
    expect(formatCell({ key: 'd', label: 'D', format: 'date' }, '2026-03-04T10:00:00')).toBe('2026-03-04');
  });

  it('lays tables one after another: title, header, rows, blank line; percentages kept as ratios', () => {
    const rows = tablesToRows([
      { title: 'Overview', table: table('db_overview') },
      { title: 'Age', table: table('llm_audience_age_distribution') },
    ]);
    expect(rows[0]).toEqual(['Overview']);
    expect(rows[1]?.[0]).toBe('Subject');
    expect(rows[4]?.[0]).toBe('Total');
    expect(rows[4]).toContainEqual({ percent: 0.04 });
    expect(rows[5]).toEqual([]);
    expect(rows.slice(6)).toEqual([['Age'], ['Audience age needs an AI model.'], []]);
  });
});
