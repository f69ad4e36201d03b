import { escapeMarkdown } from '../../../../src/lib/markdown/escape-markdown.ts';
import { recommendKoxTool } from '../../../../src/tools/recommend-kox/contract.ts';
import { recommendAudienceOf, recommendBriefOf, recommendCountOf } from '../nlu/slots/kox-brief.ts';
import { recommendKoxSentence } from '../nlu/kox-request-sentences.ts';
import {
  creatorPlacesOf,
  koxCountriesOf,
  koxFollowersOf,
  koxHasEmailOf,
  koxLanguagesOf,
  koxPlatformsOf,
} from '../nlu/slots/kox-filters.ts';
import { uncoveredCountryQuestion } from '../nlu/uncovered-kox-country.ts';
import type { OfflineSkill } from './offline-skill.ts';

export const recommendKoxSkill: OfflineSkill = {
  toolName: recommendKoxTool.name,
  read(text) {
    const brief = recommendBriefOf(text);
    const count = recommendCountOf(text);
    const platform = koxPlatformsOf(text);
    const country = koxCountriesOf(text);
    const language = koxLanguagesOf(text);
    return {
      ...(brief ? { brief } : {}),
      ...(count ? { count } : {}),
      ...(platform.length ? { platform } : {}),
      ...(country.length ? { country } : {}),
      ...(language.length ? { language } : {}),
      ...koxFollowersOf(text),
      ...(koxHasEmailOf(text) ? { has_email: true } : {}),
      ...recommendAudienceOf(text),
    };
  },
  // The brief is what the ranking reads: without one there is nothing to recommend for.
  ask: (slots, lang, text) =>
    uncoveredCountryQuestion(text, lang) ??
    (slots.brief
      ? null
      : {
          question:
            lang === 'zh'
              ? '请说一下这次推广的brief：产品、目标人群和地区。'
              : 'What is the brief? Tell me the product, who it is for and where.',
          choices: [
            {
              label: lang === 'zh' ? '越野跑鞋新品（美国）' : 'Trail running shoes (US)',
              message:
                lang === 'zh'
                  ? '给我推荐50个适合美国越野跑鞋新品的达人'
                  : 'recommend 50 creators for a trail running shoe launch in the US',
            },
          ],
        }),
  choice: (slots, lang, text) =>
    typeof slots.brief === 'string'
      ? {
          label: lang === 'zh' ? '推荐达人' : 'Recommend creators',
          message: recommendKoxSentence({ ...slots, brief: slots.brief }, creatorPlacesOf(text).values, lang),
        }
      : null,
  help: {
    en: '**Recommend creators**: “recommend 50 creators for a trail running shoe launch in the US”.',
    zh: '**推荐达人**：“给我推荐50个适合美国越野跑鞋新品的达人”。',
  },
  can: {
    en: 'recommend creators for a brief (“recommend 50 creators for our serum launch”)',
    zh: '按brief推荐达人（“推荐50个适合新款精华的达人”）',
  },
  close(output, lang) {
    const { results_count, list, words_matched } = recommendKoxTool.output.parse(output);
    const top = list[0] ? escapeMarkdown(list[0].nickname) : '';
    const unmatched = words_matched === false;
    if (lang === 'zh')
      return results_count
        ? `按匹配度排好了 ${results_count} 位达人，最匹配的是 ${top}（${list[0]?.fit} 分）。${unmatched ? '不过没有达人的内容用到需求里的词，这次只按受众和表现排序，可以换个说法再试。' : '可以打开完整列表，或一键加入团队库。'}`
        : '没有符合条件的达人，可以放宽筛选条件再试。';
    return results_count
      ? `Ranked ${results_count} creators by fit; the best match is **${top}** (${list[0]?.fit}). ${unmatched ? "No creator's posts use the brief's words, though, so this ranking is by audience and performance alone: try other words." : 'Open the full list or add them all to the team database from the card.'}`
      : 'No creator matches these requirements; try fewer filters.';
  },
};
