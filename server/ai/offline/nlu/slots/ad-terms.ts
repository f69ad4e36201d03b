import type {
  AdPlatform,
  AggregationLevel,
  AttributionWindow,
  TagDimension,
} from '../../../../../src/lib/ads/ad-values.ts';
import { wordBounded } from './fold-text.ts';

/** The words of an ad request, shared by the readers of both ad tools. */

const words = (list: string) => new RegExp(wordBounded(list), 'iu');

export interface Hit<T> {
  value: T;
  span: [number, number];
}

/** Every match of any of `terms` in the text, earliest first (the first term wins a tie). */
function hitsOf<T>(text: string, terms: readonly [T, RegExp][]): Hit<T>[] {
  const hits: Hit<T>[] = [];
  for (const [value, pattern] of terms)
    for (const m of text.matchAll(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`)))
      if (!hits.some((h) => m.index < h.span[1] && m.index + m[0].length > h.span[0]))
        hits.push({ value, span: [m.index, m.index + m[0].length] });
  return hits.sort((a, b) => a.span[0] - b.span[0]);
}

const PLATFORMS: [AdPlatform, RegExp][] = [
  ['meta', words('meta|facebook|fb|脸书')],
  ['tiktok', words('tiktok|tik tok|抖音|巨量引擎|巨量')],
  ['google', words('google ads|google|adwords|谷歌')],
];
/** The ad platforms a request names, in the order it names them. */
export const adPlatformsOf = (text: string): AdPlatform[] => [
  ...new Set(hitsOf(text, PLATFORMS).map((h) => h.value)),
];

export const SAMPLE_WORD = words('samples?|demo|example|示例|样例|演示|样本|示范');
export const UPLOAD_WORD = words(
  'upload|uploaded|uploading|import|importing|exports?|exported|files?|csv|xlsx|excel|spreadsheets?|上传|导入|导出|文件|表格|报表',
);

const WINDOWS: [AttributionWindow, RegExp][] = [
  ['7d_click', /\b(?:7|seven)[- ]?days?[- ]clicks?\b|\b7d[ _-]?clicks?\b|(?:7|七)\s*(?:天|日)\s*点击/iu],
  ['1d_click', /\b(?:1|one)[- ]?days?[- ]clicks?\b|\b1d[ _-]?clicks?\b|(?:1|一)\s*(?:天|日)\s*点击/iu],
  [
    '1d_view',
    /\b(?:1|one)[- ]?days?[- ]views?(?:[- ]through)?\b|\b1d[ _-]?views?\b|(?:1|一)\s*(?:天|日)\s*(?:浏览|展示|观看)/iu,
  ],
  ['none', /\bdefault attribution\b|\bno attribution window\b|默认归因|不限归因|无归因窗口/iu],
];
/** The attribution window a request names (with the words around it, to keep them from the dates). */
export function windowOf(text: string): Hit<AttributionWindow> | undefined {
  return hitsOf(text, WINDOWS)[0];
}

const LEVELS: [AggregationLevel, RegExp][] = [
  [
    'ad_set',
    /\b(?:by|per|at(?: the)?)\s+ad[- ]?(?:sets?|groups?)(?:\s+level)?\b|\bad[- ]?(?:set|group)[- ]level\b|按广告组|广告组(?:层级|级别|维度)/iu,
  ],
  [
    'campaign',
    /\b(?:by|per|at(?: the)?)\s+campaigns?(?:\s+level)?\b|\bcampaign[- ]level\b|按广告系列|广告系列(?:层级|级别|维度)/iu,
  ],
  [
    'ad',
    /\b(?:by|per|at(?: the)?)\s+ads?(?![- ]?(?:sets?|groups?))(?:\s+level)?\b|\bad[- ]level\b|按单条广告|按广告(?!组|系列|看板)|单条广告(?:层级|级别|维度)/iu,
  ],
];
/** The aggregation level a request asks for ("by campaign", "按广告组"). */
export const levelOf = (text: string): AggregationLevel | undefined => hitsOf(text, LEVELS)[0]?.value;

const TAG_DIMENSION_WORDS: [TagDimension, RegExp][] = [
  ['product', words('products?|产品|商品')],
  ['audience', words('audiences?|人群|受众')],
  ['hook', words('hooks?|钩子|卖点')],
];
const TAG_VERB = words(
  'tag|tags|tagged|tagging|label|labels|labelled|labeled|labelling|labeling|categori[sz]e[ds]?|打标签|打上标签|打标|标签|标注',
);
/** The tag dimensions a request asks to tag by ("tag it by product and hook", "按产品打标签"), in their order. */
export function tagByOf(text: string): TagDimension[] {
  if (!TAG_VERB.test(text)) return [];
  const said = new Set(hitsOf(text, TAG_DIMENSION_WORDS).map((h) => h.value));
  return (['product', 'audience', 'hook'] as const).filter((d) => said.has(d));
}

const EN_BUDGET =
  /\bbudget(?:\s+(?:of|for)\s+(?:the|my|our)\s+.{1,60}?\s+(?:dashboard|report))?(?:\s+(?:of|is|at|to))?\s*[:：]?\s*(?:US)?\$?\s*(\d[\d,]*(?:\.\d+)?)\s*(k\b|thousand\b)?/iu;
const ZH_BUDGET =
  /预算\s*(?:是|为|设为|设置为|定为|改成|改为|调到|调成|调整为)?\s*[:：]?\s*\$?\s*(\d[\d,]*(?:\.\d+)?)\s*(万|千|k)?\s*(?:美元|美金|刀|usd)?/iu;
/** A budget in US dollars ("budget $5,000", "预算5000美元", "预算1万"). */
export function budgetOf(text: string): number | undefined {
  const m = EN_BUDGET.exec(text) ?? ZH_BUDGET.exec(text);
  if (!m?.[1]) return undefined;
  const n = Number(m[1].replace(/,/g, ''));
  const times = { k: 1000, thousand: 1000, 千: 1000, 万: 10_000 }[(m[2] ?? '').toLowerCase()] ?? 1;
  return Number.isFinite(n) ? n * times : undefined;
}

/** Names in quotes: “Spring export”, "Meta October", 「十月数据」. */
export function quotedNames(text: string): Hit<string>[] {
  return [...text.matchAll(/[“"「『]([^”"」』]{1,120})[”"」』]/gu)].flatMap((m) => {
    const name = m[1]?.trim();
    return name ? [{ value: name, span: [m.index, m.index + m[0].length] as [number, number] }] : [];
  });
}
