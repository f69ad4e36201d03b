import { AMOUNT, amount, EN_UNITS, NOT_PERCENT, ZH_AMOUNT, ZH_UNITS } from './kox-amounts.ts';
import { blank } from './fold-text.ts';
import { koxRangesOf } from './kox-ranges.ts';

/*
 * Bounds a request for creators puts on their average views ("平均播放量超过10万", "over 50k average views") and on
 * their price per video ("报价低于5000美元", "under $500 per video"): read before the follower range, whose "over
 * 100k" would otherwise take them.
 */

type BoundSlot = 'avg_views_min' | 'avg_views_max' | 'price_min' | 'price_max';

export interface MeasureBounds {
  bounds: Partial<Record<BoundSlot, number>>;
  /** A price said in another currency than the databases' US dollars ("5000元"), as said: not read as a bound. */
  foreignPrice?: string;
  /** Where the text says them and every range (of any measure), for readers that come after. */
  spans: [number, number][];
}

const VIEWS_ZH = String.raw`(?:平均|场均|均)?播放(?:量|数)?`;
const VIEWS_EN = String.raw`(?:(?:average|avg\.?|mean)\s+)?views?(?:\s+(?:per|a)\s+(?:post|video))?`;
const EN_ABOVE = String.raw`(?:over|more than|above|at least|upwards of)`;
const EN_BELOW = String.raw`(?:under|below|less than|fewer than|at most|up to)`;

const VIEWS_MIN = [
  new RegExp(
    String.raw`${VIEWS_ZH}\s*(?:在)?\s*(?:超过|大于|多于|高于|不低于|达到)\s*${ZH_AMOUNT}${NOT_PERCENT}`,
    'iu',
  ),
  new RegExp(String.raw`${VIEWS_ZH}\s*(?:在)?\s*${ZH_AMOUNT}\s*(?:以上|及以上|\+|多)`, 'iu'),
  // "10万+播放的", but not "粉丝10万以上的播放量最高的达人".
  new RegExp(
    String.raw`(?<!粉丝[^，,。]{0,4})${ZH_AMOUNT}\s*(?:\+|以上)\s*(?:的)?\s*(?:平均|场均)?播放(?:量)?`,
    'iu',
  ),
  new RegExp(String.raw`\b${EN_ABOVE}\s+${AMOUNT}\s+${VIEWS_EN}\b`, 'iu'),
  new RegExp(String.raw`\b${AMOUNT}\+\s+${VIEWS_EN}\b`, 'iu'),
  new RegExp(String.raw`\b${VIEWS_EN}\s+(?:of\s+)?${EN_ABOVE}\s+${AMOUNT}\b${NOT_PERCENT}`, 'iu'),
];
const VIEWS_MAX = [
  new RegExp(
    String.raw`${VIEWS_ZH}\s*(?:在)?\s*(?:不到|少于|低于|小于|不超过)\s*${ZH_AMOUNT}${NOT_PERCENT}`,
    'iu',
  ),
  new RegExp(String.raw`${VIEWS_ZH}\s*(?:在)?\s*${ZH_AMOUNT}\s*(?:以下|以内)`, 'iu'),
  new RegExp(String.raw`\b${EN_BELOW}\s+${AMOUNT}\s+${VIEWS_EN}\b`, 'iu'),
  new RegExp(String.raw`\b${VIEWS_EN}\s+(?:of\s+)?${EN_BELOW}\s+${AMOUNT}\b${NOT_PERCENT}`, 'iu'),
];

/** An amount of money: "$500", "US$1,200", "500 USD", "5000美元", "3k dollars"; and in yuan "5000元", "¥800". */
const PRICE = String.raw`(US\$|\$|USD\s*|[¥￥]|RMB\s*)?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)${NOT_PERCENT}\s*(k|千|万|w)?\s*(USD|美元|美金|刀|dollars?|bucks|元|块钱?|人民币|RMB|CNY)?`;
const PER_VIDEO = String.raw`(?:\s*(?:per|a|each|/)\s*(?:post|video)|\s*(?:一条|每条))?`;
const PRICE_ZH = String.raw`(?:报价|价格|单价|费用|合作费|预算)`;
const PRICE_EN = String.raw`(?:prices?|(?<!engagement\s)rates?|costs?|fees?|budget)(?:\s+per\s+(?:post|video))?(?:\s+(?:is|of))?`;
const YUAN = /^(?:[¥￥]|RMB|元|块钱?|人民币|CNY)$/iu;

