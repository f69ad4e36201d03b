import type { XlsxCell, XlsxRow } from '@/lib/xlsx/write-xlsx';
import type { CellFormat, ReportTable } from './report-table-types.ts';

const PERCENTAGES: ReadonlySet<CellFormat | undefined> = new Set(['percent', 'change']);

export interface TitledTable {
  title: string;
  table: ReportTable;
}

/**
 * Every component's table one after another on one sheet (spec §9 Sheet1): its title, its note, its header row,
 * its rows, then a blank row. Numbers stay numbers (dollars too) and ratios and changes become percentages, so
 * the sheet can be summed.
 */
export function tablesToRows(tables: readonly TitledTable[]): XlsxRow[] {
  return tables.flatMap(({ title, table }) => {
    const rows: XlsxRow[] = [[title]];
    if (table.note) rows.push([table.note]);
    if (table.columns.length > 0) {
      // Dollars go in as plain numbers, so their header says the currency.
      rows.push(table.columns.map((c) => (c.format === 'usd' ? `${c.label} (USD)` : c.label)));
      table.rows.forEach((row, i) =>
        rows.push(
          table.columns.map((c): XlsxCell => {
            const value = row[c.key];
            const format = (c.format ?? 'number') === 'number' ? table.rowFormats?.[i] : c.format;
            return PERCENTAGES.has(format) && typeof value === 'number' ? { percent: value } : value;
          }),
        ),
      );
    }
    rows.push([]);
    return rows;
  });
}
