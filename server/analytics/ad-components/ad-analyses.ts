/**
 * The four llm_ad_* analyses, computed from the data (what moved most week over week, what does well on little
 * spend) into items with their numbers, then worded by the built-in writer (ad-analysis-writer.ts), which states
 * only those numbers.
 */
import type { AdAnalysisKey, AdAnalysisResult } from '../../../src/lib/report-components/ad-results.ts';
import { compareValues, partsByValue } from './ad-breakdowns.ts';
import { LEVEL_NAMES, usd } from './ad-entities.ts';
import type { AskModel } from '../../ai/text-analytics/model-ask.ts';
import { modelAnalysisText } from './ad-analysis-model.ts';
import { writeAnalysis, type AnalysisItem } from './ad-analysis-writer.ts';
import { scopeParts } from './ad-metric-lists.ts';
import type { AdScans } from './ad-scans.ts';
import { adValues, readSums, round4 } from './ad-sums.ts';

/** Items an analysis names at most. */
export const ANALYSIS_ITEMS = 5;

const change = (now: number | null, before: number | null) =>
  now === null || before === null || before === 0 ? null : (now - before) / before;

/** Products whose spend moved most (in dollars) between last week and this week. */
async function fluctuatingProducts(scans: AdScans): Promise<AnalysisItem[]> {
  const items: (AnalysisItem & { score: number })[] = [];
  for (const [tag, parts] of await partsByValue(scans, 'product')) {
    if (tag === null) continue;
    const now = adValues(parts.thisWeek);
    const before = adValues(parts.lastWeek);
    const spendNow = parts.thisWeek.spend;
    const spendBefore = parts.lastWeek.spend;
    if (spendNow === 0 && spendBefore === 0) continue;
    items.push({
      label: tag,
      datasetId: null,
      id: null,
      score: Math.abs(spendNow - spendBefore),
      numbers: {
        spend_this_week: spendNow,
        spend_last_week: spendBefore,
        spend_change: change(spendNow, spendBefore),
        roi_this_week: now.roi,
        roi_last_week: before.roi,
        roi_change: change(now.roi, before.roi),
        purchases_this_week: parts.thisWeek.purchases,
        purchases_last_week: parts.lastWeek.purchases,
      },
    });
  }
  return items
    .sort((a, b) => b.score - a.score || compareValues(a.label, b.label))
    .slice(0, ANALYSIS_ITEMS)
    .map(({ score: _score, ...item }) => item);
}

/** Tags that spent less than the average tag of their dimension with a ROI at least the scope's. */
async function potentialTags(scans: AdScans, dimension: 'audience' | 'hook'): Promise<AnalysisItem[]> {
  const overallRoi = adValues((await scopeParts(scans)).period).roi;
  const spending = [...(await partsByValue(scans, dimension))].filter(
    ([tag, parts]) => tag !== null && parts.period.spend > 0,
  );
  if (overallRoi === null || spending.length === 0) return [];
  const averageSpend = round4(
    spending.reduce((sum, [, parts]) => sum + parts.period.spend, 0) / spending.length,
  );
  return spending
    .map(([tag, parts]) => {
      const values = adValues(parts.period);
      return {
        label: tag as string,
        datasetId: null,
        id: null,
        numbers: {
          spend: parts.period.spend,
          average_spend: averageSpend,
          roi: values.roi,
          overall_roi: overallRoi,
          purchases: parts.period.purchases,
          cost_per_purchase: values.cost_per_purchase,
        },
      };
    })
    .filter((item) => item.numbers.spend < averageSpend && (item.numbers.roi ?? -1) >= overallRoi)
    .sort(
      (a, b) =>
        (b.numbers.roi ?? 0) - (a.numbers.roi ?? 0) ||
        a.numbers.spend - b.numbers.spend ||
        compareValues(a.label, b.label),
    )
    .slice(0, ANALYSIS_ITEMS);
}

