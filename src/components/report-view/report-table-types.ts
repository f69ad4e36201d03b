import type { Language } from '@/lib/i18n';

export type CellFormat = 'text' | 'number' | 'percent' | 'date';
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
}

/** What a component's result needs from around it: subject names and the language of labels sent as zh+en. */
export interface ReportContext {
  subjects?: readonly { subject_id: string; name: string }[];
  language?: Language;
}
