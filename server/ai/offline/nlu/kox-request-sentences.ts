import type { KoxSort } from '../../../../src/lib/kox-values.ts';
import type { Language } from '../../../../src/tools/switch-language/contract.ts';
import zh from '../../../../src/locales/zh/kox.json' with { type: 'json' };
import { KOX_TOPIC_NAMES } from './slots/kox-filters.ts';
import { MEDIA_NAMES, type Media } from './slots/media.ts';
import type { Slots } from '../skills/offline-skill.ts';

/*
 * A request for creators said again as one sentence, for a choice when the model is unsure which tool was meant:
 * every filter it read is in the sentence, so picking the choice searches or ranks with them, and the places as
 * said (also ones the databases do not cover, so that question still comes).
 */

const LANGUAGE_NAMES = { en: { en: 'English', zh: 'Chinese' }, zh: { en: '英文', zh: '中文' } } as const;
/** Short English names the request readers know, where the lists' are long ("United States"). */
export const SHORT_ENGLISH_NAMES: Record<string, string> = { US: 'US', GB: 'UK' };

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** Places as a sentence names them: "the US", "Canada", "Japan"; "美国", "中国大陆", "日本". */
export function placeNames(codes: readonly string[], lang: Language): string[] {
  const icu = new Intl.DisplayNames([lang], { type: 'region' });
  const listed: Record<string, string> = zh.country;
  return codes.map((code) => {
    const short = SHORT_ENGLISH_NAMES[code];
    const said = lang === 'en' ? short && `the ${short}` : listed[code];
    return said ?? icu.of(code) ?? code;
  });
}

function topicNames(slots: Slots, lang: Language): string[] {
  const topics = typeof slots.topics === 'string' ? slots.topics.split('|') : [];
  return topics.map((t) => KOX_TOPIC_NAMES[t as keyof typeof KOX_TOPIC_NAMES]?.[lang] ?? t);
}

/** 100000 → "10万", 2500 → "2500". */
const zhAmount = (n: number) => (n >= 10_000 && n % 10_000 === 0 ? `${n / 10_000}万` : String(n));

/** What a search ranks by, as its reader reads it back (koxSortOf). */
const SORT_WORDS: Record<Language, Partial<Record<KoxSort, string>>> = {
  zh: {
    followers: '粉丝最多',
    engagement_rate: '互动率最高',
    avg_engagement: '互动量最高',
    avg_views: '播放量最高',
    posts_per_month: '发帖最多',
    last_active: '最活跃',
  },
  en: {
    followers: 'with the most followers',
    engagement_rate: 'with the highest engagement rate',
    avg_engagement: 'with the most engagement',
    avg_views: 'with the most views',
    posts_per_month: 'with the most posts',
    last_active: 'most recently active',
  },
};
const sortWords = (slots: Slots, lang: Language) =>
  typeof slots.sort === 'string' ? SORT_WORDS[lang][slots.sort as KoxSort] : undefined;

function zhConditions(slots: Slots): string {
  const sort = sortWords(slots, 'zh');
  const said = [
    ...(sort ? [sort] : []),
    ...(typeof slots.followers_min === 'number' ? [`粉丝${zhAmount(slots.followers_min)}以上`] : []),
    ...(typeof slots.followers_max === 'number' ? [`粉丝${zhAmount(slots.followers_max)}以下`] : []),
    ...(typeof slots.engagement_rate_min === 'number' ? [`互动率${slots.engagement_rate_min}%以上`] : []),
    ...(typeof slots.engagement_rate_max === 'number' ? [`互动率${slots.engagement_rate_max}%以下`] : []),
    ...(typeof slots.avg_views_min === 'number' ? [`平均播放量${zhAmount(slots.avg_views_min)}以上`] : []),
    ...(typeof slots.avg_views_max === 'number' ? [`平均播放量${zhAmount(slots.avg_views_max)}以下`] : []),
    ...(typeof slots.price_min === 'number' ? [`报价${slots.price_min}美元以上`] : []),
    ...(typeof slots.price_max === 'number' ? [`报价${slots.price_max}美元以下`] : []),
    ...(slots.has_email === true ? ['有邮箱'] : []),
    ...strings(slots.language).map((l) => `说${LANGUAGE_NAMES.zh[l as 'en' | 'zh']}的`),
  ];
  return said.map((s) => `，${s}`).join('');
}

