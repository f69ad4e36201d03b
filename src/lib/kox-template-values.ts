/* AI business templates and progress labels (spec §3, §5; docs/kox.md "Templates"): the shared limits, free of zod. */

export const JUDGMENT_METHODS = ['rules', 'model'] as const;
export type JudgmentMethod = (typeof JUDGMENT_METHODS)[number];

/**
 * The labels every template starts with. A reply is judged by the template's labels from top to bottom and the
 * first whose rule holds wins, so the more decisive answers come first: "no thanks" before "interested", "agreed"
 * before "negotiating".
 */
export const BUILTIN_LABEL_KEYS = [
  'not_contacted',
  'contacted',
  'replied_declined',
  'agreed',
  'negotiating',
  'replied_interested',
  'no_reply',
] as const;
export type BuiltinLabelKey = (typeof BUILTIN_LABEL_KEYS)[number];

/** Set by the outreach itself (a draft, a sent e-mail), not by reading a reply: they need no judgment rule. */
export const LABELS_SET_BY_SENDING: readonly BuiltinLabelKey[] = ['not_contacted', 'contacted'];

/** Follow-ups per label: how many times, and every how many days (docs/kox.md "Templates"). */
export const FOLLOW_UP_COUNT = { min: 0, max: 5 } as const;
export const FOLLOW_UP_DAYS = { min: 1, max: 30 } as const;

export const TEMPLATE_LIMITS = {
  name: 100,
  description: 1000,
  fieldName: 60,
  fieldContent: 4000,
  fieldDescription: 500,
  fieldRule: 1000,
  labelName: 60,
  judgmentRule: 2000,
  agent: 100,
  strategy: 2000,
  fields: 30,
  customLabels: 20,
} as const;
