import { z } from 'zod';
import { escapeMarkdown } from '../../../src/lib/markdown/escape-markdown.ts';
import type { AdAnalysisKey } from '../../../src/lib/report-components/ad-results.ts';
import type { AskModel } from '../../ai/text-analytics/model-ask.ts';
import { count, money, percent, roi, type AnalysisItem } from './ad-analysis-writer.ts';

const output = z.object({
  zh: z.string().trim().min(1).max(2000),
  en: z.string().trim().min(1).max(2000),
});

const NUMBER = /\d+(?:[.,]\d+)*/g;

/** How each number of an item is written: the sheet gives the model nothing else to quote. */
function written(name: string, value: number | null): string {
  if (name.startsWith('spend') && !name.endsWith('change')) return money(value);
  if (name === 'average_spend' || name === 'cost_per_purchase') return money(value);
  if (name.endsWith('change')) return percent(value);
  if (name.includes('roi')) return roi(value);
  return count(value);
}

/**
 * An analysis worded by the configured model from its computed items only. Every number of the answer must be
 * one the sheet wrote (or one inside an item's label or the rule); anything else fails the call and the caller
 * keeps the built-in writer's words. The answer is plain text and goes in escaped (the report renders markdown).
 */
export async function modelAnalysisText(
  ask: AskModel,
  key: AdAnalysisKey,
  rule: { zh: string; en: string },
  items: readonly AnalysisItem[],
): Promise<{ zh: string; en: string }> {
  const sheet = {
    analysis: key,
    rule,
    items: items.map((item) => ({
      label: item.label,
      numbers: Object.fromEntries(Object.entries(item.numbers).map(([name, v]) => [name, written(name, v)])),
    })),
  };
  const out = await ask(
    output,
    'Explain this ad analysis to a marketer in two to five sentences, once in Simplified Chinese (zh) and once in English (en): what the items are and what stands out. Use only these facts; write every number exactly as given, and no other number. Plain text, no markdown.',
    sheet,
  );
  const allowed = new Set(JSON.stringify(sheet).match(NUMBER) ?? []);
  const invented = [out.zh, out.en]
    .flatMap((text) => text.match(NUMBER) ?? [])
    .filter((n) => !allowed.has(n));
  if (invented.length > 0)
    throw new Error(`the wording has numbers the data did not give: ${invented.join(', ')}`);
  return { zh: escapeMarkdown(out.zh), en: escapeMarkdown(out.en) };
}
