import { escapeMarkdown } from '../../../../src/lib/markdown/escape-markdown.ts';
import { findKoxTool } from '../../../../src/tools/find-kox/contract.ts';
import { findKoxSentence } from '../nlu/kox-request-sentences.ts';
import {
  creatorPlacesOf,
  koxCountriesOf,
  koxEngagementRateOf,
  koxLanguagesOf,
  koxFollowersOf,
  koxHasEmailOf,
  koxPlatformsOf,
  koxScopeOf,
  koxSortOf,
  koxTopicsOf,
} from '../nlu/slots/kox-filters.ts';
import { foreignPriceQuestion } from '../nlu/foreign-price-question.ts';
import { koxMeasureBoundsOf } from '../nlu/slots/kox-measure-bounds.ts';
import { searchedTagOf } from '../nlu/slots/team-tags.ts';
import { uncoveredCountryQuestion } from '../nlu/uncovered-kox-country.ts';
import type { OfflineSkill } from './offline-skill.ts';

export const findKoxSkill: OfflineSkill = {
  toolName: findKoxTool.name,
  read(said) {
    // A tag such as "美妆" is not also a topic: the others read the text without it.
    const { tag, rest: text } = searchedTagOf(said);
    const platform = koxPlatformsOf(text);
    const country = koxCountriesOf(text);
    const language = koxLanguagesOf(text);
    const topics = koxTopicsOf(text);
    // A tag is the team's own: only its database has it.
    const scope = tag ? 'team' : koxScopeOf(text);
    const sort = koxSortOf(text);
    return {
      ...(scope ? { scope } : {}),
      ...(platform.length ? { platform } : {}),
      ...(country.length ? { country } : {}),
      ...(language.length ? { language } : {}),
      ...(topics ? { topics } : {}),
      ...koxFollowersOf(text),
      ...koxEngagementRateOf(text),
      ...koxMeasureBoundsOf(text).bounds,
      ...(koxHasEmailOf(text) ? { has_email: true } : {}),
      ...(sort ? { sort } : {}),
      ...(tag ? { tag } : {}),
    };
  },
  ask: (slots, lang, text) => uncoveredCountryQuestion(text, lang) ?? foreignPriceQuestion(text, slots, lang),
  // Every filter is optional: with none the tool lists the whole database, biggest first.
  choice: (slots, lang, text) => ({
    label: lang === 'zh' ? '搜索达人' : 'Find creators',
    message: findKoxSentence(slots, creatorPlacesOf(text).values, lang),
  }),
  help: {
    en: '**Find creators**: “find TikTok beauty creators in the US with over 100k followers”, “creators in our team database tagged spring”.',
    zh: '**搜索达人**：“找美国的TikTok美妆达人，粉丝10万以上”、“团队库里标签是春季的达人”。',
  },
  can: {
    en: 'search the creator databases (“show me running creators with e-mail”)',
    zh: '搜索达人库（“有邮箱的跑步博主”）',
  },
  close(output, lang) {
    const { total, list } = findKoxTool.output.parse(output);
    const top = list[0] ? escapeMarkdown(list[0].nickname) : '';
    const count = total.toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-US');
    if (lang === 'zh') return total ? `找到 ${count} 位达人，排在最前的是 ${top}。` : '没有符合条件的达人。';
    return total ? `Found ${count} creators; the first is **${top}**.` : 'No creator matches these filters.';
  },
};
