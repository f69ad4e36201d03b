import Papa from 'papaparse';
import { IMPORT_EXAMPLE_ROW, IMPORT_HEADER } from '../../../server/domains/imports/import-columns.ts';

/** A CSV of the template's header and rows built from the example row with some cells changed. */
export function csvOf(
  rows: Record<string, string>[],
  header: readonly string[] = IMPORT_HEADER,
): Uint8Array<ArrayBuffer> {
  const example = Object.fromEntries(IMPORT_HEADER.map((k, i) => [k, IMPORT_EXAMPLE_ROW[i]!]));
  const body = rows.map((r) => header.map((k) => ({ ...example, ...r })[k] ?? ''));
  return new TextEncoder().encode(Papa.unparse([header as string[], ...body]));
}
