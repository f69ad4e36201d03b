import type { TFunction } from '@/lib/i18n/translator';
import type { Language } from './index.ts';
import { displayName } from '../format/display-names.ts';

/** Codes the API sends as they are: ISO regions and languages, platforms, post formats. */
export type EnumKind = 'region' | 'language' | 'media' | 'format';

/**
 * A code as people read it in the UI language: US → 美国 / United States, en → 英语 / English (every ISO region
 * and language, from the browser's CLDR names), youtube → YouTube, short → 短视频 / Short video.
 */
export function enumName(kind: EnumKind, code: string, language: Language, t: TFunction): string {
  if (kind === 'region' || kind === 'language') return displayName(kind, code, language);
  return t(`enums:${kind}.${code}`, { lng: language, defaultValue: code });
}
