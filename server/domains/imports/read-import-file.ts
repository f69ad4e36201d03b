import { IMPORT_MAX_ROWS } from '../../../src/lib/api/endpoints.ts';
import { AppError } from '../../lib/errors.ts';
import { readCsv } from './sheet-reader/read-csv.ts';
import type { SheetFormat } from './sheet-reader/read-sheet.ts';
import { createReaderThread } from './sheet-reader/reader-thread.ts';
import type { SheetRows } from './sheet-reader/sheet-rows.ts';
import { UnreadableFile } from './sheet-reader/unreadable-file.ts';

export type { SheetRows } from './sheet-reader/sheet-rows.ts';

const readerThread = createReaderThread();

/**
 * Reads an uploaded CSV or XLSX file off the event loop, up to one data row past the import's row limit (the
 * post import's unless the caller names its own). A file
 * that cannot be read is 10221 with our own words for why; what went wrong inside is logged, never answered.
 */
export function readImportFile(
  name: string,
  bytes: Uint8Array,
  maxRows = IMPORT_MAX_ROWS,
): Promise<SheetRows> {
  return readInThread({ name, bytes, maxRows, refusal: 'The file could not be read' });
}

const PASTE_REFUSAL = 'The lines could not be read';

/**
 * Pasted lines, read as CSV in the same thread as a file: parsing a thousand of them on the event loop held it
 * for up to 23 ms (docs/performance.md). 10221 "The lines could not be read: …" when they cannot be.
 */
export function readPastedLines(text: string, maxRows: number): Promise<SheetRows> {
  const bytes = new TextEncoder().encode(text);
  return readInThread({ name: 'pasted lines', bytes, maxRows, format: 'csv', refusal: PASTE_REFUSAL });
}

/**
 * A short paste (a few lines) read on the event loop at once, without waiting for the reader thread to start
 * (≈ 0.5 s after it has been idle); refused as readPastedLines refuses.
 */
export function readShortPaste(text: string, maxRows: number): SheetRows {
  try {
    return readCsv(new TextEncoder().encode(text), maxRows);
  } catch (error) {
    if (error instanceof UnreadableFile)
      throw new AppError('IMPORT_FILE_UNREADABLE', `${PASTE_REFUSAL}: ${error.message}`);
    throw error;
  }
}

async function readInThread(read: {
  name: string;
  bytes: Uint8Array;
  maxRows: number;
  format?: SheetFormat;
  refusal: string;
}): Promise<SheetRows> {
  const { name, bytes } = read;
  const outcome = await readerThread.read(name, bytes, read.maxRows, read.format);
  if (outcome.ok) return outcome.sheet;
  const log = outcome.unexpected ? console.error : console.warn;
  log(`[import] ${JSON.stringify(name)} (${bytes.length} bytes) could not be read: ${outcome.detail}`);
  throw new AppError('IMPORT_FILE_UNREADABLE', `${read.refusal}: ${outcome.message}`);
}
