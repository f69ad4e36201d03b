import Papa from 'papaparse';
import type { TagDimension } from '../../../src/lib/ads/ad-values.ts';
import { writeXlsx } from '../../../src/lib/xlsx/write-xlsx.ts';
import { AD_TAGS_TEXTS, type TagLanguage } from './tag-rule-messages.ts';

export const TAG_RULES_TEMPLATE_FILE_NAME = 'tag-rules-template';
export const TAG_RULES_TEMPLATE_CONTENT_TYPE = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * Example rules of each dimension, in both languages as ad teams write names: a search word with its tag, and
 * a tag word alone in the second column (the search word omitted, so it is the tag word).
 */
const EXAMPLES: Record<TagDimension, [string, string][]> = {
  product: [
    ['trailshoe', 'Trail shoe'],
    ['', 'RoadShoe'],
    ['婴儿推车', '婴儿推车'],
  ],
  audience: [
    ['women', 'Women'],
    ['', 'Students'],
    ['宝妈', '宝妈'],
  ],
  hook: [
    ['free shipping', 'Free shipping'],
    ['', 'UGC'],
    ['开箱', '开箱'],
  ],
};

/** The template's header in a language: the search word's column, then the tag word's. */
export const templateHeader = (lang: TagLanguage) => [
  AD_TAGS_TEXTS[lang].template.search,
  AD_TAGS_TEXTS[lang].template.tag,
];

/**
 * A rules file template (spec §5: "Uploaded file must follow the template"): two columns, search word and tag
 * word, headed in the user's language (the reader takes either language), and a dimension's example rules.
 */
export function buildTagRulesTemplate(
  format: 'csv' | 'xlsx',
  lang: TagLanguage,
  dimension: TagDimension,
): Uint8Array {
  const rows = [templateHeader(lang), ...EXAMPLES[dimension]];
  if (format === 'csv') return new TextEncoder().encode(`\uFEFF${Papa.unparse(rows)}\r\n`);
  return writeXlsx(rows, { columnWidths: [24, 24] });
}
