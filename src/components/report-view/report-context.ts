import type { TFunction } from '@/lib/i18n/translator';
import { i18n, toLanguage, type Language } from '@/lib/i18n';
import { enumName, type EnumKind } from '@/lib/i18n/enum-names';
import type { ReportContext } from './report-table-types.ts';
import '@/lib/i18n/namespaces/dashboard';

export interface ResolvedContext {
  t: TFunction;
  language: Language;
  subjectName(id: string): string;
  localized(label: { zh: string; en: string }): string;
  /** A bucket key of this component as shown: `unknown`, regions, languages, media and formats translated. */
  bucket(key: string): string;
  /** A code of a record's field (a post's platform, a channel's region) as shown. */
  code(kind: EnumKind, code: string): string;
}

/** The components whose buckets are codes rather than ranges or labels. */
const BUCKET_KINDS: Readonly<Record<string, EnumKind>> = {
  db_video_format: 'format',
  db_video_language: 'language',
  db_video_region: 'region',
  db_related_channel_region_distribution: 'region',
  db_video_media_distribution: 'media',
  db_channel_media_distribution: 'media',
};

export function resolveContext(t: TFunction, context: ReportContext = {}, apiKey = ''): ResolvedContext {
  const language = context.language ?? toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const names = new Map((context.subjects ?? []).map((s) => [s.subject_id, s.name]));
  const code = (kind: EnumKind, value: string) => enumName(kind, value, language, t);
  const bucketKind = BUCKET_KINDS[apiKey];
  return {
    t,
    language,
    subjectName: (id) => names.get(id) || id,
    localized: (label) => label[language] || label.en || label.zh,
    bucket: (key) =>
      key === 'unknown' ? t('dashboard:report.unknown') : bucketKind ? code(bucketKind, key) : key,
    code,
  };
}
