import type { TFunction } from '@/lib/i18n/translator';
import type { Language } from './index.ts';

/** Codes the API sends as they are: ISO regions and languages, platforms, post formats. */
export type EnumKind = 'region' | 'language' | 'media' | 'format';

const displayNames = new Map<string, Intl.DisplayNames>();

function displayName(kind: 'region' | 'language', code: string, language: Language): string {
  const cacheKey = `${language}:${kind}`;
  let names = displayNames.get(cacheKey);
  if (!names) {
    names = new Intl.DisplayNames([language === 'zh' ? 'zh-CN' : 'en'], { type: kind, fallback: 'code' });
    displayNames.set(cacheKey, names);
  }
  try {
    return names.of(kind === 'region' ? code.toUpperCase() : code) ?? code;
  } catch {
    // Not a well-formed code (RangeError): show what was sent rather than nothing.
    return code;
  }
}

/**
 * A code as people read it in the UI language: US → 美国 / United States, en → 英语 / English (every ISO region
 * and language, from the browser's CLDR names), youtube → YouTube, short → 短视频 / Short video.
 */
export function enumName(kind: EnumKind, code: string, language: Language, t: TFunction): string {
  if (kind === 'region' || kind === 'language') return displayName(kind, code, language);
  return t(`enums:${kind}.${code}`, { lng: language, defaultValue: code });
}
