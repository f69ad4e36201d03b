import Papa from 'papaparse';
import { IMPORT_COLUMNS_OF, type ImportKind } from '../../../src/lib/kox-import-values.ts';
import { writeXlsx } from '../../../src/lib/xlsx/write-xlsx.ts';
import en from '../../../src/locales/en/koxImport.json' with { type: 'json' };
import zh from '../../../src/locales/zh/koxImport.json' with { type: 'json' };

const LABELS = { en, zh };
export const KOX_TEMPLATE_FILE_NAME: Record<ImportKind, string> = {
  creators: 'kox-import-template',
  content: 'content-import-template',
};
export const KOX_TEMPLATE_CONTENT_TYPE = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * A KOX or content import template: the header in the user's language (mandatory columns marked `*`; the
 * import reads the headers of either language) and one example row, its words in that language too.
 */
export function buildKoxTemplate(kind: ImportKind, format: 'csv' | 'xlsx', lang: 'zh' | 'en'): Uint8Array {
  const labels = LABELS[lang];
  const columns = IMPORT_COLUMNS_OF[kind];
  const header = columns.map(
    (c) => `${(labels.columns as Record<string, string>)[c.key]}${c.required ? ' *' : ''}`,
  );
  const example = columns.map((c) =>
    c.kind === 'cooperation'
      ? labels.cooperation[c.example as keyof typeof labels.cooperation]
      : c.kind === 'deal'
        ? labels.deal.deal
        : c.example,
  );
  if (format === 'csv') return new TextEncoder().encode(`\uFEFF${Papa.unparse([header, example])}\r\n`);
  const columnWidths = header.map((h, i) =>
    Math.max(12, Math.min(48, Math.max(h.length * 2, example[i]!.length) + 2)),
  );
  return writeXlsx([header, example], { columnWidths });
}
