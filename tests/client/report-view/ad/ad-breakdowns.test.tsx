import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { loadAdRenderers } from '@/components/report-view';
import { CONTRACT, renderAd } from './ad-fixture.tsx';

const rows = (body: HTMLElement) =>
  [...body.querySelectorAll('tbody tr')].map((tr) =>
    [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim()),
  );

describe('AD breakdowns', () => {
  it('chart view: each value with its spend, ROI and their week-over-week changes; null is "Unknown"', async () => {
    const { body } = await renderAd('db_ad_country_data');
    expect(body.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Spend and ROI by Country');
    // Contract: US 350 (this week 150, last 180), DE 50, no country 40, FR 2; ROI 2.93 / 0 / 0 / 50.
    expect(rows(body)).toEqual([
      ['United States', '$350-16.67%', '79.19%', '2.93+80%'],
      ['Germany', '$50-', '11.31%', '0-'],
      ['Unknown', '$40-', '9.05%', '0-'],
      ['France', '$2-', '0.45%', '50-'],
    ]);
  });

  it('names a tag dimension\'s null "Untagged", in Chinese too', async () => {
    const en = await renderAd('db_ad_audiences_data');
    expect(rows(en.body).map((r) => r[0])).toEqual(['Women 25-34', 'Gamers', 'Untagged']);
    en.unmount();
    const zh = await renderAd('db_ad_audiences_data', { language: 'zh' });
    expect(rows(zh.body).map((r) => r[0])).toEqual(['Women 25-34', 'Gamers', '未打标签']);
    zh.unmount();
    const country = await renderAd('db_ad_country_data', { language: 'zh' });
    expect(rows(country.body).map((r) => r[0])).toEqual(['美国', '德国', '未知', '法国']);
  });

  it('data view and XLSX table: spend over the period and each week, the changes, results', async () => {
    const { adComponentTable } = await loadAdRenderers();
    const table = adComponentTable('db_ad_country_data', CONTRACT.db_ad_country_data, i18n.getFixedT('en'), {
      language: 'en',
    });
    expect(table.columns.map((c) => c.label)).toEqual([
      'Country',
      'Spend',
      'Share of spend',
      'Spend this week',
      'Spend last week',
      'Spend WoW',
      'Impressions',
      'Link clicks',
      'CTR',
      'Purchases',
      'Purchase value',
      'ROI',
      'Cost per purchase',
      'ROI WoW',
    ]);
    expect(table.rows[0]).toMatchObject({
      value: 'United States',
      spend: 350,
      spendThisWeek: 150,
      spendLastWeek: 180,
      spendChange: -1 / 6,
    });
    expect(table.rows[2]).toMatchObject({ value: 'Unknown', spendChange: null, cost_per_purchase: null });
  });

  it('draws media, ad type and objective as parts of a whole, the others as bars', async () => {
    const { adViewOf, parseAdResult } = await loadAdRenderers();
    const { breakdownOption } = await import('@/components/report-view/ad/ad-chart-options');
    const view = adViewOf(i18n.getFixedT('en'), { language: 'en' });
    const kind = (key: 'db_ad_media_data' | 'db_ad_products_data') => {
      const parsed = parseAdResult(key, CONTRACT[key]);
      if (parsed?.kind !== 'breakdown') throw new Error(key);
      return (breakdownOption(view, parsed.data).series as { type: string }[]).map((s) => s.type);
    };
    expect(kind('db_ad_media_data')).toEqual(['pie']);
    expect(kind('db_ad_products_data')).toEqual(['bar', 'line']);
  });
});
