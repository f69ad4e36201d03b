import { ErrorCode } from './api/error-codes.ts';
import { isWrittenInEnglish } from './kox-english.ts';
import { parseLabelRule, type RuleProblem } from './kox-label-rules/label-rule.ts';
import {
  FOLLOW_UP_COUNT,
  FOLLOW_UP_DAYS,
  type BuiltinLabelKey,
  type JudgmentMethod,
} from './kox-template-values.ts';

/** A template as the editor and the endpoints hold it (the zod schema is in the koxTemplate endpoints). */
export interface TemplateDraft {
  name: string;
  description: string;
  fields: readonly { name: string; content: string; description: string; rule: string; required: boolean }[];
  labels: readonly {
    builtin_key: BuiltinLabelKey | null;
    name: string;
    judgment_method: JudgmentMethod;
    judgment_rule: string;
    field_names: readonly string[];
    reply_strategy: string;
    follow_up_count: number;
    follow_up_days: number;
    follow_up_strategy: string;
  }[];
}

export interface TemplateIssue {
  /** Where, as the form names it: `name`, `fields.2.name`, `labels.8.judgment_rule`. */
  path: string;
  code: (typeof ErrorCode)[keyof typeof ErrorCode];
  params?: { line?: number; problem?: RuleProblem; min?: number; max?: number };
}

const blank = (s: string) => s.trim() === '';
const nameKey = (s: string) => s.trim().normalize('NFKC').toLowerCase();

/** The second and later uses of a name, not the first: the first one is where it belongs. */
function repeats(names: readonly string[]): number[] {
  const seen = new Set<string>();
  const again: number[] = [];
  names.forEach((name, i) => {
    const key = nameKey(name);
    if (!key) return;
    if (seen.has(key)) again.push(i);
    seen.add(key);
  });
  return again;
}

function labelIssues(
  label: TemplateDraft['labels'][number],
  at: string,
  fieldNames: Set<string>,
): TemplateIssue[] {
  const issues: TemplateIssue[] = [];
  const custom = label.builtin_key === null;
  const missing = (key: string) =>
    issues.push({ path: `${at}.${key}`, code: ErrorCode.KOX_TEMPLATE_INCOMPLETE });
  if (blank(label.name)) missing('name');
  const rulePath = `${at}.judgment_rule`;
  if (blank(label.judgment_rule)) {
    // A built-in label judged by rules may have none: the outreach or a person sets it.
    if (custom || label.judgment_method === 'model') missing('judgment_rule');
  } else if (label.judgment_method === 'model') {
    if (!isWrittenInEnglish(label.judgment_rule))
      issues.push({ path: rulePath, code: ErrorCode.KOX_TEMPLATE_NOT_ENGLISH });
  } else {
    const rule = parseLabelRule(label.judgment_rule);
    if (!rule.ok)
      issues.push({
        path: rulePath,
        code: ErrorCode.KOX_TEMPLATE_RULE_UNREADABLE,
        params: { line: rule.line, problem: rule.problem },
      });
  }
  if (blank(label.reply_strategy)) {
    if (custom) missing('reply_strategy');
  } else if (!isWrittenInEnglish(label.reply_strategy))
    issues.push({ path: `${at}.reply_strategy`, code: ErrorCode.KOX_TEMPLATE_NOT_ENGLISH });
  const inRange = (n: number, r: { min: number; max: number }) =>
    Number.isInteger(n) && n >= r.min && n <= r.max;
  if (!inRange(label.follow_up_count, FOLLOW_UP_COUNT))
    issues.push({
      path: `${at}.follow_up_count`,
      code: ErrorCode.KOX_TEMPLATE_FOLLOW_UP_RANGE,
      params: FOLLOW_UP_COUNT,
    });
  if (!inRange(label.follow_up_days, FOLLOW_UP_DAYS))
    issues.push({
      path: `${at}.follow_up_days`,
      code: ErrorCode.KOX_TEMPLATE_FOLLOW_UP_RANGE,
      params: FOLLOW_UP_DAYS,
    });
  if (label.follow_up_count > 0 && blank(label.follow_up_strategy)) missing('follow_up_strategy');
  if (label.field_names.some((name) => !fieldNames.has(nameKey(name))))
    issues.push({ path: `${at}.field_names`, code: ErrorCode.KOX_TEMPLATE_FIELD_UNKNOWN });
  return issues;
}

/**
 * Every spec §5 rule of a template that the template alone can answer, the same in the editor and on the server:
 * name and description required, fields and custom labels complete, no repeated field or label names, reply
 * strategy and completion criteria in English, rules that read, follow-ups in range. (A template name already
 * used in the team is the server's to say.)
 */
export function checkTemplate(draft: TemplateDraft): TemplateIssue[] {
  const issues: TemplateIssue[] = [];
  if (blank(draft.name)) issues.push({ path: 'name', code: ErrorCode.KOX_TEMPLATE_REQUIRED });
  if (blank(draft.description)) issues.push({ path: 'description', code: ErrorCode.KOX_TEMPLATE_REQUIRED });
  draft.fields.forEach((field, i) => {
    for (const key of ['name', 'content', 'description'] as const)
      if (blank(field[key]))
        issues.push({ path: `fields.${i}.${key}`, code: ErrorCode.KOX_TEMPLATE_INCOMPLETE });
  });
  for (const i of repeats(draft.fields.map((f) => f.name)))
    issues.push({ path: `fields.${i}.name`, code: ErrorCode.KOX_TEMPLATE_NAME_REPEATED });
  const fieldNames = new Set(draft.fields.map((f) => nameKey(f.name)));
  draft.labels.forEach((label, i) => issues.push(...labelIssues(label, `labels.${i}`, fieldNames)));
  for (const i of repeats(draft.labels.map((l) => l.name)))
    issues.push({ path: `labels.${i}.name`, code: ErrorCode.KOX_TEMPLATE_NAME_REPEATED });
  return issues;
}
