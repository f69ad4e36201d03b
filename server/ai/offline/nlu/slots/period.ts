import type { QueryPeriod } from '../../../../../src/tools/query-dashboard/contract.ts';
import { blank, wordBounded } from './fold-text.ts';
import { daysIn } from './calendar-date.ts';
import { CHINESE_NUMBER, ENGLISH_NUMBER, parseEnglishNumber, parseNumber } from './chinese-number.ts';

type Unit = 'day' | 'week' | 'month' | 'year';
const EN_UNIT: Record<string, Unit> = {
  day: 'day',
  week: 'week',
  month: 'month',
  year: 'year',
  quarter: 'month',
};
const ZH_UNIT: Record<string, Unit> = {
  天: 'day',
  日: 'day',
  周: 'week',
  星期: 'week',
  礼拜: 'week',
  月: 'month',
  年: 'year',
  季度: 'month',
};
/** A quarter is three months: the contract has no quarter unit. */
const times = (unit: string) => (unit === 'quarter' || unit === '季度' ? 3 : 1);

const EN_LAST = new RegExp(
  `\\b(?:(?:in|over|during|for)\\s+)?(?:the\\s+)?(?:last|past|previous|recent|prior)\\s+(?:(\\d{1,3}|${ENGLISH_NUMBER})\\s+)?(day|week|month|year|quarter)s?\\b`,
  'iu',
);
const ZH_LAST = new RegExp(
  `(?:最近|过去|近|前|这)\\s*(\\d{1,3}|${CHINESE_NUMBER})?\\s*个?\\s*(天|日|周|星期|礼拜|月|年|季度)(?:内|以来|里|中)?`,
  'u',
);
const ZH_PREVIOUS = /上个?(周|星期|礼拜|季度)|去(年)|(半)年/u;
const RANGE_WORD = /^\s*(?:to|until|till|through|and|-|–|~|到|至|和|—)\s*$/iu;

/** Calendar windows ("this year", "昨天", "上个月"): dates from `today`, since "this week" is not the last 7 days. */
const CALENDAR: [RegExp, (today: Date) => [Date, Date]][] = [
  [/\byesterday\b|昨天|昨日/iu, (t) => [shift(t, -1), shift(t, -1)]],
  [/\bthis week\b|本周|这周|这个?星期|这个?礼拜/iu, (t) => [shift(t, -((t.getUTCDay() + 6) % 7)), t]],
  [/\bthis month\b|本月|这个月/iu, (t) => [monthStart(t, 0), t]],
  [/上个?月/u, (t) => [monthStart(t, -1), shift(monthStart(t, 0), -1)]],
  [/\bthis year\b|今年|本年/iu, (t) => [new Date(Date.UTC(t.getUTCFullYear(), 0, 1)), t]],
  [/\bthis quarter\b|本季度|这个?季度/iu, (t) => [quarterStart(t, 0), t]],
];
const DAY_MS = 86_400_000;
const shift = (d: Date, days: number) => new Date(d.getTime() + days * DAY_MS);
const monthStart = (d: Date, months: number) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
const quarterStart = (d: Date, quarters: number) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - (d.getUTCMonth() % 3) + 3 * quarters, 1));
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export interface PeriodFound {
  value: QueryPeriod;
  span: [number, number];
}

function lastN(n: number, unit: Unit, span: [number, number]): PeriodFound | null {
  return Number.isInteger(n) && n >= 1 && n <= 366 ? { value: { last: n, unit }, span } : null;
}

/** Two days with "to"/"到" between them: an explicit window; a day without a year takes `today`'s year. */
function explicitRange(text: string, today: Date): PeriodFound | null {
  const days = daysIn(text);
  for (let i = 0; i + 1 < days.length; i++) {
    const [a, b] = [days[i], days[i + 1]];
    if (!a || !b || !RANGE_WORD.test(text.slice(a.span[1], b.span[0]))) continue;
    const year = String(today.getUTCFullYear());
    const full = (d: string) => (d.length === 5 ? `${year}-${d}` : d);
    const lead = text.slice(0, a.span[0]).search(/(?:\b(?:from|between)\s+|从\s*)$/iu);
    const start = lead >= 0 ? lead : a.span[0];
    return { value: { from: full(a.value), to: full(b.value) }, span: [start, b.span[1]] };
  }
  return null;
}

