import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { KpiTiles } from '@/components/report-view/kpi-tiles';
import { setLanguage } from '@/lib/i18n';
import type { MetricTotals } from '@/lib/report-components/results';

const totals = {
  posts: 3605,
  channels: 332,
  views: 301_234_567,
  likes: 19_140_000,
  comments: 1_178_000,
  shares: 0,
  saves: 0,
  reposts: 0,
  engagements: 23_049_000,
  avgViews: 83_560.4,
  avgLikes: 0,
  avgComments: 0,
  avgEngagements: 0,
  engagementRate: 0.0762,
} as MetricTotals;

const tiles = (container: HTMLElement) =>
  Object.fromEntries(
    [...container.querySelectorAll('[data-kpi]')].map((tile) => {
      const value = tile.querySelector('dd')!;
      return [tile.getAttribute('data-kpi'), [value.textContent, value.getAttribute('title')]];
    }),
  );

describe('KPI tiles', () => {
  it('show compact numbers in 万/亿 in Chinese, the exact figure in the title', async () => {
    await act(() => setLanguage('zh'));
    const { container } = render(<KpiTiles totals={totals} />);
    expect(tiles(container)).toEqual({
      posts: ['3605', '3,605'],
      channels: ['332', '332'],
      views: ['3亿', '301,234,567'],
      likes: ['1914万', '19,140,000'],
      comments: ['117.8万', '1,178,000'],
      engagements: ['2304.9万', '23,049,000'],
      avgViews: ['8.4万', '83,560.4'],
      engagementRate: ['7.62%', '7.62%'],
    });
  });

  it('show KorM numbers in English', async () => {
    await act(() => setLanguage('en'));
    const { container } = render(<KpiTiles totals={totals} />);
    const shown = tiles(container);
    expect(shown.views?.[0]).toBe('301.2M');
    expect(shown.likes?.[0]).toBe('19.1M');
    expect(shown.posts?.[0]).toBe('3.6k');
  });
});
