import { KOX_RECOMMEND_MAX } from '../../../../../src/lib/kox-recommend-values.ts';
import {
  AUDIENCE_AGES,
  KOX_COUNTRIES,
  type AudienceAge,
  type AudienceGender,
} from '../../../../../src/lib/kox-values.ts';
import { CHINESE_NUMBER, parseNumber } from './chinese-number.ts';
import { withoutCreatorBounds } from './kox-filters.ts';
import { regionsBefore, regionsOf, ZH_PLACE } from './regions.ts';

/* Slot readers of recommend_kox: how many creators a request asks for, and its brief in the user's words. */

const COVERED: readonly string[] = KOX_COUNTRIES;

export const CREATOR_NOUN = String.raw`(?:creators?|influencers?|kols?|koxs?|bloggers?|youtubers?|tiktokers?|instagrammers?)`;
const ZH_CREATOR_NOUN = '(?:达人|博主|网红|红人|主播|创作者|KOL|KOX)';
const EN_COUNT = new RegExp(
  String.raw`\b(\d{1,4})\s+(?:[a-z-]+\s+){0,3}?${CREATOR_NOUN}\b|\btop\s+(\d{1,4})\b`,
  'iu',
);
const ZH_COUNT = new RegExp(`(\\d{1,4}|${CHINESE_NUMBER})\\s*(?:个|位|名)`, 'u');

/** "50 creators", "top 20", "50个达人", "五十位博主" → the count, at most 500; none when not said. */
export function recommendCountOf(text: string): number | undefined {
  const en = EN_COUNT.exec(text);
  const said = en ? (en[1] ?? en[2]) : ZH_COUNT.exec(text)?.[1];
  if (said === undefined) return undefined;
  const count = parseNumber(said);
  return Number.isFinite(count) && count > 0 ? Math.min(count, KOX_RECOMMEND_MAX) : undefined;
}

const EN_LEAD_IN = String.raw`(?:(?:that|who)\s+(?:fit|match)|to fit|matching|to promote|to work with(?:\s+(?:on|for))?|to (?:hire|partner with|collaborate with)|for)?\s*(?:(?:this|the|my|our)\s+brief\b)?`;
/** The request around the brief: "recommend 50 TikTok creators for …", "给我推荐50个适合…的达人". */
const EN_FRAME = new RegExp(
  String.raw`^(?:(?:please|pls|can you|could you|would you|help me)\s+)?(?:recommend|suggest|shortlist|pick|find me|find us|find|get me|get us|give me|give us|source|match|i need|we need)\s+(?:me\s+)?(?:(?:some|a few|the best|the top|top|a list of)\s+)?(?:\d{1,4}\s+)?(?:(?:good|great|suitable|relevant|the right)\s+)?(?:(?:tiktok|youtube|instagram)\s+)?(?<topic>(?:(?!(?:for|in|from|with|who|that)\s)[\p{L}&'-]+\s+){0,3}?)${CREATOR_NOUN}\s*${EN_LEAD_IN}`,
  'iu',
);
/** The words that lead from the creators to the brief, also after their place ("… creators in the US for …"). */
const LEAD_IN = new RegExp(`^${EN_LEAD_IN}`, 'iu');
const ZH_ASK = `(?:推荐|挑选|匹配|找)(?:一下|一些|几个|些)?(?:(?:\\d{1,4}|${CHINESE_NUMBER})(?:个|位|名))?(?:适合|符合)?`;
const ZH_FRAME = new RegExp(
  `^(?:请|麻烦)?(?:你)?(?:帮我|给我|替我)?(?:按|按照|根据)?(?:这个|我的|下面的|以下)?(?:brief|简报|需求)?(?:给我|帮我)?${ZH_ASK}`,
  'iu',
);
/**
 * "给耐克推荐一些达人", "为新款电竞椅推荐40个游戏博主", "想给我们的护肤品牌找些达人", "帮我的运动品牌找网红": the ask in
 * the middle, whom it is for in front.
 */
const ZH_ASK_INSIDE = new RegExp(`^(?:我们?)?(?:想|想要)?(?:给|为|帮)(.+?)${ZH_ASK}`, 'iu');
/** "我们的咖啡品牌需要找网红": the ask last, once the creators are cut. */
const ZH_ASK_LAST = new RegExp(`(?:需要|想要|想|要)?${ZH_ASK}$`, 'u');
// The creators asked for end the brief, or its first clause ("…的达人，要英文的"): what follows is a requirement,
// and so is a place said of them ("…推广的美国达人"), which is the country filter.
const ZH_TAIL = new RegExp(
  `(?:的?${ZH_PLACE})?的?(?:TikTok|YouTube|Instagram|抖音|油管)?${ZH_CREATOR_NOUN}(?:合作|推广)?(?:吧|呢)?(?=$|[，,；;])`,
  'iu',
);
/** "我们的新品是一款降噪耳机，推荐30个合适的达人": the brief first, the ask after it. */
const ZH_ASK_AFTER = new RegExp(
  `[，,；;]\\s*(?:请|帮我|给我|麻烦)?${ZH_ASK}(?:${ZH_PLACE}的?)?(?:合适|适合|符合)?的?([^，,；;的]{0,8}?)${ZH_CREATOR_NOUN}?[吧呢]?[\\s。？！?!]*$`,
  'iu',
);
/** "新款跑鞋上市，推荐一些美国的跑步博主" → "跑步，新款跑鞋上市": the creators' topic first, as "健身，推广新款蛋白棒". */
function briefBeforeAsk(text: string): string {
  const ask = ZH_ASK_AFTER.exec(text);
  if (!ask) return text;
  const head = text.slice(0, ask.index);
  const topic = ask[1]?.trim();
  return topic ? `${topic}，${head}` : head;
}
/** "推荐20个美国的健身博主": the place said first is of the creators too. */
const ZH_PLACE_FIRST = new RegExp(`^${ZH_PLACE}的(?:适合|符合)?`, 'u');
const END = /[\s.?!。？！,，]+$/u;
const COLON = /[:：]\s*(.+)$/su;

