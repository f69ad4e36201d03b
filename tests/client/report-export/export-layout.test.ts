import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { exportBlocks } from '@/components/report-export/export-blocks';
import { exportFileName } from '@/components/report-export/export-file-name';
import { paginate } from '@/components/report-export/paginate';
import type { Measure } from '@/components/report-export/layout-metrics';
import { layoutReport } from '@/components/report-export/report-layout';
import { fitText, wrapText } from '@/components/report-export/text-layout';
import type { DashboardComponent } from '@/components/report-view';
import { component as fixture } from '../dashboard-detail/detail-fixtures.ts';
import { FIXTURES, SUBJECTS } from '../report-view/result-fixtures.ts';

const t = i18n.getFixedT('en');
const component = (...args: Parameters<typeof fixture>) => fixture(...args) as DashboardComponent;
const ctx = { subjects: SUBJECTS, language: 'en' as const };
const failure = (code: string | null) => `failure ${code}`;
/** Every character 10 px wide: widths are easy to reason about. */
const measure: Measure = { font: '', measureText: (text: string) => ({ width: [...text].length * 10 }) };
const fontOf = (size: number, weight = 400) => `${weight} ${size}px test`;

const manyRows = (count: number) => ({
  ...(FIXTURES.db_video_data as object),
  total: count,
  rows: Array.from({ length: count }, (_, i) => ({
    ...(FIXTURES.db_video_data as { rows: object[] }).rows[0],
    postId: `p${i}`,
    title: `Post ${i}`,
  })),
});

describe('exportFileName', () => {
  const day = new Date(2026, 10, 23, 23, 59);
  it('is <name>-<YYYY-MM-DD>.<ext>, Chinese kept, characters file systems refuse replaced', () => {
    expect(exportFileName('跑鞋 报告', 'png', day)).toBe('跑鞋 报告-2026-11-23.png');
    expect(exportFileName('Nike/Adidas: Q4 *final*?', 'pdf', day)).toBe(
      'Nike Adidas Q4 final-2026-11-23.pdf',
    );
    expect(exportFileName(' ..hidden. ', 'png', day)).toBe('hidden-2026-11-23.png');
    expect(exportFileName('<>|', 'png', day)).toBe('report-2026-11-23.png');
  });
});

describe('wrapText and fitText', () => {
  it('wraps at spaces, between Chinese characters, inside a word longer than a line, and at line breaks', () => {
    expect(wrapText(measure, 'one two three', 70)).toEqual(['one two', 'three']);
    expect(wrapText(measure, '跑鞋对比报告', 40)).toEqual(['跑鞋对比', '报告']);
    expect(wrapText(measure, 'abcdefghij', 40)).toEqual(['abcd', 'efgh', 'ij']);
    expect(wrapText(measure, 'a\nb', 100)).toEqual(['a', 'b']);
  });

  it('cuts with an ellipsis only what does not fit', () => {
    expect(fitText(measure, 'short', 50)).toBe('short');
    expect(fitText(measure, 'a long title', 50)).toBe('a lo…');
  });
});

describe('exportBlocks', () => {
  it('in the data view, holds every row of a table, not what a scroll area shows', () => {
    const [block] = exportBlocks(
      [component('c1', 'db_video_data', 0, { result: manyRows(100) })],
      'table',
      t,
      ctx,
      failure,
    );
    const table = block!.bodies.find((b) => b.kind === 'table');
    expect(table?.kind === 'table' && table.rows.length).toBe(100);
    expect(block!.title).toBe(t('components:name.db_video_data'));
  });

  it('in the chart view: KPI tiles, charts, the summary as text, and tables where there is no chart', () => {
    const blocks = exportBlocks(
      ['db_overview', 'db_top5_videos_by_views', 'llm_marketing_event_summary', 'db_video_data'].map(
        (key, i) => component(`c${i}`, key, i),
      ),
      'chart',
      t,
      ctx,
      failure,
    );
    expect(blocks.map((b) => b.bodies.map((body) => body.kind))).toEqual([
      ['tiles'],
      ['chart'],
      ['text'],
      ['table'],
    ]);
    const summary = blocks[2]!.bodies[0]!;
    expect(summary.kind === 'text' && summary.text).not.toMatch(/\\[.#*_-]/);
  });

  it('says a stale or failed component in words, with the failure reason', () => {
    const [stale, failed] = exportBlocks(
      [
        component('c1', 'db_overview', 0, { state: 'stale' }),
        component('c2', 'db_overview', 1, { state: 'failed', error_code: 'analysis_failed', result: null }),
      ],
      'chart',
      t,
      ctx,
      failure,
    );
    expect(stale!.bodies[0]).toEqual({ kind: 'message', text: t('dashboard:report.stale'), tone: 'info' });
    expect(failed!.bodies).toEqual([
      {
        kind: 'message',
        text: t('dashboard:report.failed', { reason: 'failure analysis_failed' }),
        tone: 'error',
      },
    ]);
  });
});

describe('layoutReport and paginate', () => {
  const header = { title: 'Running shoes', lines: ['Exported today', 'Data: YouTube'] };

  it('grows with every table row and lets a page end only between components of a page or less', () => {
    const small = exportBlocks([component('c1', 'db_overview', 0)], 'chart', t, ctx, failure);
    const long = exportBlocks(
      [component('c1', 'db_overview', 0), component('c2', 'db_video_data', 1, { result: manyRows(100) })],
      'table',
      t,
      ctx,
      failure,
    );
    const one = layoutReport(measure, fontOf, header, small, 1500);
    const two = layoutReport(measure, fontOf, header, long, 1500);
    expect(two.height - one.height).toBeGreaterThan(100 * 26);
    expect(one.pieces).toHaveLength(2);
    // The 100-row table is taller than a page: its rows are cut points, the overview's are not.
    expect(two.cuts.length).toBeGreaterThan(100);
    const texts = two.pieces[0]!.ops.filter((op) => op.op === 'text').map(
      (op) => op.op === 'text' && op.text,
    );
    expect(texts).toEqual(['Running shoes', 'Exported today', 'Data: YouTube']);
  });

  it('prints a table wider than the page as panels, each led by the row name column', () => {
    const wide = exportBlocks([component('c1', 'db_channel_data', 0)], 'table', t, ctx, failure);
    const layout = layoutReport(measure, fontOf, header, wide, 1500);
    const texts = layout.pieces[1]!.ops.flatMap((op) => (op.op === 'text' ? [op.text] : []));
    const channel = t('dashboard:col.channel');
    expect(texts.filter((text) => text === channel).length).toBeGreaterThan(1);
    // No cell is narrower than its header's longest word: nothing reads as "…" alone.
    expect(texts.filter((text) => text === '…')).toEqual([]);
  });

  it('ends pages at the lowest cut that fits, and cuts mid-piece only when nothing fits', () => {
    expect(paginate(250, 100, [40, 90, 130, 200])).toEqual([
      { top: 0, bottom: 90 },
      { top: 90, bottom: 130 },
      { top: 130, bottom: 200 },
      { top: 200, bottom: 250 },
    ]);
    expect(paginate(250, 100, [])).toEqual([
      { top: 0, bottom: 100 },
      { top: 100, bottom: 200 },
      { top: 200, bottom: 250 },
    ]);
    expect(paginate(80, 100, [40])).toEqual([{ top: 0, bottom: 80 }]);
  });
});
