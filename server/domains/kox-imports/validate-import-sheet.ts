import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import {
  IMPORT_COLUMNS_OF,
  IMPORT_RANGES_OF,
  KOX_IMPORT_MAX_ROWS,
  type ImportKind,
} from '../../../src/lib/kox-import-values.ts';
import type { Issue } from '../../lib/errors.ts';
import { slicePacer } from '../../lib/in-slices.ts';
import type { SheetRows } from '../imports/read-import-file.ts';
import { parseImportCell, type CellValue } from './import-cells.ts';
import { headerKey, headerNames } from './import-sheet.ts';

export interface ImportRow {
  /** The row's number in the file (the header is row 1) or the pasted line's. */
  row: number;
  values: Record<string, CellValue>;
}

/** A row-level problem: the spreadsheet's row and the template's column, the message's code and values. */
export function rowIssue(
  row: number,
  column: string,
  code: number,
  message: string,
  params?: Record<string, string | number>,
): Issue {
  return { path: `row ${row} · ${column}`, message, code, row, column, ...(params ? { params } : {}) };
}

const fileIssue = (code: number, message: string, params?: Record<string, string | number>): Issue => ({
  path: 'file',
  message,
  code,
  ...(params ? { params } : {}),
});

function columnIndex(
  kind: ImportKind,
  header: readonly string[],
): { index: Map<string, number>; issues: Issue[] } {
  const names = headerNames(kind);
  const index = new Map<string, number>();
  const issues: Issue[] = [];
  header.forEach((cell, i) => {
    const name = headerKey(cell);
    if (name === '') return;
    const key = names.get(name);
    if (!key || index.has(key))
      issues.push(
        fileIssue(ErrorCode.IMPORT_COLUMNS_INVALID, `column "${cell.trim()}" is not one of the template's`),
      );
    else index.set(key, i);
  });
  for (const column of IMPORT_COLUMNS_OF[kind])
    if (column.required && !index.has(column.key))
      issues.push(
        fileIssue(ErrorCode.IMPORT_COLUMNS_INVALID, `the mandatory column "${column.key}" is missing`),
      );
  return { index, issues };
}

/**
 * Checks every cell of an import against its template (spec §5): the batch limit, mandatory fields, each
 * column's kind, the optional ranges (both sides or neither, minimum at most maximum). Rows with a problem are
 * reported and left out; the caller writes nothing when there is any issue.
 */
export async function validateImportSheet(
  kind: ImportKind,
  sheet: SheetRows,
): Promise<{ rows: ImportRow[]; issues: Issue[] }> {
  const [header, ...data] = sheet.rows;
  if (sheet.tooManyRows || data.length > KOX_IMPORT_MAX_ROWS)
    return {
      rows: [],
      issues: [
        fileIssue(ErrorCode.IMPORT_TOO_MANY, `more than ${KOX_IMPORT_MAX_ROWS} entries`, {
          max: KOX_IMPORT_MAX_ROWS,
        }),
      ],
    };
  if (!header || data.length === 0)
    return { rows: [], issues: [fileIssue(ErrorCode.IMPORT_EMPTY, 'no entries to import')] };
  const { index, issues } = columnIndex(kind, header);
  if (issues.length) return { rows: [], issues };

  const columns = IMPORT_COLUMNS_OF[kind];
  const rows: ImportRow[] = [];
  const pace = slicePacer();
  for (const [r, cells] of data.entries()) {
    // A thousand rows take a while to check: other requests get their turn in between.
    await pace();
    const row = sheet.rowNumbers[r + 1] ?? r + 2;
    const values: Record<string, CellValue> = {};
    let ok = true;
    for (const column of columns) {
      const at = index.get(column.key);
      const outcome = parseImportCell(column, at === undefined ? '' : (cells[at] ?? ''));
      if (!outcome.ok) {
        issues.push(rowIssue(row, column.key, outcome.code, outcome.message, outcome.params));
        ok = false;
      } else if (outcome.value === null && column.required) {
        issues.push(rowIssue(row, column.key, ErrorCode.IMPORT_FIELD_REQUIRED, 'is mandatory'));
        ok = false;
      } else values[column.key] = outcome.value;
    }
    if (cells.length > header.length && cells.slice(header.length).some((c) => c.trim() !== '')) {
      issues.push(
        rowIssue(
          row,
          'row',
          ErrorCode.IMPORT_COLUMNS_INVALID,
          `has ${cells.length} fields; the template has ${header.length}`,
        ),
      );
      ok = false;
    }
    for (const { min, max } of ok ? IMPORT_RANGES_OF[kind] : []) {
      const low = values[min] as number | null;
      const high = values[max] as number | null;
      if ((low === null) !== (high === null)) {
        const missing = low === null ? min : max;
        issues.push(
          rowIssue(row, missing, ErrorCode.IMPORT_RANGE_ONE_SIDED, `fill both ${min} and ${max}, or neither`),
        );
        ok = false;
      } else if (low !== null && high !== null && low > high) {
        issues.push(
          rowIssue(row, min, ErrorCode.KOX_RANGE_INVERTED, `${min} ${low} is above ${max} ${high}`),
        );
        ok = false;
      }
    }
    if (ok) rows.push({ row, values });
  }
  return { rows, issues };
}
