import { EN_UNITS, ZH_UNITS } from './kox-amounts.ts';

/*
 * Ranges a request for creators says with both ends: "粉丝在10万到50万之间", "100k-500k followers", "between 50k and
 * 200k followers", "报价200到500美元", "$200-$500 per video", "互动率2%到5%", "平均播放5万到20万". The measure is
 * the one named next to the range; a range of plain numbers before the creators is their followers, as "10万以上" is.
 */

export type RangedMeasure = 'followers' | 'avg_views' | 'price' | 'engagement_rate';
export interface SaidRange {
  measure: RangedMeasure;
  min: number;
  max: number;
  span: [number, number];
}

const UNIT = String.raw`(十万|百万|千万|thousand|million|mn|k|m|千|万|w)?`;
const NUM = String.raw`(\d+(?:\.\d+)?)\s*${UNIT}`;
const CURRENCY_BEFORE = String.raw`(US\$|\$|USD\s*)?`;
const CURRENCY_AFTER = String.raw`(\s*(?:USD|美元|美金|刀|dollars?))?`;
const END = String.raw`${CURRENCY_BEFORE}${NUM}(\s*%)?${CURRENCY_AFTER}`;
/** Not a date ("2026-05-01") nor part of a longer number. */
const RANGE = new RegExp(
  String.raw`(?<![\d.-])(?:between\s+|from\s+)?${END}\s*(?:到|至|-|–|—|~|～|to|and)\s*${END}(?![\d-])(?:\s*之间)?`,
  'giu',
);

const UNITS: Record<string, number> = { ...EN_UNITS, ...ZH_UNITS };
const LEAD = String.raw`\s*(?:在|为|是|of|is|are|with|between|from)?\s*$`;
const MEASURE_BEFORE: [RangedMeasure, RegExp][] = [
  [
    'price',
    new RegExp(
      String.raw`(?:报价|价格|单价|费用|合作费|预算|prices?|(?<!engagement\s)rates?|costs?|fees?|budget|priced|charging|charges?)${LEAD}`,
      'iu',
    ),
  ],
  ['engagement_rate', new RegExp(String.raw`(?:互动率|engagement(?:\s+rates?)?)${LEAD}`, 'iu')],
  ['avg_views', new RegExp(String.raw`(?:播放(?:量|数)?|views?)${LEAD}`, 'iu')],
  ['followers', new RegExp(String.raw`(?:粉丝(?:数|量)?|followers|subscribers)${LEAD}`, 'iu')],
];
const MEASURE_AFTER: [RangedMeasure, RegExp][] = [
  ['price', /^\s*(?:per\s+(?:post|video)|a\s+(?:post|video)|一条|每条)/iu],
  ['engagement_rate', /^\s*(?:的)?\s*(?:engagement|互动率)/iu],
  ['avg_views', /^\s*(?:的)?\s*(?:(?:average|avg\.?)\s+views|views|(?:平均|场均)?播放)/iu],
  ['followers', /^\s*(?:的)?\s*(?:粉丝|followers|subscribers)/iu],
];

/** "20到30个达人", "20 to 30 beauty creators": how many, not a bound (a bound has units: "10-50万的达人"). */
const COUNT_AFTER =
  /^\s*(?:个|位|名|(?:[\p{L}-]+\s+){0,3}?(?:creators?|influencers?|kols?|bloggers?|youtubers?|达人|博主|网红))/iu;

/** "women aged 25 to 34", "25到34岁": an audience's age, not a bound. */
const AGE = /(?:aged|ages?|年龄|年龄段)\s*(?:在|of|between|from)?\s*$/iu;
const AGE_AFTER = /^\s*(?:岁|years?(?:\s+old)?|year-olds)/iu;

function measureOf(
  text: string,
  m: RegExpExecArray,
  { money, percent, units }: { money: boolean; percent: boolean; units: boolean },
): RangedMeasure | null {
  if (money) return 'price';
  if (percent) return 'engagement_rate';
  const before = text.slice(Math.max(0, m.index - 32), m.index);
  const after = text.slice(m.index + m[0].length, m.index + m[0].length + 20);
  if (!money && !percent && !units && (COUNT_AFTER.test(after) || AGE.test(before) || AGE_AFTER.test(after)))
    return null;
  const named =
    MEASURE_BEFORE.find(([, pattern]) => pattern.test(before))?.[0] ??
    MEASURE_AFTER.find(([, pattern]) => pattern.test(after))?.[0];
  return named ?? 'followers';
}

/** Both ends of every range the request says, each with its measure and where it is said. */
export function koxRangesOf(text: string): SaidRange[] {
  return [...text.matchAll(RANGE)].flatMap((m) => {
    const [, curA, a, unitA, pctA, curA2, curB, b, unitB, pctB, curB2] = m;
    // "10-50万", "100-500k": the unit said once belongs to both ends.
    const scale = (unit: string | undefined) => (unit ? (UNITS[unit.toLowerCase()] ?? 1) : 1);
    const [low, high] = [Number(a) * scale(unitA ?? unitB), Number(b) * scale(unitB)];
    if (!(low <= high)) return [];
    const money = Boolean(curA || curA2 || curB || curB2);
    const measure = measureOf(text, m as RegExpExecArray, {
      money,
      percent: Boolean(pctA || pctB),
      units: Boolean(unitA || unitB),
    });
    if (!measure) return [];
    const whole = measure === 'followers' || measure === 'avg_views';
    return [
      {
        measure,
        min: whole ? Math.round(low) : low,
        max: whole ? Math.round(high) : high,
        span: [m.index, m.index + m[0].length] as [number, number],
      },
    ];
  });
}
