import { IMPORT_MAX_ROWS } from '../../../src/lib/api/endpoints.ts';
import { AppError } from '../../lib/errors.ts';
import { createReaderThread } from './sheet-reader/reader-thread.ts';
import type { SheetRows } from './sheet-reader/sheet-rows.ts';

export type { SheetRows } from './sheet-reader/sheet-rows.ts';

const readerThread = createReaderThread();

/**
 * Reads an uploaded CSV or XLSX file off the event loop, up to one data row past the import's row limit (the
 * post import's unless the caller names its own). A file
 * that cannot be read is 10221 with our own words for why; what went wrong inside is logged, never answered.
 */
export async function readImportFile(
  name: string,
  bytes: Uint8Array,
  maxRows = IMPORT_MAX_ROWS,
): Promise<SheetRows> {
  const outcome = await readerThread.read(name, bytes, maxRows);
  if (outcome.ok) return outcome.sheet;
  const log = outcome.unexpected ? console.error : console.warn;
  log(`[import] ${JSON.stringify(name)} (${bytes.length} bytes) could not be read: ${outcome.detail}`);
  throw new AppError('IMPORT_FILE_UNREADABLE', `The file could not be read: ${outcome.message}`);
}
