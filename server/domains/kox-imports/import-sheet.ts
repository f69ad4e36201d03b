import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import {
  IMPORT_COLUMNS_OF,
  KOX_IMPORT_MAX_FILE_BYTES,
  KOX_IMPORT_MAX_ROWS,
  type ImportKind,
} from '../../../src/lib/kox-import-values.ts';
import en from '../../../src/locales/en/koxImport.json' with { type: 'json' };
import zh from '../../../src/locales/zh/koxImport.json' with { type: 'json' };
import { AppError } from '../../lib/errors.ts';
import {
  readImportFile,
  readPastedLines,
  readShortPaste,
  type SheetRows,
} from '../imports/read-import-file.ts';

export interface ImportSource {
  /** Pasted lines: one entry a line, fields separated by commas, in the template's column order. */
  text?: string;
  file?: { name: string; base64: string };
}

type Labels = Record<string, string>;

/** A header cell as people write it: the key or its name in either language, any case, `*` (mandatory) dropped. */
export const headerKey = (cell: string) =>
  cell
    .replace(/^\uFEFF/, '')
    .replace(/[*＊]\s*$/, '')
    .trim()
    .toLowerCase();

/** Every way of writing each column's header, to its key. */
export function headerNames(kind: ImportKind): Map<string, string> {
  const names = new Map<string, string>();
  for (const { key } of IMPORT_COLUMNS_OF[kind])
    for (const name of [key, (en.columns as Labels)[key]!, (zh.columns as Labels)[key]!])
      names.set(headerKey(name), key);
  return names;
}

/**
 * Pasted text up to this long is parsed on the event loop (≈ 150 lines, a few ms); more goes to the reader thread
 * (readPastedLines), which a short paste should not wait for when it has to start (≈ 0.5 s after a while idle).
 */
const PARSED_HERE_CHARS = 8_000;

async function readPasted(kind: ImportKind, text: string): Promise<SheetRows> {
  // One more than the limit: pasted lines may come without a header, and then every line is an entry.
  const sheet =
    text.length > PARSED_HERE_CHARS
      ? await readPastedLines(text, KOX_IMPORT_MAX_ROWS + 1)
      : readShortPaste(text, KOX_IMPORT_MAX_ROWS + 1);
  const names = headerNames(kind);
  const first = sheet.rows[0];
  if (first && !names.has(headerKey(first[0] ?? ''))) {
    sheet.rows.unshift(IMPORT_COLUMNS_OF[kind].map((c) => c.key));
    sheet.rowNumbers.unshift(0);
  }
  return sheet;
}

/** The rows of an import, from pasted lines or a CSV / XLSX file; exactly one of the two is given. */
export async function importSheet(kind: ImportKind, source: ImportSource): Promise<SheetRows> {
  if (source.text !== undefined) return readPasted(kind, source.text);
  const bytes = Buffer.from(source.file!.base64, 'base64');
  if (bytes.length > KOX_IMPORT_MAX_FILE_BYTES)
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The file is larger than ${KOX_IMPORT_MAX_FILE_BYTES / 1000} kB.`,
    );
  if (bytes.length === 0)
    throw new AppError('IMPORT_EMPTY', undefined, [
      { path: 'file', message: 'the file is empty', code: ErrorCode.IMPORT_EMPTY },
    ]);
  return readImportFile(source.file!.name, new Uint8Array(bytes), KOX_IMPORT_MAX_ROWS);
}
