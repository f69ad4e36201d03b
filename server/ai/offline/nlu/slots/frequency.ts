import type { UPDATE_FREQUENCIES } from '../../../../../src/lib/api/endpoints/dashboard.ts';
import { alternation, wordBounded } from './fold-text.ts';

export type Frequency = (typeof UPDATE_FREQUENCIES)[number];

const NAMES: Record<Exclude<Frequency, 'once'>, readonly string[]> = {
  daily: [
    'daily',
    'every day',
    'each day',
    'per day',
    'everyday',
    'once a day',
    'day by day',
    '每天',
    '每日',
    '天天',
    '日更',
    '按天',
    '每一天',
    '日报',
  ],
  weekly: [
    'weekly',
    'every week',
    'each week',
    'per week',
    'once a week',
    '每周',
    '每星期',
    '每个星期',
    '每礼拜',
    '周更',
    '按周',
    '每一周',
    '周报',
  ],
  monthly: [
    'monthly',
    'every month',
    'each month',
    'per month',
    'once a month',
    '每月',
    '每个月',
    '月更',
    '按月',
    '每一个月',
    '月报',
  ],
};
const ONCE = [
  'once',
  'one-off',
  'one off',
  'one time',
  'one-time',
  'just once',
  'only once',
  '一次性',
  '只采集一次',
];

const phrase = (names: readonly string[]) => wordBounded(alternation(names));

/**
 * The update frequency with its verb ("updated weekly", "每周更新", "refresh daily"), for removing it from a
 * request.
 */
export const FREQUENCY_PHRASE = new RegExp(
  // "小米的周报": a weekly report says its frequency, and the "的" before it belongs to neither subject nor name.
  `(?:的(?=[日周月]报))?(?:\\b(?:updated?|refresh(?:ed)?|collect(?:ed)?|runs?)\\s+)?(?:${phrase([...Object.values(NAMES).flat(), ...ONCE])})(?:\\s*(?:updates?|refresh(?:es)?|更新|刷新|采集))?(?:一次)?`,
  'giu',
);

export function frequencyOf(text: string): Frequency {
  const t = text.toLowerCase();
  for (const f of Object.keys(NAMES) as (keyof typeof NAMES)[]) {
    if (new RegExp(phrase(NAMES[f]), 'u').test(t)) return f;
  }
  return 'once';
}