/** "Q3", "Q3 2025", "2025年第三季度", "三季度": a calendar quarter, this year's unless it has not begun (last year's). */
const NAMED_QUARTER =
  /\b(?:(20\d\d)\s*)?Q([1-4])(?:\s*(20\d\d))?\b|(?:(20\d\d)\s*年\s*)?第?([一二三四1-4])季度/iu;
const QUARTER_NUMBER: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4 };

function namedQuarter(text: string, today: Date): PeriodFound | null {
  const m = NAMED_QUARTER.exec(text);
  if (!m) return null;
  const said = m[2] ?? m[5] ?? '';
  const quarter = QUARTER_NUMBER[said] ?? Number(said);
  const year = Number(m[1] ?? m[3] ?? m[4] ?? 0);
  const startMonth = 3 * (quarter - 1);
  const thisYear = today.getUTCFullYear();
  const begun = Date.UTC(thisYear, startMonth, 1) <= today.getTime();
  const y = year || (begun ? thisYear : thisYear - 1);
  const from = new Date(Date.UTC(y, startMonth, 1));
  const to = shift(new Date(Date.UTC(y, startMonth + 3, 1)), -1);
  return { value: { from: isoDay(from), to: isoDay(to) }, span: [m.index, m.index + m[0].length] };
}

function calendarWindow(text: string, today: Date): PeriodFound | null {
  for (const [pattern, window] of CALENDAR) {
    const m = pattern.exec(text);
    if (!m) continue;
    const [from, to] = window(today);
    return { value: { from: isoDay(from), to: isoDay(to) }, span: [m.index, m.index + m[0].length] };
  }
  return null;
}

/**
 * The time window a question is limited to: "last month", "past 3 months", "最近三个月", "上周", "过去7天",
 * two days, or a calendar window ("this week", "上个月").
 */
export function periodOf(text: string, today = new Date()): PeriodFound | null {
  const range = explicitRange(text, today) ?? namedQuarter(text, today) ?? calendarWindow(text, today);
  if (range) return range;
  const en = EN_LAST.exec(text);
  if (en) {
    const unit = (en[2] ?? '').toLowerCase();
    return lastN(parseEnglishNumber(en[1] ?? '1') * times(unit), EN_UNIT[unit] ?? 'day', [
      en.index,
      en.index + en[0].length,
    ]);
  }
  const zh = ZH_LAST.exec(text);
  if (zh) {
    const unit = zh[2] ?? '';
    const n = zh[1] ? parseNumber(zh[1]) : 1;
    return lastN(n * times(unit), ZH_UNIT[unit] ?? 'day', [zh.index, zh.index + zh[0].length]);
  }
  const prev = ZH_PREVIOUS.exec(text);
  if (prev) {
    const span: [number, number] = [prev.index, prev.index + prev[0].length];
    if (prev[3]) return lastN(6, 'month', span);
    const unit = prev[1] ?? prev[2] ?? '';
    return lastN(times(unit), ZH_UNIT[unit] ?? 'day', span);
  }
  return null;
}

/**
 * "Last month" said beside "this month" is the calendar month before it, not the 30 days to today: "last week",
 * "last month", "last quarter", "last year", 上周, 上季度, 去年 as the calendar span before the current one (上个月 is
 * read so already);
 * anything else ("in the last month", "最近1个月", "past 3 months") as it was read.
 */
