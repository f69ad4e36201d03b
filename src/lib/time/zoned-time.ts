/*
 * Wall-clock time in a named (IANA) time zone, with Intl only: a user's "tomorrow at 9" and "this week" are theirs,
 * not the server's. Shared by the chat request's validation (browser and server) and the tools that read times.
 */

export interface WallClock {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether Intl knows the zone ("Asia/Shanghai", "UTC"); a hostile or misspelt name is not one. */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z0-9_+\-/]{1,64}$/.test(name)) return false;
  try {
    formatterOf(name);
    return true;
  } catch {
    return false;
  }
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** What a clock in `timeZone` shows at `instant`. */
export function wallClockOf(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

/** Minutes `timeZone` is ahead of UTC at `instant`. */
function offsetMinutesAt(instant: Date, timeZone: string): number {
  const c = wallClockOf(instant, timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The instant a clock in `timeZone` shows this wall time. Day overflow is allowed (day 32 is the next month's 1st).
 * A time a daylight-saving change skips comes out an hour later; a time it repeats, the first of the two.
 */
export function instantOf(
  wall: { year: number; month: number; day: number; hour?: number; minute?: number },
  timeZone: string,
): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour ?? 0, wall.minute ?? 0);
  const near = offsetMinutesAt(new Date(asUtc), timeZone);
  const offsets = [...new Set([near, offsetMinutesAt(new Date(asUtc - near * 60_000), timeZone)])];
  const valid = offsets
    .map((offset) => asUtc - offset * 60_000)
    .filter((t, i) => offsetMinutesAt(new Date(t), timeZone) === offsets[i]);
  return new Date(valid.length ? Math.min(...valid) : asUtc - Math.min(...offsets) * 60_000);
}

/** The zone this runtime's clock is set to (the browser's), or UTC when it names none Intl knows. */
export function localTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : 'UTC';
}
