import type { CategoryRule } from './text-analytics-provider.ts';

export interface RuleError {
  line: number;
  message: { zh: string; en: string };
}

export type ParsedRules = { ok: true; rules: CategoryRule[] } | { ok: false; errors: RuleError[] };

const MAX_WORD = 50;
const MAX_RULES = 200;

/**
 * Parses spec §5 tag rules: one "search word, tag word" group per line (ASCII or full-width comma); a line with only
 * a tag, or an empty search word, uses the tag as the search word. Blank lines are skipped. Line numbers count
 * from 1 over the text as written.
 */
export function parseCategoryRules(input: string): ParsedRules {
  const rules: CategoryRule[] = [];
  const errors: RuleError[] = [];
  const seen = new Map<string, number>();
  input.split(/\r?\n/u).forEach((raw, index) => {
    const line = index + 1;
    if (!raw.trim()) return;
    const parts = raw.split(/[,，]/u).map((p) => p.trim());
    if (parts.length > 2) {
      errors.push({
        line,
        message: {
          zh: `第 ${line} 行：每行只能有一个逗号，格式为“搜索词, 标签词”`,
          en: `Line ${line}: use one comma per line, as "search word, tag word"`,
        },
      });
      return;
    }
    const tag = parts.length === 2 ? parts[1]! : parts[0]!;
    const search = parts.length === 2 && parts[0] ? parts[0] : tag;
    if (!tag) {
      errors.push({
        line,
        message: { zh: `第 ${line} 行：缺少标签词`, en: `Line ${line}: the tag word is missing` },
      });
      return;
    }
    if (search.length > MAX_WORD || tag.length > MAX_WORD) {
      errors.push({
        line,
        message: {
          zh: `第 ${line} 行：搜索词和标签词不能超过 ${MAX_WORD} 个字符`,
          en: `Line ${line}: search and tag words may have at most ${MAX_WORD} characters`,
        },
      });
      return;
    }
    const key = `${search.toLowerCase()}\u0000${tag.toLowerCase()}`;
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push({
        line,
        message: { zh: `第 ${line} 行：与第 ${first} 行重复`, en: `Line ${line}: repeats line ${first}` },
      });
      return;
    }
    seen.set(key, line);
    rules.push({ search, tag, line });
  });
  if (rules.length > MAX_RULES) {
    errors.push({
      line: rules[MAX_RULES]!.line,
      message: { zh: `最多 ${MAX_RULES} 条规则`, en: `At most ${MAX_RULES} rules` },
    });
  }
  return errors.length ? { ok: false, errors } : { ok: true, rules };
}

/** Tags of one text: every rule whose search word occurs in it, case-insensitive; each tag once. */
export function matchRules(text: string, rules: readonly CategoryRule[]): string[] {
  const lower = text.toLowerCase();
  const tags = new Set<string>();
  for (const r of rules) if (lower.includes(r.search.toLowerCase())) tags.add(r.tag);
  return [...tags];
}
