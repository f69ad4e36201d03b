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
const EN_CLOCK = /\b(?:at\s+)?(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.|o'clock)?(?=\s|$|[,.!?])/iu;
const ZH_CLOCK = /(上午|早上|早|下午|晚上|晚|中午)?\s*(\d{1,2})\s*(?:点|:|：)\s*(半|(\d{1,2})\s*分?)?/u;

function clockOf(text: string, zh: boolean): { hour: number; minute: number } | undefined {
  if (zh) {
    const m = ZH_CLOCK.exec(text);
    if (!m) return undefined;
    let hour = Number(m[2]);
    if (/下午|晚/u.test(m[1] ?? '') && hour < 12) hour += 12;
    const minute = m[3] === '半' ? 30 : m[4] ? Number(m[4]) : 0;
    return hour < 24 && minute < 60 ? { hour, minute } : undefined;
  }
  const day = EN_DAY.find(([p]) => p.test(text));
  // The clock is read only next to a day ("tomorrow at 9"), so that "the 20 creators" is not a time.
  const after = day ? text.slice(day[0].exec(text)!.index) : '';
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
  const day = (zh ? ZH_DAY : EN_DAY).find(([p]) => p.test(text));
  const clock = clockOf(text, zh);
  if (!day || !clock) return undefined;
  const local = wallClockOf(today, timeZone);
  return instantOf({ ...local, day: local.day + day[1], ...clock }, timeZone).toISOString();
}
