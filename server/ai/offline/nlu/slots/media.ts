import { DASHBOARD_MEDIA, DASHBOARD_MEDIA_NAMES } from '../../../../../src/lib/api/endpoints/dashboard.ts';
import { alternation, wordBounded } from './fold-text.ts';

export type Media = (typeof DASHBOARD_MEDIA)[number];

/** How a medium is written in a sentence the model says or offers. */
export const MEDIA_NAMES = DASHBOARD_MEDIA_NAMES;

const NAMES: Record<Media, readonly string[]> = {
  youtube: ['youtube', 'you tube', 'yt', 'ytb', '油管', '优兔'],
  tiktok: ['tiktok', 'tik tok', 'tik-tok', '抖音', '抖音国际版'],
  instagram: ['instagram', 'insta', 'ins', 'ig', '照片墙'],
};
const ALL = [
  'all platforms',
  'every platform',
  'all media',
  'all three platforms',
  '所有平台',
  '全平台',
  '全部平台',
  '三个平台',
];

/** A medium with the words around it that belong to it ("on YouTube", "在油管上"), for removing it from a request. */
export const MEDIA_PHRASE = new RegExp(
  `(?:\\b(?:on|in|from|across)\\s+)?(?:在)?${wordBounded(alternation([...Object.values(NAMES).flat(), ...ALL]))}(?:\\s*(?:上面|上|平台|里|中))?(?:的)?`,
  'giu',
);

/** The media a request names, in the contract's order; "all platforms" is every one. */
export function mediaOf(text: string): Media[] {
  const t = text.toLowerCase();
  if (new RegExp(wordBounded(alternation(ALL)), 'u').test(t)) return [...DASHBOARD_MEDIA];
  return DASHBOARD_MEDIA.filter((m) => new RegExp(wordBounded(alternation(NAMES[m])), 'u').test(t));
}
