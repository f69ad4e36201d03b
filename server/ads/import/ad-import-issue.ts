import { ErrorCode } from '../../../src/lib/api/error-codes.ts';

/**
 * A problem of an upload, in the shape of the API's issues (`ApiIssue`): a whole-file problem names no row; a
 * row's names its spreadsheet row number and the template key of its column. `code` is 10400–10414; the
 * screens show `adImport:issue.<code>` with `params`, `message` is the English fallback.
 */
export interface AdImportIssue {
  path: string;
  message: string;
  code: number;
  row?: number;
  column?: string;
  params?: Record<string, string | number>;
}

/** More problems than this are summed up in one last issue: nobody reads thousands of messages. */
export const MAX_AD_IMPORT_ISSUES = 300;

export const fileIssue = (
  code: number,
  message: string,
  params?: Record<string, string | number>,
): AdImportIssue => ({ path: 'file', message, code, ...(params ? { params } : {}) });

export const rowIssue = (
  row: number,
  column: string,
  code: number,
  message: string,
  params?: Record<string, string | number>,
): AdImportIssue => ({
  path: `row ${row} · ${column}`,
  message,
  code,
  row,
  column,
  ...(params ? { params } : {}),
});

/** At most MAX_AD_IMPORT_ISSUES, file problems first and rows in order, with a count of the rest. */
export function capIssues(issues: readonly AdImportIssue[]): AdImportIssue[] {
  const sorted = [...issues].sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  if (sorted.length <= MAX_AD_IMPORT_ISSUES) return sorted;
  const count = sorted.length - MAX_AD_IMPORT_ISSUES;
  return [
    ...sorted.slice(0, MAX_AD_IMPORT_ISSUES),
    fileIssue(ErrorCode.AD_IMPORT_MORE_PROBLEMS, `${count} more problems are not listed`, { count }),
  ];
}
