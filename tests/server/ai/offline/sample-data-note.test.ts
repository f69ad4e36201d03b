import { describe, expect, it } from 'vitest';
import { queryDashboardSkill } from '../../../../server/ai/offline/skills/query-dashboard.ts';

const output = {
  dashboard_id: 'd',
  dashboard_name: 'Shoes',
  question: 'top_posts',
  metric: 'views',
  kind: 'table',
  columns: ['rank', 'title', 'views'],
  rows: [[1, 'Best run', 1234567]],
};

describe('the offline closing sentence about sample data', () => {
  it('says the numbers are sample data, in the language of the answer', () => {
    const sample = { ...output, data_source: 'sample', data_sources: ['sample'] };
    expect(queryDashboardSkill.close(sample, 'en')).toBe(
      'The most viewed video is “Best run” with 1,234,567 views (sample data).',
    );
    expect(queryDashboardSkill.close(sample, 'zh')).toBe(
      '播放量最高的视频是“Best run”，播放量 1,234,567（示例数据）。',
    );
  });

  it('says when only some of the posts are sample data, and nothing for real posts', () => {
    const mixed = { ...output, data_source: 'mixed', data_sources: ['import', 'sample'] };
    expect(queryDashboardSkill.close(mixed, 'en')).toMatch(/views \(includes sample data\)\.$/);
    expect(queryDashboardSkill.close(mixed, 'zh')).toMatch(/（含示例数据）。$/);
    const real = { ...output, data_source: 'youtube', data_sources: ['youtube'] };
    expect(queryDashboardSkill.close(real, 'en')).toBe(
      'The most viewed video is “Best run” with 1,234,567 views.',
    );
  });
});
