import type { UPDATE_FREQUENCIES } from '../../../../../src/lib/api/endpoints/dashboard.ts';

/* Slot readers of update_dashboard: the new name a request gives a dashboard, and how often it should update. */

type Frequency = (typeof UPDATE_FREQUENCIES)[number];

const NEW_NAME = [
  /\bre-?name\b.*?\bto\s+(.+)$/diu,
  /\b(?:change|set|update)\s+(?:the|its)\s+(?:name|title)\b.*?\bto\s+(.+)$/diu,
  /\b(?:call|name)\s+it\s+(.+)$/diu,
  /(?:重命名为|重命名成|改名为|改名成|改名叫|名字改为|名字改成|名称改为|名称改成|标题改为|标题改成|命名为)\s*(.+)$/du,
  // "名字写错了，帮我改成双十一复盘"
  /(?:名字|名称|标题).{0,12}?(?:改成|改为|换成)\s*(.+)$/du,
];
const QUOTED = /^[“"「『]([^”"」』]+)[”"」』]/u;
/** What may follow an unquoted new name: "… to Nike 2027 and make it weekly", "…改名为耐克2027，并改为每周更新". */
const AND_MORE = /\s+and\s+(?:make|set|have|let|update|refresh)\b|[,，;；]\s*(?:并且?|然后|再)?/iu;
const END = /[\s.?!。？！]+$/u;

/**
 * "rename the Nike dashboard to Nike 2027", "把耐克看板改名为「耐克2027」" → the new name, quotes left off, and the
 * rest of the request without it (where the dashboard to rename and a frequency are said); none when the request
 * gives no new name.
 */
export function newDashboardNameOf(text: string): { name: string; rest: string } | undefined {
  const trimmed = text.trim();
  for (const pattern of NEW_NAME) {
    const m = pattern.exec(trimmed);
    if (!m?.[1]) continue;
    const from = m.indices![1]![0];
    const quoted = QUOTED.exec(m[1]);
    const cut = quoted ? quoted[0].length : m[1].search(AND_MORE);
    const said = quoted ? quoted[1]! : cut === -1 ? m[1] : m[1].slice(0, cut);
    const name = said.replace(END, '').trim();
    const to = from + (cut === -1 ? m[1].length : cut);
    if (name) return { name, rest: `${trimmed.slice(0, from)} ${trimmed.slice(to)}`.trim() };
  }
  return undefined;
}

const FREQUENCIES: [Frequency, RegExp][] = [
  [
    'once',
    /\b(?:stop\s+(?:updating|refreshing)|no\s+(?:more\s+)?(?:updates|refresh)|(?:update|refresh)\s+(?:it\s+)?(?:only\s+)?once|one-?time)\b|不再更新|停止更新|不要再更新|别再更新|只更新一次|一次性/iu,
  ],
  ['daily', /\b(?:daily|every\s+day|each\s+day)\b|每天|每日|天天|日更|日报/iu],
  [
    'weekly',
    /\b(?:weekly|every\s+week|each\s+week|once\s+a\s+week)\b|每周|每星期|每礼拜|一周一次|周更|周报/iu,
  ],
  ['monthly', /\b(?:monthly|every\s+month|each\s+month|once\s+a\s+month)\b|每月|每个月|一月一次|月更|月报/iu],
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
