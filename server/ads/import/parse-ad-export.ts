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
 * The rows come only after the whole file has been checked, and only when it has no problem: collected in
 * `rows`, or, with `onRows`, handed over in slices of 500 (the next once the returned promise settles, `rows`
 * then stays empty), so that a caller writing them to the analytics store never holds 100,000 rows on the
 * main thread (collecting 100,000 rows costs the main thread minor GCs of 10–30 ms each: use `onRows` for
 * uploads, `rows` for small files and tests). A failure of `onRows` rejects the call with it. What went wrong
 * inside an unreadable file is logged here, never answered.
 */
export async function parseAdExport(input: AdExportInput & ParseHandlers): Promise<AdExportResult> {
  const { onProgress, onRows, ...request } = input;
  const early = sizeIssue(request.bytes);
  const outcome = early
    ? { ok: true as const, result: refused(early) }
    : await thread.parse(request, { onProgress, onRows });
  if (!outcome.ok && outcome.rowsFailed !== undefined) throw outcome.rowsFailed;
  if (!outcome.ok) {
    console.error(`[ad import] ${JSON.stringify(input.name)} failed in the import thread: ${outcome.detail}`);
    return refused(fileIssue(ErrorCode.AD_IMPORT_NOT_A_SHEET, 'the file could not be read as CSV or XLSX'));
  }
  if (outcome.result.detail)
    console.warn(
      `[ad import] ${JSON.stringify(input.name)} (${input.bytes.length} bytes): ${outcome.result.detail}`,
    );
  return outcome.result;
}
