import { readCsv } from './read-csv.ts';
import { readXlsx } from './read-xlsx.ts';
import type { SheetRows } from './sheet-rows.ts';
import { NOT_A_WORKBOOK, UnreadableFile } from './unreadable-file.ts';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

export type SheetFormat = 'csv' | 'xlsx';

/** A zip is read as a workbook whatever its name; anything else as CSV, unless it is named .xlsx. */
export function detectFormat(name: string, bytes: Uint8Array): SheetFormat {
  if (ZIP_MAGIC.every((b, i) => bytes[i] === b)) return 'xlsx';
  if (/\.xlsx$/i.test(name)) throw new UnreadableFile(NOT_A_WORKBOOK, 'named .xlsx but not a zip');
  return 'csv';
}

/**
 * Reads an uploaded CSV or XLSX file, up to one data row past `maxRows`, in the format the caller names or the
 * one its name and bytes say. Throws UnreadableFile.
 */
export function readSheet(
  name: string,
  bytes: Uint8Array,
  maxRows: number,
  format: SheetFormat = detectFormat(name, bytes),
): SheetRows {
  return format === 'xlsx' ? readXlsx(bytes, maxRows) : readCsv(bytes, maxRows);
}
