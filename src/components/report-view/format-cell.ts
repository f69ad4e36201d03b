import {
  EMPTY,
  formatDate,
  formatPercent,
  formatSignedPercent,
  formatTwoDecimal,
  formatUsd,
  toFiniteNumber,
} from '@/lib/format';
import type { CellFormat, ReportCell, ReportColumn } from './report-table-types.ts';

/**
 * A raw table cell as shown on screen (spec §9 formats). `rowFormat` is the row's own format for a column that
 * says only `number` (ReportTable.rowFormats). Text in a number column (the words "Not measured") shows as is.
 */
export function formatCell(
  column: ReportColumn,
  value: ReportCell | undefined,
  rowFormat?: CellFormat,
): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  const format = (column.format ?? 'number') === 'number' ? (rowFormat ?? 'number') : column.format;
  if (typeof value === 'string' && format !== 'text' && format !== 'date' && toFiniteNumber(value) === null)
    return value;
  switch (format) {
    case 'percent':
      return formatPercent(value);
    case 'change':
      return formatSignedPercent(value);
    case 'usd':
      return formatUsd(value);
    case 'date':
      return formatDate(value);
    case 'text':
      return String(value);
    default:
      return typeof value === 'number' ? formatTwoDecimal(value) : value;
  }
}
