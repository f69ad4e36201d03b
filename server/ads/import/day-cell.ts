/** How a file writes the day and month of "01/10/2026": decided once for the whole file. */
export type DayOrder = 'dmy' | 'mdy';

const ISO =
  /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const CJK = /^(\d{4})年(\d{1,2})月(\d{1,2})日$/;
const DOTTED = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const SLASHED = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/;

function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

/** What a slashed day says about the order: a first part over 12 is a day, a second over 12 too. */
export function orderEvidence(text: string): DayOrder | null {
  const m = SLASHED.exec(text.trim());
  if (!m) return null;
  if (Number(m[1]) > 12) return 'dmy';
  if (Number(m[2]) > 12) return 'mdy';
  return null;
}

/**
 * A day as YYYY-MM-DD, or null when it is none: ISO (with a time, as the XLSX reader gives Excel dates),
 * "2026/10/01", "2026年10月1日", "01.10.2026" (always day first), and "01/10/2026" in the file's `order`.
 */
export function parseDayCell(raw: string, order: DayOrder): string | null {
  const text = raw.trim();
  const iso = ISO.exec(text) ?? CJK.exec(text);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dotted = DOTTED.exec(text);
  if (dotted) return isoDay(Number(dotted[3]), Number(dotted[2]), Number(dotted[1]));
  const slashed = SLASHED.exec(text);
  if (!slashed) return null;
  const [first, second] = [Number(slashed[1]), Number(slashed[2])];
  return order === 'dmy'
    ? isoDay(Number(slashed[3]), second, first)
    : isoDay(Number(slashed[3]), first, second);
}
