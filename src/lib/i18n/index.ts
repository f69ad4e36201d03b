import { readString, writeString } from '../storage.ts';
import { resources } from './resources.ts';
import { i18n } from './instance.ts';
import { useTranslation } from './use-translation.ts';

export type Language = 'zh' | 'en';

export const LOCALE_STORAGE_KEY = 'locale';
export const DEFAULT_LANGUAGE: Language = 'zh';

/** Spec §4: Chinese when the stored value is zh, otherwise English; nothing stored means zh. */
export function toLanguage(value: string | null | undefined): Language {
  if (value === null || value === undefined || value === '') return DEFAULT_LANGUAGE;
  return value === 'zh' ? 'zh' : 'en';
}

export function storedLanguage(): Language {
  return toLanguage(readString(LOCALE_STORAGE_KEY));
}

function applyDocumentLanguage(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng === 'zh' ? 'zh-CN' : 'en';
}

let initialized = false;

/**
 * Loads the core texts and the stored language once, and follows language changes made in other tabs. Calling
 * it again re-reads the stored locale.
 */
export function initI18n(): typeof i18n {
  if (!initialized) {
    initialized = true;
    for (const [lng, bundles] of Object.entries(resources))
      for (const [ns, texts] of Object.entries(bundles)) i18n.addResourceBundle(lng, ns, texts);
    i18n.language = storedLanguage();
    i18n.on('languageChanged', applyDocumentLanguage);
    applyDocumentLanguage(i18n.language);
    if (typeof window !== 'undefined') {
      window.addEventListener('storage', (event) => {
        if (event.key === LOCALE_STORAGE_KEY || event.key === null)
          void i18n.changeLanguage(storedLanguage());
      });
    }
  } else if (i18n.language !== storedLanguage()) {
    void i18n.changeLanguage(storedLanguage());
  }
  return i18n;
}

export async function setLanguage(lng: Language): Promise<void> {
  writeString(LOCALE_STORAGE_KEY, lng);
  await i18n.changeLanguage(lng);
}

/** The current language, re-rendering on change, and the setter. */
export function useLanguage(): { language: Language; setLanguage: typeof setLanguage } {
  const { i18n: instance } = useTranslation();
  return { language: toLanguage(instance.resolvedLanguage ?? instance.language), setLanguage };
}

initI18n();

export { i18n };
