import { DASHBOARD_MEDIA } from '../../../src/lib/api/endpoints.ts';
import type { PostFact } from '../../analytics/store/fact-rows.ts';
import type { ColumnKind } from './import-columns.ts';

export type Parsed =
  { ok: true; value: string | number | boolean | string[] | null } | { ok: false; message: string };

const FORMATS: readonly PostFact['format'][] = ['video', 'short', 'live', 'image'];
const TRUE = new Set(['true', 'yes', 'y', '1', '是']);
const FALSE = new Set(['false', 'no', 'n', '0', '否']);
/** `2026-03-01`, `2026-03-01 14:00`, `2026-03-01T14:00:00Z`, `2026/03/01 14:00:00`; no zone means UTC. */
const DATE =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

const fail = (message: string): Parsed => ({ ok: false, message });

function parseDate(text: string): Parsed {
  const m = DATE.exec(text);
  if (!m) return fail(`"${text}" is not a date; use YYYY-MM-DD HH:mm:ss (UTC)`);
  const [, y, mo, d, h = '0', mi = '0', s = '0', zone] = m;
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const check = new Date(utc);
  if (
    check.getUTCFullYear() !== Number(y) ||
    check.getUTCMonth() !== Number(mo) - 1 ||
    check.getUTCDate() !== Number(d) ||
    Number(h) > 23 ||
    Number(s) > 59
  )
    return fail(`"${text}" is not a real date or time`);
  let offset = 0;
  if (zone && zone.toUpperCase() !== 'Z') {
    const z = /^([+-])(\d{2}):?(\d{2})$/.exec(zone)!;
    offset = (z[1] === '-' ? -1 : 1) * (Number(z[2]) * 60 + Number(z[3])) * 60_000;
  }
  const at = utc - offset;
  if (at > Date.now() + 86_400_000) return fail(`"${text}" is in the future`);
  return { ok: true, value: new Date(at).toISOString() };
}

function parseCount(text: string): Parsed {
  // Thousands separators as spreadsheets print them (1,234,567) are accepted; decimals and signs are not.
  const digits = /^\d{1,3}(,\d{3})+$/.test(text) ? text.replaceAll(',', '') : text;
  if (/^\d+(\.0+)?$/.test(digits)) {
    const n = Number(digits);
    if (Number.isSafeInteger(n)) return { ok: true, value: n };
  }
  return fail(`"${text}" is not a whole number of 0 or more`);
}

/** One cell's text as the value of its column kind; `''` is null (the caller checks required columns). */
export function parseCell(kind: ColumnKind, raw: string, max?: number): Parsed {
  const text = raw.trim();
  if (text === '') return { ok: true, value: null };
  switch (kind) {
    case 'text':
      // Kept exactly as written: a cell starting with = or containing markup is text, never evaluated.
      return max && raw.length > max ? fail(`is longer than ${max} characters`) : { ok: true, value: raw };
    case 'count':
      return parseCount(text);
    case 'date':
      return parseDate(text);
    case 'platform': {
      const p = text.toLowerCase();
      return (DASHBOARD_MEDIA as readonly string[]).includes(p)
        ? { ok: true, value: p }
        : fail(`unknown platform "${text}"; use ${DASHBOARD_MEDIA.join(', ')}`);
    }
    case 'format': {
      const f = text.toLowerCase();
      return (FORMATS as readonly string[]).includes(f)
        ? { ok: true, value: f }
        : fail(`unknown format "${text}"; use ${FORMATS.join(', ')}`);
    }
    case 'boolean': {
      const b = text.toLowerCase();
      if (TRUE.has(b)) return { ok: true, value: true };
      if (FALSE.has(b)) return { ok: true, value: false };
      return fail(`"${text}" is not true or false`);
    }
    case 'url': {
      if (text.length > 2000) return fail('is longer than 2000 characters');
      try {
        const url = new URL(text);
        if (url.protocol === 'http:' || url.protocol === 'https:') return { ok: true, value: text };
      } catch {
        // falls through to the message below
      }
      return fail(`"${text}" is not an http(s) link`);
    }
    case 'region':
      return /^[a-z]{2}$/i.test(text)
        ? { ok: true, value: text.toUpperCase() }
        : fail(`"${text}" is not a two-letter region code such as US`);
    case 'language': {
      const primary = /^([a-z]{2,3})(?:[-_][a-z0-9]{2,8})*$/i.exec(text)?.[1];
      return primary
        ? { ok: true, value: primary.toLowerCase() }
        : fail(`"${text}" is not a language code such as en or zh`);
    }
    case 'hashtags': {
      const tags = text
        .split(/[\s,，;；、]+/u)
        .map((t) => t.replace(/^[#＃]+/, '').toLowerCase())
        .filter((t) => t !== '');
      if (tags.some((t) => t.length > 100)) return fail('has a hashtag longer than 100 characters');
      return { ok: true, value: [...new Set(tags)] };
    }
  }
}
