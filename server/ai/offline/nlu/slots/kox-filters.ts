import {
  KOX_COUNTRIES,
  KOX_LANGUAGES,
  KOX_TOPICS,
  type KoxCountry,
  type KoxLanguage,
  type KoxSort,
  type KoxTopic,
} from '../../../../../src/lib/kox-values.ts';
import { alternation, blank, wordBounded } from './fold-text.ts';
import { DASHBOARD_MEDIA } from '../../../../../src/lib/api/endpoints/dashboard.ts';
import { mediaOf, type Media } from './media.ts';
import { CREATOR_NOUN } from './kox-brief.ts';
import { AMOUNT, amount, EN_UNITS, NOT_PERCENT, ZH_AMOUNT, ZH_UNITS } from './kox-amounts.ts';
import { koxMeasureBoundsOf } from './kox-measure-bounds.ts';
import { koxRangesOf } from './kox-ranges.ts';
import { languagesOf } from './languages.ts';
import { placesFound, regionsBefore, regionsOf, type PlacesFound } from './regions.ts';

/* Slot readers of find_kox: what a request for creators says about platform, country, topic, followers, e-mail. */

const TOPIC_WORDS: Record<KoxTopic, readonly string[]> = {
  beauty: ['beauty', 'makeup', 'skincare', '美妆', '化妆', '护肤'],
  running: ['running', 'runners?', 'marathon', '跑步', '跑者', '马拉松'],
  gaming: ['gaming', 'gamers?', '游戏'],
  tech: ['tech', 'technology', 'gadgets?', '科技', '数码'],
  food: ['food', 'foodies?', 'cooking', '美食', '烹饪'],
  travel: ['travel', '旅行', '旅游'],
  fashion: ['fashion', '时尚', '穿搭'],
  fitness: ['fitness', 'workout', 'gym', '健身'],
  parenting: ['parenting', 'mom', '母婴', '育儿', '亲子'],
  finance: ['finance', 'investing', '理财', '财经'],
  music: ['music', '音乐'],
  pets: ['pets?', '宠物'],
};
/** A topic as a request says it back: the first word of each language above. */
export const KOX_TOPIC_NAMES = Object.fromEntries(
  KOX_TOPICS.map((topic) => {
    const words = TOPIC_WORDS[topic];
    const said = (han: boolean) => words.find((w) => /\p{Script=Han}/u.test(w) === han)!.replace('?', '');
    return [topic, { en: said(false), zh: said(true) }];
  }),
) as Record<KoxTopic, { en: string; zh: string }>;
const topicPatterns = KOX_TOPICS.map(
  (topic) => [topic, new RegExp(wordBounded(`(?:${TOPIC_WORDS[topic].join('|')})`), 'iu')] as const,
);

/** The topics a request names, as the list's keyword language ("beauty|fashion"). */
export function koxTopicsOf(text: string): string | undefined {
  const found = topicPatterns.filter(([, pattern]) => pattern.test(text)).map(([topic]) => topic);
  return found.length ? found.join('|') : undefined;
}

/** The places a request for creators names: "in the US", "美国的", and also "US creators", "UK beauty bloggers". */
export function creatorPlacesOf(text: string): PlacesFound {
  const places = [regionsOf(text), regionsBefore(text, CREATOR_NOUN)];
  return placesFound(
    places.flatMap((p) => p.said),
    places.flatMap((p) => p.spans),
  );
}

/** The places a request for creators names that the creator databases cover. */
export function koxCountriesOf(text: string): KoxCountry[] {
  const said = creatorPlacesOf(text).values;
  return KOX_COUNTRIES.filter((c) => said.includes(c)).sort((a, b) => said.indexOf(a) - said.indexOf(b));
}

const LANGUAGES: readonly string[] = KOX_LANGUAGES;
/** "in English", "English-speaking", "要英文的", "中文博主": the creators' languages the studio knows. */
export const koxLanguagesOf = (text: string) =>
  languagesOf(text).values.filter((l): l is KoxLanguage => LANGUAGES.includes(l));

/** People call creators by their platform ("YouTubers", "TikTokers"): that names the platform too. */
const CREATOR_OF_PLATFORM = [
  ['youtube', /\byoutubers?\b/iu],
  ['tiktok', /\btiktokers?\b/iu],
  ['instagram', /\binstagrammers?\b/iu],
  // "TikTokKOL", "YouTubeKOL": written together in Chinese requests.
  ['tiktok', /tiktok(?=kols?|koxs?)/iu],
  ['youtube', /youtube(?=kols?|koxs?)/iu],
  ['instagram', /instagram(?=kols?|koxs?)/iu],
] as const;
export function koxPlatformsOf(text: string): Media[] {
  const said = new Set<Media>(mediaOf(text));
  for (const [platform, pattern] of CREATOR_OF_PLATFORM) if (pattern.test(text)) said.add(platform);
  return DASHBOARD_MEDIA.filter((m) => said.has(m));
}

