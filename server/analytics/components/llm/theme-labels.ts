import type { ThemeOrOther } from '../../../../src/lib/report-components/llm-results.ts';
import { otherLabel, themeDictionary } from '../../../ai/text-analytics/theme-dictionary.ts';

export const themeLabel = (theme: ThemeOrOther) =>
  theme === 'other' ? otherLabel : themeDictionary[theme].label;

/** A provider's theme string as a known key; anything else is `other`. */
export const asTheme = (value: string | undefined): ThemeOrOther =>
  value !== undefined && Object.hasOwn(themeDictionary, value) ? (value as ThemeOrOther) : 'other';

/** Count and share per theme, most frequent first, `other` last. */
export function themeCounts(themes: readonly ThemeOrOther[]) {
  const counts = new Map<ThemeOrOther, number>();
  for (const t of themes) counts.set(t, (counts.get(t) ?? 0) + 1);
  const total = themes.length;
  return [...counts]
    .sort(
      (a, b) => Number(a[0] === 'other') - Number(b[0] === 'other') || b[1] - a[1] || (a[0] < b[0] ? -1 : 1),
    )
    .map(([theme, count]) => ({ theme, label: themeLabel(theme), count, share: total ? count / total : 0 }));
}
