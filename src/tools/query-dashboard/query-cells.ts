import type { TFunction } from '@/lib/i18n/translator';
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

/** Columns whose values are codes with names of their own (`enums:`): youtube → YouTube, short → 短视频. */
const NAMED_VALUES: Record<string, string> = { platform: 'media', format: 'format' };

/** A value of `column` by its name in the user's language, the value itself when it has none. */
export const valueName = (value: string, column: string, t: TFunction) =>
  NAMED_VALUES[column] ? t(`enums:${NAMED_VALUES[column]}.${value}`, { defaultValue: value }) : value;

/** A query_dashboard cell as shown: numbers grouped in the user's locale, shares as percentages. */
export function queryCellText(value: AnswerCell, column: string, t: TFunction, locale: string): string {
  if (value === null) return column === 'subject' ? t('chat:tools.queryDashboard.overall') : '';
  if (typeof value === 'number')
    return RATIO_COLUMNS.has(column)
      ? `${(value * 100).toFixed(column === 'engagement_rate' ? 2 : 1)}%`
      : value.toLocaleString(locale, { maximumFractionDigits: 2 });
  return column === 'source' ? labelOf(value, t) : valueName(value, column, t);
}
