import type { Language } from '@/lib/i18n';
import type { AdReportContext } from './ad-components.ts';

/** `usd`: dollars ($1,234.5); `change`: a signed week-over-week percentage (+12.5%). */
export type CellFormat = 'text' | 'number' | 'percent' | 'date' | 'usd' | 'change';
export type ReportCell = string | number | null;

export interface ReportColumn {
  key: string;
  label: string;
  align?: 'left' | 'right';
  /** How the renderer and the XLSX export show the raw cell; `number` by default for numbers. */
  format?: CellFormat;
}

export interface ReportTable {
  columns: ReportColumn[];
  /** Raw values: counts as numbers, ratios as 0–1 numbers, `null` for "no data". */
  rows: Record<string, ReportCell>[];
  /** An honest sentence when the result has no table (needs a model, needs rules, unreadable). */
  note?: string;
  /**
   * Per row, how its numbers read where the column says only `number` (a list of metrics, one a row: dollars,
   * counts and rates in one column).
   */
  rowFormats?: readonly (CellFormat | undefined)[];
}

/**
 * What a component's result needs from around it: subject names, the language of labels sent as zh+en, and for
 * the AD components the dashboard's attribution and data sources.
 */
export interface ReportContext {
  subjects?: readonly { subject_id: string; name: string }[];
  language?: Language;
  ad?: AdReportContext;
}
