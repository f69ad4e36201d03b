import { EMPTY, formatDate, formatPercent, formatTwoDecimal } from '@/lib/format';
import type { ReportCell, ReportColumn } from './report-table-types.ts';

/** A raw table cell as shown on screen (spec §9 formats). */
export function formatCell(column: ReportColumn, value: ReportCell | undefined): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  switch (column.format) {
    case 'percent':
      return formatPercent(value);
    case 'date':
      return formatDate(value);
    case 'text':
      return String(value);
    default:
      return typeof value === 'number' ? formatTwoDecimal(value) : value;
  }
}
