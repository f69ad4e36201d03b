import { computeAdComponents } from '../../analytics/ad-components/registry.ts';
import type { AdAnswer, AdAnswerInput } from './ad-answer-input.ts';

const LEVELS = new Set(['campaign', 'ad_set', 'ad']);

/**
 * The best or worst ads by ROI among those that spent at least the average (the excellent and poor
 * components, with their rule); campaigns or ad sets when asked by them.
 */
export async function topAdsAnswer(a: AdAnswerInput, which: 'best' | 'worst'): Promise<AdAnswer> {
  const key = which === 'best' ? 'db_ad_excellent_ads_display' : 'db_ad_poor_ads_display';
  const level = LEVELS.has(a.by) ? (a.by as 'campaign' | 'ad_set' | 'ad') : a.scope.level;
  const result = (await computeAdComponents(a.store, { ...a.scope, level }, [key]))[key];
  const items = result.items.slice(0, a.limit);
  return {
    kind: 'table',
    columns: [
      'rank',
      'name',
      'campaign',
      'amount_spent_usd',
      'roi',
      'purchases',
      'purchases_conversion_value',
    ],
    rows: items.map((i) => [
      i.rank,
      i.name,
      i.campaignName,
      i.values.amount_spent_usd ?? null,
      i.values.roi ?? null,
      i.values.purchases ?? null,
      i.values.purchases_conversion_value ?? null,
    ]),
    rule: result.rule.text,
  };
}
