import type { Language } from '../../../src/tools/switch-language/contract.ts';
import zh from '../../../src/locales/zh/screens.json' with { type: 'json' };
import en from '../../../src/locales/en/screens.json' with { type: 'json' };

const titles: Record<Language, Record<string, string | undefined>> = { zh: zh.title, en: en.title };

/** A screen's translated title, the same text the client shows (`screens:title.<id>`). */
export function screenTitle(id: string, lang: Language): string {
  return titles[lang][id] ?? id;
}

const viewTitles: Record<Language, Record<string, string | undefined>> = {
  zh: zh.viewTitle,
  en: en.viewTitle,
};

/** A screen view's translated title, the same text the client shows (`screens:viewTitle.<id>`). */
export function viewTitle(id: string, lang: Language): string {
  return viewTitles[lang][id] ?? id;
}
