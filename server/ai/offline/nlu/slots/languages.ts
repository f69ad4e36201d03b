import { namedCodes, nameIndex } from './display-names.ts';
import { wordBounded } from './fold-text.ts';
import type { Found } from './regions.ts';

/** Withdrawn ISO 639 codes that ICU still names (as their successors). */
const WITHDRAWN = new Set(['in', 'iw', 'ji', 'jw', 'mo', 'sh']);
const ALIASES: Record<string, readonly string[]> = {
  zh: ['mandarin', 'cantonese', '汉语', '普通话', '华语', '中文'],
  en: ['英文'],
  ja: ['日文'],
  ko: ['韩文'],
  fr: ['法文'],
  de: ['德文'],
  es: ['西语', '西文'],
  fa: ['farsi'],
};

const names = namedCodes('language', WITHDRAWN);
const isHan = (s: string) => /\p{Script=Han}/u.test(s);
const en = nameIndex(
  [...names].map(([code, n]) => [code, [...n.en, ...(ALIASES[code] ?? []).filter((a) => !isHan(a))]]),
);
const zh = nameIndex(
  [...names].map(([code, n]) => [
    code,
    [...n.zh.filter((z) => !/[（(]/u.test(z)), ...(ALIASES[code] ?? []).filter(isHan)],
  ]),
);

const NAME = wordBounded(en.pattern);
const LIST = `${NAME}(?:\\s*(?:,|and|&|/|or)\\s*${NAME})*`;
/**
 * English names need context: "in Spanish", "languages: French", "Spanish-language", "Spanish videos", or a
 * list item of their own ("in Japan, japanese and korean, monthly").
 */
const EN = new RegExp(
  `\\b(?:in|languages?:?)\\s+${LIST}(?:[\\s-]+(?:language|speaking|content|videos|posts))?|${LIST}[\\s-]+(?:language|speaking|content|videos|posts)\\b|(?<=,\\s*)${LIST}(?=\\s*(?:[,;.]|$))`,
  'giu',
);
const EN_NAME = new RegExp(NAME, 'giu');
const ZH = new RegExp(`(?:用|说)?(?:${zh.pattern})(?:的)?(?:内容|视频|帖子)?`, 'gu');
const ZH_NAME = new RegExp(zh.pattern, 'u');

/** Every content language a request names, as ISO 639-1 codes in the order they appear. */
export function languagesOf(text: string): Found {
  const found: { at: number; code: string }[] = [];
  const spans: [number, number][] = [];
  for (const m of text.matchAll(EN)) {
    spans.push([m.index, m.index + m[0].length]);
    for (const n of m[0].matchAll(EN_NAME)) {
      const code = en.codeOf.get(n[0].normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
      if (code) found.push({ at: m.index + n.index, code });
    }
  }
  for (const m of text.matchAll(ZH)) {
    spans.push([m.index, m.index + m[0].length]);
    const code = zh.codeOf.get(m[0].match(ZH_NAME)?.[0] ?? '');
    if (code) found.push({ at: m.index, code });
  }
  return { values: [...new Set(found.sort((a, b) => a.at - b.at).map((f) => f.code))], spans };
}
