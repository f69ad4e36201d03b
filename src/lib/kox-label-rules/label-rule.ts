/**
 * The rule language of a progress label judged "by rules" (docs/kox.md "Judging a reply by rules"). One
 * condition per line, all of which must hold:
 *
 *   contains any: interested, "sounds good", 感兴趣     the reply has at least one of the phrases
 *   contains none: "not interested", 不感兴趣            the reply has none of them
 *   from domain: agency.com, mcn.cn                     the sender's domain is one of these (or under one)
 *   no reply after: 7 days                              nothing came back that many days after the last e-mail
 *
 * Phrases are separated by commas; quote one to keep a comma or spaces exactly. The keywords are English; the
 * phrases are the creators' words, in any language.
 */
export type RuleCondition =
  | { kind: 'contains_any'; phrases: string[] }
  | { kind: 'contains_none'; phrases: string[] }
  | { kind: 'from_domain'; domains: string[] }
  | { kind: 'no_reply_after'; days: number };

export const RULE_PROBLEMS = [
  'unknown_condition',
  'nothing_listed',
  'unclosed_quote',
  'days_invalid',
  'domain_invalid',
  'no_reply_mixed',
  'repeated_condition',
] as const;
export type RuleProblem = (typeof RULE_PROBLEMS)[number];

export type ParsedRule =
  { ok: true; conditions: RuleCondition[] } | { ok: false; line: number; problem: RuleProblem };

export const NO_REPLY_DAYS = { min: 1, max: 90 } as const;

const KEYWORDS = {
  'contains any': 'contains_any',
  'contains none': 'contains_none',
  'from domain': 'from_domain',
  'no reply after': 'no_reply_after',
} as const;

const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/;

/** Comma-separated items, a "quoted" one taken as written; null for a quote left open. */
function listOf(text: string): string[] | null {
  const items: string[] = [];
  let rest = text.trim();
  while (rest.length > 0) {
    let item: string;
    if (rest.startsWith('"')) {
      const end = rest.indexOf('"', 1);
      if (end < 0) return null;
      item = rest.slice(1, end);
      rest = rest.slice(end + 1).trim();
      if (rest.startsWith(',')) rest = rest.slice(1);
    } else {
      const comma = rest.indexOf(',');
      item = comma < 0 ? rest : rest.slice(0, comma);
      rest = comma < 0 ? '' : rest.slice(comma + 1);
    }
    item = item.trim();
    if (item) items.push(item);
    rest = rest.trim();
  }
  return items;
}

function conditionOf(keyword: keyof typeof KEYWORDS, value: string): RuleCondition | RuleProblem {
  const kind = KEYWORDS[keyword];
  if (kind === 'no_reply_after') {
    const match = /^(\d{1,3})\s*days?$/i.exec(value.trim());
    const days = match ? Number(match[1]) : NaN;
    return days >= NO_REPLY_DAYS.min && days <= NO_REPLY_DAYS.max ? { kind, days } : 'days_invalid';
  }
  const items = listOf(value);
  if (items === null) return 'unclosed_quote';
  if (items.length === 0) return 'nothing_listed';
  if (kind === 'from_domain') {
    const domains = items.map((d) => d.toLowerCase().replace(/^@/, ''));
    return domains.every((d) => DOMAIN.test(d)) ? { kind, domains } : 'domain_invalid';
  }
  return { kind, phrases: items };
}

/** Reads a rule; the first problem is reported with its line (1-based). An empty rule has no conditions. */
export function parseLabelRule(rule: string): ParsedRule {
  const conditions: RuleCondition[] = [];
  const lines = rule.split(/\r?\n/);
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) continue;
    const colon = line.indexOf(':');
    const keyword = colon < 0 ? '' : line.slice(0, colon).trim().toLowerCase().replace(/\s+/g, ' ');
    if (!(keyword in KEYWORDS)) return { ok: false, line: i + 1, problem: 'unknown_condition' };
    const condition = conditionOf(keyword as keyof typeof KEYWORDS, line.slice(colon + 1));
    if (typeof condition === 'string') return { ok: false, line: i + 1, problem: condition };
    if (conditions.some((c) => c.kind === condition.kind))
      return { ok: false, line: i + 1, problem: 'repeated_condition' };
    const silence = [...conditions, condition].some((c) => c.kind === 'no_reply_after');
    if (silence && conditions.length > 0) return { ok: false, line: i + 1, problem: 'no_reply_mixed' };
    conditions.push(condition);
  }
  return { ok: true, conditions };
}
