import Papa from 'papaparse';
import { writeXlsx } from '../../../src/lib/xlsx/write-xlsx.ts';
import { IMPORT_EXAMPLE_ROW, IMPORT_HEADER } from './import-columns.ts';

export type TemplateFormat = 'csv' | 'xlsx';

export const TEMPLATE_FILE_NAME = 'post-import-template';

export const TEMPLATE_CONTENT_TYPE: Record<TemplateFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * The template: the header row and one example row. The CSV starts with a BOM so Excel reads it as UTF-8. In
 * the XLSX every cell is text, as a person would type it (the reader accepts numbers and dates typed either
 * way), and each column is wide enough for its name and example.
 */
export function buildTemplate(format: TemplateFormat): Uint8Array {
  if (format === 'csv') {
    return new TextEncoder().encode(`\uFEFF${Papa.unparse([IMPORT_HEADER, IMPORT_EXAMPLE_ROW])}\r\n`);
  }
  const columnWidths = IMPORT_HEADER.map((key, i) =>
    Math.max(12, Math.min(40, Math.max(key.length, IMPORT_EXAMPLE_ROW[i]!.length) + 2)),
  );
  return writeXlsx([IMPORT_HEADER, IMPORT_EXAMPLE_ROW], { columnWidths });
}
