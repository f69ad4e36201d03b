import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../../../server/lib/rate-limiter.ts';

describe('RateLimiter', () => {
  it('limits a key after N hits inside the window and frees it as the window slides', () => {
    let now = 0;
    const limiter = new RateLimiter(3, 1000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.isLimited('a')).toBe(false);
      limiter.hit('a');
      now += 100;
    }
    expect(limiter.isLimited('a')).toBe(true);
    expect(limiter.isLimited('b')).toBe(false);
    now = 1001; // the first hit (t=0) left the window
    expect(limiter.isLimited('a')).toBe(false);
    limiter.hit('a');
    expect(limiter.isLimited('a')).toBe(true);
  });

  it('take() counts and refuses in one step; reset() forgets a key', () => {
    const limiter = new RateLimiter(2, 1000, () => 0);
    expect([limiter.take('k'), limiter.take('k'), limiter.take('k')]).toEqual([true, true, false]);
    limiter.reset('k');
    expect(limiter.take('k')).toBe(true);
  });
});
