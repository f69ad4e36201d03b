import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './instance.ts';
import type { TFunction } from './translator.ts';

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

const currentLanguage = () => i18n.language;

/**
 * The texts of a namespace in the current language, re-rendering when the language changes. Every namespace's texts are added before the code that shows them runs
 * (add-namespace.ts), so there is nothing to wait for. With several namespaces the first is the default and the
 * others are reached as `ns:key`, as there.
 */
export function useTranslation(ns?: string | readonly string[]): { t: TFunction; i18n: typeof i18n } {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  const defaultNs = typeof ns === 'string' ? ns : ns?.[0];
  const t = useMemo(() => i18n.getFixedT(language, defaultNs ?? null), [language, defaultNs]);
  return { t, i18n };
}
