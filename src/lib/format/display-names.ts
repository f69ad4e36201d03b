const displayNames = new Map<string, Intl.DisplayNames>();

/**
 * A region's or a language's name in the UI language from ICU's (CLDR) names: US → 美国 / United States, en → 英语 /
 * English, for every ISO code without a list kept here; what was sent when it is not a well-formed code.
 */
export function displayName(kind: 'region' | 'language', code: string, language: 'zh' | 'en'): string {
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
