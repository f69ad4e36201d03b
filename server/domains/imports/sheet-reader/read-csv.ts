import Papa from 'papaparse';
import { RowCollector, type SheetRows } from './sheet-rows.ts';
import { UnreadableFile } from './unreadable-file.ts';

const QUOTE_MESSAGES: Record<string, string> = {
  MissingQuotes: 'a quoted field is never closed',
  InvalidQuotes: 'a closing quote is followed by other characters',
};

/**
 * Reads a UTF-8 CSV row by row (a BOM is dropped), up to one data row past `maxRows`; the rest of the file is
 * never parsed. Row numbers are record numbers, as a spreadsheet shows them.
 */
export function readCsv(bytes: Uint8Array, maxRows: number): SheetRows {
  let text: string;
  try {
    // A BOM is dropped by the decoder itself.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (error) {
    throw new UnreadableFile(
      'it is not UTF-8 text. Save the CSV as UTF-8 or use the XLSX template.',
      `CSV decoding: ${String(error)}`,
    );
  }
  if (text.includes('\u0000')) throw new UnreadableFile('it is a binary file, not CSV text.');

  const collector = new RowCollector(maxRows);
  let record = 0;
  let failure: UnreadableFile | undefined;
  Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    step(result, parser) {
      record++;
      // A one-column file has no delimiter to detect; only a quoting error means the CSV itself is broken.
      const quoting = result.errors.find((e) => e.type === 'Quotes');
      if (quoting) {
        const what = QUOTE_MESSAGES[quoting.code] ?? 'its quoting is broken';
        failure = new UnreadableFile(`${what} (row ${record}).`, `CSV ${quoting.code}: ${quoting.message}`);
        parser.abort();
      } else if (!collector.add(result.data, record)) parser.abort();
    },
  });
  if (failure) throw failure;
  return collector.result();
}
