import { describe, expect, it } from 'vitest';
import { CONTRACT, copy, renderAd } from './ad-fixture.tsx';

/** A tile's shown value, its weeks and its change badge. */
function tile(body: HTMLElement, metric: string) {
  const element = body.querySelector<HTMLElement>(`[data-metric="${metric}"]`);
  if (!element) throw new Error(`no tile ${metric}`);
  const badge = element.querySelector<HTMLElement>('[data-tone]');
  return {
    label: element.querySelector('dt')?.textContent,
    value: element.querySelector('[data-value]')?.textContent,
    exact: element.querySelector('[data-value]')?.getAttribute('title'),
    weeks: element.querySelector('[data-weeks]')?.textContent ?? null,
    change: badge?.textContent ?? null,
    tone: badge?.dataset.tone ?? null,
    said: badge?.getAttribute('aria-label') ?? null,
  };
}

describe('AD metric tiles (the overview and the conversion lists)', () => {
  it('show the period, this week, last week and the change of the hand-checked contract values', async () => {
    const { body } = await renderAd('db_ad_performance_overview');
    expect(tile(body, 'amount_spent_usd')).toMatchObject({
      label: 'Spend',
      value: '$442',
      weeks: 'This week$242Last week$180',
      change: '+34.44%',
      // Spending more is a choice, not a result: not coloured.
      tone: 'neutral',
    });
    expect(tile(body, 'impressions')).toMatchObject({
      value: '40.2k',
      exact: '40,200',
      weeks: 'This week21.2kLast week18.0k',
      tone: 'better',
    });
    expect(tile(body, 'ctr')).toMatchObject({ value: '2.12%', change: '+14.15%', tone: 'better' });
    expect(tile(body, 'roi')).toMatchObject({ value: '2.55', tone: 'better' });
    expect(tile(body, 'views')).toMatchObject({
      change: '-25%',
      tone: 'worse',
      said: 'down 25% on last week, worse',
    });
  });

  it('colours costs the other way round: a cost that rose is worse, one that fell is better', async () => {
    const { body } = await renderAd('db_ad_performance_overview');
    expect(tile(body, 'cost_per_purchase')).toMatchObject({ change: '+3.42%', tone: 'worse' });
    expect(tile(body, 'cost_per_add_to_cart')).toMatchObject({ change: '-25.31%', tone: 'better' });
    expect(tile(body, 'cpv')).toMatchObject({ change: '+79.26%', tone: 'worse' });
    expect(tile(body, 'cpm')).toMatchObject({ tone: 'worse' });
    expect(tile(body, 'cpc')).toMatchObject({
      change: '0%',
      tone: 'neutral',
      said: 'no change on last week',
    });
  });

  it('shows a null as "-", never 0 or ∞: budget without weeks, ratios with nothing to divide by', async () => {
    const overview = await renderAd('db_ad_performance_overview');
    expect(tile(overview.body, 'amount_budget_usd')).toMatchObject({
      value: '$1,000',
      weeks: null,
      change: null,
    });
    const nothing = copy(CONTRACT.db_ad_app_cost_per_conversion) as { metrics: object[] };
    nothing.metrics = nothing.metrics.map((m) => ({
      ...m,
      period: null,
      thisWeek: null,
      lastWeek: 0,
      change: null,
    }));
    const { body } = await renderAd('db_ad_app_cost_per_conversion', { result: nothing });
    expect(tile(body, 'cost_per_active')).toMatchObject({
      value: '-',
      weeks: 'This week-Last week$0',
      change: '-',
      said: 'no comparison (nothing last week)',
    });
    expect(body.textContent).not.toMatch(/Infinity|NaN|∞/);
  });

  it('reads in Chinese: 万 for big figures, the labels and the weeks translated', async () => {
    const { body } = await renderAd('db_ad_performance_overview', { language: 'zh' });
    expect(tile(body, 'impressions')).toMatchObject({
      label: '展示次数',
      value: '4万',
      weeks: '本周2.1万上周1.8万',
    });
    expect(tile(body, 'cost_per_purchase').said).toBe('较上周上升 3.42%，变差');
    expect(body.textContent).toContain('花费与预算');
  });
});
