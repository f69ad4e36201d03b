const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const pad = (n: number) => String(n).padStart(2, '0');

const MONTH_NAME = `(?:${MONTHS.map((m) => `${m.slice(0, 3)}(?:${m.slice(3)})?`).join('|')})\\.?`;
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';

/**
 * The ways a day is written, each with a reader: ISO, 2026年3月14日, 3月14号, March 14(th), 14 March, the 14th
 * of March, 3/14 (month first, as in English). A year left out stays out ("MM-DD").
 */
const FORMS: [RegExp, (m: RegExpExecArray) => [number | undefined, number, number]][] = [
  [/(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})/u, (m) => [Number(m[1]), Number(m[2]), Number(m[3])]],
  [
    /(?:(\d{4})\s*年\s*)?(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]?/u,
    (m) => [m[1] ? Number(m[1]) : undefined, Number(m[2]), Number(m[3])],
  ],
  [
    new RegExp(`\\b(${MONTH_NAME})\\s+${DAY}\\b(?:,?\\s*(\\d{4}))?`, 'iu'),
    (m) => [m[3] ? Number(m[3]) : undefined, monthOf(m[1]), Number(m[2])],
  ],
  [
    new RegExp(`\\b(?:the\\s+)?${DAY}(?:\\s+of)?\\s+(${MONTH_NAME})(?:,?\\s*(\\d{4}))?`, 'iu'),
    (m) => [m[3] ? Number(m[3]) : undefined, monthOf(m[2]), Number(m[1])],
  ],
  [/(?<![\d/])(\d{1,2})\/(\d{1,2})(?![\d/])/u, (m) => [undefined, Number(m[1]), Number(m[2])]],
];

function monthOf(name: string | undefined): number {
  return MONTHS.findIndex((m) => m.startsWith((name ?? '').slice(0, 3).toLowerCase())) + 1;
}

export interface DayFound {
  /** `YYYY-MM-DD`, or `MM-DD` when the year was not said. */
  value: string;
  span: [number, number];
}

/** Every day written in the text, in order. */
export function daysIn(text: string): DayFound[] {
  const found: DayFound[] = [];
  const taken = (at: number, end: number) => found.some((f) => at < f.span[1] && end > f.span[0]);
  for (const [form, read] of FORMS) {
    const global = new RegExp(form.source, `${form.flags}g`);
    for (const m of text.matchAll(global)) {
      const [year, month, day] = read(m as RegExpExecArray);
      const end = m.index + m[0].length;
      if (month < 1 || month > 12 || day < 1 || day > 31 || taken(m.index, end)) continue;
      const md = `${pad(month)}-${pad(day)}`;
      found.push({ value: year ? `${year}-${md}` : md, span: [m.index, end] });
    }
  }
  return found.sort((a, b) => a.span[0] - b.span[0]);
}
