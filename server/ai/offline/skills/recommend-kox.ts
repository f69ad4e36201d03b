import { escapeMarkdown } from '../../../../src/lib/markdown/escape-markdown.ts';
import { recommendKoxTool } from '../../../../src/tools/recommend-kox/contract.ts';
import type { Language } from '../../../../src/tools/switch-language/contract.ts';
import { recommendAudienceOf, recommendBriefOf, recommendCountOf } from '../nlu/slots/kox-brief.ts';
import { recommendKoxSentence } from '../nlu/kox-request-sentences.ts';
import { asksForUnnamedLookalikes, koxSimilarToOf } from '../nlu/slots/kox-similar.ts';
import {
  creatorPlacesOf,
  koxCountriesOf,
  koxEngagementRateOf,
  koxFollowersOf,
  koxHasEmailOf,
  koxLanguagesOf,
  koxPlatformsOf,
} from '../nlu/slots/kox-filters.ts';
import { koxMeasureBoundsOf } from '../nlu/slots/kox-measure-bounds.ts';
import { uncoveredCountryQuestion } from '../nlu/uncovered-kox-country.ts';
import type { AskUserInput } from '../nlu/ask-user-input.ts';
import type { OfflineSkill } from './offline-skill.ts';

/** The example brief offered when none was said; it keeps the filters that were ("报价500美元以内"). */
const EXAMPLE_BRIEF = { zh: '美国越野跑鞋新品', en: 'a trail running shoe launch in the US' } as const;

const briefQuestion = (slots: Record<string, unknown>, lang: Language, text: string): AskUserInput => ({
  question:
    lang === 'zh'
      ? '请说一下这次推广的brief：产品、目标人群和地区。'
      : 'What is the brief? Tell me the product, who it is for and where.',
  choices: [
    {
      label: lang === 'zh' ? '越野跑鞋新品（美国）' : 'Trail running shoes (US)',
      message: recommendKoxSentence(
        { ...slots, brief: EXAMPLE_BRIEF[lang] },
        creatorPlacesOf(text).values,
        lang,
      ),
    },
  ],
});

const whichCreatorQuestion = (lang: Language): AskUserInput => ({
  question:
    lang === 'zh'
      ? '要找和哪位达人相似的？请说出达人的 @账号或名字。'
      : 'Creators like whom? Give the creator’s @handle or name.',
  choices: [
    {
      label: lang === 'zh' ? '搜索达人' : 'Find creators',
      message: lang === 'zh' ? '找达人' : 'find creators',
    },
  ],
});

export const recommendKoxSkill: OfflineSkill = {
  toolName: recommendKoxTool.name,
  read(text) {
    // "creators like @x": the creator stands for the brief, and the words around the name are not one.
    const similarTo = koxSimilarToOf(text);
    const brief = similarTo || asksForUnnamedLookalikes(text) ? undefined : recommendBriefOf(text);
    const count = recommendCountOf(text);
    const platform = koxPlatformsOf(text);
    const country = koxCountriesOf(text);
    const language = koxLanguagesOf(text);
    return {
      ...(brief ? { brief } : {}),
      ...(similarTo ? { similar_to: similarTo } : {}),
      ...(count ? { count } : {}),
      ...(platform.length ? { platform } : {}),
      ...(country.length ? { country } : {}),
      ...(language.length ? { language } : {}),
      ...koxFollowersOf(text),
      ...koxEngagementRateOf(text),
      ...koxMeasureBoundsOf(text).bounds,
      ...(koxHasEmailOf(text) ? { has_email: true } : {}),
      ...(similarTo ? {} : recommendAudienceOf(text)),
    };
  },
  // The brief (or the creator to match) is what the ranking reads: without one there is nothing to recommend for.
  ask: (slots, lang, text) =>
    uncoveredCountryQuestion(text, lang) ??
    (slots.brief || slots.similar_to
      ? null
      : asksForUnnamedLookalikes(text)
        ? whichCreatorQuestion(lang)
        : briefQuestion(slots, lang, text)),
  choice: (slots, lang, text) => {
    const places = creatorPlacesOf(text).values;
    if (typeof slots.similar_to === 'string')
      return {
        label: lang === 'zh' ? '找相似达人' : 'Find similar creators',
        message: recommendKoxSentence({ ...slots, similar_to: slots.similar_to }, places, lang),
      };
    if (typeof slots.brief === 'string')
      return {
        label: lang === 'zh' ? '推荐达人' : 'Recommend creators',
        message: recommendKoxSentence({ ...slots, brief: slots.brief }, places, lang),
      };
    return null;
  },
  unmistakable: (slots) => typeof slots.similar_to === 'string',
  help: {
    en: '**Recommend creators**: “recommend 50 creators for a trail running shoe launch in the US”, or “find creators like @priyaruns1”.',
    zh: '**推荐达人**：“给我推荐50个适合美国越野跑鞋新品的达人”，或“找和@priyaruns1相似的达人”。',
  },
  can: {
    en: 'recommend creators for a brief (“recommend 50 creators for our serum launch”)',
    zh: '按brief推荐达人（“推荐50个适合新款精华的达人”）',
  },
  close(output, lang) {
    const { results_count, list, words_matched, similar_to } = recommendKoxTool.output.parse(output);
    const top = list[0] ? escapeMarkdown(list[0].nickname) : '';
    const unmatched = words_matched === false;
    if (similar_to) return similarClose(similar_to.nickname, results_count, top, list[0]?.fit, lang);
    if (lang === 'zh')
      return results_count
        ? `按匹配度排好了 ${results_count} 位达人，最匹配的是 ${top}（${list[0]?.fit} 分）。${unmatched ? '不过没有达人的内容用到需求里的词，这次只按受众和表现排序，可以换个说法再试。' : '可以打开完整列表，或一键加入团队库。'}`
        : '没有符合条件的达人，可以放宽筛选条件再试。';
    return results_count
      ? `Ranked ${results_count} creators by fit; the best match is **${top}** (${list[0]?.fit}). ${unmatched ? "No creator's posts use the brief's words, though, so this ranking is by audience and performance alone: try other words." : 'Open the full list or add them all to the team database from the card.'}`
      : 'No creator matches these requirements; try fewer filters.';
  },
};

function similarClose(like: string, count: number, top: string, fit: number | undefined, lang: Language) {
  const name = escapeMarkdown(like);
  if (lang === 'zh')
    return count
      ? `找到 ${count} 位与「${name}」相似的达人，最相似的是 ${top}（${fit} 分）。可以打开完整列表，或一键加入团队库。`
      : `没有找到与「${name}」相似且符合条件的达人，可以放宽筛选条件再试。`;
  return count
    ? `Found ${count} creators like **${name}**; the closest is **${top}** (${fit}). Open the full list or add them all to the team database from the card.`
    : `No creator like **${name}** matches these requirements; try fewer filters.`;
}
