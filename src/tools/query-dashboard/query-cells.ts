import type { TFunction } from '@/lib/i18n/translator';
import type { Language } from '@/lib/i18n';
import { enumName, type EnumKind } from '@/lib/i18n/enum-names';
import { formatSignedPercent } from '@/lib/format/signed-percent';
import type { AnswerCell } from './answer-table.tsx';
import { labelOf } from './chart-option.ts';
import '@/lib/i18n/namespaces/chat';

const RATIO_COLUMNS = new Set([
  'engagement_rate',
  'positive_share',
  'negative_share',
  'comment_positive_share',
  'comment_negative_share',
]);

/** Columns whose values are codes with names of their own: youtube → YouTube, short → 短视频, US → 美国, en → 英语. */
const NAMED_VALUES: Record<string, EnumKind> = {
  platform: 'media',
  format: 'format',
  region: 'region',
  language: 'language',
};

/** A value of `column` by its name in the user's language, the value itself when it has none. */
export const valueName = (value: string, column: string, t: TFunction, language: Language) => {
  const kind = NAMED_VALUES[column];
  return kind ? enumName(kind, value, language, t) : value;
};

/**
 * A query_dashboard cell as shown: numbers grouped in the user's locale, shares as percentages. A comparison of
 * two spans (compare_periods) has a measure per row: its values are that measure's, its change a signed percentage.
 */
export function queryCellText(
  value: AnswerCell,
  column: string,
  t: TFunction,
  language: Language,
  row: readonly AnswerCell[] = [],
): string {
  const locale = language === 'zh' ? 'zh-CN' : 'en-US';
  if (column === 'change') return typeof value === 'number' ? formatSignedPercent(value) : '–';
  if (value === null) return column === 'subject' ? t('chat:tools.queryDashboard.overall') : '';
  const measureOfRow = column === 'current' || column === 'versus' ? String(row[0]) : column;
  if (typeof value === 'number')
    return RATIO_COLUMNS.has(measureOfRow)
      ? `${(value * 100).toFixed(measureOfRow === 'engagement_rate' ? 2 : 1)}%`
      : value.toLocaleString(locale, { maximumFractionDigits: 2 });
  return column === 'source' || column === 'measure'
    ? labelOf(value, t)
    : valueName(value, column, t, language);
}