const EN_MIN = new RegExp(
  String.raw`\b(?:over|more than|above|at least|upwards of)\s+${AMOUNT}\b${NOT_PERCENT}|\b${AMOUNT}\+`,
  'iu',
);
const EN_MAX = new RegExp(
  String.raw`\b(?:under|below|less than|fewer than|at most|up to)\s+${AMOUNT}\b${NOT_PERCENT}`,
  'iu',
);
const ZH_MIN = new RegExp(
  String.raw`(?:超过|大于|多于|高于)\s*${ZH_AMOUNT}${NOT_PERCENT}|${ZH_AMOUNT}\s*(?:粉丝)?\s*(?:以上|多)`,
  'iu',
);
const ZH_MAX = new RegExp(
  String.raw`(?:不到|少于|低于|小于)\s*${ZH_AMOUNT}${NOT_PERCENT}|${ZH_AMOUNT}\s*(?:粉丝)?\s*(?:以下|以内)`,
  'iu',
);

/** "women over 35", "aged under 25", "over 40 years old": a bound of the audience's age, not of followers. */
const AN_AGE =
  /\b(?:(?:women|men|people|adults|girls|guys|moms|mums|dads|parents|aged?|ages)\s+(?:over|under|above|below|at least|more than|less than|older than|younger than)\s+\d{1,2}(?![\d.]*\s*(?:k|m|mn|%|thousand|million)\b)|(?:over|under|above|below)\s+\d{1,2}\s*(?:years?(?:\s+old)?|yrs|y\/o)\b)/giu;

const spansOf = (pattern: RegExp, text: string): [number, number][] =>
  [...text.matchAll(pattern)].map((m) => [m.index, m.index + m[0].length]);

const RANGE_SAID = new RegExp(
  String.raw`[,，]?\s*(?:\bwith\s+)?(?:${EN_MIN.source}|${EN_MAX.source})(?:\s+followers)?|[,，]?\s*(?:粉丝数?\s*)?(?:${ZH_MIN.source}|${ZH_MAX.source})`,
  'giu',
);
/**
 * The request without the bounds it says as numbers: the follower range ("…, 粉丝10万以上", "with under 50k
 * followers"), the engagement rate, the average views and the price — filters of their own, not words to rank by.
 */
export function withoutCreatorBounds(text: string): string {
  const rates = [...RATE_MIN, ...RATE_MAX].flatMap((pattern) => {
    const m = pattern.exec(text);
    return m ? [[m.index, m.index + m[0].length] as [number, number]] : [];
  });
  const ages = spansOf(AN_AGE, text);
  const cut = blank(text, [...koxMeasureBoundsOf(text).spans, ...rates]).replace(
    RANGE_SAID,
    (said: string, ...rest: unknown[]) => {
      const at = rest.at(-2) as number;
      return ages.some(([from, to]) => at < to && from < at + said.length) ? said : '';
    },
  );
  // "creators to work with for a launch": with no bound cut, a "with" before "for" is the request's own.
  if (cut === text) return text;
  return cut.replace(/\s{2,}/g, ' ').replace(BOUND_LEFTOVER, '');
}
const BOUND_LEFTOVER =
  /\b(?:with|and)\s+(?=(?:and|with|for|to|in|on)\b|[,.:]|$)|[,，、]\s*(?=[,，、:：]|$)/giu;

/**
 * The tiers marketers say instead of numbers, as the industry draws them: nano up to 10k, micro 10k–100k, mid-tier
 * 100k–500k, macro 500k–1M, mega 1M+; in Chinese 素人 (amateurs), 尾部 / 小博主 (the tail, under 100k), 腰部
 * (the middle, 100k–1M) and 头部 (the top, 1M+).
 */
const TIERS: [RegExp, { min?: number; max?: number }][] = [
  [/\bnano\b|素人/iu, { max: 10_000 }],
  [/\bmicro\b|尾部|小博主/iu, { min: 10_000, max: 100_000 }],
  [/\bmid[- ]?tier\b/iu, { min: 100_000, max: 500_000 }],
  [/腰部/u, { min: 100_000, max: 1_000_000 }],
  [/\bmacro\b/iu, { min: 500_000, max: 1_000_000 }],
  [/\bmega\b|\bcelebrit(?:y|ies)\b|头部/iu, { min: 1_000_000 }],
];

