import { formatCell, type ReportTableData } from '@/components/report-view';
import type { ExportBody } from './export-blocks.ts';

/** Every row of a report table (not the screen's scroll area) as an export's table, each cell in words. */
export function tableExportBody(table: ReportTableData): ExportBody {
  return {
    kind: 'table',
    columns: table.columns.map((c) => ({ label: c.label, align: c.align ?? 'left' })),
    rows: table.rows.map((row, i) =>
      table.columns.map((c) => formatCell(c, row[c.key], table.rowFormats?.[i])),
    ),
  };
}
