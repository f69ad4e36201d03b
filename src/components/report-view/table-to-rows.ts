import type { XlsxCell, XlsxRow } from '@/lib/xlsx/write-xlsx';
import type { ReportTable } from './report-table-types.ts';

export interface TitledTable {
  title: string;
  table: ReportTable;
}

/**
 * Every component's table one after another on one sheet (spec §9 Sheet1): its title, its note, its header row,
 * its rows, then a blank row. Numbers stay numbers and ratios become percentages, so the sheet can be summed.
 */
export function tablesToRows(tables: readonly TitledTable[]): XlsxRow[] {
  return tables.flatMap(({ title, table }) => {
    const rows: XlsxRow[] = [[title]];
    if (table.note) rows.push([table.note]);
    if (table.columns.length > 0) {
      rows.push(table.columns.map((c) => c.label));
      for (const row of table.rows)
        rows.push(
          table.columns.map((c): XlsxCell => {
            const value = row[c.key];
            return c.format === 'percent' && typeof value === 'number' ? { percent: value } : value;
          }),
        );
    }
    rows.push([]);
    return rows;
  });
}