/** Rows of the scope's level below the average spend whose ROI is at least the scope's, best ROI first. */
async function potentialAds(scans: AdScans): Promise<AnalysisItem[]> {
  const { rows, minSpend, overallRoi } = await scans.ranked();
  return rows
    .filter((row) => row.potential === true && Number(row.promising) <= ANALYSIS_ITEMS)
    .sort((a, b) => Number(a.promising) - Number(b.promising))
    .map((row) => {
      const sums = readSums(row);
      const values = adValues(sums);
      return {
        label: String(row.name ?? row.id),
        datasetId: String(row.dataset_id),
        id: String(row.id),
        numbers: {
          spend: sums.spend,
          average_spend: minSpend === null ? null : round4(minSpend),
          roi: values.roi,
          overall_roi: overallRoi,
          purchases: sums.purchases,
          cost_per_purchase: values.cost_per_purchase,
        },
      };
    });
}

const RULES = {
  llm_ad_fluctuating_products_analysis: () => ({
    zh: `本周与上周花费变化（金额）最大的 ${ANALYSIS_ITEMS} 个产品`,
    en: `The ${ANALYSIS_ITEMS} products whose spend changed most (in dollars) from last week to this week`,
  }),
  llm_ad_potential_audiences_analysis: () => ({
    zh: `本期花费低于受众平均花费、ROI 不低于整体 ROI 的受众，按 ROI 排序，最多 ${ANALYSIS_ITEMS} 个`,
    en: `Audiences that spent less than the average audience with a ROI at least the overall ROI, by ROI, at most ${ANALYSIS_ITEMS}`,
  }),
  llm_ad_potential_hooks_analysis: () => ({
    zh: `本期花费低于钩子平均花费、ROI 不低于整体 ROI 的钩子，按 ROI 排序，最多 ${ANALYSIS_ITEMS} 个`,
    en: `Hooks that spent less than the average hook with a ROI at least the overall ROI, by ROI, at most ${ANALYSIS_ITEMS}`,
  }),
  llm_ad_potential_ads_analysis: (scans: AdScans, minSpend: number | null) => {
    const names = LEVEL_NAMES[scans.scope.level];
    const floor = minSpend === null ? '–' : usd(minSpend);
    return {
      zh: `本期花费低于 ${floor}（有花费的${names.zh}的平均花费）、ROI 不低于整体 ROI 的${names.zh}，按 ROI 排序，最多 ${ANALYSIS_ITEMS} 个`,
      en: `${names.en[0]!.toUpperCase()}${names.en.slice(1)} that spent less than ${floor} (the average of those that spent) with a ROI at least the overall ROI, by ROI, at most ${ANALYSIS_ITEMS}`,
    };
  },
} satisfies Record<AdAnalysisKey, (scans: AdScans, minSpend: number | null) => { zh: string; en: string }>;

/** With `ask` (a configured model) the words are the model's when they pass the check, else the built-in writer's. */
export async function analysis(
  scans: AdScans,
  key: AdAnalysisKey,
  ask?: AskModel,
): Promise<AdAnalysisResult> {
  const items =
    key === 'llm_ad_fluctuating_products_analysis'
      ? await fluctuatingProducts(scans)
      : key === 'llm_ad_potential_audiences_analysis'
        ? await potentialTags(scans, 'audience')
        : key === 'llm_ad_potential_hooks_analysis'
          ? await potentialTags(scans, 'hook')
          : await potentialAds(scans);
  const minSpend = key === 'llm_ad_potential_ads_analysis' ? (await scans.ranked()).minSpend : null;
  const rule = RULES[key](scans, minSpend === null ? null : round4(minSpend));
  if (ask && items.length > 0) {
    try {
      const text = await modelAnalysisText(ask, key, rule, items);
      return { rule, items, text, writer: 'model', ...(ask.modelName ? { model: ask.modelName } : {}) };
    } catch {
      // A failed call or a number the data did not give: the built-in words below.
    }
  }
  return { rule, items, text: writeAnalysis(key, items), writer: 'builtin' };
}
