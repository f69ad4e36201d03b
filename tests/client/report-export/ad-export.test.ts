import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { AD_COMPONENTS } from '@/lib/report-components/catalog';
import { adExportBodies } from '@/components/report-export/ad-export-bodies';
import { exportBlocks, type ExportBody } from '@/components/report-export/export-blocks';
import type { Measure } from '@/components/report-export/layout-metrics';
import { layoutReport } from '@/components/report-export/report-layout';
import { adComponent, CONTRACT, SAMPLE } from '../report-view/ad/ad-fixture.tsx';

const t = i18n.getFixedT('en');
const ctx = { language: 'en' as const };
const failure = (code: string | null) => `failure ${code}`;
const measure: Measure = { font: '', measureText: (text: string) => ({ width: [...text].length * 7 }) };
const fontOf = (size: number, weight = 400) => `${weight} ${size}px test`;
const components = (results: Record<string, unknown>) =>
  AD_COMPONENTS.map((c) => adComponent(c.api_key, results[c.api_key]));
const kinds = (bodies: ExportBody[]) => bodies.map((b) => b.kind);

describe('AD components in the PNG and PDF exports', () => {
  it('draws every AD component in the chart view as the card shows it: tiles, charts, tables, text', () => {
    const blocks = exportBlocks(components(SAMPLE), 'chart', t, ctx, failure, adExportBodies);
    const byKey = Object.fromEntries(AD_COMPONENTS.map((c, i) => [c.api_key, kinds(blocks[i]!.bodies)]));
    expect(byKey).toMatchObject({
      db_ad_performance_overview: ['tiles'],
      db_ad_ads_data_trends: ['chart', 'chart', 'chart'],
      db_ad_country_data: ['chart', 'table'],
      db_ad_media_data: ['chart', 'table'],
      db_ad_excellent_ads_display: ['text', 'table'],
      db_ad_ads_consumption_progress: ['tiles', 'text', 'chart'],
      db_ad_data_detail: ['message', 'table'],
      db_ad_custom_multi_dimensional_data: ['message', 'table'],
      llm_ad_potential_ads_analysis: ['text', 'message'],
    });
    expect(blocks[0]!.title).toBe('Ad performance overview');
  });

  it("puts each tile's change and weeks under its value, coloured as the card colours it", () => {
    const [block] = exportBlocks(
      [adComponent('db_ad_cost_per_conversion', CONTRACT.db_ad_cost_per_conversion)],
      'chart',
      t,
      ctx,
      failure,
      adExportBodies,
    );
    const tiles = block!.bodies[0]!;
    if (tiles.kind !== 'tiles') throw new Error('tiles expected');
    expect(tiles.tiles[2]).toEqual({
      label: 'Cost per purchase',
      value: '$18.42',
      detail: '+3.42% · This week $18.62 · Last week $18',
      detailColor: '#b91c1c',
    });
    const layout = layoutReport(measure, fontOf, { title: 'Ads', lines: [] }, [block!], 1500);
    const texts = layout.pieces[1]!.ops.flatMap((op) => (op.op === 'text' ? [op.text] : []));
    // The detail wraps under the value: the change and this week, then last week.
    expect(texts.slice(-3)).toEqual(['$18.42', '+3.42% · This week $18.62 ·', 'Last week $18']);
  });

  it('holds every row of the data view, with "Not measured" where the window is not reported', () => {
    const bodies = adExportBodies('db_ad_data_detail', SAMPLE.db_ad_data_detail, 'table', t, {
      language: 'en',
      ad: { attribution: { window: '1d_click', reported: 'none' } },
    });
    expect(kinds(bodies)).toEqual(['message', 'message', 'table']);
    expect(bodies[1]).toMatchObject({ text: 'Rows 1–20 of 116, by Spend, Highest first' });
    const table = bodies[2]!;
    if (table.kind !== 'table') throw new Error('table expected');
    expect(table.rows).toHaveLength(20);
    const roi = table.columns.findIndex((c) => c.label === 'ROI');
    expect(new Set(table.rows.map((r) => r[roi]))).toEqual(new Set(['Not measured']));
  });

  it('says a result it cannot read in words, and an AD component without its chunk as unreadable', () => {
    expect(adExportBodies('db_ad_country_data', { rows: 'x' }, 'chart', t, ctx)).toEqual([
      { kind: 'message', tone: 'error', text: t('adReport:unreadable') },
    ]);
    const [block] = exportBlocks(
      [adComponent('db_ad_country_data', CONTRACT.db_ad_country_data)],
      'chart',
      t,
      ctx,
      failure,
    );
    expect(block!.bodies).toEqual([
      { kind: 'message', tone: 'error', text: t('dashboard:report.unreadable') },
    ]);
  });

  it('lays a whole AD report out in Chinese and English', () => {
    for (const lng of ['zh', 'en'] as const) {
      const blocks = exportBlocks(
        components(SAMPLE),
        'table',
        i18n.getFixedT(lng),
        { language: lng },
        failure,
        adExportBodies,
      );
      const layout = layoutReport(measure, fontOf, { title: 'Ads', lines: [] }, blocks, 1500);
      expect(layout.pieces).toHaveLength(AD_COMPONENTS.length + 1);
      expect(layout.height).toBeGreaterThan(5000);
    }
  });
});