/** A price pattern, and whether its words alone do not make the number a price ("under 500" needs a "$"). */
type PricePattern = [RegExp, { needsCurrency: boolean }];
const price = (source: string, needsCurrency = false): PricePattern => [
  new RegExp(source, 'iu'),
  { needsCurrency },
];
const PRICE_MAX: PricePattern[] = [
  price(
    String.raw`${PRICE_ZH}\s*(?:在)?\s*(?:低于|不到|少于|小于|不超过|不高于|控制在)\s*${PRICE}${PER_VIDEO}`,
  ),
  price(String.raw`${PRICE_ZH}\s*(?:在)?\s*${PRICE}\s*(?:以下|以内|之内)`),
  price(String.raw`${PRICE}\s*(?:以下|以内|之内)`, true),
  price(
    String.raw`\b${PRICE_EN}\s+(?:under|below|less than|at most|up to|no more than|within)\s+${PRICE}${PER_VIDEO}`,
  ),
  price(
    String.raw`\b(?:costs?|charges?|charging)\s+(?:under|below|less than|at most|no more than)\s+${PRICE}${PER_VIDEO}`,
  ),
  price(String.raw`\bbudget\s+(?:of\s+)?${PRICE}${PER_VIDEO}`),
  price(
    String.raw`\b(?:under|below|less than|at most|up to|no more than|cheaper than)\s+${PRICE}${PER_VIDEO}`,
    true,
  ),
];
const PRICE_MIN: PricePattern[] = [
  price(String.raw`${PRICE_ZH}\s*(?:在)?\s*(?:高于|超过|大于|不低于)\s*${PRICE}${PER_VIDEO}`),
  price(String.raw`${PRICE_ZH}\s*(?:在)?\s*${PRICE}\s*(?:以上)`),
  price(String.raw`\b${PRICE_EN}\s+(?:over|above|more than|at least)\s+${PRICE}${PER_VIDEO}`),
  price(String.raw`\b(?:over|above|more than|at least)\s+${PRICE}${PER_VIDEO}`, true),
];

const spanOf = (m: RegExpExecArray): [number, number] => [m.index, m.index + m[0].length];

function firstViews(patterns: RegExp[], text: string) {
  for (const pattern of patterns) {
    const m = pattern.exec(text);
    if (!m) continue;
    const value = amount(m, /\p{Script=Han}/u.test(m[0]) ? ZH_UNITS : EN_UNITS);
    if (value !== undefined) return { value, span: spanOf(m) };
  }
  return undefined;
}

function firstPrice(patterns: PricePattern[], text: string) {
  for (const [pattern, { needsCurrency }] of patterns) {
    const m = pattern.exec(text);
    if (!m) continue;
    const [before, digits, unit, after] = m.slice(1);
    const currency = (before ?? after ?? '').trim();
    if (needsCurrency && !currency) continue;
    const value = Number(digits!.replaceAll(',', '')) * (unit ? (ZH_UNITS[unit.toLowerCase()] ?? 1) : 1);
    return { value, span: spanOf(m), yuan: YUAN.test(currency), said: m[0].trim() };
  }
  return undefined;
}

/** The bounds of average views and price a request for creators says, and where. */
export function koxMeasureBoundsOf(said: string): MeasureBounds {
  const ranges = koxRangesOf(said);
  const found: MeasureBounds = { bounds: {}, spans: ranges.map((r) => r.span) };
  for (const range of ranges) {
    if (range.measure === 'avg_views' || range.measure === 'price') {
      found.bounds[`${range.measure}_min`] ??= range.min;
      found.bounds[`${range.measure}_max`] ??= range.max;
    }
  }
  // One-sided bounds are read around the ranges, which they would read again ("over" is not said there).
  const text = blank(said, found.spans);
  const priceMax = firstPrice(PRICE_MAX, text);
  const priceMin = firstPrice(PRICE_MIN, text);
  for (const [slot, bound] of [
    ['price_max', priceMax],
    ['price_min', priceMin],
  ] as const) {
    if (!bound) continue;
    found.spans.push(bound.span);
    if (bound.yuan) found.foreignPrice ??= bound.said;
    else found.bounds[slot] ??= Math.round(bound.value * 100) / 100;
  }
  for (const [slot, bound] of [
    ['avg_views_min', firstViews(VIEWS_MIN, text)],
    ['avg_views_max', firstViews(VIEWS_MAX, text)],
  ] as const) {
    if (!bound) continue;
    found.spans.push(bound.span);
    found.bounds[slot] ??= bound.value;
  }
  return found;
}
