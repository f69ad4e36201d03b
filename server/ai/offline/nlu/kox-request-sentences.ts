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

/** The bounds a search says as numbers, each measure's ends as read (`followers_min`, `followers_max`, …). */
const BOUNDED = ['followers', 'engagement_rate', 'avg_views', 'price'] as const;
type Bounded = (typeof BOUNDED)[number];
const endsOf = (slots: Slots, measure: Bounded) => {
  const [min, max] = [slots[`${measure}_min`], slots[`${measure}_max`]];
  return [typeof min === 'number' ? min : undefined, typeof max === 'number' ? max : undefined] as const;
};

/** "粉丝10万到50万", "互动率3%以上", "报价500美元以下": as the readers read them back. */
const ZH_BOUND: Record<Bounded, [string, (n: number) => string]> = {
  followers: ['粉丝', zhAmount],
  engagement_rate: ['互动率', (n) => `${n}%`],
  avg_views: ['平均播放量', zhAmount],
  price: ['报价', (n) => `${n}美元`],
};
function zhBounds(slots: Slots): string[] {
  return BOUNDED.flatMap((measure) => {
    const [word, said] = ZH_BOUND[measure];
    const [min, max] = endsOf(slots, measure);
    if (min !== undefined && max !== undefined) return [`${word}${said(min)}到${said(max)}`];
    if (min !== undefined) return [`${word}${said(min)}以上`];
    return max !== undefined ? [`${word}${said(max)}以下`] : [];
  });
}

/** " with 100000 to 500000 followers", " under 50000 followers", " with a price under $500 per video". */
const EN_BOUND: Record<Bounded, { both: string; min: string; max: string }> = {
  followers: {
    both: 'with {min} to {max} followers',
    min: 'with over {min} followers',
    max: 'under {max} followers',
  },
  engagement_rate: {
    both: 'with an engagement rate of {min}% to {max}%',
    min: 'with an engagement rate over {min}%',
    max: 'with an engagement rate under {max}%',
  },
  avg_views: {
    both: 'with {min} to {max} average views',
    min: 'with over {min} average views',
    max: 'with under {max} average views',
  },
  price: {
    both: 'with a price of ${min} to ${max} per video',
    min: 'with a price over ${min} per video',
    max: 'with a price under ${max} per video',
  },
};
function enBounds(slots: Slots): string[] {
  return BOUNDED.flatMap((measure) => {
    const [min, max] = endsOf(slots, measure);
    const form =
      min !== undefined && max !== undefined
        ? 'both'
        : min !== undefined
          ? 'min'
          : max !== undefined
            ? 'max'
            : null;
    if (!form) return [];
    return [` ${EN_BOUND[measure][form].replace('{min}', String(min)).replace('{max}', String(max))}`];
  });
}

function zhConditions(slots: Slots): string {
  const sort = sortWords(slots, 'zh');
  const said = [
    ...(sort ? [sort] : []),
    ...zhBounds(slots),
    ...(slots.has_email === true ? ['有邮箱'] : []),
    ...strings(slots.language).map((l) => `说${LANGUAGE_NAMES.zh[l as 'en' | 'zh']}的`),
  ];
  return said.map((s) => `，${s}`).join('');
}

function enConditions(slots: Slots): string {
  const sort = sortWords(slots, 'en');
  return [
    ...(sort ? [` ${sort}`] : []),
    ...enBounds(slots),
    ...(slots.has_email === true ? [' with email'] : []),
    ...strings(slots.language).map((l) => ` in ${LANGUAGE_NAMES.en[l as 'en' | 'zh']}`),
  ].join('');
}

/** "找美国、日本的TikTok美妆达人，粉丝10万以上，有邮箱" / "find TikTok beauty creators in the US with email". */
export function findKoxSentence(slots: Slots, places: readonly string[], lang: Language): string {
  const platforms = strings(slots.platform).map((p) => MEDIA_NAMES[p as Media] ?? p);
  const names = placeNames(places, lang);
  const topics = topicNames(slots, lang);
  const tag = typeof slots.tag === 'string' ? slots.tag : null;
  // A tag is the team's own: only its database has it.
  const team = slots.scope === 'team' || tag !== null;
  if (lang === 'zh') {
    const where = team ? '在团队库里找' : '找';
    const tagged = tag === null ? '' : `标签是「${tag}」的`;
    const of = names.length ? `${names.join('、')}的` : '';
    return `${where}${tagged}${of}${platforms.join('、')}${topics.join('、')}达人${zhConditions(slots)}`;
  }
  const what = [...platforms, ...(topics.length ? [topics.join(' and ')] : [])].join(' ');
  return [
    'find',
    ...(what ? [what] : []),
    'creators',
    ...(names.length ? [`in ${names.join(' and ')}`] : []),
    ...(team ? ['in our team database'] : []),
    ...(tag === null ? [] : [`tagged "${tag}"`]),
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
