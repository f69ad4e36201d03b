import type { UPDATE_FREQUENCIES } from '../../../../../src/lib/api/endpoints/dashboard.ts';

/* Slot readers of update_dashboard: the new name a request gives a dashboard, and how often it should update. */

type Frequency = (typeof UPDATE_FREQUENCIES)[number];

const NEW_NAME = [
  /\bre-?name\b.*?\bto\s+(.+)$/diu,
  /\bchange\s+(?:the|its)\s+(?:name|title)\b.*?\bto\s+(.+)$/diu,
  /\b(?:call|name)\s+it\s+(.+)$/diu,
  /(?:重命名为|重命名成|改名为|改名成|改名叫|名字改为|名字改成|名称改为|名称改成|标题改为|标题改成|命名为)\s*(.+)$/du,
  // "名字写错了，帮我改成双十一复盘"
  /(?:名字|名称|标题).{0,12}?(?:改成|改为|换成)\s*(.+)$/du,
];
const QUOTED = /^[“"「『](.+?)[”"」』]$/u;
const END = /[\s.?!。？！]+$/u;

/**
 * "rename the Nike dashboard to Nike 2027", "把耐克看板改名为「耐克2027」" → the new name, quotes left off, and the
 * request before it (where the dashboard to rename is named); none when the request gives no new name.
 */
export function newDashboardNameOf(text: string): { name: string; before: string } | undefined {
  const trimmed = text.trim();
  for (const pattern of NEW_NAME) {
    const m = pattern.exec(trimmed);
    const name = m?.[1]?.replace(END, '').trim().replace(QUOTED, '$1').trim();
    if (m && name) return { name, before: trimmed.slice(0, m.indices![1]![0]) };
  }
  return undefined;
}

const FREQUENCIES: [Frequency, RegExp][] = [
  [
    'once',
    /\b(?:stop\s+(?:updating|refreshing)|no\s+(?:more\s+)?(?:updates|refresh)|(?:update|refresh)\s+(?:it\s+)?(?:only\s+)?once|one-?time)\b|不再更新|停止更新|不要再更新|别再更新|只更新一次|一次性/iu,
  ],
  ['daily', /\b(?:daily|every\s+day|each\s+day)\b|每天|每日|天天|日更/iu],
  ['weekly', /\b(?:weekly|every\s+week|each\s+week|once\s+a\s+week)\b|每周|每星期|每礼拜|一周一次|周更/iu],
  ['monthly', /\b(?:monthly|every\s+month|each\s+month|once\s+a\s+month)\b|每月|每个月|一月一次|月更/iu],
];

/**
 * How often a request asks a dashboard to update; none when it does not say. The last one said wins: "不用天天更新了，
 * 改成每周一次", "no daily updates any more, weekly is fine".
 */
export function updateFrequencyOf(text: string): Frequency | undefined {
  const said = FREQUENCIES.flatMap(([frequency, pattern]) => {
    const at = text.search(pattern);
    return at === -1 ? [] : [{ frequency, at }];
  });
  return said.sort((a, b) => b.at - a.at)[0]?.frequency;
}
