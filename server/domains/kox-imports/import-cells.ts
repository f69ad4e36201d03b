import { parseAccountLink, type AccountRef } from '../../../src/lib/account-links/index.ts';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import {
  COOPERATION_TYPES,
  type CooperationType,
  type KoxImportColumn,
} from '../../../src/lib/kox-import-values.ts';
import en from '../../../src/locales/en/koxImport.json' with { type: 'json' };
import zh from '../../../src/locales/zh/koxImport.json' with { type: 'json' };
import { parsePostLink, type PostRef } from './post-link.ts';

export type CellValue = string | number | boolean | AccountRef | PostRef | null;
export type CellOutcome =
  | { ok: true; value: CellValue }
  | { ok: false; code: number; message: string; params?: Record<string, string | number> };

const fail = (code: number, message: string, params?: Record<string, string | number>): CellOutcome => ({
  ok: false,
  code,
  message,
  params,
});

/** What people type for a cooperation type: the key, or its name in either language, any case. */
const COOPERATION_WORDS = new Map<string, CooperationType>(
  COOPERATION_TYPES.flatMap((type) =>
    [type, type.replace('_', ' '), en.cooperation[type], zh.cooperation[type]].map(
      (word) => [word.toLowerCase(), type] as const,
    ),
  ),
);
const DEAL_WORDS = new Map<string, boolean>([
  ...['deal', 'yes', 'y', 'true', '1', en.deal.deal, zh.deal.deal, '是'].map(
    (w) => [w.toLowerCase(), true] as const,
  ),
  ...[
    'non-deal',
    'non deal',
    'non_deal',
    'no',
    'n',
    'false',
    '0',
    en.deal.non_deal,
    zh.deal.non_deal,
    '否',
  ].map((w) => [w.toLowerCase(), false] as const),
]);
/** One address: a local part, @, a dotted domain; no spaces. */
const EMAIL = /^[^\s@,;，；]+@[^\s@,;，；]+\.[^\s@,;，；.]{2,}$/;
const MAX_SAFE_COUNT = 1e15;
const MAX_USD = 9_999_999_999.99;

function parseCount(text: string, code: number = ErrorCode.KOX_RANGE_DIGITS): CellOutcome {
  // Thousands separators as spreadsheets print them (1,234,567) are accepted; signs and decimals are not.
  const digits = /^\d{1,3}(,\d{3})+$/.test(text) ? text.replaceAll(',', '') : text;
  if (/^\d+(\.0+)?$/.test(digits) && Number(digits) <= MAX_SAFE_COUNT)
    return { ok: true, value: Number(digits) };
  return fail(code, `"${text}" is not a whole number of 0 or more`);
}

function parseUsd(text: string): CellOutcome {
  const plain = text.replace(/^\$|^US\$/i, '').replaceAll(',', '');
  if (/^\d+(\.\d{1,2})?$/.test(plain) && Number(plain) <= MAX_USD) return { ok: true, value: Number(plain) };
  return fail(
    ErrorCode.IMPORT_NOT_NONNEGATIVE,
    `"${text}" is not a number of 0 or more with at most 2 decimals`,
  );
}

function parseEmail(text: string): CellOutcome {
  const parts = text.split(/[\s,;，；]+/u).filter(Boolean);
  if (parts.length > 1)
    return fail(ErrorCode.IMPORT_EMAIL_MULTIPLE, 'only one e-mail address can be entered');
  if (text.length > 254 || !EMAIL.test(text))
    return fail(ErrorCode.IMPORT_EMAIL_INVALID, `"${text}" is not a valid e-mail address`);
  return { ok: true, value: text.toLowerCase() };
}

/** One cell's text as its column's value; an empty cell is null (the caller checks mandatory columns). */
export function parseImportCell(column: KoxImportColumn, raw: string): CellOutcome {
  const text = raw.trim();
  if (text === '') return { ok: true, value: null };
  switch (column.kind) {
    case 'text':
      return column.max && text.length > column.max
        ? fail(ErrorCode.IMPORT_TEXT_TOO_LONG, `is longer than ${column.max} characters`, { max: column.max })
        : { ok: true, value: text };
    case 'count':
      return parseCount(text);
    case 'views':
      return parseCount(text, ErrorCode.IMPORT_VIEWS_INTEGER);
    case 'usd':
      return parseUsd(text);
    case 'email':
      return parseEmail(text);
    case 'profile_link': {
      const ref = text.length <= 2000 ? parseAccountLink(text) : null;
      return ref
        ? { ok: true, value: ref }
        : fail(
            ErrorCode.IMPORT_PROFILE_LINK_UNSUPPORTED,
            `"${text}" is not a YouTube, TikTok or Instagram profile link`,
          );
    }
    case 'post_link': {
      const ref = text.length <= 2000 ? parsePostLink(text) : null;
      return ref
        ? { ok: true, value: ref }
        : fail(
            ErrorCode.IMPORT_POST_LINK_UNSUPPORTED,
            `"${text}" is not a YouTube, TikTok or Instagram post link`,
          );
    }
    case 'cooperation': {
      const type = COOPERATION_WORDS.get(text.toLowerCase());
      return type
        ? { ok: true, value: type }
        : fail(ErrorCode.IMPORT_COOPERATION_UNKNOWN, `"${text}" is not a cooperation type`);
    }
    case 'deal': {
      const deal = DEAL_WORDS.get(text.toLowerCase());
      return deal === undefined
        ? fail(ErrorCode.IMPORT_DEAL_UNKNOWN, `"${text}" is not deal or non-deal`)
        : { ok: true, value: deal };
    }
  }
}
