import { AD_TOP_CREATIVES } from '../../../src/lib/ads/ad-values.ts';
import type { AdResult } from '../../../src/lib/report-components/ad-results.ts';
import { LEVEL_NAMES, toEntity, usd } from './ad-entities.ts';
import type { AdScans } from './ad-scans.ts';
import { round4 } from './ad-sums.ts';

type TopKey = 'db_ad_excellent_ads_display' | 'db_ad_poor_ads_display';

/**
 * The best or worst 10 rows of the scope's level by ROI over the period, among those that spent at least the
 * average spend of the rows that spent anything, so one lucky ad with a few cents of spend does not win.
 */
export async function topAds(scans: AdScans, key: TopKey): Promise<AdResult<TopKey>> {
  const { rows, minSpend } = await scans.ranked();
  const best = key === 'db_ad_excellent_ads_display';
  const rank = best ? 'best' : 'worst';
  const items = rows
    .filter((row) => row.eligible === true && Number(row[rank]) <= AD_TOP_CREATIVES)
    .sort((a, b) => Number(a[rank]) - Number(b[rank]))
    .map((row) => ({ ...toEntity(row), rank: Number(row[rank]) }));
  const level = scans.scope.level;
  const min = minSpend === null ? null : round4(minSpend);
  const names = LEVEL_NAMES[level];
  const floor = min === null ? '–' : usd(min);
  return {
    level,
    rule: {
      metric: 'roi',
      order: best ? 'desc' : 'asc',
      minSpendUsd: min,
      text: {
        zh: `本期花费不低于 ${floor}（有花费的${names.zh}的平均花费）的${names.zh}中，ROI（购买价值 ÷ 花费）${best ? '最高' : '最低'}的 ${AD_TOP_CREATIVES} 个${best ? '；相同时按购买价值、花费排序' : '；相同时花费多者在前'}。`,
        en: `The ${AD_TOP_CREATIVES} ${names.en} with the ${best ? 'highest' : 'lowest'} ROI (purchase value ÷ spend) among those that spent at least ${floor} in the period (the average spend of the ${names.en} that spent anything)${best ? '; ties by purchase value, then spend' : '; ties by the larger spend'}.`,
      },
    },
    items,
  };
}
