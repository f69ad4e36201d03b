import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { IMPORT_EXAMPLE_ROW, IMPORT_HEADER } from './import-columns.ts';

export type TemplateFormat = 'csv' | 'xlsx';

export const TEMPLATE_FILE_NAME = 'post-import-template';

export const TEMPLATE_CONTENT_TYPE: Record<TemplateFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The template: the header row and one example row. The CSV starts with a BOM so Excel reads it as UTF-8. */
export async function buildTemplate(format: TemplateFormat): Promise<Uint8Array> {
  if (format === 'csv') {
    return new TextEncoder().encode(`\uFEFF${Papa.unparse([IMPORT_HEADER, IMPORT_EXAMPLE_ROW])}\r\n`);
  }
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow(IMPORT_HEADER).font = { bold: true };
  // Every cell as text, as a person would type it: the reader accepts numbers and dates typed either way.
  sheet.addRow(IMPORT_EXAMPLE_ROW);
  sheet.columns.forEach((column, i) => {
    column.width = Math.max(12, Math.min(40, (IMPORT_EXAMPLE_ROW[i] ?? '').length + 2));
  });
  return new Uint8Array(await book.xlsx.writeBuffer());
}
