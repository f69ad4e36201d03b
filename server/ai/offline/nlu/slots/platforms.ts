import type { Language } from '../../../../../src/tools/switch-language/contract.ts';
import { alternation, wordBounded } from './fold-text.ts';
import type { Found } from './regions.ts';

/** Social platforms people ask for that the product does not collect from (it collects from the media in media.ts). */
const PLATFORMS = {
  xiaohongshu: {
    names: ['小红书', 'xiaohongshu', 'little red book', 'rednote', 'xhs'],
    display: { en: 'Xiaohongshu (RED)', zh: '小红书' },
  },
  bilibili: {
    names: ['bilibili', '哔哩哔哩', 'b站', 'b 站'],
    display: { en: 'Bilibili', zh: '哔哩哔哩（B站）' },
  },
  weibo: { names: ['weibo', 'sina weibo', '微博', '新浪微博'], display: { en: 'Weibo', zh: '微博' } },
  x: { names: ['twitter', '推特'], display: { en: 'X (Twitter)', zh: 'X（推特）' } },
  facebook: { names: ['facebook', 'fb', '脸书'], display: { en: 'Facebook', zh: 'Facebook' } },
} as const satisfies Record<string, { names: readonly string[]; display: Record<Language, string> }>;

export type UnsupportedPlatform = keyof typeof PLATFORMS;

const ids = Object.keys(PLATFORMS) as UnsupportedPlatform[];
const nameOf = new Map(ids.flatMap((id) => PLATFORMS[id].names.map((n) => [n, id] as const)));
/** "X" and "RED" are everyday words; they count only capitalised after "on"/"in"/"from" ("track Nike on X"). */
const SHORT: Record<string, UnsupportedPlatform> = { X: 'x', RED: 'xiaohongshu' };
const PHRASE = new RegExp(
  `(?:\\b(?:on|in|from|across)\\s+)?(?:在)?${wordBounded(alternation(nameOf.keys()))}(?:\\s*(?:上面|上|平台|里|中))?(?:的)?|\\b(?:on|in|from)\\s+(X|RED)\\b`,
  'giu',
);

/** The unsupported platforms a request names, in order, with where they were said. */
export function unsupportedPlatformsOf(text: string): Found & { values: UnsupportedPlatform[] } {
  const found: UnsupportedPlatform[] = [];
  const spans: [number, number][] = [];
  for (const m of text.matchAll(PHRASE)) {
    const short = m[1];
    const id = short
      ? short === short.toUpperCase()
        ? SHORT[short]
        : undefined
      : ids.find((p) => PLATFORMS[p].names.some((n) => m[0].toLowerCase().includes(n)));
    if (!id) continue;
    found.push(id);
    spans.push([m.index, m.index + m[0].length]);
  }
  return { values: [...new Set(found)], spans };
}

export const platformName = (id: UnsupportedPlatform, lang: Language) => PLATFORMS[id].display[lang];
