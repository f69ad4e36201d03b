import { findPhrase, mentionsAny } from '../normalize-text.ts';

/**
 * Reading a dashboard request ("track Nike and Adidas running shoes on YouTube in the US, weekly"): media,
 * regions, frequency and the analysis subjects, from the normalized text, in zh and en.
 */
const MEDIA: Record<'youtube' | 'tiktok' | 'instagram', readonly string[]> = {
  youtube: ['youtube', 'yt', '油管'],
  tiktok: ['tiktok', 'tik tok', '抖音'],
  instagram: ['instagram', 'ins', 'ig', '照片墙'],
};

const REGIONS: Record<string, readonly string[]> = {
  US: ['the us', 'in us', 'u.s.', 'usa', 'united states', 'america', '美国'],
  GB: ['the uk', 'in uk', 'united kingdom', 'britain', 'england', '英国'],
  CN: ['china', '中国'],
  JP: ['japan', '日本'],
  KR: ['korea', 'south korea', '韩国'],
  DE: ['germany', '德国'],
  FR: ['france', '法国'],
  CA: ['canada', '加拿大'],
  IN: ['india', '印度'],
  BR: ['brazil', '巴西'],
  AU: ['australia', '澳大利亚', '澳洲'],
};

const FREQUENCIES: Record<'daily' | 'weekly' | 'monthly', readonly string[]> = {
  daily: ['daily', 'every day', 'each day', '每天', '每日'],
  weekly: ['weekly', 'every week', 'each week', '每周', '每星期', '每个星期'],
  monthly: ['monthly', 'every month', 'each month', '每月', '每个月'],
};

export const TRACK_WORDS = [
  'track',
  'monitor',
  'keep an eye on',
  'create a dashboard',
  'create dashboard',
  'build a dashboard',
  'make a dashboard',
  'new dashboard',
  '追踪',
  '跟踪',
  '监测',
  '监控',
  '创建看板',
  '新建看板',
  '建一个看板',
  '做一个看板',
  '创建一个看板',
];

type Media = keyof typeof MEDIA;
type Frequency = keyof typeof FREQUENCIES | 'once';

export function mediaOf(text: string): Media[] {
  return (Object.keys(MEDIA) as Media[]).filter((m) => mentionsAny(text, MEDIA[m]));
}

export function regionsOf(text: string): string[] {
  return Object.keys(REGIONS).filter((code) => mentionsAny(text, REGIONS[code] ?? []));
}

export function frequencyOf(text: string): Frequency {
  return (
    (Object.keys(FREQUENCIES) as (keyof typeof FREQUENCIES)[]).find((f) =>
      mentionsAny(text, FREQUENCIES[f]),
    ) ?? 'once'
  );
}

/** The words that are not part of a subject: media, regions, frequencies. */
const NOISE = [...Object.values(MEDIA), ...Object.values(REGIONS), ...Object.values(FREQUENCIES)]
  .flat()
  .sort((a, b) => b.length - a.length);

const LEADING =
  /^(?:(?:a|an|the|new|my|our|dashboard|dashboards|for|about|on|of|to)(?:\s+|$)|(?:看板|关于|上的|上|的|在)\s*)+/u;
const EN_STOP = /\s(?:on|in|across|from|for|every|with|at|during)\s|[.;!?:。；！？：]/u;
const ZH_STOP = /[,.;!?:，。；！？：]|在|的数据|数据|的情况|情况/u;
const SPLIT = /\s*(?:,|、|\band\b|\bvs\.?\b|\bversus\b|&|和|与|及|跟|对比|以及)\s*/u;

/** The text right after the first track word, up to the first place, time or media phrase. */
function subjectPhrase(text: string): string | null {
  let best: { at: number; word: string } | null = null;
  for (const word of TRACK_WORDS) {
    const at = findPhrase(text, word);
    if (at >= 0 && (!best || at < best.at)) best = { at, word };
  }
  if (!best) return null;
  let rest = text.slice(best.at + best.word.length);
  for (const noise of NOISE) {
    const at = findPhrase(rest, noise);
    if (at >= 0) rest = `${rest.slice(0, at)} ${rest.slice(at + noise.length)}`;
  }
  rest = rest.replace(/\s+/g, ' ').trim().replace(LEADING, '');
  const stop = rest.search(/[\u4e00-\u9fff]/u) >= 0 ? ZH_STOP : EN_STOP;
  const cut = rest.search(stop);
  return (cut >= 0 ? rest.slice(0, cut) : rest).replace(/\s+(on|in|the|a)$/u, '').trim();
}

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const words = (s: string) =>
  /\s/.test(s) ? s.split(/\s+/) : [...segmenter.segment(s)].map((x) => x.segment);
const capitalize = (s: string) => s.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
const joinWords = (list: readonly string[], cjk: boolean) => list.join(cjk ? '' : ' ');

export interface RequestedSubject {
  name: string;
  keywords: string;
}

/**
 * "nike and adidas running shoes" → Nike running shoes / Adidas running shoes with the keyword queries
 * `nike+running shoes` / `adidas+running shoes`: a shared tail that only the last brand carries applies to all.
 */
export function subjectsOf(text: string): RequestedSubject[] {
  const phrase = subjectPhrase(text);
  if (!phrase) return [];
  const parts = phrase
    .split(SPLIT)
    .map((p) => p.trim())
    .filter((p) => p && !/^(and|or|the)$/.test(p));
  if (parts.length === 0) return [];
  const last = parts.at(-1) ?? '';
  const cjk = /[\u4e00-\u9fff]/u.test(last);
  const lastWords = words(last);
  const tailWord = lastWords.at(-1) ?? '';
  const tail =
    parts.length > 1 && cjk
      ? tailWord.length >= 2 && last.length > tailWord.length
        ? tailWord
        : ''
      : parts.length > 1 && parts.slice(0, -1).every((p) => !p.includes(' ')) && lastWords.length > 1
        ? joinWords(lastWords.slice(1), false)
        : '';
  const brands = tail ? [...parts.slice(0, -1), last.slice(0, last.length - tail.length).trim()] : parts;
  return brands.slice(0, 5).map((brand) => {
    const name = capitalize(tail ? `${brand}${cjk ? '' : ' '}${tail}` : brand);
    const own = words(brand);
    const terms = tail
      ? [brand, tail]
      : !cjk && own.length > 1
        ? [own[0] ?? brand, joinWords(own.slice(1), false)]
        : [brand];
    return { name, keywords: terms.map((t) => t.replace(/[+|()\\]/g, ' ').trim()).join('+') };
  });
}
