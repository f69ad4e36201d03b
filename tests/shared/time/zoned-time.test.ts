import { describe, expect, it } from 'vitest';
import { instantOf, isTimeZone, wallClockOf } from '../../../src/lib/time/zoned-time.ts';

describe('wall-clock time in a named zone', () => {
  it('reads what a clock shows, weekday included, across the date line', () => {
    expect(wallClockOf(new Date('2026-11-25T20:00:00Z'), 'Asia/Shanghai')).toEqual({
      year: 2026,
      month: 11,
      day: 26,
      hour: 4,
      minute: 0,
      weekday: 4,
    });
    expect(wallClockOf(new Date('2026-11-25T02:00:00Z'), 'America/Los_Angeles')).toMatchObject({
      day: 24,
      hour: 18,
    });
  });

  it('turns a wall time into its instant, with month overflow and both daylight-saving edges', () => {
    const iso = (wall: Parameters<typeof instantOf>[0], zone: string) => instantOf(wall, zone).toISOString();
    expect(iso({ year: 2026, month: 11, day: 26, hour: 9 }, 'Asia/Shanghai')).toBe(
      '2026-11-26T01:00:00.000Z',
    );
    expect(iso({ year: 2026, month: 12, day: 32 }, 'UTC')).toBe('2027-01-01T00:00:00.000Z');
    // 02:30 does not exist on 8 March 2026 in New York: an hour later.
    expect(iso({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, 'America/New_York')).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    // 01:30 happens twice on 1 November 2026 in New York: the first.
    expect(iso({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 }, 'America/New_York')).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('knows real zones only; hostile or misspelt names are not zones', () => {
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    for (const bad of ['Mars/Base', '<script>', '', 'a'.repeat(65), 'Asia/Shanghai\u0000'])
      expect(isTimeZone(bad)).toBe(false);
  });
});
