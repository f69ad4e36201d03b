import type { PostDimension } from '../../../../src/tools/query-dashboard/contract.ts';
import type { Language } from '../../../../src/tools/switch-language/contract.ts';
import { wordBounded } from './slots/fold-text.ts';

const words = (list: string) => new RegExp(wordBounded(list), 'iu');

/**
 * What a question groups the posts by ("the most popular hashtag", "哪个地区播放最多"). A platform only when the
 * question asks which one ("which platform", "各平台", "播放最高的平台"): "抖音平台上的视频" names a medium.
 */
export const POST_DIMENSION_WORDS: [PostDimension, RegExp][] = [
  ['hashtag', words('hashtags?|tags?|topics?|话题标签|话题|标签')],
  ['region', words('regions?|countries|countrys|country|地区|国家|区域')],
  ['language', words('languages?|语言|语种')],
  ['format', words('formats?|video formats?|content types?|视频格式|内容形式|视频形式|格式')],
  [
    'platform',
    words(
      '(?:which|what|each|every|per|by) (?:platforms?|media)|(?:哪个|哪些|各个?|每个|按)(?:平台|媒体)|(?:最高|最多|最好)的(?:平台|媒体)|platforms compared',
    ),
  ],
];

/** How a choice names a dimension, as the reader reads it back. */
export const POST_DIMENSION_NAMES: Record<PostDimension, Record<Language, [one: string, many: string]>> = {
  hashtag: { en: ['hashtag', 'hashtags'], zh: ['话题标签', '话题标签'] },
  region: { en: ['region', 'regions'], zh: ['地区', '地区'] },
  language: { en: ['language', 'languages'], zh: ['语言', '语言'] },
  format: { en: ['format', 'formats'], zh: ['视频格式', '视频格式'] },
  platform: { en: ['platform', 'platforms'], zh: ['平台', '平台'] },
};
