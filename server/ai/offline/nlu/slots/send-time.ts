import { instantOf, wallClockOf } from '../../../../../src/lib/time/zoned-time.ts';
import { foldText } from './fold-text.ts';

/*
 * The sending time a request gives ("tomorrow at 9", "明天上午9点"): a day relative to today and a clock time, on the
 * user's clock (the time zone their browser sent with the chat request).
 */

const EN_DAY: [RegExp, number][] = [
  [/\bday after tomorrow\b/iu, 2],
  [/\btomorrow\b/iu, 1],
  [/\btoday\b|\btonight\b|\bthis (?:morning|afternoon|evening)\b/iu, 0],
];
const ZH_DAY: [RegExp, number][] = [
  [/后天/u, 2],
  [/明天|明早|明晚/u, 1],
  [/今天|今晚|今早|今天下午/u, 0],
];
/** Weekdays, Sunday first as `WallClock.weekday` counts them. */
const EN_WEEKDAY = /\b(next\s+)?(sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b/iu;
const EN_WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const ZH_WEEKDAY = /(下个?)?(?:周|星期|礼拜)([日天一二三四五六])/u;
const ZH_WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

/**
 * The day said, as days from today, and where it was said: "tomorrow", "明天", or a weekday ("Monday", "周一": the
 * next one after today; "next Monday", "下周一": the one in the week after this one, weeks starting on Monday).
 */
function dayOf(text: string, zh: boolean, weekdayToday: number): { offset: number; at: number } | undefined {
  const named = (zh ? ZH_DAY : EN_DAY).map(([p, offset]) => ({ m: p.exec(text), offset })).find((d) => d.m);
  if (named?.m) return { offset: named.offset, at: named.m.index };
  const m = (zh ? ZH_WEEKDAY : EN_WEEKDAY).exec(text);
  if (!m) return undefined;
  const target = zh
    ? ZH_WEEKDAYS.indexOf(m[2] === '天' ? '日' : m[2]!)
    : EN_WEEKDAYS.indexOf(m[2]!.toLowerCase());
  if (!m[1]) return { offset: (target - weekdayToday + 7) % 7 || 7, at: m.index };
  // Monday-first positions: next week's Monday is 7 − today's position days away.
  const position = (weekday: number) => (weekday + 6) % 7;
  return { offset: 7 - position(weekdayToday) + position(target), at: m.index };
}

const EN_CLOCK = /\b(?:at\s+)?(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.|o'clock)?(?=\s|$|[,.!?])/iu;
const ZH_CLOCK = /(上午|早上|早|下午|晚上|晚|中午)?\s*(\d{1,2})\s*(?:点|:|：)\s*(半|(\d{1,2})\s*分?)?/u;

function clockOf(
  text: string,
  zh: boolean,
  dayAt: number | undefined,
): { hour: number; minute: number } | undefined {
  if (zh) {
    const m = ZH_CLOCK.exec(text);
    if (!m) return undefined;
    let hour = Number(m[2]);
    if (/下午|晚/u.test(m[1] ?? '') && hour < 12) hour += 12;
    const minute = m[3] === '半' ? 30 : m[4] ? Number(m[4]) : 0;
    return hour < 24 && minute < 60 ? { hour, minute } : undefined;
  }
  // The clock is read only next to a day ("tomorrow at 9"), so that "the 20 creators" is not a time.
  const after = dayAt === undefined ? '' : text.slice(dayAt);
  const before = /\bat\s+\d/iu.exec(text);
  const m = EN_CLOCK.exec(before ? text.slice(before.index) : after);
  if (!m) return undefined;
  let hour = Number(m[1]);
  const half = (m[3] ?? '').toLowerCase();
  if (half.startsWith('p') && hour < 12) hour += 12;
  if (half.startsWith('a') && hour === 12) hour = 0;
  const minute = m[2] ? Number(m[2]) : 0;
  return hour < 24 && minute < 60 ? { hour, minute } : undefined;
}

/** The sending time said, as an ISO date-time (UTC) of that wall time in `timeZone`; none when no day and time. */
export function sendTimeOf(raw: string, today: Date, timeZone = 'UTC'): string | undefined {
  const text = foldText(raw);
  const zh = /\p{Script=Han}/u.test(text);
  const local = wallClockOf(today, timeZone);
  const day = dayOf(text, zh, local.weekday);
  const clock = clockOf(text, zh, day?.at);
  if (!day || !clock) return undefined;
  return instantOf({ ...local, day: local.day + day.offset, ...clock }, timeZone).toISOString();
}
