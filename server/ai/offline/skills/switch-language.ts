import { switchLanguageTool, type Language } from '../../../../src/tools/switch-language/contract.ts';
import { findPhrase, mentionsAny } from '../normalize-text.ts';
import type { OfflineSkill } from './offline-skill.ts';

const SWITCH_WORDS = [
  'switch',
  'change',
  'set',
  'use',
  'language',
  'lang',
  'speak',
  'reply in',
  'in english',
  'in chinese',
  '切换',
  '换成',
  '换到',
  '改成',
  '改为',
  '设置',
  '设为',
  '语言',
  '用中文',
  '用英文',
  '说中文',
  '说英文',
];
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

export const switchLanguageSkill: OfflineSkill = {
  toolName: switchLanguageTool.name,
  match(text) {
    if (!mentionsAny(text, SWITCH_WORDS)) return null;
    const language = matchTargetLanguage(text);
    return language ? { language } : null;
  },
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
