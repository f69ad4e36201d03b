import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { AppError } from '../../lib/errors.ts';

/** A file as rows of cell texts; `rows[0]` is the header. Blank lines are kept out. */
export interface SheetRows {
  rows: string[][];
  /** Spreadsheet row number (1-based) of each entry of `rows`, for messages. */
  rowNumbers: number[];
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

export function detectFormat(name: string, bytes: Uint8Array): 'csv' | 'xlsx' {
  if (ZIP_MAGIC.every((b, i) => bytes[i] === b)) return 'xlsx';
  if (/\.xlsx$/i.test(name))
    throw new AppError('IMPORT_FILE_UNREADABLE', 'The .xlsx file is not a valid workbook.');
  return 'csv';
}

function unreadable(detail: string): AppError {
  return new AppError('IMPORT_FILE_UNREADABLE', `The file could not be read: ${detail}`);
}

function isBlank(row: readonly string[]): boolean {
  return row.every((cell) => cell.trim() === '');
}

export function readCsv(bytes: Uint8Array): SheetRows {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw unreadable('it is not UTF-8 text. Save the CSV as UTF-8 or use the XLSX template.');
  }
  if (text.includes('\u0000')) throw unreadable('it is a binary file, not CSV text.');
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const fatal = parsed.errors.find((e) => e.type === 'Quotes' || e.code === 'UndetectableDelimiter');
  // A one-column file has no delimiter to detect; only a quoting error means the CSV itself is broken.
  if (fatal && fatal.type === 'Quotes') throw unreadable(`${fatal.message} (row ${(fatal.row ?? 0) + 1}).`);
  const rows: string[][] = [];
  const rowNumbers: number[] = [];
  parsed.data.forEach((row, i) => {
    if (isBlank(row)) return;
    rows.push(row);
    rowNumbers.push(i + 1);
  });
  return { rows, rowNumbers };
}

/** The text of one cell as a person sees it; a formula counts by its cached result, never evaluated. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value)
      return value.result === undefined ? '' : cellText(value.result as ExcelJS.CellValue);
    if ('formula' in value) return `=${String(value.formula)}`;
    if ('error' in value) return String(value.error);
    return '';
  }
  return String(value);
}

export async function readXlsx(bytes: Uint8Array): Promise<SheetRows> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
  } catch (err) {
    throw unreadable(`the workbook is damaged (${err instanceof Error ? err.message : String(err)}).`);
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw unreadable('the workbook has no sheet.');
  const rows: string[][] = [];
  const rowNumbers: number[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(cellText(row.getCell(c).value));
    if (isBlank(cells)) return;
    rows.push(cells);
    rowNumbers.push(number);
  });
  return { rows, rowNumbers };
}

export async function readImportFile(name: string, bytes: Uint8Array): Promise<SheetRows> {
  return detectFormat(name, bytes) === 'xlsx' ? readXlsx(bytes) : readCsv(bytes);
}
