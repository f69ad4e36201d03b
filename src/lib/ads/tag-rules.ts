/**
 * Spec §5's tag rule format, the same in the builder's editor (as people type) and on the server (again on
 * save): one group a line, `search word, tag word`; a line with one word is both (an omitted search word equals
 * the tag word). What the rules mean when applied: docs/ads.md ("Tagging").
 */
import { TAG_DIMENSIONS, type TagDimension } from './ad-values.ts';

/** The most characters a search word or a tag word may have. */
export const TAG_RULE_MAX_WORD = 100;
/** The most rules (lines that are neither blank nor comments) one dimension may have. */
export const TAG_RULE_MAX_LINES = 1_000;

/** One rule: ads whose names or creative text hold `search` get `tag`. `line` is where it was written. */
export interface TagRule {
  search: string;
  tag: string;
  line: number;
}

export const TAG_RULE_PROBLEMS = [
  'empty_tag',
  'too_many_parts',
  'search_repeated',
  'too_long',
  'too_many_lines',
  'control_character',
] as const;
export type TagRuleProblemKind = (typeof TAG_RULE_PROBLEMS)[number];

/**
 * A line the rules refuse. Its text is `adTags:problem.<kind>` with `params` (every problem has `line`;
 * `search_repeated` also `first_line`, `search`, `tag`, `first_tag`; `too_long` and `too_many_lines` `max`).
 */
export interface TagRuleProblem {
  line: number;
  kind: TagRuleProblemKind;
  params: Record<string, string | number>;
}

export interface ParsedTagRules {
  rules: TagRule[];
  problems: TagRuleProblem[];
}

/** A line's cells: the words of a pasted line, or the cells of a rules file's row. */
export interface TagRuleLine {
  line: number;
  parts: string[];
}

/** The ASCII comma and the full-width one Chinese keyboards type. */
const SEPARATOR = /[,，]/;
/** A line starting with `#` is a note to the reader, not a rule. */
const COMMENT = /^[#＃]/;
// A tab is a separator people paste from spreadsheets; other control characters are hostile or broken text.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F]/;

/**
 * How two search words compare: the matcher (server/ads/tagging/normalized-text.ts) finds words case- and
 * width-insensitively and reads any run of separators as one space, so "Free Shipping", "free-shipping" and
 * "ｆｒｅｅ＿ｓｈｉｐｐｉｎｇ" are one search word.
 */
export const searchKey = (word: string) =>
  word
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_\-|/\u2010-\u2015\u2212]+/gu, ' ')
    .trim();

const length = (word: string) => [...word].length;

/** The lines of a rules text with their parts, blank lines and comments left out. */
export function tagRuleLines(text: string): TagRuleLine[] {
  const lines: TagRuleLine[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, i) => {
    const trimmed = raw.trim();
    if (trimmed === '' || COMMENT.test(trimmed)) return;
    lines.push({ line: i + 1, parts: trimmed.split(SEPARATOR) });
  });
  return lines;
}

/**
 * Checks lines as rules. A line's problems keep it out of the rules; the same search word twice with the same
 * tag is one rule, with a different tag a problem on the later line.
 */
export function parseTagRuleLines(lines: readonly TagRuleLine[]): ParsedTagRules {
  const rules: TagRule[] = [];
  const problems: TagRuleProblem[] = [];
  const seen = new Map<string, TagRule>();
  let count = 0;
  for (const { line, parts } of lines) {
    const cells = parts.map((p) => p.trim());
    // A trailing separator ("shoe, Shoes,") adds nothing; a third word is a problem.
    while (cells.length > 2 && cells[cells.length - 1] === '') cells.pop();
    if (cells.every((c) => c === '')) continue;
    if (++count > TAG_RULE_MAX_LINES) {
      problems.push({ line, kind: 'too_many_lines', params: { line, max: TAG_RULE_MAX_LINES } });
      break;
    }
    if (cells.length > 2) {
      problems.push({ line, kind: 'too_many_parts', params: { line } });
      continue;
    }
    if (cells.some((c) => CONTROL.test(c))) {
      problems.push({ line, kind: 'control_character', params: { line } });
      continue;
    }
    const tag = cells.length === 1 ? cells[0]! : cells[1]!;
    const search = cells.length === 1 || cells[0] === '' ? tag : cells[0]!;
    if (tag === '') {
      problems.push({ line, kind: 'empty_tag', params: { line } });
      continue;
    }
    if (length(search) > TAG_RULE_MAX_WORD || length(tag) > TAG_RULE_MAX_WORD) {
      problems.push({ line, kind: 'too_long', params: { line, max: TAG_RULE_MAX_WORD } });
      continue;
    }
    const key = searchKey(search);
    const first = seen.get(key);
    if (first) {
      if (first.tag !== tag)
        problems.push({
          line,
          kind: 'search_repeated',
          params: { line, first_line: first.line, search, tag, first_tag: first.tag },
        });
      continue;
    }
    const rule = { search, tag, line };
    seen.set(key, rule);
    rules.push(rule);
  }
  return { rules, problems };
}

/** One dimension's rules from the editor's text. */
export function parseTagRules(text: string): ParsedTagRules {
  return parseTagRuleLines(tagRuleLines(text));
}

export type TagRulesByDimension = Record<TagDimension, TagRule[]>;
export type TagRuleProblemOf = TagRuleProblem & { dimension: TagDimension };

/** Each dimension's rules from its text (a dimension left out has none), the problems naming their dimension. */
export function parseTagRulesByDimension(texts: Partial<Record<TagDimension, string>>): {
  rules: TagRulesByDimension;
  problems: TagRuleProblemOf[];
} {
  const rules = {} as TagRulesByDimension;
  const problems: TagRuleProblemOf[] = [];
  for (const dimension of TAG_DIMENSIONS) {
    const parsed = parseTagRules(texts[dimension] ?? '');
    rules[dimension] = parsed.rules;
    problems.push(...parsed.problems.map((p) => ({ ...p, dimension })));
  }
  return { rules, problems };
}

/** Rules back as the editor's text, one a line (a rule whose search word is its tag word as one word). */
export function formatTagRules(rules: readonly TagRule[]): string {
  return rules.map((r) => (r.search === r.tag ? r.tag : `${r.search}, ${r.tag}`)).join('\n');
}
