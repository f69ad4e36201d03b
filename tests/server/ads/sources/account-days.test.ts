import { describe, expect, it } from 'vitest';
import { dayChunks, daysIn } from '../../../../server/ads/sources/account-days.ts';

describe('account-local day ranges', () => {
  it('cuts a range into chunks across a month end and a leap day', () => {
    expect(dayChunks('2028-02-27', '2028-03-03', 3)).toEqual([
      { since: '2028-02-27', until: '2028-02-29', days: 3 },
      { since: '2028-03-01', until: '2028-03-03', days: 3 },
    ]);
    expect(daysIn('2026-11-24', '2026-11-24')).toBe(1);
  });

  it('refuses a malformed or inverted range', () => {
    expect(() => daysIn('2026-11-24', '2026-11-23')).toThrow(RangeError);
    expect(() => daysIn('2026-13-01', '2026-13-02')).toThrow(RangeError);
    expect(() => daysIn('24/11/2026', '2026-11-24')).toThrow(RangeError);
  });
});
