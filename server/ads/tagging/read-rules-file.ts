import {
  parseTagRuleLines,
  TAG_RULE_MAX_LINES,
  type ParsedTagRules,
  type TagRuleLine,
} from '../../../src/lib/ads/tag-rules.ts';
import { AppError } from '../../lib/errors.ts';
import { readImportFile } from '../../domains/imports/read-import-file.ts';
import { templateHeader } from './rules-file-template.ts';
import { AD_TAGS_TEXTS, fill, type TagLanguage } from './tag-rule-messages.ts';

/** A rules file is small: 1,000 rules of two 100-character words, with room for an XLSX's packaging. */
export const TAG_RULES_FILE_MAX_BYTES = 2_000_000;

const headerKey = (cell: string) =>
  cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();
const SEARCH_HEADERS = new Set((['en', 'zh'] as const).map((l) => headerKey(templateHeader(l)[0]!)));
const TAG_HEADERS = new Set((['en', 'zh'] as const).map((l) => headerKey(templateHeader(l)[1]!)));

const lastFilled = (cells: readonly string[]) => {
  let n = cells.length;
  while (n > 0 && cells[n - 1]!.trim() === '') n--;
  return n;
};

const templateError = (message: string, row?: number) =>
  new AppError('AD_TAG_RULES_FILE_TEMPLATE', message, [{ path: 'file', message, ...(row ? { row } : {}) }]);

/**
 * One dimension's rules from an uploaded CSV or XLSX file that follows the template: the header row "Search
 * word, Tag word" (either language, any case) and one rule a row, read off the event loop by the import
 * readers. A file that does not follow the template is 10416 with why, in `lang`; the rules' own problems
 * (rows as lines) come back as parseTagRules's do. A file that cannot be read at all is 10221.
 */
export async function readTagRulesFile(
  name: string,
  bytes: Uint8Array,
  lang: TagLanguage,
): Promise<ParsedTagRules> {
  const texts = AD_TAGS_TEXTS[lang].file;
  if (bytes.length > TAG_RULES_FILE_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${TAG_RULES_FILE_MAX_BYTES / 1000} kB.`);
  if (bytes.length === 0) throw templateError(texts.empty);
  const sheet = await readImportFile(name, bytes, TAG_RULE_MAX_LINES);
  const header = sheet.rows[0];
  if (
    !header ||
    lastFilled(header) !== 2 ||
    !SEARCH_HEADERS.has(headerKey(header[0]!)) ||
    !TAG_HEADERS.has(headerKey(header[1]!))
  )
    throw templateError(texts.header, sheet.rowNumbers[0]);
  if (sheet.tooManyRows) throw templateError(fill(texts.tooManyRows, { max: TAG_RULE_MAX_LINES }));
  // Both columns always: a row with only a search word has an empty tag word, not an omitted search word.
  const lines: TagRuleLine[] = sheet.rows.slice(1).map((cells, i) => ({
    line: sheet.rowNumbers[i + 1]!,
    parts: [cells[0] ?? '', cells[1] ?? '', ...cells.slice(2, lastFilled(cells))],
  }));
  if (lines.length === 0) throw templateError(texts.empty);
  return parseTagRuleLines(lines);
}
