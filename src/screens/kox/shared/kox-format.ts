import { formatCompactLocalized, formatPercent } from '@/lib/format';
import type { Language } from '@/lib/i18n';

const LOCALES: Record<Language, string> = { zh: 'zh-CN', en: 'en-US' };

/** A count the way each language reads it: 1.2M in English, 120万 in Chinese. */
export const formatCount = (value: number, language: Language) => formatCompactLocalized(value, language);

/** A rate the API gives in percent already (engagement rate). */
export const formatRate = (percent: number) => formatPercent(percent, { ratio: false });

/** US dollars, grouped per language, cents only when there are any (`digits` for sub-cent costs per view). */
export function formatUsd(value: number, language: Language, digits = 2): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: 'USD',
    // Cents as cents ("$480.50", not "$480.5").
    minimumFractionDigits: Number.isInteger(value) ? 0 : Math.min(2, digits),
    maximumFractionDigits: Number.isInteger(value) ? 0 : digits,
  }).format(value);
}

/** A figure an imported or collected creator's source did not give: a dash, the same in both languages. */
export const UNKNOWN_FIGURE = '—';

/** Formats a figure that may be unknown. */
export const formatKnown = <T>(value: T | null, format: (v: T) => string): string =>
  value === null ? UNKNOWN_FIGURE : format(value);
