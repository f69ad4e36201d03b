import type { Language } from '../../../../src/tools/switch-language/contract.ts';
import type { Slots } from '../skills/offline-skill.ts';
import type { AskUserInput, Choice } from './ask-user-input.ts';
import { MEDIA_NAMES, type Media } from './slots/media.ts';

const FREQUENCY: Record<string, Record<Language, string>> = {
  once: { en: '', zh: '' },
  daily: { en: ', updated daily', zh: '，每天更新' },
  weekly: { en: ', updated weekly', zh: '，每周更新' },
  monthly: { en: ', updated monthly', zh: '，每月更新' },
};
const regionName = (lang: Language) => new Intl.DisplayNames([lang], { type: 'region' });
const languageName = (lang: Language) => new Intl.DisplayNames([lang], { type: 'language' });

const list = (items: readonly string[], lang: Language) =>
  lang === 'zh' ? items.join('和') : new Intl.ListFormat('en', { type: 'conjunction' }).format(items);

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];
const subjectNames = (slots: Slots): string[] =>
  Array.isArray(slots.subjects)
    ? slots.subjects.flatMap((s: unknown) =>
        s && typeof s === 'object' && 'name' in s ? [String(s.name)] : [],
      )
    : [];

/** A create request in words, for `names`, with the media, places, languages and frequency read so far. */
function requestText(names: readonly string[], slots: Slots, lang: Language): string {
  const media = list(
    strings(slots.media).map((m) => MEDIA_NAMES[m as Media] ?? m),
    lang,
  );
  const regions = list(
    strings(slots.regions).map((r) => regionName(lang).of(r) ?? r),
    lang,
  );
  const languages = list(
    strings(slots.languages).map((l) => languageName(lang).of(l) ?? l),
    lang,
  );
  const frequency = FREQUENCY[String(slots.frequency)]?.[lang] ?? '';
  if (lang === 'zh') {
    return `在${media}上创建${list(names, lang)}的看板${regions ? `，${regions}` : ''}${languages ? `，${languages}内容` : ''}${frequency}`;
  }
  return `Create a dashboard for ${list(names, lang)} on ${media}${regions ? ` in ${regions}` : ''}${languages ? ` in ${languages}` : ''}${frequency}`;
}

export function dashboardChoice(slots: Slots, lang: Language): Choice | null {
  const names = subjectNames(slots);
  if (!names.length) return null;
  return {
    label: (lang === 'zh'
      ? `创建「${list(names, lang)}」看板`
      : `Create a dashboard for ${list(names, lang)}`
    ).slice(0, 80),
    message: requestText(names, slots, lang),
  };
}

const EXAMPLES: Record<Language, string[][]> = {
  en: [['Nike running shoes', 'Adidas running shoes'], ['Xiaomi phones', 'Huawei phones'], ['Starbucks']],
  zh: [['耐克跑鞋', '阿迪达斯跑鞋'], ['小米手机', '华为手机'], ['瑞幸咖啡']],
};

const MERGE = /合并|\bmerge|\bcombine/iu;

/**
 * Without subjects there is nothing to collect: ask for them, with examples that keep what was said. Dashboards
 * are not merged ("把Nike和Adidas的看板合并"): a new one can track their subjects together, the others stay.
 */
export function missingSubjectsQuestion(slots: Slots, lang: Language, text = ''): AskUserInput | null {
  const names = subjectNames(slots);
  if (names.length && MERGE.test(text))
    return {
      question:
        lang === 'zh'
          ? `看板不能合并。要新建一个同时追踪${list(names, lang)}的看板吗？原来的看板保持不变。`
          : `Dashboards cannot be merged. Create a new one tracking ${list(names, lang)} together? The others stay as they are.`,
      choices: [dashboardChoice(slots, lang)!],
    };
  if (names.length) return null;
  return {
    question:
      lang === 'zh'
        ? '这个看板要追踪哪些品牌或话题？可以点一个示例，或直接输入你的品牌。'
        : 'Which brands or topics should the dashboard track? Pick an example or type your own.',
    choices: EXAMPLES[lang].map((names) => ({
      label: list(names, lang),
      message: requestText(names, slots, lang),
    })),
  };
}
