import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import {
  AD_IMPORT_MAX_FILE_BYTES,
  AD_IMPORT_MAX_ROWS,
  type AttributionWindow,
} from '../../../src/lib/ads/ad-values.ts';
import type { AdDayRow } from '../ad-day-row.ts';
import { capIssues, fileIssue, type AdImportIssue } from './ad-import-issue.ts';
import type { ExportFormat, ExportLocale } from './header-names.ts';
import { mapExportRowSlices } from './map-export-rows.ts';
import { readExportFile, UnreadableExport } from './read-export-file.ts';
import { readHeader } from './read-header.ts';

export interface AdExportInput {
  /** The uploaded file's name (a `.xlsx` that is not a workbook is refused by it). */
  name: string;
  bytes: Uint8Array;
  /** The dataset the rows will belong to (`ad_datasets.id`). */
  datasetId: string;
  /** ISO 4217 of the ad account, for exports that name no currency. */
  accountCurrency?: string;
}

export interface AdExportResult {
  /** Which header the file has; `null` when it could not be read that far. */
  format: ExportFormat | null;
  locale: ExportLocale | null;
  /** The money columns' currency (the first row's when each row names its own); '' when unknown. */
  currency: string;
  /** Empty whenever `issues` is not: a file with any problem writes nothing. */
  rows: AdDayRow[];
  days: { from: string; to: string } | null;
  /** The attribution windows the file's conversion columns carry (`none`: the export's own setting). */
  windows: AttributionWindow[];
  issues: AdImportIssue[];
  /** Rows left out on purpose: the template's example row, the exports' totals lines. */
  skipped: { example: number; totals: number };
  /** The export's own attribution setting, when it has the column: what its `none` conversions count. */
  attributionSetting: string | null;
  /** For the server log when the file could not be read. */
  detail?: string;
}

/** A file refused as a whole: its one problem and no rows. */
export const refused = (issue: AdImportIssue, detail?: string): AdExportResult => ({
  format: null,
  locale: null,
  currency: '',
  rows: [],
  days: null,
  windows: [],
  issues: [issue],
  skipped: { example: 0, totals: 0 },
  attributionSetting: null,
  ...(detail ? { detail } : {}),
});

/** The size check, done before the bytes go anywhere. */
export function sizeIssue(size: number): AdImportIssue | null {
  if (size > AD_IMPORT_MAX_FILE_BYTES)
    return fileIssue(ErrorCode.AD_IMPORT_FILE_TOO_LARGE, 'the file is too large', {
      max_mb: AD_IMPORT_MAX_FILE_BYTES / 1_000_000,
    });
  if (size === 0) return fileIssue(ErrorCode.AD_IMPORT_EMPTY, 'the file is empty');
  return null;
}

/** The whole import of one file at once (parseExportSlices collected); tests call it directly. */
export function parseExport(
  input: AdExportInput,
  onProgress?: (done: number, total: number) => void,
): AdExportResult {
  const rows: AdDayRow[] = [];
  const slices = parseExportSlices(input, { onProgress, sliceRows: AD_IMPORT_MAX_ROWS });
  for (let next = slices.next(); ; next = slices.next()) {
    if (next.done) return { ...next.value, rows: next.value.issues.length ? [] : rows };
    for (const row of next.value) rows.push(row);
  }
}

/**
 * The import of one file: read, find the header, map and check every row, handing the rows over a slice at a
 * time as they are made, so they can be written while the rest is read. Slices stop at the file's first
 * problem; the result (with no rows) ends it, and a caller writes nothing when its `issues` are not empty. Runs
 * in the ad import thread (ad-import-worker.ts).
 */
export function* parseExportSlices(
  input: AdExportInput,
  options: { onProgress?: (done: number, total: number) => void; sliceRows: number },
): Generator<AdDayRow[], AdExportResult> {
  const tooLarge = sizeIssue(input.bytes.length);
  if (tooLarge) return refused(tooLarge);
  let sheet;
  try {
    sheet = readExportFile(input.name, input.bytes, AD_IMPORT_MAX_ROWS);
  } catch (error) {
    if (error instanceof UnreadableExport) return refused(error.issue, error.detail);
    throw error;
  }
  if (sheet.tooManyRows)
    return refused(
      fileIssue(ErrorCode.AD_IMPORT_TOO_MANY_ROWS, `more than ${AD_IMPORT_MAX_ROWS} rows`, {
        max: AD_IMPORT_MAX_ROWS,
      }),
    );
  const header = readHeader(sheet.rows, input.accountCurrency);
  const base = { format: header.format, locale: header.locale, currency: header.currency ?? '' };
  if (header.issues.length)
    return { ...refused(header.issues[0]!), ...base, issues: capIssues(header.issues) };
  const data = sheet.rows.slice(header.headerIndex + 1);
  const rowNumbers = sheet.rowNumbers.slice(header.headerIndex + 1);
  const slices = mapExportRowSlices(
    header,
    data,
    rowNumbers,
    { datasetId: input.datasetId, delimiter: sheet.delimiter, onProgress: options.onProgress },
    options.sliceRows,
  );
  let firstCurrency: string | undefined;
  let rowCount = 0;
  let next = slices.next();
  for (; !next.done; next = slices.next()) {
    const { rows, problems } = next.value;
    firstCurrency ??= rows[0]?.currency;
    rowCount += rows.length;
    if (problems === 0) yield rows;
  }
  const mapped = next.value;
  const issues =
    mapped.issues.length === 0 && rowCount === 0
      ? [fileIssue(ErrorCode.AD_IMPORT_EMPTY, 'the file has no data rows')]
      : capIssues(mapped.issues);
  return {
    ...base,
    currency: header.currency ?? firstCurrency ?? '',
    rows: [],
    days: mapped.days,
    windows: mapped.windows,
    issues,
    skipped: mapped.skipped,
    attributionSetting: mapped.attributionSetting,
  };
}
