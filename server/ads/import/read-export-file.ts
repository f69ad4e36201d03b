import Papa from 'papaparse';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { readXlsx } from '../../domains/imports/sheet-reader/read-xlsx.ts';
import { RowCollector } from '../../domains/imports/sheet-reader/sheet-rows.ts';
import { UnreadableFile } from '../../domains/imports/sheet-reader/unreadable-file.ts';
import { fileIssue, type AdImportIssue } from './ad-import-issue.ts';

export interface ExportSheet {
  /** Non-blank rows, as cell texts; the header is among the first. */
  rows: string[][];
  /** The spreadsheet row number of each entry of `rows`. */
  rowNumbers: number[];
  /** The CSV's delimiter (`undefined` for a workbook). */
  delimiter?: string;
  tooManyRows: boolean;
}

/** A file the import cannot read as a sheet: the issue to answer, and what went wrong for the server log. */
export class UnreadableExport extends Error {
  constructor(
    readonly issue: AdImportIssue,
    readonly detail: string,
  ) {
    super(issue.message);
    this.name = 'UnreadableExport';
  }
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** Other files people upload by mistake: PDF, legacy .xls (OLE2), PNG, JPEG, GIF, gzip. */
const OTHER_BINARIES = [
  [0x25, 0x50, 0x44, 0x46],
  [0xd0, 0xcf, 0x11, 0xe0],
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46, 0x38],
  [0x1f, 0x8b],
];
const DELIMITERS = [',', ';', '\t'] as const;

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((b, i) => bytes[i] === b);

const notASheet = (detail: string, params?: Record<string, number>) =>
  new UnreadableExport(
    fileIssue(ErrorCode.AD_IMPORT_NOT_A_SHEET, 'the file is not a CSV or XLSX spreadsheet', params),
    detail,
  );

/** Text of a CSV: UTF-8 (BOM or not) or UTF-16 with its BOM, as Excel's "Unicode text" saves. */
function decodeText(bytes: Uint8Array): string {
  let encoding = 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) encoding = 'utf-16le';
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) encoding = 'utf-16be';
  let text: string;
  try {
    text = new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch (error) {
    throw new UnreadableExport(
      fileIssue(ErrorCode.AD_IMPORT_NOT_UTF8, 'the CSV is not UTF-8 text'),
      `decoding as ${encoding}: ${String(error)}`,
    );
  }
  if (text.includes('\u0000')) throw notASheet('NUL characters in the text');
  return text;
}

/** The delimiter the first line uses most, outside quotes (a header has no decimal commas). */
function delimiterOf(text: string): string {
  const line = text.slice(0, text.search(/\r?\n|$/)).replace(/"[^"]*"/g, '');
  let best: string = ',';
  let most = 0;
  for (const d of DELIMITERS) {
    const count = line.split(d).length - 1;
    if (count > most) [best, most] = [d, count];
  }
  return best;
}

function readCsvExport(bytes: Uint8Array, maxRows: number): ExportSheet {
  const text = decodeText(bytes);
  const delimiter = delimiterOf(text);
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false });
  const quoting = parsed.errors.find((e) => e.type === 'Quotes');
  if (quoting) {
    const row = (quoting.row ?? 0) + 1;
    throw notASheet(`CSV ${quoting.code} at record ${row}: ${quoting.message}`, { row });
  }
  const collector = new RowCollector(maxRows);
  for (let i = 0; i < parsed.data.length; i++) if (!collector.add(parsed.data[i]!, i + 1)) break;
  const { rows, rowNumbers, tooManyRows } = collector.result();
  return { rows, rowNumbers, delimiter, tooManyRows: tooManyRows === true };
}

/**
 * Reads an uploaded export as rows: a zip as an XLSX workbook (its first sheet; Excel dates come as ISO text),
 * anything else as CSV text with the delimiter its first line uses. Reads up to one data row past `maxRows`
 * (plus the title lines). Throws UnreadableExport.
 */
export function readExportFile(name: string, bytes: Uint8Array, maxRows: number): ExportSheet {
  if (startsWith(bytes, ZIP)) {
    try {
      const sheet = readXlsx(bytes, maxRows);
      return { rows: sheet.rows, rowNumbers: sheet.rowNumbers, tooManyRows: sheet.tooManyRows === true };
    } catch (error) {
      if (error instanceof UnreadableFile) throw notASheet(`workbook: ${error.detail}`);
      throw error;
    }
  }
  if (OTHER_BINARIES.some((magic) => startsWith(bytes, magic)) || /\.(xlsx?|xlsm|numbers|pdf)$/i.test(name))
    throw notASheet(`${name}: not a zip and not text (starts ${[...bytes.slice(0, 4)].join(' ')})`);
  return readCsvExport(bytes, maxRows);
}

/** How much of a text file the first look reads for NUL bytes. */
export const FIRST_LOOK_BYTES = 65_536;

/**
 * What can be told of an upload without reading it (milliseconds, on the event loop), so the API refuses an
 * image, a PDF, an `.xlsx` that is no workbook or a binary at once instead of accepting it for parsing:
 * the same refusals readExportFile makes, by the first bytes only. Null when the file must be read to tell.
 */
export function firstLookIssue(name: string, bytes: Uint8Array): AdImportIssue | null {
  if (startsWith(bytes, ZIP)) return null;
  if (OTHER_BINARIES.some((magic) => startsWith(bytes, magic)) || /\.(xlsx?|xlsm|numbers|pdf)$/i.test(name))
    return notASheet('').issue;
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  if (!utf16 && bytes.subarray(0, FIRST_LOOK_BYTES).includes(0)) return notASheet('').issue;
  return null;
}
