import type { TFunction } from 'i18next';
import { i18n, toLanguage, type Language } from '@/lib/i18n';
import type { ReportContext } from './report-table-types.ts';

export interface ResolvedContext {
  t: TFunction;
  language: Language;
  subjectName(id: string): string;
  localized(label: { zh: string; en: string }): string;
  /** A bucket key as shown; `unknown` is translated. */
  bucket(key: string): string;
}

export function resolveContext(t: TFunction, context: ReportContext = {}): ResolvedContext {
  const language = context.language ?? toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const names = new Map((context.subjects ?? []).map((s) => [s.subject_id, s.name]));
  return {
    t,
    language,
    subjectName: (id) => names.get(id) || id,
    localized: (label) => label[language] || label.en || label.zh,
    bucket: (key) => (key === 'unknown' ? t('dashboard:report.unknown') : key),
  };
}
