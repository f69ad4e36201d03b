import { writeXlsx, XLSX_MIME } from '@/lib/xlsx/write-xlsx';
import { tablesToRows, type TitledTable } from '@/components/report-view';
import { saveFile } from '@/lib/save-file';

/** A file name from the dashboard's name without the characters file systems refuse. */
export function xlsxFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ').trim() || 'report';
  return `${base}.xlsx`;
}

/** Every component's table one after another on Sheet1 (spec §9). */
export function downloadXlsx(name: string, tables: readonly TitledTable[]): Blob {
  const bytes = writeXlsx(tablesToRows(tables));
  const blob = new Blob([bytes as BlobPart], { type: XLSX_MIME });
  saveFile(blob, xlsxFileName(name));
  return blob;
}
