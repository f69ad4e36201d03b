import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { fileIssue } from './ad-import-issue.ts';
import { createAdImportThread, type ParseHandlers } from './ad-import-thread.ts';
import { refused, sizeIssue, type AdExportInput, type AdExportResult } from './parse-export.ts';

export type { AdExportResult } from './parse-export.ts';
export type { AdImportIssue } from './ad-import-issue.ts';

const thread = createAdImportThread();

/**
 * Parses an uploaded ad export (our template, a Meta or a TikTok Ads Manager export; CSV or XLSX) into ad-day
 * rows, off the event loop, reporting progress as rows done of the total. Never throws for a bad file: its
 * problems are `issues` (and then there are no rows), and the caller writes only when there are none.
 *
 * The rows are collected in `rows` (only when the file has no problem at all), or, with `onRows`, handed over
 * in slices of 500 as the thread makes them, in order, each once the one before settled (`rows` then stays
 * empty), so that a caller writes them to the analytics store while the rest is read and never holds 100,000
 * rows on the main thread (collecting them costs it minor GCs of 10–30 ms each: use `onRows` for uploads,
 * `rows` for small files and tests). Slices stop at the file's first problem: a caller of `onRows` writes what
 * it was handed only when the result has no issues. A failure of `onRows` rejects the call with it. What went
 * wrong inside an unreadable file is logged here, never answered.
 */
export async function parseAdExport(input: AdExportInput & ParseHandlers): Promise<AdExportResult> {
  const { onProgress, onRows, handOverBytes, ...request } = input;
  const size = request.bytes.length;
  const early = sizeIssue(request.bytes);
  const outcome = early
    ? { ok: true as const, result: refused(early) }
    : await thread.parse(request, { onProgress, onRows, handOverBytes });
  if (!outcome.ok && outcome.rowsFailed !== undefined) throw outcome.rowsFailed;
  if (!outcome.ok) {
    console.error(`[ad import] ${JSON.stringify(input.name)} failed in the import thread: ${outcome.detail}`);
    return refused(fileIssue(ErrorCode.AD_IMPORT_NOT_A_SHEET, 'the file could not be read as CSV or XLSX'));
  }
  if (outcome.result.detail)
    console.warn(`[ad import] ${JSON.stringify(input.name)} (${size} bytes): ${outcome.result.detail}`);
  return outcome.result;
}