function enConditions(slots: Slots): string {
  const sort = sortWords(slots, 'en');
  return [
    ...(sort ? [` ${sort}`] : []),
    ...(typeof slots.followers_min === 'number' ? [` with over ${slots.followers_min} followers`] : []),
    ...(typeof slots.followers_max === 'number' ? [` under ${slots.followers_max} followers`] : []),
    ...(typeof slots.engagement_rate_min === 'number'
      ? [` with an engagement rate over ${slots.engagement_rate_min}%`]
      : []),
    ...(typeof slots.engagement_rate_max === 'number'
      ? [` with an engagement rate under ${slots.engagement_rate_max}%`]
      : []),
    ...(typeof slots.avg_views_min === 'number' ? [` with over ${slots.avg_views_min} average views`] : []),
    ...(typeof slots.avg_views_max === 'number' ? [` with under ${slots.avg_views_max} average views`] : []),
    ...(typeof slots.price_min === 'number' ? [` with a price over $${slots.price_min} per video`] : []),
    ...(typeof slots.price_max === 'number' ? [` with a price under $${slots.price_max} per video`] : []),
    ...(slots.has_email === true ? [' with email'] : []),
    ...strings(slots.language).map((l) => ` in ${LANGUAGE_NAMES.en[l as 'en' | 'zh']}`),
  ].join('');
}

/** "找美国、日本的TikTok美妆达人，粉丝10万以上，有邮箱" / "find TikTok beauty creators in the US with email". */
export function findKoxSentence(slots: Slots, places: readonly string[], lang: Language): string {
  const platforms = strings(slots.platform).map((p) => MEDIA_NAMES[p as Media] ?? p);
  const names = placeNames(places, lang);
  const topics = topicNames(slots, lang);
  if (lang === 'zh') {
    const where = slots.scope === 'team' ? '在团队库里找' : '找';
    const of = names.length ? `${names.join('、')}的` : '';
    return `${where}${of}${platforms.join('、')}${topics.join('、')}达人${zhConditions(slots)}`;
  }
  const what = [...platforms, ...(topics.length ? [topics.join(' and ')] : [])].join(' ');
  return [
    'find',
    ...(what ? [what] : []),
    'creators',
    ...(names.length ? [`in ${names.join(' and ')}`] : []),
    ...(slots.scope === 'team' ? ['in our team database'] : []),
  ]
    .join(' ')
    .concat(enConditions(slots));
}

/**
 * "推荐50个美国的TikTok达人，有邮箱：<brief>" / "recommend 50 TikTok creators in the US for this brief: <brief>";
 * for look-alikes "推荐20个TikTok达人，和@x相似" / "recommend 20 TikTok creators like @x".
 */
export function recommendKoxSentence(
  slots: Slots & ({ brief: string } | { similar_to: string }),
  places: readonly string[],
  lang: Language,
): string {
  const count = String(slots.count ?? 50);
  const platforms = strings(slots.platform).map((p) => MEDIA_NAMES[p as Media] ?? p);
  const names = placeNames(places, lang);
  const like = typeof slots.similar_to === 'string' ? slots.similar_to : null;
  if (lang === 'zh') {
    const of = names.length ? `${names.join('、')}的` : '';
    const what = like === null ? `：${String(slots.brief)}` : `，和${like}相似`;
    return `推荐${count}个${of}${platforms.join('、')}达人${zhConditions(slots)}${what}`;
  }
  const where = names.length ? ` in ${names.join(' and ')}` : '';
  const creators = [...platforms, 'creators'].join(' ');
  // A name is told in English by its capitals: any other is quoted.
  if (like !== null)
    return `recommend ${count} ${creators} like ${like.startsWith('@') ? like : `"${like}"`}${where}${enConditions(slots)}`;
  return `recommend ${count} ${creators}${where}${enConditions(slots)} for this brief: ${String(slots.brief)}`;
}
