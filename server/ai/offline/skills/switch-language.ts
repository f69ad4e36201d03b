import {
  LANGUAGES,
  switchLanguageTool,
  type Language,
} from '../../../../src/tools/switch-language/contract.ts';
import { findPhrase, normalizeText } from '../normalize-text.ts';
import type { OfflineSkill } from './offline-skill.ts';

const TARGETS: Record<Language, readonly string[]> = {
  en: ['english', 'en', '英文', '英语'],
  zh: ['chinese', 'zh', 'mandarin', '中文', '汉语', '简体中文'],
};
const FROM_WORDS = ['from', '从'];

/** The language the text switches to: the last one named that is not the "from" side. */
export function matchTargetLanguage(text: string): Language | null {
  let best: { language: Language; at: number } | null = null;
  for (const language of Object.keys(TARGETS) as Language[]) {
    for (const word of TARGETS[language]) {
      const at = findPhrase(text, word);
      if (at < 0) continue;
      const before = text.slice(0, at).trimEnd();
      if (FROM_WORDS.some((f) => before.endsWith(f))) continue;
      if (!best || at > best.at) best = { language, at };
    }
  }
  return best?.language ?? null;
}

const NAMES: Record<Language, Record<Language, string>> = {
  en: { en: 'English', zh: 'Chinese' },
  zh: { en: '英文', zh: '中文' },
};

function languageChoice(language: unknown, lang: Language) {
  if (language !== 'en' && language !== 'zh') return null;
  return lang === 'zh'
    ? { label: NAMES.zh[language], message: `切换到${NAMES.zh[language]}` }
    : { label: NAMES.en[language], message: `Switch to ${NAMES.en[language]}` };
}

export const switchLanguageSkill: OfflineSkill = {
  toolName: switchLanguageTool.name,
  read(text) {
    const language = matchTargetLanguage(normalizeText(text));
    return language ? { language } : {};
  },
  ask(slots, lang) {
    if (slots.language) return null;
    return {
      question: lang === 'zh' ? '要切换成哪种语言？' : 'Which language should the interface use?',
      choices: LANGUAGES.flatMap((language) => languageChoice(language, lang) ?? []),
    };
  },
  choice: (slots, lang) => languageChoice(slots.language, lang),
  help: {
    en: '**Switch language**: “switch to Chinese”, “change language to English”.',
    zh: '**切换语言**：“切换到英文”“切换到中文”。',
  },
  can: { en: 'switch the interface language (“switch to Chinese”)', zh: '切换界面语言（“切换到英文”）' },
  close(output, lang) {
    const { language } = switchLanguageTool.output.parse(output);
    return lang === 'zh'
      ? `好的，界面已切换为${NAMES.zh[language]}。`
      : `Done. The interface is now in ${NAMES.en[language]}.`;
  },
};
