import { computeAdComponents } from '../../analytics/ad-components/registry.ts';
import type { AdAnswer, AdAnswerInput } from './ad-answer-input.ts';

/** The metric on every day of the period (the trend component: a day without rows is zeros, its ratios none). */
export async function trendAnswer(a: AdAnswerInput): Promise<AdAnswer> {
  const { db_ad_ads_data_trends: trend } = await computeAdComponents(a.store, a.scope, [
    'db_ad_ads_data_trends',
  ]);
  const values = trend.days.map((d) => d.values[a.metric] ?? null);
  return {
    kind: 'chart',
    columns: ['day', a.metric],
    rows: trend.days.map((d, i) => [d.day, values[i] ?? null]),
    chart: { type: 'line', x: trend.days.map((d) => d.day), series: [{ name: a.metric, data: values }] },
  };
}
