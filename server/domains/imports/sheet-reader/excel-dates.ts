/**
 * Excel keeps a date as a number (days since its epoch) and tells it apart only by the cell's number format.
 * Built-in formats with no formatCode in the file: 14–22 and 45–47 in every locale, 27–36 and 50–58 as the
 * East Asian versions of Excel define them (年/月/日, 時/分).
 */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54,
  55, 56, 57, 58,
]);

/**
 * Whether a number format shows a date or time: a built-in date format, or a custom code with a day, month,
 * year, hour or second outside its quoted literals, [brackets] (colours, locales, conditions, elapsed time),
 * escaped characters (\x) and padding or fill (_x, *x).
 */
export function isDateFormat(id: number, code: string | undefined): boolean {
  if (code === undefined) return BUILT_IN_DATE_FORMATS.has(id);
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/[\\_*]./g, '');
  return /[dmyhs]/i.test(bare);
}

const DAY_MS = 86_400_000;
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);
/** 10000-01-01, the first day Excel cannot show. */
const END_SERIAL = 2_958_466;

/**
 * The date of an Excel serial as ISO 8601 text (UTC, to the millisecond), or null when Excel would not show it
 * as a date. The 1900 system counts 29 February 1900, a day that never was (Lotus 1-2-3's bug, kept for
 * compatibility): serials before it are one day later than their distance from 30 December 1899, and serial 60
 * itself comes out as the impossible 1900-02-29, which the import then refuses as not a real date.
 */
export function excelDateText(serial: number, date1904: boolean): string | null {
  if (!Number.isFinite(serial) || serial < 0 || serial >= END_SERIAL) return null;
  let days = Math.floor(serial);
  let ms = Math.round((serial - days) * DAY_MS);
  if (ms === DAY_MS) {
    days++;
    ms = 0;
  }
  if (date1904) return new Date(EPOCH_1904 + days * DAY_MS + ms).toISOString();
  if (days === 60)
    return new Date(Date.UTC(1900, 2, 1) + ms).toISOString().replace('1900-03-01', '1900-02-29');
  return new Date(EPOCH_1900 + (days < 60 ? days + 1 : days) * DAY_MS + ms).toISOString();
}
