import { IMPORT_MAX_ROWS } from '../../../src/lib/api/endpoints.ts';
import { AppError } from '../../lib/errors.ts';
import type { SheetFormat } from './sheet-reader/read-sheet.ts';
import { createReaderThread } from './sheet-reader/reader-thread.ts';
import type { SheetRows } from './sheet-reader/sheet-rows.ts';

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

/**
 * Pasted lines, read as CSV in the same thread as a file: parsing a thousand of them on the event loop held it
 * for up to 23 ms (docs/performance.md). 10221 "The lines could not be read: …" when they cannot be.
 */
export function readPastedLines(text: string, maxRows: number): Promise<SheetRows> {
  const bytes = new TextEncoder().encode(text);
  return readInThread({
    name: 'pasted lines',
    bytes,
    maxRows,
    format: 'csv',
    refusal: 'The lines could not be read',
  });
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