/**
 * "over 100k followers", "粉丝10万以上" → followers_min; "under 50k", "5万以下" → followers_max; a tier ("micro
 * influencers", "腰部达人") when no number is said.
 */
export function koxFollowersOf(said: string): { followers_min?: number; followers_max?: number } {
  const range = koxRangesOf(said).find((r) => r.measure === 'followers');
  if (range) return { followers_min: range.min, followers_max: range.max };
  // "over 50k average views", "报价低于5000美元" bound another measure; "women over 35" is an age.
  const text = blank(said, [...koxMeasureBoundsOf(said).spans, ...spansOf(AN_AGE, said)]);
  const tier = TIERS.find(([pattern]) => pattern.test(text))?.[1];
  const min = amount(text.match(EN_MIN), EN_UNITS) ?? amount(text.match(ZH_MIN), ZH_UNITS) ?? tier?.min;
  const max = amount(text.match(EN_MAX), EN_UNITS) ?? amount(text.match(ZH_MAX), ZH_UNITS) ?? tier?.max;
  return {
    ...(min !== undefined ? { followers_min: min } : {}),
    ...(max !== undefined ? { followers_max: max } : {}),
  };
}

/**
 * What a creator search ranks by, when it asks for the top of a measure: "哪个达人粉丝最多", "the most followed
 * creators" → followers; "互动率最高的博主" → engagement_rate. Only highest-first measures: the lists rank those
 * from the top (a cheapest-first ask would need the order too).
 */
const SORTS: [RegExp, KoxSort][] = [
  [/互动率(?:最高|最好)|(?:highest|best|top)\s+engagement\s+rates?/iu, 'engagement_rate'],
  [/互动(?:量|数)?(?:最高|最多)|most\s+engagements?|(?:highest|best)\s+engagement\b/iu, 'avg_engagement'],
  [/播放(?:量)?(?:最高|最多)|(?:most|highest)\s+(?:average\s+)?views|most[- ]viewed/iu, 'avg_views'],
  [/(?:发帖|更新|发布)(?:最多|最频繁|最勤)|posts?\s+(?:the\s+)?most|most\s+posts/iu, 'posts_per_month'],
  [/最(?:近)?活跃|most\s+(?:recently\s+)?active/iu, 'last_active'],
  [
    /粉丝(?:数|量)?(?:最多|最高)|最多粉丝|(?:most|biggest|largest)\s+(?:followers|following|audiences?)|most[- ]followed|biggest\s+(?:\S+\s+){0,3}?(?:creators|influencers|kols|bloggers|youtubers)/iu,
    'followers',
  ],
];
export const koxSortOf = (text: string): KoxSort | undefined =>
  SORTS.find(([pattern]) => pattern.test(text))?.[1];

const RATE = String.raw`(\d{1,2}(?:\.\d+)?)\s*%`;
const RATE_MIN = [
  new RegExp(String.raw`互动率\s*(?:在|超过|高于|大于|不低于)?\s*${RATE}\s*(?:以上|及以上)`, 'u'),
  new RegExp(String.raw`互动率\s*(?:超过|高于|大于|不低于)\s*${RATE}`, 'u'),
  new RegExp(
    String.raw`engagement(?:\s+rates?)?\s+(?:of\s+)?(?:over|above|more than|at least|greater than)\s+${RATE}|${RATE}\+?\s+(?:or more\s+)?engagement`,
    'iu',
  ),
];
const RATE_MAX = [
  new RegExp(
    String.raw`互动率\s*(?:在)?\s*${RATE}\s*(?:以下|以内)|互动率\s*(?:不到|低于|小于)\s*${RATE}`,
    'u',
  ),
  new RegExp(
    String.raw`engagement(?:\s+rates?)?\s+(?:of\s+)?(?:under|below|less than|at most)\s+${RATE}`,
    'iu',
  ),
];
const firstRate = (patterns: RegExp[], text: string) => {
  const m = patterns.map((p) => p.exec(text)).find(Boolean);
  const value = m?.slice(1).find((g) => g !== undefined);
  return value === undefined ? undefined : Number(value);
};

/** "互动率5%以上", "engagement rate over 3%", "2%+ engagement": a bound of the engagement rate, in percent. */
export function koxEngagementRateOf(text: string): {
  engagement_rate_min?: number;
  engagement_rate_max?: number;
} {
  const range = koxRangesOf(text).find((r) => r.measure === 'engagement_rate');
  if (range) return { engagement_rate_min: range.min, engagement_rate_max: range.max };
  const min = firstRate(RATE_MIN, text);
  const max = firstRate(RATE_MAX, text);
  return {
    ...(min !== undefined ? { engagement_rate_min: min } : {}),
    ...(max !== undefined ? { engagement_rate_max: max } : {}),
  };
}