export function asCalendarSpan(found: PeriodFound, text: string, today = new Date()): QueryPeriod {
  const said = text.slice(found.span[0], found.span[1]).trim();
  const m =
    /^(?:(?:last|previous)\s+(week|month|year|quarter)|(上个?(?:周|星期|礼拜))|(去年)|(上个?季度))$/iu.exec(
      said,
    );
  const unit = m?.[1]?.toLowerCase() ?? (m?.[2] ? 'week' : m?.[3] ? 'year' : m?.[4] ? 'quarter' : undefined);
  if (!unit) return found.value;
  const t = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  const monday = shift(t, -((t.getUTCDay() + 6) % 7));
  const [from, to] =
    unit === 'week'
      ? [shift(monday, -7), shift(monday, -1)]
      : unit === 'month'
        ? [monthStart(t, -1), shift(monthStart(t, 0), -1)]
        : unit === 'quarter'
          ? [quarterStart(t, -1), shift(quarterStart(t, 0), -1)]
          : [
              new Date(Date.UTC(t.getUTCFullYear() - 1, 0, 1)),
              new Date(Date.UTC(t.getUTCFullYear() - 1, 11, 31)),
            ];
  return { from: isoDay(from), to: isoDay(to) };
}

const SPAN_UNIT_ZH = String.raw`(?:\d{1,3}|${CHINESE_NUMBER})?\s*个?\s*(?:天|日|周|星期|礼拜|月|年|季度)`;
const SPAN_UNIT_EN = String.raw`(?:(?:\d{1,3}|${ENGLISH_NUMBER})\s+)?(?:days?|weeks?|months?|years?|quarters?)`;
/** A second span said as the one before the first ("和之前7天", "与前一周", "with the week before"). */
const SPAN_BEFORE = [
  new RegExp(String.raw`(?:和|与|跟|对比|比)\s*(?:之前|此前|再往前|前面|前)\s*的?\s*${SPAN_UNIT_ZH}`, 'u'),
  new RegExp(
    String.raw`\b(?:with|against|to|vs\.?|versus|and)\s+(?:the\s+)?(?:${SPAN_UNIT_EN}\s+before|(?:previous|prior|preceding)\s+${SPAN_UNIT_EN})\b`,
    'iu',
  ),
];

/** The later of two spans is the one asked about, the earlier the one it is compared with. */
function laterFirst(a: QueryPeriod, b: QueryPeriod): [QueryPeriod, QueryPeriod] {
  if ('last' in a) return [a, b];
  if ('last' in b) return [b, a];
  return a.to >= b.to ? [a, b] : [b, a];
}

/**
 * "上个月和这个月", "this month against last month": the period asked about and, when a second span is said, the
 * one it is compared with (the later asked, the earlier compared, "last month" beside another as the calendar
 * month), with the spans of the text they were read from.
 */
export function periodsOf(
  text: string,
  today = new Date(),
): { period?: QueryPeriod; versus?: QueryPeriod; previous?: true; spans: [number, number][] } {
  // "上周和前一周", "the last 30 days against the 30 days before": the same length just before, the tool's default
  // (read first: "前一周" alone would be the last week).
  const before = SPAN_BEFORE.map((p) => p.exec(text)).find(Boolean);
  if (before) {
    const beforeSpan: [number, number] = [before.index, before.index + before[0].length];
    const asked = periodOf(blank(text, [beforeSpan]), today);
    if (asked)
      return {
        period: asCalendarSpan(asked, text, today),
        previous: true,
        spans: [asked.span, beforeSpan],
      };
  }
  const first = periodOf(text, today);
  if (!first) return { spans: [] };
  const second = periodOf(blank(text, [first.span]), today);
  if (!second) return { period: first.value, spans: [first.span] };
  const [period, versus] = laterFirst(
    asCalendarSpan(first, text, today),
    asCalendarSpan(second, text, today),
  );
  return { period, versus, spans: [first.span, second.span] };
}

/** "与上一期对比", "against the previous period": the period against the span of the same length before it. */
export const PREVIOUS_PERIOD = new RegExp(
  wordBounded(
    'previous period|prior period|period before|preceding period|last period|上一期|前一期|上期|上一个周期|前一个周期',
  ),
  'iu',
);
