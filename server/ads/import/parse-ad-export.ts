import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { AppError } from '../../lib/errors.ts';
import { fileIssue } from './ad-import-issue.ts';
import type { CompressedFile } from './ad-import-protocol.ts';
import {
  byteLengthOf,
  createAdImportThread,
  type FileBytes,
  type ParseHandlers,
} from './ad-import-thread.ts';
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
 *
 * `bytes` is the file whole or in pieces, in order (an upload read back from storage: the thread joins them).
 * `compressed`: `bytes` are the file raw-deflated, as an upload is stored; the thread inflates them, so the
 * file itself never fills the event loop's heap. When they do not inflate to `compressed.size` the stored
 * upload is not whole: AD_UPLOAD_LOST is thrown (upload it again), not a problem of the file.
 */
export async function parseAdExport(
  input: Omit<AdExportInput, 'bytes'> & ParseHandlers & { bytes: FileBytes; compressed?: CompressedFile },
): Promise<AdExportResult> {
  const { onProgress, onRows, handOverBytes, ...request } = input;
  const size = request.compressed?.size ?? byteLengthOf(request.bytes);
  const early = sizeIssue(size);
  const outcome = early
    ? { ok: true as const, result: refused(early) }
    : await thread.parse(request, { onProgress, onRows, handOverBytes });
  if (!outcome.ok && outcome.rowsFailed !== undefined) throw outcome.rowsFailed;
  if (!outcome.ok && outcome.damaged) {
    console.error(`[ad import] ${JSON.stringify(input.name)}: ${outcome.detail}`);
    throw new AppError('AD_UPLOAD_LOST');
  }
  if (!outcome.ok) {
    console.error(`[ad import] ${JSON.stringify(input.name)} failed in the import thread: ${outcome.detail}`);
    return refused(fileIssue(ErrorCode.AD_IMPORT_NOT_A_SHEET, 'the file could not be read as CSV or XLSX'));
  }
  if (outcome.result.detail)
    console.warn(`[ad import] ${JSON.stringify(input.name)} (${size} bytes): ${outcome.result.detail}`);
  return outcome.result;
}
