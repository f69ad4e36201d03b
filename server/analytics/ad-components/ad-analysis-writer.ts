/**
 * The built-in writer of the llm_ad_* analyses, in Chinese and English. Every number it writes is one of the
 * item's numbers, formatted (money to the cent, ratios as percentages or to two decimals); it adds none.
 */
import { escapeMarkdown } from '../../../src/lib/markdown/escape-markdown.ts';
import type { AdAnalysisKey } from '../../../src/lib/report-components/ad-results.ts';
import { usd } from './ad-entities.ts';

export interface AnalysisItem {
  label: string;
  datasetId: string | null;
  id: string | null;
  numbers: Record<string, number | null>;
}

export const money = (x: number | null | undefined) => (x === null || x === undefined ? '–' : usd(x));
export const roi = (x: number | null | undefined) => (x === null || x === undefined ? '–' : x.toFixed(2));
export const count = (x: number | null | undefined) =>
  x === null || x === undefined ? '–' : String(Math.round(x));
export const percent = (x: number | null | undefined) =>
  x === null || x === undefined ? '–' : `${x > 0 ? '+' : ''}${(x * 100).toFixed(1)}%`;

type Lines = (item: AnalysisItem) => { zh: string; en: string };

const fluctuating: Lines = ({ label, numbers: n }) => ({
  zh: `产品「${label}」：本周花费 ${money(n.spend_this_week)}，上周 ${money(n.spend_last_week)}（${percent(n.spend_change)}）；ROI 本周 ${roi(n.roi_this_week)}，上周 ${roi(n.roi_last_week)}；购买 ${count(n.purchases_this_week)} 次，上周 ${count(n.purchases_last_week)} 次。`,
  en: `Product “${label}”: spend ${money(n.spend_this_week)} this week vs ${money(n.spend_last_week)} last week (${percent(n.spend_change)}); ROI ${roi(n.roi_this_week)} vs ${roi(n.roi_last_week)}; ${count(n.purchases_this_week)} purchases vs ${count(n.purchases_last_week)}.`,
});

const potential =
  (zhKind: string, enKind: string): Lines =>
  ({ label, numbers: n }) => ({
    zh: `${zhKind}「${label}」：花费 ${money(n.spend)}（平均 ${money(n.average_spend)}），ROI ${roi(n.roi)}（整体 ${roi(n.overall_roi)}），购买 ${count(n.purchases)} 次，单次购买成本 ${money(n.cost_per_purchase)}。`,
    en: `${enKind} “${label}”: spent ${money(n.spend)} (average ${money(n.average_spend)}), ROI ${roi(n.roi)} (overall ${roi(n.overall_roi)}), ${count(n.purchases)} purchases at ${money(n.cost_per_purchase)} each.`,
  });

const WRITERS: Record<AdAnalysisKey, { lines: Lines; none: { zh: string; en: string } }> = {
  llm_ad_fluctuating_products_analysis: {
    lines: fluctuating,
    none: { zh: '这两周没有产品有花费。', en: 'No product spent anything in these two weeks.' },
  },
  llm_ad_potential_audiences_analysis: {
    lines: potential('受众', 'Audience'),
    none: {
      zh: '没有花费较少而 ROI 不低于整体的受众。',
      en: 'No audience does as well as the whole on less spend.',
    },
  },
  llm_ad_potential_hooks_analysis: {
    lines: potential('钩子', 'Hook'),
    none: {
      zh: '没有花费较少而 ROI 不低于整体的钩子。',
      en: 'No hook does as well as the whole on less spend.',
    },
  },
  llm_ad_potential_ads_analysis: {
    lines: potential('广告', 'Ad'),
    none: {
      zh: '没有花费较少而 ROI 不低于整体的广告。',
      en: 'Nothing does as well as the whole on less spend.',
    },
  },
};

/**
 * The analysis in both languages, one line per item. The text is rendered as markdown (as the model's is), so the
 * names in it (tags, ads, campaigns: people's and platforms' words) are escaped: an ad named `**Sale**` reads as
 * those characters, not in bold.
 */
export function writeAnalysis(
  key: AdAnalysisKey,
  items: readonly AnalysisItem[],
): { zh: string; en: string } {
  const writer = WRITERS[key];
  if (items.length === 0) return writer.none;
  const lines = items.map((item) => writer.lines({ ...item, label: escapeMarkdown(item.label) }));
  return { zh: lines.map((l) => l.zh).join('\n'), en: lines.map((l) => l.en).join('\n') };
}
