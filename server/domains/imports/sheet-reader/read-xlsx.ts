import { SheetDataReader } from './sheet-data.ts';
import { RowCollector, type SheetRows } from './sheet-rows.ts';
import { readDateStyles, readSharedStrings, readWorkbookLayout } from './workbook-parts.ts';
import { XlsxPackage } from './xlsx-package.ts';

/**
 * Most bytes inflated from one workbook, over every part read. The upload is at most 10 MB, and a real
 * spreadsheet's XML packs 6–7× (50,000 rows of the template's 27 columns with real text: ~95 MB of XML, 15 MB
 * zipped, already over the upload limit), so a workbook that may be uploaded unpacks to ~70 MB at most; rows past
 * the row limit are never inflated. 100 MB leaves room above that and bounds the work a zip bomb can cause:
 * about a second of one worker thread, in constant memory for the sheet.
 */
export const MAX_INFLATED_BYTES = 100_000_000;

/**
 * Reads the first sheet of a workbook: only the parts it needs (relationships, workbook, styles, shared
 * strings, the sheet) are inflated, and the sheet streams row by row up to one data row past `maxRows`.
 */
export function readXlsx(bytes: Uint8Array, maxRows: number): SheetRows {
  const pkg = new XlsxPackage(bytes, MAX_INFLATED_BYTES);
  const layout = readWorkbookLayout(pkg);
  const collector = new RowCollector(maxRows);
  const reader = new SheetDataReader(
    {
      sharedStrings: readSharedStrings(pkg, layout.sharedStrings),
      dateStyles: readDateStyles(pkg, layout.styles),
      date1904: layout.date1904,
    },
    collector,
  );
  pkg.scan(layout.sheet, reader, () => reader.done);
  return collector.result();
}
