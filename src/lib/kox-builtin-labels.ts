import type { BuiltinLabelKey, JudgmentMethod } from './kox-template-values.ts';

/*
 * A module of its own: only the template editor (a lazy chunk) starts new templates from these, while the limits
 * in kox-template-values.ts load with every screen that checks a template (their text is about 1 kB gzip).
 */

export interface BuiltinLabelDefaults {
  key: BuiltinLabelKey;
  judgment_method: JudgmentMethod;
  judgment_rule: string;
  reply_strategy: string;
  follow_up_count: number;
  follow_up_days: number;
  follow_up_strategy: string;
}

/**
 * What a new template's built-in labels start with. Rules and strategies are in English (spec §5); the phrases a
 * rule looks for are the creators' own words, in English and Chinese.
 */
export const BUILTIN_LABEL_DEFAULTS: readonly BuiltinLabelDefaults[] = [
  {
    key: 'not_contacted',
    judgment_method: 'rules',
    judgment_rule: '',
    reply_strategy: '',
    follow_up_count: 0,
    follow_up_days: 3,
    follow_up_strategy: '',
  },
  {
    key: 'contacted',
    judgment_method: 'rules',
    judgment_rule: '',
    reply_strategy: '',
    follow_up_count: 2,
    follow_up_days: 3,
    follow_up_strategy: 'Remind them of the invitation briefly and restate the key offer.',
  },
  {
    key: 'replied_declined',
    judgment_method: 'rules',
    judgment_rule:
      'contains any: "not interested", "no thanks", "not a good fit", "pass on this", 不感兴趣, 不合作, 没兴趣, 不考虑',
    reply_strategy: 'Thank them politely, leave the door open for future campaigns and stop following up.',
    follow_up_count: 0,
    follow_up_days: 3,
    follow_up_strategy: '',
  },
  {
    key: 'agreed',
    judgment_method: 'rules',
    judgment_rule:
      'contains any: "deal", "agreed", "let\'s do it", "send the contract", 成交, 同意, 没问题, 签合同',
    reply_strategy: 'Confirm the agreement in writing and send the next steps and the contract.',
    follow_up_count: 0,
    follow_up_days: 3,
    follow_up_strategy: '',
  },
  {
    key: 'negotiating',
    judgment_method: 'rules',
    judgment_rule: 'contains any: rate, price, budget, quote, fee, 报价, 价格, 预算, 费用',
    reply_strategy: 'Answer the terms they raised, stay within the budget, and propose a concrete offer.',
    follow_up_count: 2,
    follow_up_days: 2,
    follow_up_strategy: 'Restate the offer and ask what is left to agree.',
  },
  {
    key: 'replied_interested',
    judgment_method: 'rules',
    judgment_rule:
      'contains any: interested, "sounds good", "happy to", "let\'s talk", "send me", 感兴趣, 可以合作, 愿意, 详细聊\ncontains none: "not interested", 不感兴趣',
    reply_strategy: 'Thank them, share the brief and the deliverables, and ask for their rate and timeline.',
    follow_up_count: 1,
    follow_up_days: 3,
    follow_up_strategy: 'Ask whether they had time to look at the brief.',
  },
  {
    key: 'no_reply',
    judgment_method: 'rules',
    judgment_rule: 'no reply after: 7 days',
    reply_strategy: 'Send one last short note and then stop.',
    follow_up_count: 1,
    follow_up_days: 7,
    follow_up_strategy: 'Keep it to two sentences and offer an easy yes or no.',
  },
];
