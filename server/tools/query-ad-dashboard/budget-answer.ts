import { computeAdComponents } from '../../analytics/ad-components/registry.ts';
import type { AdAnswer, AdAnswerInput } from './ad-answer-input.ts';

/**
 * The spend against the budget over the dashboard's period (the consumption progress component): the budget, the
 * spend, what remains, the share spent beside the share of the period gone, and the spend added up day by day.
 */
export async function budgetAnswer(a: AdAnswerInput): Promise<AdAnswer> {
  const { db_ad_ads_consumption_progress: progress } = await computeAdComponents(a.store, a.scope, [
    'db_ad_ads_consumption_progress',
  ]);
  return {
    kind: 'chart',
    columns: ['amount_budget_usd', 'amount_spent_usd', 'amount_remain_usd', 'spent_share', 'elapsed_share'],
    rows: [
      [progress.budgetUsd, progress.spentUsd, progress.remainUsd, progress.spentShare, progress.elapsedShare],
    ],
    chart: {
      type: 'line',
      x: progress.days.map((d) => d.day),
      series: [{ name: 'amount_spent_usd', data: progress.days.map((d) => d.cumulativeUsd) }],
    },
  };
}