/**
 * The brief in the user's words: what follows a colon ("… for this brief: <brief>"), else the request without
 * its frame ("recommend 50 creators for <brief>", "推荐50个适合<brief>的达人"); none when only the frame is said.
 */
export function recommendBriefOf(text: string): string | undefined {
  // Bounds said as numbers are filters of their own, not words to rank by.
  const trimmed = withoutCreatorBounds(text).trim();
  const afterColon = COLON.exec(trimmed)?.[1]?.replace(END, '').trim();
  if (afterColon) return afterColon;
  // "recommend 30 US creators for …": the place says who the creators are (the country filter), not the brief.
  const places = regionsBefore(trimmed, CREATOR_NOUN).spans;
  const unplaced = places.reduceRight((t, [from, to]) => t.slice(0, from) + t.slice(to).trimStart(), trimmed);
  const frame = EN_FRAME.exec(unplaced);
  const rest = frame
    ? withTopic(frame.groups?.['topic'], withoutCreatorsPlace(unplaced.slice(frame[0].length).trimStart()))
    : briefBeforeAsk(
        trimmed
          .replace(ZH_FRAME, '')
          .replace(ZH_ASK_INSIDE, '$1')
          .replace(END, '')
          .replace(ZH_TAIL, '')
          .replace(ZH_ASK_LAST, '')
          .replace(ZH_PLACE_FIRST, ''),
      );
  const brief = rest
    .replace(/^[\s:：,，-]+/u, '')
    .replace(END, '')
    .replace(/[:：]$/u, '')
    .replace(TRAILING_LINKS, '')
    .trim();
  // What a cut bound leaves ("with an", "的"): linking words alone say nothing to rank by.
  return brief && !ONLY_LINKING_WORDS.test(brief) ? brief : undefined;
}

const TIER_WORDS = /\b(?:nano|micro|mid[- ]?tier|macro|mega)\b/giu;

/**
 * "recommend 20 fitness creators for our new protein bar": the creators' topic is part of the brief, said before
 * the rest ("fitness, our new protein bar"), as the Chinese reader keeps "健身，推广新款蛋白棒".
 */
function withTopic(topic: string | undefined, rest: string): string {
  // "micro influencers": a tier is the follower filter, not a topic.
  const words = topic?.replace(TIER_WORDS, ' ').trim();
  return words ? `${words}${rest ? `, ${rest}` : ''}` : rest;
}

/**
 * "… creators in the US for …": a place said right after the creators is where they are (the country filter), not
 * the brief; a place the creator databases do not cover stays, since no filter takes it.
 */
function withoutCreatorsPlace(rest: string): string {
  const lead = /^(?:in|from|based in)\s+(?:the\s+)?/iu.exec(rest);
  if (!lead) return rest;
  const places = regionsOf(rest);
  const place = places.said.find((p) => p.at <= lead[0].length);
  if (!place || !COVERED.includes(place.code)) return rest;
  const span = places.spans.find(([from, to]) => from <= place.at && place.at < to);
  return span ? rest.slice(span[1]).trimStart().replace(LEAD_IN, '').trimStart() : rest;
}

/** "the new yoga pants with an [engagement rate over 3%]": the words that led into a cut bound. */
const TRAILING_LINKS =
  /(?:\s+(?:with|an?|the|and|or|of|who|that|have|has|having|at|per|priced|costing|charging|averaging))+\s*$/iu;
const ONLY_LINKING_WORDS =
  /^(?:(?:with|an?|the|and|or|of|for|who|that|have|has|having|in|on|at|to|per|each|over|under|above|below|priced|costing|charging|averaging|的|和|并且?|且|、|，|,|\s)+)$/iu;

const FEMALE = /\b(?:women|woman|female|girls|moms)\b|女性|女生|女士|宝妈/iu;
const MALE = /\b(?:men|man|male|guys|dads)\b|男性|男生|男士/iu;
/** "aged 25 to 34", "18-24", "25到34岁": an age group of the audience split, when it is exactly one. */
const AGE = /(\d{2})\s*(?:-|–|to|到|至)\s*(\d{2})\s*岁?/iu;

/** The followers a brief wishes for: a gender when it names one only, an age group when it names one exactly. */
export function recommendAudienceOf(text: string): {
  audience_gender?: AudienceGender;
  audience_age?: AudienceAge;
} {
  const female = FEMALE.test(text);
  const male = MALE.test(text);
  const age = AGE.exec(text);
  const group = age ? `${age[1]}-${age[2]}` : '';
  return {
    ...(female !== male ? { audience_gender: female ? 'female' : 'male' } : {}),
    ...((AUDIENCE_AGES as readonly string[]).includes(group) ? { audience_age: group as AudienceAge } : {}),
  };
}
