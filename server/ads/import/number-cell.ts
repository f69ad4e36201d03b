/** The decimal mark of a file's numbers: found in its cells, else from its locale or delimiter. */
export type DecimalMark = '.' | ',';

/** Spaces people and spreadsheets group digits with: normal, no-break, narrow no-break, thin. */
const GROUP_SPACES = /[ \u00A0\u202F\u2009\u2007]/g;
/** A currency sign or code before or after the amount: "$1,234.56", "1.234,56 €", "USD 12". */
const CURRENCY_MARKS = /^(?:[A-Z]{3}|US\$|[$€£¥₩₹])|(?:[A-Z]{3}|[$€£¥₩₹])$/g;
/** What exports write for "no value". */
const NO_VALUE = new Set(['', '-', '—', '–', '--', 'n/a', 'N/A']);
const MAX_VALUE = 1e15;
const PLAIN_POINT = /^\d{1,15}(?:\.\d{1,15})?$/;
const PLAIN_COMMA = /^\d{1,15}(?:,\d{1,15})?$/;

/** A cell shows which decimal mark its file uses when it can be read only one way. */
export function decimalEvidence(text: string): DecimalMark | null {
  const t = text.replace(GROUP_SPACES, '');
  if (/\d\.\d{3},\d+$/.test(t) || /^\d*,\d{1,2}%?$/.test(t) || /^\d+,\d{4,}$/.test(t)) return ',';
  if (/\d,\d{3}\.\d+$/.test(t) || /^\d*\.\d{1,2}%?$/.test(t) || /^\d+\.\d{4,}$/.test(t)) return '.';
  return null;
}

export type NumberOutcome = { ok: true; value: number | null } | { ok: false };

/**
 * A localized number of 0 or more: "1 234,56", "1.234,56", "1,234.56", "12%" (→ 0.12), "$1,234"; "—", "-"
 * and an empty cell are no value (null). Thousands groups must be groups of three; a negative number is
 * refused.
 */
export function parseNumberCell(raw: string, mark: DecimalMark): NumberOutcome {
  // Most cells of an export are plain digits with at most a decimal mark: read those without the steps below.
  if ((mark === '.' ? PLAIN_POINT : PLAIN_COMMA).test(raw)) {
    const value = Number(mark === '.' ? raw : raw.replace(',', '.'));
    if (value <= MAX_VALUE) return { ok: true, value };
  }
  let text = raw.trim();
  if (NO_VALUE.has(text)) return { ok: true, value: null };
  text = text.replace(CURRENCY_MARKS, '').replace(GROUP_SPACES, '');
  const percent = text.endsWith('%');
  if (percent) text = text.slice(0, -1);
  const group = mark === ',' ? '.' : ',';
  const [whole, fraction, extra] = text.split(mark);
  if (extra !== undefined || whole === undefined) return { ok: false };
  const grouped = whole.includes(group);
  if (grouped && !new RegExp(`^\\d{1,3}(\\${group}\\d{3})+$`).test(whole)) return { ok: false };
  const digits = grouped ? whole.replaceAll(group, '') : whole;
  if (!/^\d*$/.test(digits) || (fraction !== undefined && !/^\d+$/.test(fraction))) return { ok: false };
  if (digits === '' && fraction === undefined) return { ok: false };
  const value = Number(`${digits || '0'}.${fraction ?? '0'}`);
  if (!Number.isFinite(value) || value > MAX_VALUE) return { ok: false };
  return { ok: true, value: percent ? value / 100 : value };
}