const EMAIL = new RegExp(
  `${wordBounded(alternation(['with e-mail', 'with email', 'with an email', 'with an e-mail', 'with emails', 'with e-mails', 'have an email', 'have email', 'have an e-mail', 'has an email', 'has email', 'email address', 'e-mail address', 'contact email']))}|有邮箱|带邮箱|留了邮箱|有联系邮箱|有电子邮箱`,
  'iu',
);
export const koxHasEmailOf = (text: string) => EMAIL.test(text);

const TEAM =
  /\b(?:team|our)\s+(?:database|db|list|creators|library)\b|团队库|团队达人库|我们团队|团队的达人/iu;
export const koxScopeOf = (text: string): 'team' | undefined => (TEAM.test(text) ? 'team' : undefined);

const OPEN_PREFIX =
  /^(?:please\s+|can you\s+|could you\s+)?(?:open|show(?: me)?|view|pull up|bring up|tell me more about|let me see|i want to see)\s+(?:the\s+)?(?:(?:creator|influencer|kol|kox)\s+)?(?:(?:detail page|details|profile|page)\s+(?:of|for)\s+)?(?:(?:creator|influencer|kol|kox)\s+)?/iu;
const OPEN_SUFFIX =
  /(?:['’]s)?\s*(?:(?:creator|influencer|kol)\s+)?(?:profile|details|detail page|page)?\s*[.?!]*$/iu;
const ZH_PREFIX =
  /^(?:请|帮我|麻烦)?\s*(?:打开|查看|看看|看一下|看下|显示)?\s*(?:一下)?\s*(?:达人|博主|网红|KOL)?\s*/iu;
const ZH_SUFFIX =
  /\s*(?:这个达人|这位达人|这个博主)?\s*(?:的)?\s*(?:达人)?\s*(?:详情页|详情|主页|资料)?\s*[。？！?!]*$/u;

const EN_CONTACT = String.raw`(?:e-?mail(?:\s+address)?|contact(?:\s+(?:details|info))?)`;
const EN_ASK = String.raw`(?:what(?:['’]s|\s+is)|find|look\s+up|show(?:\s+me)?|give\s+me)`;
/** "what's Lily Chen's email?", "the email of Lily Chen", "李佳的联系方式": the creator whose contact is asked. */
const CONTACT_QUESTIONS = [
  new RegExp(String.raw`^${EN_ASK}\s+(?:the\s+)?${EN_CONTACT}\s+(?:of|for)\s+(.+?)\s*[.?!]*$`, 'iu'),
  new RegExp(String.raw`^${EN_ASK}\s+(.+?)['’]s\s+${EN_CONTACT}\s*[.?!]*$`, 'iu'),
  /^which\s+e-?mail(?:\s+address)?\s+does\s+(.+?)\s+use\s*[.?!]*$/iu,
  /^(?:请|帮我|麻烦)?\s*(?:给我看|查一下|查查|看看|告诉我)?\s*(?:达人|博主)?\s*(.+?)\s*的\s*(?:联系邮箱|邮箱地址|邮箱|联系方式)(?:是什么|是多少|是啥)?\s*[。？！?!]*$/u,
  /^(.+?)\s*用的是哪个邮箱\s*[。？！?!]*$/u,
];

/** The creator a request to open one names: an id, a nickname or a handle, as said. */
export function koxCreatorOf(text: string): string | undefined {
  const asked = CONTACT_QUESTIONS.map((question) => question.exec(text.trim())?.[1]).find(Boolean);
  if (asked) return NOT_ONE_CREATOR.test(asked) ? undefined : asked.trim();
  const name = text
    .trim()
    .replace(OPEN_PREFIX, '')
    .replace(OPEN_SUFFIX, '')
    .replace(ZH_PREFIX, '')
    .replace(ZH_SUFFIX, '');
  return name.trim() && !NOT_ONE_CREATOR.test(name) ? name.trim() : undefined;
}

/**
 * What is left of "email these creators", "给这几个达人发邀约", "设置我的邮箱" once the opening words are taken:
 * several creators, or another request, not one creator's name.
 */
const NOT_ONE_CREATOR =
  /\b(?:these|those|them|they|all|creators|influencers|kols|bloggers|e-?mails?|invite|invitations?|send|settings?|mailbox)\b|这些|那些|这几|那几|他们|她们|所有|邀约|邀请|邮件|邮箱|设置|发送/iu;
