import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { isKnownCurrency } from '../usd-rates.ts';
import { isConversion, WINDOW_NAMES, type AdImportField, type ColumnMeaning } from './ad-import-fields.ts';
import { fileIssue, type AdImportIssue } from './ad-import-issue.ts';
import {
  ALIAS_TABLES,
  headerKey,
  headerNames,
  type ExportFormat,
  type ExportLocale,
  type HeaderName,
} from './header-names.ts';

export interface HeaderReading {
  format: ExportFormat;
  locale: ExportLocale;
  /** Index in the sheet's rows of the header (a few title lines may come before it). */
  headerIndex: number;
  /** What each column of the file holds; null for the columns the import does not read. */
  columns: (ColumnMeaning | null)[];
  /** The currency of the money columns when the header or the caller names it (else each row's column). */
  currency: string | null;
  issues: AdImportIssue[];
}

/** Title lines some tools write above the header. */
const HEADER_SEARCH_ROWS = 10;
/** Fewer recognized columns than this is not an ad export at all. */
const MIN_RECOGNIZED = 3;

/** On a tie the platforms win: our template's English names are Meta's, and only it has a platform column. */
const FORMATS: readonly ExportFormat[] = ['meta', 'tiktok', 'template'];
const NAMES = Object.fromEntries(FORMATS.map((f) => [f, headerNames(f)])) as Record<
  ExportFormat,
  Map<string, HeaderName>
>;
const MONEY: readonly AdImportField[] = ['spend', 'purchase_value'];
const TEMPLATE_WINDOWED = /^([a-z_]+)_(1d_view|1d_click|7d_click)$/;
const SUFFIXED = /^(.+) \(([^()]+)\)$/;

interface Recognized extends ColumnMeaning {
  locale: ExportLocale;
  rank: number;
  /** The header cell as written, for messages. */
  label: string;
}

/** One header cell in one format: its field, and the window or currency its suffix names. */
function recognize(format: ExportFormat, cell: string): Recognized | null {
  const key = headerKey(cell);
  if (key === '') return null;
  const names = NAMES[format];
  const label = cell.trim();
  const plain = names.get(key);
  if (plain) return { ...plain, label, ...(isConversion(plain.field) ? { window: 'none' as const } : {}) };
  const keyed = format === 'template' ? TEMPLATE_WINDOWED.exec(key) : null;
  if (keyed) {
    const base = names.get(keyed[1]!);
    const window = WINDOW_NAMES[keyed[2]!];
    if (base && window && isConversion(base.field)) return { ...base, label, window };
  }
  const suffixed = SUFFIXED.exec(key);
  if (!suffixed) return null;
  const base = names.get(suffixed[1]!);
  const inner = suffixed[2]!;
  if (!base) return null;
  if (MONEY.includes(base.field) && /^[a-z]{3}$/.test(inner))
    return {
      ...base,
      label,
      currency: inner.toUpperCase(),
      ...(isConversion(base.field) ? { window: 'none' as const } : {}),
    };
  const window = WINDOW_NAMES[inner];
  return window && isConversion(base.field) ? { ...base, label, window } : null;
}

const meaningKey = (m: ColumnMeaning) => `${m.field}|${m.window ?? ''}`;

/** The export's own name of a field, in its language, for "the column … is missing". */
function nameOf(format: ExportFormat, locale: ExportLocale, field: AdImportField): string {
  const table = ALIAS_TABLES[format];
  const names = table[locale]?.[field] ?? table.en?.[field] ?? [field];
  return format === 'template' && locale === 'en' ? (names[1] ?? names[0]!) : names[0]!;
}

/**
 * Finds the header among a file's first rows and says what each column holds: the format whose names match
 * most cells wins (each platform's names are in header-names.ts); the locale is the language most of them are
 * in. Names the columns the import needs that are missing, columns given twice, and a currency we cannot
 * convert.
 */
export function readHeader(rows: readonly (readonly string[])[], accountCurrency?: string): HeaderReading {
  let best: { format: ExportFormat; index: number; cells: (Recognized | null)[]; score: number } | undefined;
  for (let index = 0; index < Math.min(rows.length, HEADER_SEARCH_ROWS); index++)
    for (const format of FORMATS) {
      const cells = rows[index]!.map((cell) => recognize(format, cell));
      const score = cells.filter(Boolean).length;
      if (!best || score > best.score) best = { format, index, cells, score };
    }
  if (!best || best.score < MIN_RECOGNIZED)
    return {
      format: 'template',
      locale: 'en',
      headerIndex: 0,
      columns: [],
      currency: null,
      issues: [
        fileIssue(
          ErrorCode.AD_IMPORT_HEADER_UNKNOWN,
          'the header is neither the ad data template nor a Meta or TikTok Ads Manager export; use the template',
        ),
      ],
    };

  const { format, index, cells } = best;
  const votes = new Map<ExportLocale, number>();
  for (const cell of cells) if (cell) votes.set(cell.locale, (votes.get(cell.locale) ?? 0) + 1);
  const locale = [...votes].sort((a, b) => b[1] - a[1])[0]![0];

  const issues: AdImportIssue[] = [];
  const chosen = new Map<string, number>();
  const columns: (ColumnMeaning | null)[] = cells.map(() => null);
  cells.forEach((cell, i) => {
    if (!cell) return;
    const key = meaningKey(cell);
    const before = chosen.get(key);
    const other = before === undefined ? undefined : cells[before]!;
    if (other && other.rank === cell.rank && other.currency === cell.currency) {
      issues.push(
        fileIssue(ErrorCode.AD_IMPORT_COLUMN_REPEATED, `the column "${cell.label}" appears twice`, {
          column: cell.label,
        }),
      );
      return;
    }
    if (other && other.rank <= cell.rank) return;
    if (before !== undefined) columns[before] = null;
    chosen.set(key, i);
    columns[i] = {
      field: cell.field,
      ...(cell.window ? { window: cell.window } : {}),
      ...(cell.currency ? { currency: cell.currency } : {}),
    };
  });

  const has = (field: AdImportField) => columns.some((c) => c?.field === field);
  const missing = (field: AdImportField) => {
    const column = nameOf(format, locale, field);
    issues.push(
      fileIssue(ErrorCode.AD_IMPORT_COLUMN_MISSING, `the column "${column}" is missing`, { column }),
    );
  };
  for (const field of ['campaign_name', 'ad_set_name', 'ad_name', 'spend', 'impressions'] as const)
    if (!has(field)) missing(field);
  if (!has('day') && !has('reporting_start')) missing('day');

  const named = columns.find((c) => c?.currency)?.currency;
  const currency = named ?? (has('currency') ? null : (accountCurrency?.toUpperCase() ?? null));
  if (currency !== null && !isKnownCurrency(currency))
    issues.push(
      fileIssue(ErrorCode.AD_IMPORT_CURRENCY_UNKNOWN, `the currency "${currency}" cannot be converted`, {
        currency,
      }),
    );
  else if (currency === null && !has('currency')) missing('currency');
  return { format, locale, headerIndex: index, columns, currency, issues };
}
